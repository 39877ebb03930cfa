import { describe, expect, it } from "vitest";
import { login } from "../../../src/application/accounts/login";
import { ADDRESS_MAX_ACCOUNTS, LOGIN_MAX_FAILURES } from "../../../src/domain/accounts/login-throttle";
import { forEachStore } from "../../support/stores";
import { newUser, PASSWORD } from "../wallet-fixtures";
import { appPerTest } from "../../support/app-per-test";

const codeOf = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? "OK" : result.error!.code);

/** Lockouts no one can aim at someone else (pair lock, per-account delays, per-address stuffing limit), on both stores. */
forEachStore((_name, open) => {
  const t = appPerTest(open, { games: false });

  const attempt = (username: string, password: string, address: string) => login(t.app.deps, { username, password, address });

  it("an attacker's 50 wrong passwords from other addresses do not stop the owner signing in from theirs", async () => {
    const owner = await newUser(t.app);
    const answers: string[] = [];
    for (let i = 0; i < 50; i++) answers.push(codeOf(await attempt(owner.username, `guess-${i}`, `6.6.6.${i % 5}`)));
    // Locked or slowed down, never more than five guesses per attacking address.
    expect(answers.filter((code) => code === "PASSWORD_WRONG").length).toBeLessThanOrEqual(5 * LOGIN_MAX_FAILURES);
    expect(answers.filter((code) => code !== "PASSWORD_WRONG").every((code) => code === "LOGIN_THROTTLED" || code === "LOGIN_SLOW_DOWN")).toBe(true);
    expect(codeOf(await attempt(owner.username, PASSWORD, "1.2.3.4"))).toBe("OK");
  });

  it("locks the account at the attacker's address after five failures, and slows their next tries from there with growing delays", async () => {
    const owner = await newUser(t.app);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) codes.push(codeOf(await attempt(owner.username, "wrong", "6.6.6.6")));
    expect(codes).toEqual(["PASSWORD_WRONG", "PASSWORD_WRONG", "PASSWORD_WRONG"]);
    // The account has 3 failures: this address must now wait 1 s, then 2 s, ...
    expect(await attempt(owner.username, "wrong", "6.6.6.6")).toMatchObject({ ok: false, error: { code: "LOGIN_SLOW_DOWN", params: { seconds: 1 } } });
    t.app.clock.advance(1_000);
    expect(codeOf(await attempt(owner.username, "wrong", "6.6.6.6"))).toBe("PASSWORD_WRONG");
    expect(await attempt(owner.username, "wrong", "6.6.6.6")).toMatchObject({ ok: false, error: { code: "LOGIN_SLOW_DOWN", params: { seconds: 2 } } });
    t.app.clock.advance(2_000);
    expect(codeOf(await attempt(owner.username, "wrong", "6.6.6.6"))).toBe("PASSWORD_WRONG");
    t.app.clock.advance(60_000);
    // Five failures at this address: locked there for the window, even with the right password.
    expect(codeOf(await attempt(owner.username, PASSWORD, "6.6.6.6"))).toBe("LOGIN_THROTTLED");
    expect(codeOf(await attempt(owner.username, PASSWORD, "7.7.7.7"))).toBe("OK");
    t.app.clock.advance(15 * 60_000);
    expect(codeOf(await attempt(owner.username, PASSWORD, "6.6.6.6"))).toBe("OK");
  });

  it("lets 200 players behind one address sign in normally, a typo each included", async () => {
    const players = [];
    for (let i = 0; i < 200; i++) players.push(await newUser(t.app));
    for (const player of players) {
      expect(codeOf(await attempt(player.username, "typo", "100.64.0.1"))).toBe("PASSWORD_WRONG");
      expect(codeOf(await attempt(player.username, PASSWORD, "100.64.0.1"))).toBe("OK");
    }
  });

  it("slows, then refuses, one address stuffing credentials into 30 accounts", async () => {
    const accounts = [];
    for (let i = 0; i < 30; i++) accounts.push(await newUser(t.app));
    const codes: string[] = [];
    for (const account of accounts) {
      let code = codeOf(await attempt(account.username, "leaked-password", "203.0.113.9"));
      // A stuffer that waits out each delay gets on to the next account, until the address is refused.
      for (let waits = 0; code === "LOGIN_SLOW_DOWN" && waits < 10; waits++) {
        t.app.clock.advance(60_000);
        code = codeOf(await attempt(account.username, "leaked-password", "203.0.113.9"));
      }
      codes.push(code);
    }
    expect(codes.slice(0, ADDRESS_MAX_ACCOUNTS)).toEqual(Array(ADDRESS_MAX_ACCOUNTS).fill("PASSWORD_WRONG"));
    expect(codes.slice(ADDRESS_MAX_ACCOUNTS)).toEqual(Array(30 - ADDRESS_MAX_ACCOUNTS).fill("LOGIN_THROTTLED"));
    // The tenth account on was slowed down first: an immediate try is told to wait.
    expect(codeOf(await attempt(accounts[0]!.username, "again", "203.0.113.9"))).toBe("LOGIN_THROTTLED");
    // Others behind other addresses are untouched.
    expect(codeOf(await attempt(accounts[25]!.username, PASSWORD, "198.51.100.7"))).toBe("OK");
  });
});

describe("a stuffing address is slowed before it is refused", () => {
  it("asks for a growing wait from the tenth distinct account", async () => {
    const { judgeLoginAttempt } = await import("../../../src/domain/accounts/login-throttle");
    const base = { pairFailures: 0, pairLastFailureMs: null, accountFailures: 0, addressLastFailureMs: 1_000, nowMs: 1_000 };
    expect(judgeLoginAttempt({ ...base, addressAccounts: 9 })).toEqual({ ok: true, value: undefined });
    expect(judgeLoginAttempt({ ...base, addressAccounts: 10 })).toMatchObject({ ok: false, error: { code: "LOGIN_SLOW_DOWN", params: { seconds: 1 } } });
    expect(judgeLoginAttempt({ ...base, addressAccounts: 13 })).toMatchObject({ ok: false, error: { code: "LOGIN_SLOW_DOWN", params: { seconds: 8 } } });
    expect(judgeLoginAttempt({ ...base, addressAccounts: 19, nowMs: 1_000 + 60_000 })).toEqual({ ok: true, value: undefined });
    expect(judgeLoginAttempt({ ...base, addressAccounts: 20 })).toMatchObject({ ok: false, error: { code: "LOGIN_THROTTLED" } });
  });
});
