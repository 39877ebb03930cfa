import { fail, ok, type Result } from "../errors";
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, IMAGE_MIMES, sniffImage, type ImageMime } from "../uploaded-image";

/** A payment receipt a player attaches to a deposit: a screenshot or photo, never anything a browser would run (the uploaded-image rule). */
export const RECEIPT_MAX_BYTES = IMAGE_MAX_BYTES;
export const RECEIPT_MIMES = IMAGE_MIMES;
export type ReceiptMime = ImageMime;

const FILE_NAME_MAX = 128;
const EXTENSIONS: Readonly<Record<string, ReceiptMime>> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp" };

export interface CheckedReceipt {
  readonly mime: ReceiptMime;
  readonly fileName: string;
}

/**
 * A receipt is a PNG, JPEG or WebP image of at most 2 MB, by its content (a
 * page renamed .png is refused), under a plain file name (no folder, no "..",
 * no control characters). What is served back is typed by the content, never
 * by the name.
 */
export function checkReceipt(input: { readonly fileName: unknown; readonly bytes: Uint8Array }): Result<CheckedReceipt, "RECEIPT_NAME_INVALID" | "RECEIPT_TOO_LARGE" | "RECEIPT_TYPE"> {
  const name = typeof input.fileName === "string" ? input.fileName.trim() : "";
  if (name === "" || Array.from(name).length > FILE_NAME_MAX || /[/\\]|\.\.|\p{Cc}/u.test(name)) return fail("RECEIPT_NAME_INVALID");
  if (input.bytes.byteLength > RECEIPT_MAX_BYTES) return fail("RECEIPT_TOO_LARGE", { max_mb: IMAGE_MAX_MB });
  const extension = /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase();
  const mime = sniffImage(input.bytes);
  if (extension === undefined || EXTENSIONS[extension] === undefined || mime === null) return fail("RECEIPT_TYPE");
  return ok({ mime, fileName: name });
}
