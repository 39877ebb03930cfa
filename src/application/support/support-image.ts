import { fail, ok, type Result } from "../../domain/errors";
import { isSupportImageId } from "../../domain/support/image-rules";
import type { ImageMime } from "../../domain/uploaded-image";
import type { AppDeps } from "../deps";
import { viewableConversation, type SupportViewer } from "./support-views";

export interface ServedSupportImage {
  readonly mime: ImageMime;
  readonly bytes: Uint8Array;
}

/**
 * An image of a support conversation, for its customer or the staff only:
 * any other viewer (another player included) gets NOT_FOUND, exactly as for
 * an id that names no image, so an id tells nobody else anything.
 */
export async function supportImage(deps: Pick<AppDeps, "store">, input: { readonly viewer: SupportViewer; readonly imageId: string }): Promise<Result<ServedSupportImage, "NOT_FOUND">> {
  if (!isSupportImageId(input.imageId)) return fail("NOT_FOUND");
  return deps.store.read(async (tx) => {
    const image = await tx.supportImages.imageById(input.imageId);
    if (image === null || (await viewableConversation(tx, input.viewer, image.conversationId)) === null) return fail("NOT_FOUND");
    return ok({ mime: image.mime, bytes: image.bytes });
  });
}
