import type { Context } from "hono";
import { IMAGE_EXTENSIONS, type ImageMime } from "../../src/domain/uploaded-image";

/**
 * Reads a multipart form's parts; a body that is no readable form answers
 * no parts at all (the caller then refuses it as "not an image").
 */
export async function formParts(c: Context): Promise<Record<string, unknown>> {
  try {
    return await c.req.parseBody();
  } catch {
    return {};
  }
}

/**
 * An uploaded image served back (a deposit's receipt, a support image): typed
 * by what its bytes showed, under a name of ours (never the uploader's: no
 * header injection, no .html), kept by no shared cache, and sandboxed, so
 * that opened on its own it still runs nothing; nosniff keeps browsers from
 * guessing another type.
 */
export function imageResponse(c: Context, image: { readonly bytes: Uint8Array; readonly mime: ImageMime }, baseName: string): Response {
  return c.body(new Uint8Array(image.bytes), 200, {
    "content-type": image.mime,
    "content-length": String(image.bytes.byteLength),
    "content-disposition": `inline; filename="${baseName}.${IMAGE_EXTENSIONS[image.mime]}"`,
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
    // Other sites cannot even embed it.
    "cross-origin-resource-policy": "same-origin",
    "content-security-policy": "default-src 'none'; img-src 'self'; sandbox",
  });
}
