import type { Result } from "../../domain/errors";
import { checkSupportImage } from "../../domain/support/image-rules";
import type { AppDeps } from "../deps";
import { postSupportMessage, type PostedSupportMessage, type PostSupportInput, type PostSupportRefusal } from "./post-support-message";

export type PostSupportImageRefusal = PostSupportRefusal | "SUPPORT_IMAGE_TOO_LARGE" | "SUPPORT_IMAGE_TYPE";

export interface PostSupportImageInput extends Omit<PostSupportInput, "image"> {
  /** The file as uploaded: only its bytes count, never its name or declared type. */
  readonly bytes: Uint8Array;
}

/**
 * A customer sends an image (with an optional text) to the support desk. The
 * bytes must show a PNG, JPEG or WebP of at most 2 MB, checked before anything
 * is stored; then it is a message like any other, by the same path: the
 * mutes, the pace, the hours ("left while closed"), the automatic first reply
 * and the live streams all apply, and the image is stored in the message's
 * own transaction.
 */
export async function postSupportImage(deps: Pick<AppDeps, "store" | "events" | "clock" | "schedule" | "random">, input: PostSupportImageInput): Promise<Result<PostedSupportMessage, PostSupportImageRefusal>> {
  const image = checkSupportImage(input.bytes);
  if (!image.ok) return image;
  const { bytes: _bytes, ...message } = input;
  return postSupportMessage(deps, { ...message, image: image.value });
}
