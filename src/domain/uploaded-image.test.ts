import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, isImageMime, sniffImage } from "./uploaded-image";

describe("the uploaded-image rule", () => {
  it("tells PNG, JPEG and WebP by their first bytes, and nothing else", () => {
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xdb]))).toBe("image/jpeg");
    expect(sniffImage(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))).toBe("image/webp");
    // A RIFF that is no WebP (a WAV sound), a GIF, a page, an SVG (it could run script), half a PNG signature, nothing.
    expect(sniffImage(Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45]))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImage(new Uint8Array(0))).toBeNull();
  });

  it("is 2 MB, and knows its own types only", () => {
    expect(IMAGE_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(IMAGE_MAX_MB).toBe(2);
    expect(["image/png", "image/jpeg", "image/webp"].every(isImageMime)).toBe(true);
    expect(["image/gif", "image/svg+xml", "text/html", ""].some(isImageMime)).toBe(false);
  });
});
