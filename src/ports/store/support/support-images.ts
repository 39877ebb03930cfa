import type { ImageMime } from "../../../domain/uploaded-image";

/** An image sent into a support conversation, with the type its bytes showed. */
export interface SupportImage {
  /** 32 hex characters of randomness (`image-rules.ts`): nobody can guess another's, or count them. */
  readonly id: string;
  readonly conversationId: number;
  readonly mime: ImageMime;
  readonly sizeBytes: number;
  readonly bytes: Uint8Array;
  readonly createdAtMs: number;
}

/**
 * The support desk's images, kept in the database like deposit receipts. An
 * image is stored in the transaction that posts its message, so a refused or
 * failed post leaves none behind; messages name it by id.
 */
export interface SupportImageRepository {
  saveImage(image: SupportImage): Promise<void>;
  /** The image and its bytes, or null when there is none with that id. */
  imageById(id: string): Promise<SupportImage | null>;
}
