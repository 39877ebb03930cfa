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
      expect(refusal(await signUp(t.app.deps, { username: "", password: "secret123", captcha: { id: "x", answer: "" }, address: null })).code).toBe("USERNAME_REQUIRED");
      expect(refusal(await signUp(t.app.deps, { username: "newbie", password: "", captcha: { id: "x", answer: "" }, address: null })).code).toBe("PASSWORD_REQUIRED");
      expect(refusal(await signUp(t.app.deps, { username: "newbie", password: "secret123", captcha: { id: good.id, answer: "" }, address: null })).code).toBe("CAPTCHA_REQUIRED");
      expect(refusal(await signUp(t.app.deps, { username: "newbie", password: "secret123", inviteCode: "", captcha: good, address: null })).code).toBe("INVITE_CODE_REQUIRED");
      expect(await t.store.read((tx) => tx.users.byUsername("newbie"))).toBeNull();
    });

    it("registers a player and signs them in; the legacy protocol's sign-up has no captcha, on purpose", async () => {
      const agent = await signUp({ ...t.app.deps, openSignup: true }, { username: "firstone", password: "secret123", captcha: await captcha(), address: null });
      const { user, token } = unwrap(agent);
      expect(user).toMatchObject({ username: "firstone", role: "player" });
      expect(unwrap(await authenticate(t.app.deps, token)).id).toBe(user.id);
      const legacy = unwrap(await signUp(t.app.deps, { username: "legacyone", password: "secret123", inviterUserId: String(user.id), captcha: null, address: null }));
      expect(legacy.user.inviterId).toBe(user.id);
    });

    it("of 30 sign-ups sent at once from one address, exactly the limit get through; another address is not held up", async () => {
      const deps = { ...t.app.deps, openSignup: true, signupsPerAddressPerHour: 5 };
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => signUp(deps, { username: `flood${i}`, password: "secret123", captcha: null, address: "203.0.113.7" })));
      expect(results.filter((r) => r.ok)).toHaveLength(5);
      for (const refused of results.filter((r) => !r.ok)) expect(refusal(refused)).toEqual({ code: "SIGNUP_LIMITED", params: { limit: 5, minutes: 60 } });
      // A refused sign-up made no account.
      const refusedNames = results.flatMap((r, i) => (r.ok ? [] : [`flood${i}`]));
      for (const name of refusedNames) expect(await t.store.read((tx) => tx.users.byUsername(name))).toBeNull();
      expect(unwrap(await signUp(deps, { username: "neighbour", password: "secret123", captcha: null, address: "203.0.113.8" })).user.username).toBe("neighbour");
      // An hour after the first, the address may sign up again.
      t.app.clock.advance(60 * 60 * 1000);
      expect(unwrap(await signUp(deps, { username: "nexthour", password: "secret123", captcha: null, address: "203.0.113.7" })).user.username).toBe("nexthour");
    });
  });
});
