import { expect, it } from "vitest";
import { issueCaptcha, solveCaptcha } from "../../../src/application/accounts/captcha";
import { login } from "../../../src/application/accounts/login";
import { authenticate, endSession, startSession, tokenHash } from "../../../src/application/accounts/sessions";
import { registerUser } from "../../../src/application/accounts/register-user";
import { CAPTCHA_TTL_MS } from "../../../src/domain/accounts/captcha";
import { LOGIN_FAILURE_WINDOW_MS } from "../../../src/domain/accounts/login-throttle";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../../src/domain/accounts/session-policy";
import { forEachStore } from "../../support/stores";
import { appPerTest } from "../../support/app-per-test";

forEachStore((_name, openStore) => {
  const t = appPerTest(openStore, { games: false });

  const register = async (username: string, password = "secret123") => {
    const result = await registerUser(t.app.deps, { username, password }, { systemAccount: true });
    if (!result.ok) throw new Error(result.error.code);
    return result.value;
  };
  const codeOf = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? "OK" : result.error!.code);

  it("a captcha answers once, case-insensitively, and not after it expires", async () => {
    const first = await issueCaptcha(t.app.deps);
    expect(first.text).toMatch(/^[A-Z2-9]{4}$/);
    expect(codeOf(await solveCaptcha(t.app.deps, first.captchaId, first.text.toLowerCase()))).toBe("OK");
    expect(codeOf(await solveCaptcha(t.app.deps, first.captchaId, first.text))).toBe("CAPTCHA_WRONG");

    const second = await issueCaptcha(t.app.deps);
    expect(codeOf(await solveCaptcha(t.app.deps, second.captchaId, "????"))).toBe("CAPTCHA_WRONG");
    expect(codeOf(await solveCaptcha(t.app.deps, second.captchaId, second.text))).toBe("CAPTCHA_WRONG"); // burnt by the wrong guess

    const third = await issueCaptcha(t.app.deps);
    t.app.clock.advance(CAPTCHA_TTL_MS);
    expect(codeOf(await solveCaptcha(t.app.deps, third.captchaId, third.text))).toBe("CAPTCHA_WRONG");
    expect(codeOf(await solveCaptcha(t.app.deps, third.captchaId, " "))).toBe("CAPTCHA_REQUIRED");
    expect(codeOf(await solveCaptcha(t.app.deps, "not-an-id", "ABCD"))).toBe("CAPTCHA_WRONG");
  });

  it("login checks username, then password, then captcha, and answers alike for unknown users and wrong passwords", async () => {
    await register("alice");
    const captcha = await issueCaptcha(t.app.deps);
    expect(codeOf(await login(t.app.deps, { username: " ", password: "x", address: null }))).toBe("USERNAME_REQUIRED");
    expect(codeOf(await login(t.app.deps, { username: "alice", password: "", address: null }))).toBe("PASSWORD_REQUIRED");
    expect(codeOf(await login(t.app.deps, { username: "alice", password: "secret123", captcha: { id: captcha.captchaId, answer: "" }, address: null }))).toBe("CAPTCHA_REQUIRED");
    expect(codeOf(await login(t.app.deps, { username: "alice", password: "wrong-one", address: null }))).toBe("PASSWORD_WRONG");
    expect(codeOf(await login(t.app.deps, { username: "nobody", password: "secret123", address: null }))).toBe("PASSWORD_WRONG");
    const ok = await login(t.app.deps, { username: "ALICE", password: "secret123", captcha: { id: captcha.captchaId, answer: captcha.text }, address: null });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect((await authenticate(t.app.deps, ok.value.token)).ok).toBe(true);
  });

  it("throttles an account at one address after 5 failures in 15 minutes, even with the right password, and only there", async () => {
    await register("bob");
    for (let i = 0; i < 5; i++) {
      expect(codeOf(await login(t.app.deps, { username: "bob", password: "bad-guess", address: "10.0.0.1" }))).toBe("PASSWORD_WRONG");
      t.app.clock.advance(60_000); // past each growing delay
    }
    expect(codeOf(await login(t.app.deps, { username: "bob", password: "secret123", address: "10.0.0.1" }))).toBe("LOGIN_THROTTLED");
    expect(codeOf(await login(t.app.deps, { username: "bob", password: "secret123", address: "10.0.0.9" }))).toBe("OK");
    t.app.clock.advance(LOGIN_FAILURE_WINDOW_MS);
    expect(codeOf(await login(t.app.deps, { username: "bob", password: "secret123", address: "10.0.0.1" }))).toBe("OK");
  });

  it("refuses an address that guesses across 20 accounts, and no other", async () => {
    await register("carol");
    for (let i = 0; i < 20; i++) {
      // A stuffer that waits out each growing delay the address is told.
      for (;;) {
        const answer = await login(t.app.deps, { username: `someone${i}`, password: "guess", address: "192.0.2.7" });
        if (answer.ok || answer.error.code !== "LOGIN_SLOW_DOWN") break;
        t.app.clock.advance(Number(answer.error.params!.seconds) * 1000);
      }
    }
    expect(codeOf(await login(t.app.deps, { username: "carol", password: "secret123", address: "192.0.2.7" }))).toBe("LOGIN_THROTTLED");
    expect(codeOf(await login(t.app.deps, { username: "carol", password: "secret123", address: "192.0.2.8" }))).toBe("OK");
  });

  it("refuses operators on the player login", async () => {
    await registerUser(t.app.deps, { username: "operator1", password: "secret123" }, { systemAccount: true, role: "operator" });
    expect(codeOf(await login(t.app.deps, { username: "operator1", password: "secret123", address: null }))).toBe("PASSWORD_WRONG");
  });

  it("keeps sessions hashed, expires them when idle or old, and revokes them on logout", async () => {
    const user = await register("dave");
    const token = await t.store.transaction((tx) => startSession(t.app.deps, tx, user.id));
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await t.store.read((tx) => tx.sessions.byTokenHash(token))).toBeNull();
    expect(await t.store.read((tx) => tx.sessions.byTokenHash(tokenHash(token)))).not.toBeNull();

    expect(codeOf(await authenticate(t.app.deps, token))).toBe("OK");
    expect(codeOf(await authenticate(t.app.deps, null))).toBe("NOT_LOGGED_IN");
    expect(codeOf(await authenticate(t.app.deps, "abc"))).toBe("SESSION_INVALID");
    expect(codeOf(await authenticate(t.app.deps, "f".repeat(64)))).toBe("SESSION_INVALID");

    // Used every 6 days: stays valid past the idle limit, but not past the absolute one.
    const start = t.app.clock.nowMs();
    while (t.app.clock.nowMs() + 6 * 86_400_000 < start + SESSION_ABSOLUTE_MS) {
      t.app.clock.advance(6 * 86_400_000);
      expect(codeOf(await authenticate(t.app.deps, token))).toBe("OK");
    }
    t.app.clock.set(start + SESSION_ABSOLUTE_MS);
    expect(codeOf(await authenticate(t.app.deps, token))).toBe("SESSION_INVALID");

    const idle = await t.store.transaction((tx) => startSession(t.app.deps, tx, user.id));
    t.app.clock.advance(SESSION_IDLE_MS);
    expect(codeOf(await authenticate(t.app.deps, idle))).toBe("SESSION_INVALID");

    const revoked = await t.store.transaction((tx) => startSession(t.app.deps, tx, user.id));
    await endSession(t.app.deps, revoked);
    expect(codeOf(await authenticate(t.app.deps, revoked))).toBe("SESSION_INVALID");
  });
});
