import { describe, expect, it } from "vitest";
import { SUPPORT_MAX_CHARS } from "./conversation";
import { checkImageCaption, checkSupportImage, isSupportImageId } from "./image-rules";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe("images in support conversations", () => {
  it("takes a PNG, JPEG or WebP of at most 2 MB by its bytes, typed by them", () => {
    expect(checkSupportImage(PNG)).toEqual({ ok: true, value: { mime: "image/png", bytes: PNG } });
    const exact = new Uint8Array(2 * 1024 * 1024);
    exact.set([0xff, 0xd8, 0xff]);
    expect(checkSupportImage(exact)).toMatchObject({ ok: true, value: { mime: "image/jpeg" } });
  });

  it("refuses one byte past 2 MB (saying the limit) and anything that is not one of the three", () => {
    const over = new Uint8Array(2 * 1024 * 1024 + 1);
    over.set(PNG);
    expect(checkSupportImage(over)).toEqual({ ok: false, error: { code: "SUPPORT_IMAGE_TOO_LARGE", params: { max_mb: 2 } } });
    expect(checkSupportImage(new TextEncoder().encode("<html></html>"))).toEqual({ ok: false, error: { code: "SUPPORT_IMAGE_TYPE" } });
    expect(checkSupportImage(new Uint8Array(0))).toEqual({ ok: false, error: { code: "SUPPORT_IMAGE_TYPE" } });
  });

  it("lets the text beside an image be empty, and otherwise holds it to a message's rules", () => {
    expect(checkImageCaption("")).toEqual({ ok: true, value: "" });
    expect(checkImageCaption(" \r\n\t ")).toEqual({ ok: true, value: "" });
    expect(checkImageCaption("  see this\r\nplease ")).toEqual({ ok: true, value: "see this\nplease" });
    expect(checkImageCaption("x".repeat(SUPPORT_MAX_CHARS + 1))).toEqual({ ok: false, error: { code: "SUPPORT_MESSAGE_TOO_LONG", params: { max: SUPPORT_MAX_CHARS } } });
    expect(checkImageCaption("bell\u0007")).toMatchObject({ ok: false, error: { code: "INVALID_INPUT" } });
  });

  it("names images by 32 lowercase hex characters only", () => {
    expect(isSupportImageId("0123456789abcdef0123456789abcdef")).toBe(true);
    for (const bad of ["", "0123456789ABCDEF0123456789ABCDEF", "0123456789abcdef0123456789abcde", "0123456789abcdef0123456789abcdef0", "../../etc/passwd", "1", "0123456789abcdef0123456789abcdeg"]) {
      expect(isSupportImageId(bad)).toBe(false);
    }
  });
});
