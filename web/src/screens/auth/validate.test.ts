import { describe, expect, it } from "vitest";
import { firstRegisterProblem } from "./validate";

const filled = { username: "alice", password: "secret123", captcha: "ab12", inviteCode: "100042", inviteCodeRequired: true, adult: true };

describe("firstRegisterProblem", () => {
  it("names the first empty field in SPEC order: username, password, captcha, invite code, consent", () => {
    expect(firstRegisterProblem({ ...filled, username: " ", password: "" })).toBe("auth.username");
    expect(firstRegisterProblem({ ...filled, password: "", captcha: "" })).toBe("auth.password");
    expect(firstRegisterProblem({ ...filled, captcha: "", inviteCode: "" })).toBe("auth.captcha");
    expect(firstRegisterProblem({ ...filled, inviteCode: " ", adult: false })).toBe("auth.inviteCode");
    expect(firstRegisterProblem({ ...filled, adult: false })).toBe("auth.adultRequired");
    expect(firstRegisterProblem(filled)).toBeNull();
  });

  it("lets the invite code be empty when the operator allows open sign-up", () => {
    expect(firstRegisterProblem({ ...filled, inviteCode: "", inviteCodeRequired: false })).toBeNull();
    expect(firstRegisterProblem({ ...filled, inviteCode: "", inviteCodeRequired: false, adult: false })).toBe("auth.adultRequired");
  });
});
