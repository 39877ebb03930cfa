import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INVITE_CODE_OFFSET, inviteCodeOf, inviterIdFromInviteCode } from "./invite-code-rules";

describe("invite codes", () => {
  it("shows an agent's code as id plus 100000", () => {
    expect(INVITE_CODE_OFFSET).toBe(100000);
    expect(inviteCodeOf(7)).toBe(100007);
  });

  it("round-trips every user id through its code", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), (userId) => {
        expect(inviterIdFromInviteCode(String(inviteCodeOf(userId)))).toEqual({ ok: true, value: userId });
      }),
    );
  });

  it("takes a numeric code at or under the offset as the user id itself", () => {
    expect(inviterIdFromInviteCode("42")).toEqual({ ok: true, value: 42 });
    expect(inviterIdFromInviteCode("100000")).toEqual({ ok: true, value: 100000 });
    expect(inviterIdFromInviteCode(" 100005 ")).toEqual({ ok: true, value: 5 });
  });

  it.each(["", "0", "000", "-5", "abc", "12a", "1.5", "1e6", "0x10", "9999999999999999"])("refuses %j", (code) => {
    expect(inviterIdFromInviteCode(code)).toEqual({ ok: false, error: { code: "INVITER_NOT_FOUND" } });
  });
});
