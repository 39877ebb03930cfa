import { describe, expect, it } from "vitest";
import { judgeSignUp, signupKey } from "./signup-limit-rules";

describe("sign-ups per address", () => {
  it("allows up to the limit in the window and refuses the next, naming the limit and the window", () => {
    expect(judgeSignUp(0, 20).ok).toBe(true);
    expect(judgeSignUp(19, 20).ok).toBe(true);
    expect(judgeSignUp(20, 20)).toEqual({ ok: false, error: { code: "SIGNUP_LIMITED", params: { limit: 20, minutes: 60 } } });
    expect(judgeSignUp(1, 1).ok).toBe(false);
  });

  it("has no limit at 0, and keys each address apart", () => {
    expect(judgeSignUp(10_000, 0).ok).toBe(true);
    expect(signupKey("203.0.113.5")).not.toBe(signupKey("203.0.113.6"));
    expect(signupKey("::1")).toBe("signup:::1");
  });
});
