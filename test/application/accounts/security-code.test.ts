import { describe, expect, it } from "vitest";
import { changePassword } from "../../../src/application/accounts/change-password";
import { setSecurityCode } from "../../../src/application/accounts/set-security-code";
import { SECURITY_CODE_LOCK_MS } from "../../../src/domain/accounts/security-code-rules";
import { appPerTest } from "../../support/app-per-test";
import { forEachStore } from "../../support/stores";
import { PASSWORD, newUser, refusal, unwrap, userById } from "../wallet-fixtures";

forEachStore((_name, open) => {
  const t = appPerTest(open, { games: false });

  const verifyCode = async (userId: number, code: string) => {
    const hash = (await userById(t.app, userId)).securityCodeHash;
    return hash !== null && (await t.app.deps.hasher.verify(hash, code));
  };

  describe("setSecurityCode", () => {
    it("sets a first code with the new code only, stored hashed", async () => {
      const user = await newUser(t.app);
      unwrap(await setSecurityCode(t.app.deps, { userId: user.id, newCode: "135790" }));
      const stored = await userById(t.app, user.id);
      expect(stored.securityCodeHash).not.toBeNull();
      expect(stored.securityCodeHash).not.toContain("135790");
      expect(await verifyCode(user.id, "135790")).toBe(true);
    });

    it("refuses in order: unknown user, format (first time), old code required, wrong old code", async () => {
      expect(refusal(await setSecurityCode(t.app.deps, { userId: 5555, newCode: "123456" }))).toEqual({ code: "USER_NOT_FOUND" });
      const user = await newUser(t.app);
      expect(refusal(await setSecurityCode(t.app.deps, { userId: user.id, newCode: "12345" }))).toEqual({ code: "SECURITY_CODE_FORMAT", params: { length: 6 } });
      expect(refusal(await setSecurityCode(t.app.deps, { userId: user.id, newCode: "abcdef" }))).toMatchObject({ code: "SECURITY_CODE_FORMAT" });
      expect((await userById(t.app, user.id)).securityCodeHash).toBeNull();
      unwrap(await setSecurityCode(t.app.deps, { userId: user.id, newCode: "111111" }));
      expect(refusal(await setSecurityCode(t.app.deps, { userId: user.id, newCode: "222222" }))).toEqual({ code: "SECURITY_CODE_OLD_REQUIRED" });
      expect(refusal(await setSecurityCode(t.app.deps, { userId: user.id, oldCode: "111111", newCode: "2222" }))).toMatchObject({ code: "SECURITY_CODE_FORMAT" });
      expect(refusal(await setSecurityCode(t.app.deps, { userId: user.id, oldCode: "999999", newCode: "222222" }))).toEqual({
        code: "SECURITY_CODE_WRONG",
        params: { remaining: 4 },
      });
      expect(await verifyCode(user.id, "111111")).toBe(true);
    });

    it("changes the code given the right old one", async () => {
      const user = await newUser(t.app);
      unwrap(await setSecurityCode(t.app.deps, { userId: user.id, newCode: "111111" }));
      unwrap(await setSecurityCode(t.app.deps, { userId: user.id, oldCode: "111111", newCode: "222222" }));
      expect(await verifyCode(user.id, "222222")).toBe(true);
      expect(await verifyCode(user.id, "111111")).toBe(false);
    });

    it("refuses a code equal to the login password, but only once the old code is proven", async () => {
      const user = await newUser(t.app);
      unwrap(await setSecurityCode(t.app.deps, { userId: user.id, newCode: "111111" }));
      unwrap(await changePassword(t.app.deps, { userId: user.id, currentToken: null, address: null, oldPassword: PASSWORD, newPassword: "654321", confirmPassword: "654321" }));
      // Without the right old code the answer says nothing about the password.
      expect(refusal(await setSecurityCode(t.app.deps, { userId: user.id, oldCode: "000000", newCode: "654321" }))).toMatchObject({ code: "SECURITY_CODE_WRONG" });
      expect(refusal(await setSecurityCode(t.app.deps, { userId: user.id, oldCode: "111111", newCode: "654321" }))).toEqual({ code: "SECURITY_CODE_SAME_AS_PASSWORD" });
      expect(await verifyCode(user.id, "111111")).toBe(true);

      const fresh = await newUser(t.app);
      unwrap(await changePassword(t.app.deps, { userId: fresh.id, currentToken: null, address: null, oldPassword: PASSWORD, newPassword: "777777", confirmPassword: "777777" }));
      expect(refusal(await setSecurityCode(t.app.deps, { userId: fresh.id, newCode: "777777" }))).toEqual({ code: "SECURITY_CODE_SAME_AS_PASSWORD" });
      expect((await userById(t.app, fresh.id)).securityCodeHash).toBeNull();
    });

    it("shares the lockout with withdrawals: five wrong old codes lock for 15 minutes", async () => {
      const user = await newUser(t.app);
      unwrap(await setSecurityCode(t.app.deps, { userId: user.id, newCode: "111111" }));
      for (let i = 0; i < 4; i++) await setSecurityCode(t.app.deps, { userId: user.id, oldCode: "000000", newCode: "222222" });
      expect((await userById(t.app, user.id)).securityCodeFailures).toBe(4);
      expect(refusal(await setSecurityCode(t.app.deps, { userId: user.id, oldCode: "000000", newCode: "222222" }))).toMatchObject({
        code: "SECURITY_CODE_LOCKED",
        params: { minutes: 15 },
      });
      expect(refusal(await setSecurityCode(t.app.deps, { userId: user.id, oldCode: "111111", newCode: "222222" }))).toMatchObject({ code: "SECURITY_CODE_LOCKED" });
      t.app.clock.advance(SECURITY_CODE_LOCK_MS);
      unwrap(await setSecurityCode(t.app.deps, { userId: user.id, oldCode: "111111", newCode: "222222" }));
      expect(await userById(t.app, user.id)).toMatchObject({ securityCodeFailures: 0, securityCodeLockedUntilMs: null });
      expect(await verifyCode(user.id, "222222")).toBe(true);
    });
  });
});
