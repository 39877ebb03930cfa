import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkMobile, checkNickname } from "./profile-rules";

describe("profile fields", () => {
  it("accepts a nickname of up to 32 characters, trimmed", () => {
    expect(checkNickname("  Lucky 7 ")).toEqual({ ok: true, value: "Lucky 7" });
    expect(checkNickname("")).toEqual({ ok: true, value: "" });
    expect(checkNickname("幸".repeat(32)).ok).toBe(true);
    expect(checkNickname("x".repeat(33))).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "nickname", max: 32 } } });
    expect(checkNickname("a\u0007b").ok).toBe(false);
  });

  it("accepts a mobile of digits, +, spaces and dashes, up to 20", () => {
    expect(checkMobile(" +886 912-345-678 ")).toEqual({ ok: true, value: "+886 912-345-678" });
    expect(checkMobile("").ok).toBe(true);
    expect(checkMobile("0912abc").ok).toBe(false);
    expect(checkMobile("1".repeat(21))).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "mobile", max: 20 } } });
  });

  it("accepts exactly the mobiles of the allowed alphabet", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 25 }), (mobile) => {
        const trimmed = mobile.trim();
        expect(checkMobile(mobile).ok).toBe(trimmed.length <= 20 && /^[0-9+\- ]*$/.test(trimmed));
      }),
    );
  });
});
