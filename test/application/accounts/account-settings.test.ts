import { describe, expect, it } from "vitest";
import { changePassword } from "../../../src/application/accounts/change-password";
import { getPayoutMethod } from "../../../src/application/wallet/get-payout-method";
import { setPayoutMethod } from "../../../src/application/wallet/set-payout-method";
import { updateProfile } from "../../../src/application/accounts/update-profile";
import { setSecurityCode } from "../../../src/application/accounts/set-security-code";
import { appPerTest } from "../../support/app-per-test";
import { forEachStore } from "../../support/stores";
import { PASSWORD, SECURITY_CODE, newUser, refusal, unwrap, userById } from "../wallet-fixtures";

forEachStore((_name, open) => {
  const t = appPerTest(open, { games: false });

  describe("changePassword", () => {
    it("replaces the password given the old one, stored hashed", async () => {
      const user = await newUser(t.app);
      unwrap(await changePassword(t.app.deps, { userId: user.id, currentToken: null, address: null, oldPassword: PASSWORD, newPassword: "n3w-pass", confirmPassword: "n3w-pass" }));
      const stored = await userById(t.app, user.id);
      expect(await t.app.deps.hasher.verify(stored.passwordHash, "n3w-pass")).toBe(true);
      expect(await t.app.deps.hasher.verify(stored.passwordHash, PASSWORD)).toBe(false);
    });

    it("refuses in SPEC order: old, new, confirm required, mismatch, rules, wrong old password", async () => {
      const user = await newUser(t.app);
      const change = (oldPassword: string, newPassword: string, confirmPassword: string) =>
        changePassword(t.app.deps, { userId: user.id, currentToken: null, address: null, oldPassword, newPassword, confirmPassword });
      expect(refusal(await change("", "", ""))).toEqual({ code: "PASSWORD_REQUIRED", params: { field: "old_password" } });
      expect(refusal(await change("x", "", ""))).toEqual({ code: "PASSWORD_REQUIRED", params: { field: "new_password" } });
      expect(refusal(await change("x", "abcdef", ""))).toEqual({ code: "PASSWORD_REQUIRED", params: { field: "confirm_password" } });
      expect(refusal(await change("x", "abcdef", "abcdeg"))).toEqual({ code: "PASSWORD_MISMATCH" });
      expect(refusal(await change("x", "abc", "abc"))).toMatchObject({ code: "PASSWORD_INVALID" });
      expect(refusal(await change("wrong-old", "abcdef", "abcdef"))).toEqual({ code: "PASSWORD_WRONG" });
      expect(refusal(await changePassword(t.app.deps, { userId: 777777, currentToken: null, address: null, oldPassword: "x", newPassword: "abcdef", confirmPassword: "abcdef" }))).toEqual({
        code: "USER_NOT_FOUND",
      });
      expect(await t.app.deps.hasher.verify((await userById(t.app, user.id)).passwordHash, PASSWORD)).toBe(true);
    });
  });

  describe("updateProfile", () => {
    it("saves nickname and mobile, leaving the username alone", async () => {
      const user = await newUser(t.app);
      expect(unwrap(await updateProfile(t.app.deps, { userId: user.id, nickname: " Lucky ", mobile: "+886 912-345-678" }))).toEqual({
        username: user.username,
        nickname: "Lucky",
        mobile: "+886 912-345-678",
        idCard: "",
      });
      expect(unwrap(await updateProfile(t.app.deps, { userId: user.id, mobile: "" }))).toEqual({ username: user.username, nickname: "Lucky", mobile: "", idCard: "" });
      expect(await userById(t.app, user.id)).toMatchObject({ username: user.username, nickname: "Lucky", mobile: "" });
    });

    it("refuses an over-long nickname and a malformed mobile, changing nothing", async () => {
      const user = await newUser(t.app);
      expect(refusal(await updateProfile(t.app.deps, { userId: user.id, nickname: "n".repeat(33), mobile: "123" }))).toEqual({
        code: "INVALID_INPUT",
        params: { field: "nickname", max: 32 },
      });
      expect(refusal(await updateProfile(t.app.deps, { userId: user.id, nickname: "ok", mobile: "call me" }))).toEqual({
        code: "INVALID_INPUT",
        params: { field: "mobile", max: 20 },
      });
      expect(refusal(await updateProfile(t.app.deps, { userId: user.id, mobile: "1".repeat(21) }))).toMatchObject({ code: "INVALID_INPUT" });
      expect(refusal(await updateProfile(t.app.deps, { userId: 4040, nickname: "x" }))).toEqual({ code: "USER_NOT_FOUND" });
      expect(await userById(t.app, user.id)).toMatchObject({ nickname: "", mobile: "" });
    });
  });

  describe("payout methods", () => {
    it("saves and reads back a bank card and a virtual wallet, each user only their own", async () => {
      const alice = await newUser(t.app);
      const bob = await newUser(t.app);
      expect(unwrap(await getPayoutMethod(t.app.deps, { userId: alice.id, type: 0 }))).toBeNull();
      const card = unwrap(await setPayoutMethod(t.app.deps, { userId: alice.id, type: 0, acc: " Alice ", accName: "62220212345678", accBank: "Bank A" }));
      // The player is shown the card number masked to its last 4; the t.store keeps it whole for the payout.
      expect(card).toEqual({ userId: alice.id, type: 0, acc: "Alice", accName: "**********5678", accBank: "Bank A", mark: "", changedAtMs: null });
      expect((await t.store.read((tx) => tx.payoutMethods.get(alice.id, 0)))!.accName).toBe("62220212345678");
      unwrap(await setPayoutMethod(t.app.deps, { userId: alice.id, type: 1, acc: "0xabc123", accName: "ERC20", mark: "main" }));
      expect(unwrap(await getPayoutMethod(t.app.deps, { userId: alice.id, type: 0 }))).toEqual(card);
      expect(unwrap(await getPayoutMethod(t.app.deps, { userId: alice.id, type: 1 }))).toEqual({
        userId: alice.id,
        type: 1,
        acc: "0xabc123",
        accName: "erc20",
        accBank: "",
        mark: "main",
        changedAtMs: null,
      });
      // The user id is the only key: bob asking for his own sees nothing of alice's.
      expect(unwrap(await getPayoutMethod(t.app.deps, { userId: bob.id, type: 0 }))).toBeNull();
      expect(unwrap(await getPayoutMethod(t.app.deps, { userId: bob.id, type: 1 }))).toBeNull();

      // Saving again replaces, given the security code (test/application/wallet/payout-change.test.ts).
      unwrap(await setSecurityCode(t.app.deps, { userId: alice.id, newCode: SECURITY_CODE }));
      unwrap(await setPayoutMethod(t.app.deps, { userId: alice.id, type: 0, acc: "Alice", accName: "11112222", accBank: "Bank B", securityCode: SECURITY_CODE }));
      expect(unwrap(await getPayoutMethod(t.app.deps, { userId: alice.id, type: 0 }))).toMatchObject({ accName: "****2222", accBank: "Bank B", changedAtMs: t.app.clock.nowMs() });
    });

    it("refuses in form order and stores nothing", async () => {
      const user = await newUser(t.app);
      const set = (type: 0 | 1, fields: { acc?: string; accName?: string; accBank?: string }) => setPayoutMethod(t.app.deps, { userId: user.id, type, ...fields });
      expect(refusal(await set(0, {}))).toEqual({ code: "PAYOUT_HOLDER_REQUIRED" });
      expect(refusal(await set(0, { acc: "A" }))).toEqual({ code: "PAYOUT_CARD_REQUIRED" });
      expect(refusal(await set(0, { acc: "A", accName: "12ab5678" }))).toMatchObject({ code: "PAYOUT_CARD_INVALID" });
      expect(refusal(await set(0, { acc: "A", accName: "12345678" }))).toEqual({ code: "PAYOUT_BANK_REQUIRED" });
      expect(refusal(await set(1, {}))).toEqual({ code: "PAYOUT_ADDRESS_REQUIRED" });
      expect(refusal(await set(1, { acc: "T123" }))).toMatchObject({ code: "PAYOUT_WALLET_TYPE_REQUIRED" });
      expect(refusal(await setPayoutMethod(t.app.deps, { userId: 8080, type: 0, acc: "A", accName: "12345678", accBank: "B" }))).toEqual({ code: "USER_NOT_FOUND" });
      expect(unwrap(await getPayoutMethod(t.app.deps, { userId: user.id, type: 0 }))).toBeNull();
      expect(unwrap(await getPayoutMethod(t.app.deps, { userId: user.id, type: 1 }))).toBeNull();
    });
  });
});
