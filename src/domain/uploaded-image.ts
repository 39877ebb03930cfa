/**
 * The one rule for pictures people upload (a deposit's receipt, an image in a
 * support conversation): a PNG, JPEG or WebP of at most 2 MB, told by its
 * bytes, never by its name or by the content type the sender declared. What is
 * served back is typed by what the bytes showed.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MIMES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ImageMime = (typeof IMAGE_MIMES)[number];

/** The limit as people read it ("at most 2 MB"): the refusals' `max_mb`. */
export const IMAGE_MAX_MB = IMAGE_MAX_BYTES / 1024 / 1024;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean => prefix.every((byte, i) => bytes[at + i] === byte);

/** The image type the bytes themselves say they are (their magic numbers), whatever the file is called; null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // RIFF, four bytes of length, WEBP.
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** Whether a stored type is one of ours (a store reading back a row checks it). */
export const isImageMime = (value: string): value is ImageMime => (IMAGE_MIMES as readonly string[]).includes(value);

/** The file extension an image is served under: ours, never the uploader's. */
export const IMAGE_EXTENSIONS: Readonly<Record<ImageMime, string>> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };
