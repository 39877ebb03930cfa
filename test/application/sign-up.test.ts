import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { issueCaptcha } from "../../src/application/auth/captcha";
import { authenticate } from "../../src/application/auth/sessions";
import { signUp } from "../../src/application/auth/sign-up";
import type { Store } from "../../src/ports/store";
import { testApp, type TestApp } from "../support/app";
import { forEachStore } from "../support/stores";
import { refusal, unwrap } from "./wallet-fixtures";

forEachStore((_name, open) => {
  let store: Store;
  let app: TestApp;
  beforeEach(async () => {
    store = await open();
    app = await testApp(store, { games: false });
  });
  afterEach(() => store.close());

  const captcha = async () => {
    const issued = await issueCaptcha(app.deps);
    return { id: issued.captchaId, answer: issued.text };
  };

  describe("signUp", () => {
    it("refuses in SPEC order, username, password, captcha, then the invite code, and creates nothing", async () => {
      const good = await captcha();
      expect(refusal(await signUp(app.deps, { username: "", password: "secret123", captcha: { id: "x", answer: "" } })).code).toBe("USERNAME_REQUIRED");
      expect(refusal(await signUp(app.deps, { username: "newbie", password: "", captcha: { id: "x", answer: "" } })).code).toBe("PASSWORD_REQUIRED");
      expect(refusal(await signUp(app.deps, { username: "newbie", password: "secret123", captcha: { id: good.id, answer: "" } })).code).toBe("CAPTCHA_REQUIRED");
      expect(refusal(await signUp(app.deps, { username: "newbie", password: "secret123", inviteCode: "", captcha: good })).code).toBe("INVITE_CODE_REQUIRED");
      expect(await store.read((tx) => tx.users.byUsername("newbie"))).toBeNull();
    });

    it("registers a player and signs them in; the legacy protocol's sign-up has no captcha, on purpose", async () => {
      const agent = await signUp({ ...app.deps, openSignup: true }, { username: "firstone", password: "secret123", captcha: await captcha() });
      const { user, token } = unwrap(agent);
      expect(user).toMatchObject({ username: "firstone", role: "player" });
      expect(unwrap(await authenticate(app.deps, token)).id).toBe(user.id);
      const legacy = unwrap(await signUp(app.deps, { username: "legacyone", password: "secret123", inviterUserId: String(user.id), captcha: null }));
      expect(legacy.user.inviterId).toBe(user.id);
    });
  });
});
