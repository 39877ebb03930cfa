import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GROUP } from "../../src/domain/accounts/user";
import type { TestServer } from "../support/server";
import { expectRefused, expectTranslated, newPlayer, sqliteServer, type Player } from "./helpers";

let server: TestServer;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  alice = await newPlayer(server, { depositMinor: 12_345 });
});
afterEach(() => server.close());

const passwordOk = async (userId: number, password: string): Promise<boolean> => {
  const user = await server.deps.store.read((tx) => tx.users.byId(userId));
  return server.deps.hasher.verify(user!.passwordHash, password);
};

describe("account.profile", () => {
  it("answers the caller's own account, money in minor units, the invite code for agents only", async () => {
    const profile = await alice.call.account.profile();
    expect(profile).toMatchObject({ id: alice.user.id, username: alice.user.username, groupId: GROUP.player, moneyMinor: 12_345, lockedMinor: 0, inviteCode: null, securityCodeSet: false });
    expect(JSON.stringify(profile)).not.toMatch(/hash/i);
    const agent = await newPlayer(server, { groupId: GROUP.agent });
    expect((await agent.call.account.profile()).inviteCode).toBe(agent.user.id + 100_000);
  });
});

describe("account.updateProfile", () => {
  it("saves nickname and mobile; a field left out stays, an empty one clears", async () => {
    expect(await alice.call.account.updateProfile({ nickname: " Ali ", mobile: "+886 912-345-678" })).toEqual({
      username: alice.user.username,
      nickname: "Ali",
      mobile: "+886 912-345-678",
      idCard: "",
    });
    expect(await alice.call.account.updateProfile({ mobile: "" })).toMatchObject({ nickname: "Ali", mobile: "" });
    expect((await alice.call.account.profile()).nickname).toBe("Ali");
  });

  it("refuses a malformed mobile or an over-long nickname", async () => {
    await expectRefused(alice.call.account.updateProfile({ mobile: "call me" }), "INVALID_INPUT");
    await expectRefused(alice.call.account.updateProfile({ nickname: "n".repeat(33) }), "INVALID_INPUT");
    await expectRefused(alice.call.account.updateProfile({ nickname: "n".repeat(65) }), "INVALID_INPUT");
    await expectTranslated(server, "mutation", "account.updateProfile", { mobile: "abc" }, "INVALID_INPUT", { token: alice.token });
    expect((await alice.call.account.profile()).mobile).toBe("");
  });
});

describe("account.changePassword", () => {
  it("replaces the password given the current one", async () => {
    expect(await alice.call.account.changePassword({ oldPassword: "secret123", newPassword: "better456", confirmPassword: "better456" })).toEqual({ ok: true });
    expect(await passwordOk(alice.user.id, "better456")).toBe(true);
  });

  it("refuses a missing field, a mismatch, a wrong current password and a weak new one", async () => {
    await expectRefused(alice.call.account.changePassword({ oldPassword: "", newPassword: "better456", confirmPassword: "better456" }), "PASSWORD_REQUIRED");
    await expectRefused(alice.call.account.changePassword({ oldPassword: "secret123", newPassword: "better456", confirmPassword: "better457" }), "PASSWORD_MISMATCH");
    await expectTranslated(server, "mutation", "account.changePassword", { oldPassword: "secret123", newPassword: "a1234567", confirmPassword: "b1234567" }, "PASSWORD_MISMATCH", {
      token: alice.token,
      messages: ["两次输入的密码不一致", "The two passwords do not match"],
    });
    await expectRefused(alice.call.account.changePassword({ oldPassword: "wrong999", newPassword: "better456", confirmPassword: "better456" }), "PASSWORD_WRONG");
    await expectTranslated(server, "mutation", "account.changePassword", { oldPassword: "wrong999", newPassword: "better456", confirmPassword: "better456" }, "PASSWORD_WRONG", { token: alice.token });
    await expectRefused(alice.call.account.changePassword({ oldPassword: "secret123", newPassword: "abc", confirmPassword: "abc" }), "PASSWORD_INVALID");
    await expectRefused(alice.call.account.changePassword({ oldPassword: "secret123", newPassword: "x".repeat(129), confirmPassword: "x".repeat(129) }), "INVALID_INPUT");
    expect(await passwordOk(alice.user.id, "secret123")).toBe(true);
  });
});

describe("account.securityCodeStatus and account.setSecurityCode", () => {
  it("sets the code the first time, then changes it given the old one", async () => {
    expect(await alice.call.account.securityCodeStatus()).toEqual({ isSet: false });
    expect(await alice.call.account.setSecurityCode({ newCode: "246810" })).toEqual({ ok: true });
    expect(await alice.call.account.securityCodeStatus()).toEqual({ isSet: true });
    await alice.call.account.setSecurityCode({ oldCode: "246810", newCode: "135790" });
    expect((await alice.call.account.profile()).securityCodeSet).toBe(true);
    // The replaced code no longer opens anything; the new one does.
    await expectRefused(alice.call.account.setSecurityCode({ oldCode: "246810", newCode: "111111" }), "SECURITY_CODE_WRONG");
    await alice.call.account.setSecurityCode({ oldCode: "135790", newCode: "111111" });
  });

  it("refuses a code that is not 6 digits, a change without or with a wrong old code, and the login password", async () => {
    await expectRefused(alice.call.account.setSecurityCode({ newCode: "12345" }), "SECURITY_CODE_FORMAT");
    await expectRefused(alice.call.account.setSecurityCode({ newCode: "12345a" }), "SECURITY_CODE_FORMAT");
    await expectTranslated(server, "mutation", "account.setSecurityCode", { newCode: "1" }, "SECURITY_CODE_FORMAT", { token: alice.token, messages: [/6/, /6/] });
    await expectRefused(alice.call.account.setSecurityCode({ newCode: "1".repeat(17) }), "INVALID_INPUT");

    const digits = await newPlayer(server, { password: "987654" });
    await expectRefused(digits.call.account.setSecurityCode({ newCode: "987654" }), "SECURITY_CODE_SAME_AS_PASSWORD");
    await expectTranslated(server, "mutation", "account.setSecurityCode", { newCode: "987654" }, "SECURITY_CODE_SAME_AS_PASSWORD", { token: digits.token });

    await alice.call.account.setSecurityCode({ newCode: "246810" });
    await expectRefused(alice.call.account.setSecurityCode({ newCode: "135790" }), "SECURITY_CODE_OLD_REQUIRED");
    await expectTranslated(server, "mutation", "account.setSecurityCode", { newCode: "135790" }, "SECURITY_CODE_OLD_REQUIRED", { token: alice.token, langs: ["kor", "en"] });
    await expectRefused(alice.call.account.setSecurityCode({ oldCode: "000000", newCode: "135790" }), "SECURITY_CODE_WRONG");
  });
});
