import { toHex } from "../../domain/fairness/sha256";
import { SUPPORT_IMAGE_ID_BYTES, type CheckedSupportImage } from "../../domain/support/image-rules";
import type { RandomSource } from "../../ports/random";
import type { StoreTx } from "../../ports/store";

/**
 * Keeps a checked image for a conversation's next message, in the
 * transaction that posts the message (a post refused after this point rolls
 * the image back with it), and answers the id the message names it by.
 */
export async function storeSupportImage(tx: StoreTx, random: RandomSource, conversationId: number, image: CheckedSupportImage, atMs: number): Promise<string> {
  const id = toHex(random.bytes(SUPPORT_IMAGE_ID_BYTES));
  await tx.supportImages.saveImage({ id, conversationId, mime: image.mime, sizeBytes: image.bytes.byteLength, bytes: image.bytes, createdAtMs: atMs });
  return id;
}
