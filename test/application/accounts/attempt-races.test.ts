import { describe, expect, it } from "vitest";
import { login } from "../../../src/application/accounts/login";
import { setSecurityCode } from "../../../src/application/accounts/set-security-code";
import { ADDRESS_DELAY_FROM_ACCOUNTS, LOGIN_MAX_FAILURES } from "../../../src/domain/accounts/login-throttle";
import { SECURITY_CODE_MAX_FAILURES } from "../../../src/domain/accounts/security-code-rules";
import { forEachStore } from "../../support/stores";
import { newUser, PASSWORD, unwrap, userById } from "../wallet-fixtures";
import { appPerTest } from "../../support/app-per-test";

/** How many requests are sent at once: an attacker's burst. */
const BURST = 200;

const codes = (results: readonly { ok: boolean; error?: { code: string } }[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const r of results) {
    const code = r.ok ? "OK" : r.error!.code;
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
};

/** Limits that count attempts hold under a burst of concurrent requests: the count is taken before the secret is checked. */
forEachStore((_name, open) => {
  const t = appPerTest(open, { games: false });

  describe(`${BURST} concurrent guesses`, () => {
    it("check the password of at most the limit; every other login is slowed or throttled, and so is the right password after them", async () => {
      const user = await newUser(t.app);
      const burst = await Promise.all(Array.from({ length: BURST }, (_, i) => login(t.app.deps, { username: user.username, password: `wrong-${i}`, address: "10.0.0.1" })));
      const counts = codes(burst);
      // The growing delay bites after three, the pair lock at five: never more than five reach the hash.
      expect(counts.PASSWORD_WRONG).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
      expect(counts.PASSWORD_WRONG! + (counts.LOGIN_SLOW_DOWN ?? 0) + (counts.LOGIN_THROTTLED ?? 0)).toBe(BURST);
      expect((await login(t.app.deps, { username: user.username, password: PASSWORD, address: "10.0.0.1" })).ok).toBe(false);
    });

    it("from one address at many accounts check at most the address's limit of accounts, each at most five times", async () => {
      const users = await Promise.all(Array.from({ length: 40 }, () => newUser(t.app)));
      const burst = await Promise.all(Array.from({ length: BURST }, (_, i) => login(t.app.deps, { username: users[i % 40]!.username, password: "wrong", address: "10.1.1.1" })));
      const counts = codes(burst);
      // Ten accounts are tried at once, then every further one is told to wait (or refused).
      expect(counts.PASSWORD_WRONG).toBeLessThanOrEqual(ADDRESS_DELAY_FROM_ACCOUNTS);
      expect((counts.LOGIN_SLOW_DOWN ?? 0) + (counts.LOGIN_THROTTLED ?? 0) + counts.PASSWORD_WRONG!).toBe(BURST);
    });

    it("at a security code count every wrong one: the code locks after the limit, whatever the burst", async () => {
      const user = await newUser(t.app);
      unwrap(await setSecurityCode(t.app.deps, { userId: user.id, newCode: "135790" }));
      const burst = await Promise.all(Array.from({ length: BURST }, () => setSecurityCode(t.app.deps, { userId: user.id, oldCode: "000000", newCode: "246802" })));
      const counts = codes(burst);
      expect(counts.OK).toBeUndefined();
      // Each wrong code before the lock is told how many remain; the lock answers everyone after it.
      expect((counts.SECURITY_CODE_WRONG ?? 0) + (counts.SECURITY_CODE_LOCKED ?? 0)).toBe(BURST);
      expect(counts.SECURITY_CODE_WRONG ?? 0).toBe(SECURITY_CODE_MAX_FAILURES - 1);
      expect((await userById(t.app, user.id)).securityCodeLockedUntilMs).not.toBeNull();
    });
  });
});
