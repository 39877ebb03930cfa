import type { Result } from "../../domain/errors";
import type { SupportMessage } from "../../domain/support/conversation";
import { checkSupportImage } from "../../domain/support/image-rules";
import type { AppDeps } from "../deps";
import { staffReply, type StaffReplyRefusal } from "./staff-reply";

export type StaffImageRefusal = StaffReplyRefusal | "SUPPORT_IMAGE_TOO_LARGE" | "SUPPORT_IMAGE_TYPE";

/**
 * An operator answers a conversation with an image (and an optional text):
 * the bytes must show a PNG, JPEG or WebP of at most 2 MB; then it is an
 * answer like a written one (staffReply: assignment, read marks, reopening,
 * the live streams), the image stored in the answer's transaction.
 */
export async function staffImage(
  deps: Pick<AppDeps, "store" | "events" | "clock" | "random">,
  input: { readonly operatorId: number; readonly conversationId: number; readonly text: string; readonly bytes: Uint8Array },
): Promise<Result<SupportMessage, StaffImageRefusal>> {
  const image = checkSupportImage(input.bytes);
  if (!image.ok) return image;
  return staffReply(deps, { operatorId: input.operatorId, conversationId: input.conversationId, text: input.text, image: image.value });
}
