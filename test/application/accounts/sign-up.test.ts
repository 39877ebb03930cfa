import { describe, expect, it } from "vitest";
import { issueCaptcha } from "../../../src/application/accounts/captcha";
import { authenticate } from "../../../src/application/accounts/sessions";
import { signUp } from "../../../src/application/accounts/sign-up";
import { forEachStore } from "../../support/stores";
import { refusal, unwrap } from "../wallet-fixtures";
import { appPerTest } from "../../support/app-per-test";

forEachStore((_name, open) => {
  const t = appPerTest(open, { games: false });

  const captcha = async () => {
    const issued = await issueCaptcha(t.app.deps);
    return { id: issued.captchaId, answer: issued.text };
  };

  describe("signUp", () => {
    it("refuses in SPEC order, username, password, captcha, then the invite code, and creates nothing", async () => {
      const good = await captcha();
      expect(refusal(await signUp(t.app.deps, { username: "", password: "secret123", captcha: { id: "x", answer: "" } })).code).toBe("USERNAME_REQUIRED");
      expect(refusal(await signUp(t.app.deps, { username: "newbie", password: "", captcha: { id: "x", answer: "" } })).code).toBe("PASSWORD_REQUIRED");
      expect(refusal(await signUp(t.app.deps, { username: "newbie", password: "secret123", captcha: { id: good.id, answer: "" } })).code).toBe("CAPTCHA_REQUIRED");
      expect(refusal(await signUp(t.app.deps, { username: "newbie", password: "secret123", inviteCode: "", captcha: good })).code).toBe("INVITE_CODE_REQUIRED");
      expect(await t.store.read((tx) => tx.users.byUsername("newbie"))).toBeNull();
    });

    it("registers a player and signs them in; the legacy protocol's sign-up has no captcha, on purpose", async () => {
      const agent = await signUp({ ...t.app.deps, openSignup: true }, { username: "firstone", password: "secret123", captcha: await captcha() });
      const { user, token } = unwrap(agent);
      expect(user).toMatchObject({ username: "firstone", role: "player" });
      expect(unwrap(await authenticate(t.app.deps, token)).id).toBe(user.id);
      const legacy = unwrap(await signUp(t.app.deps, { username: "legacyone", password: "secret123", inviterUserId: String(user.id), captcha: null }));
      expect(legacy.user.inviterId).toBe(user.id);
    });
  });
});
