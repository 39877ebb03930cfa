import { fail, ok, type Result } from "../errors";
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, sniffImage, type ImageMime } from "../uploaded-image";
import { checkSupportText } from "./message-rules";

/** How many random bytes name a stored image: its id is their hex, 32 characters nobody can guess or count. */
export const SUPPORT_IMAGE_ID_BYTES = 16;
const IMAGE_ID = /^[0-9a-f]{32}$/;

/** Whether a string can be an image's id at all (anything else is no image: NOT_FOUND without a lookup). */
export const isSupportImageId = (value: string): boolean => IMAGE_ID.test(value);

/** An image as sent into a conversation, once its bytes have shown what it is. */
export interface CheckedSupportImage {
  readonly mime: ImageMime;
  readonly bytes: Uint8Array;
}

/**
 * An image in a support conversation follows the uploaded-image rule (the
 * deposit receipts' one): a PNG, JPEG or WebP of at most 2 MB, by its bytes;
 * a page or a script renamed .png is SUPPORT_IMAGE_TYPE.
 */
export function checkSupportImage(bytes: Uint8Array): Result<CheckedSupportImage, "SUPPORT_IMAGE_TOO_LARGE" | "SUPPORT_IMAGE_TYPE"> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) return fail("SUPPORT_IMAGE_TOO_LARGE", { max_mb: IMAGE_MAX_MB });
  const mime = sniffImage(bytes);
  return mime === null ? fail("SUPPORT_IMAGE_TYPE") : ok({ mime, bytes });
}

/**
 * The text sent with an image: the same rules as a message's (trimmed, at
 * most SUPPORT_MAX_CHARS, plain text), except that it may be empty, since
 * the image says it all.
 */
export function checkImageCaption(raw: string): Result<string, "SUPPORT_MESSAGE_TOO_LONG" | "INVALID_INPUT"> {
  const text = checkSupportText(raw);
  if (text.ok) return text;
  // Nothing but blanks: the image alone.
  return text.error.code === "SUPPORT_MESSAGE_EMPTY" ? ok("") : fail(text.error.code, text.error.params);
}
