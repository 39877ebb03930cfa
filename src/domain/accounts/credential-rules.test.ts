import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkNewPassword, checkPassword, checkPasswordChange, checkUsername } from "./credential-rules";

const codeOf = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? "OK" : result.error!.code);

describe("usernames", () => {
  it("requires one", () => {
    expect(codeOf(checkUsername(""))).toBe("USERNAME_REQUIRED");
    expect(codeOf(checkUsername("   "))).toBe("USERNAME_REQUIRED");
    expect(codeOf(checkUsername(undefined))).toBe("USERNAME_REQUIRED");
  });

  it.each(["ab", "a".repeat(21), "has space", "dash-ed", "dot.ted", "名字名字", "emoji😀x"])("refuses %j", (name) => {
    expect(codeOf(checkUsername(name))).toBe("USERNAME_INVALID");
  });

  it("accepts 3..20 letters, digits and underscores, trimmed", () => {
    expect(checkUsername("  abc ")).toEqual({ ok: true, value: "abc" });
    expect(checkUsername("A_1".repeat(6) + "zz")).toEqual({ ok: true, value: "A_1".repeat(6) + "zz" });
  });

  it("accepts exactly the names of the allowed alphabet and length", () => {
    const allowed = fc.stringMatching(/^[A-Za-z0-9_]{3,20}$/);
    fc.assert(fc.property(allowed, (name) => {
      expect(checkUsername(name)).toEqual({ ok: true, value: name });
    }));
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (name) => {
        const trimmed = name.trim();
        const valid = /^[A-Za-z0-9_]{3,20}$/.test(trimmed);
        expect(checkUsername(name).ok).toBe(valid);
      }),
    );
  });
});

describe("passwords", () => {
  it("requires one, of 6..64 characters", () => {
    expect(codeOf(checkPassword(""))).toBe("PASSWORD_REQUIRED");
    expect(codeOf(checkPassword("12345"))).toBe("PASSWORD_INVALID");
    expect(codeOf(checkPassword("x".repeat(65)))).toBe("PASSWORD_INVALID");
    expect(checkPassword("123456")).toEqual({ ok: true, value: "123456" });
    expect(checkPassword(" pass word ")).toEqual({ ok: true, value: " pass word " });
    expect(checkPassword("😀".repeat(6)).ok).toBe(true);
  });
});

describe("changing a password", () => {
  it("checks in the order of the form: old, new, confirm, equal, rules", () => {
    expect(checkPasswordChange("", "", "")).toEqual({ ok: false, error: { code: "PASSWORD_REQUIRED", params: { field: "old_password" } } });
    expect(checkPasswordChange("old123", "", "")).toEqual({ ok: false, error: { code: "PASSWORD_REQUIRED", params: { field: "new_password" } } });
    expect(checkPasswordChange("old123", "new123", "")).toEqual({
      ok: false,
      error: { code: "PASSWORD_REQUIRED", params: { field: "confirm_password" } },
    });
    expect(codeOf(checkPasswordChange("old123", "new123", "new124"))).toBe("PASSWORD_MISMATCH");
    expect(codeOf(checkPasswordChange("old123", "new", "new"))).toBe("PASSWORD_INVALID");
    expect(checkPasswordChange("old123", "new123", "new123")).toEqual({ ok: true, value: { oldPassword: "old123", newPassword: "new123" } });
  });

  it("never accepts a new password that differs from its confirmation", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (old, next, confirm) => {
        fc.pre(next !== confirm);
        expect(checkPasswordChange(old, next, confirm).ok).toBe(false);
      }),
    );
  });
});

describe("choosing a new password (a reset link)", () => {
  it("asks new and confirm, equal, then the password rules; the same answers as change password after the old one", () => {
    expect(checkNewPassword("", "")).toEqual({ ok: false, error: { code: "PASSWORD_REQUIRED", params: { field: "new_password" } } });
    expect(checkNewPassword("new123", null)).toEqual({ ok: false, error: { code: "PASSWORD_REQUIRED", params: { field: "confirm_password" } } });
    expect(checkNewPassword("new123", "new124")).toEqual({ ok: false, error: { code: "PASSWORD_MISMATCH" } });
    expect(checkNewPassword("abc", "abc")).toEqual({ ok: false, error: { code: "PASSWORD_INVALID", params: { min: 6, max: 64 } } });
    expect(checkNewPassword("new 123", "new 123")).toEqual({ ok: true, value: "new 123" });
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), fc.string({ maxLength: 70 }), (next, confirm) => {
        expect(checkNewPassword(next, confirm)).toEqual(((r) => (r.ok ? { ok: true, value: r.value.newPassword } : r))(checkPasswordChange("old", next, confirm)));
      }),
    );
  });
});
