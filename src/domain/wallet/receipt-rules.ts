import { fail, ok, type Result } from "../errors";

/** A payment receipt a player attaches to a deposit: a screenshot or photo, never anything a browser would run. */
export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;
export const RECEIPT_MIMES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ReceiptMime = (typeof RECEIPT_MIMES)[number];

const FILE_NAME_MAX = 128;
const EXTENSIONS: Readonly<Record<string, ReceiptMime>> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp" };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean => prefix.every((byte, i) => bytes[at + i] === byte);

/** The image type the bytes themselves say they are (their magic numbers), whatever the file is called. */
function sniffImage(bytes: Uint8Array): ReceiptMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // RIFF, four bytes of length, WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

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
  if (input.bytes.byteLength > RECEIPT_MAX_BYTES) return fail("RECEIPT_TOO_LARGE", { max_mb: RECEIPT_MAX_BYTES / 1024 / 1024 });
  const extension = /\.([A-Za-z]+)$/.exec(name)?.[1]?.toLowerCase();
  const mime = sniffImage(input.bytes);
  if (extension === undefined || EXTENSIONS[extension] === undefined || mime === null) return fail("RECEIPT_TYPE");
  return ok({ mime, fileName: name });
}
