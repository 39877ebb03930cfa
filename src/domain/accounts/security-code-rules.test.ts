import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  SECURITY_CODE_LENGTH,
  SECURITY_CODE_LOCK_MS,
  SECURITY_CODE_MAX_FAILURES,
  UNLOCKED,
  checkSecurityCodeFormat,
  checkSecurityCodeNotLocked,
  checkSecurityCodeSetting,
  judgeSecurityCodeAttempt,
  type SecurityCodeLockState,
} from "./security-code-rules";

describe("security code format", () => {
  it("is six digits", () => {
    expect(SECURITY_CODE_LENGTH).toBe(6);
    expect(checkSecurityCodeFormat("012345")).toEqual({ ok: true, value: "012345" });
    for (const bad of ["", "12345", "1234567", "12345a", "12 345", "１２３４５６", undefined]) {
      expect(checkSecurityCodeFormat(bad)).toEqual({ ok: false, error: { code: "SECURITY_CODE_FORMAT", params: { length: 6 } } });
    }
  });

  it("accepts every 6-digit string and nothing else of 6 characters", () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{6}$/), (code) => {
      expect(checkSecurityCodeFormat(code).ok).toBe(true);
    }));
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 6 }), (code) => {
        expect(checkSecurityCodeFormat(code).ok).toBe(/^\d{6}$/.test(code.trim()));
      }),
    );
  });
});

describe("setting or changing the security code", () => {
  it("first time needs only the new code", () => {
    expect(checkSecurityCodeSetting({ alreadySet: false, newCode: "123456" })).toEqual({ ok: true, value: { newCode: "123456", oldCode: null } });
    expect(checkSecurityCodeSetting({ alreadySet: false, newCode: "12345" }).ok).toBe(false);
  });

  it("a change needs the old code first, then a well-formed new one", () => {
    expect(checkSecurityCodeSetting({ alreadySet: true, newCode: "bad" })).toEqual({ ok: false, error: { code: "SECURITY_CODE_OLD_REQUIRED" } });
    expect(checkSecurityCodeSetting({ alreadySet: true, oldCode: "111111", newCode: "bad" })).toMatchObject({
      ok: false,
      error: { code: "SECURITY_CODE_FORMAT" },
    });
    expect(checkSecurityCodeSetting({ alreadySet: true, oldCode: "111111", newCode: "222222" })).toEqual({
      ok: true,
      value: { newCode: "222222", oldCode: "111111" },
    });
  });
});

describe("lockout", () => {
  const t0 = 1_800_000_000_000;

  it("locks for 15 minutes after the fifth wrong entry in a row", () => {
    let state: SecurityCodeLockState = UNLOCKED;
    for (let i = 1; i < SECURITY_CODE_MAX_FAILURES; i++) {
      const { next, result } = judgeSecurityCodeAttempt(state, t0, false);
      expect(result).toEqual({ ok: false, error: { code: "SECURITY_CODE_WRONG", params: { remaining: SECURITY_CODE_MAX_FAILURES - i } } });
      state = next;
    }
    const fifth = judgeSecurityCodeAttempt(state, t0, false);
    expect(fifth.result).toEqual({ ok: false, error: { code: "SECURITY_CODE_LOCKED", params: { minutes: 15, unlock_at_ms: t0 + SECURITY_CODE_LOCK_MS } } });
    state = fifth.next;

    // Even the right code is refused while locked, and the state does not move.
    const during = judgeSecurityCodeAttempt(state, t0 + SECURITY_CODE_LOCK_MS - 1, true);
    expect(during.result).toMatchObject({ ok: false, error: { code: "SECURITY_CODE_LOCKED", params: { minutes: 1 } } });
    expect(during.next).toBe(state);
    expect(checkSecurityCodeNotLocked(state, t0 + 60_000)).toMatchObject({ error: { params: { minutes: 14 } } });

    // Once the lock runs out there are five fresh tries.
    expect(checkSecurityCodeNotLocked(state, t0 + SECURITY_CODE_LOCK_MS).ok).toBe(true);
    const after = judgeSecurityCodeAttempt(state, t0 + SECURITY_CODE_LOCK_MS, false);
    expect(after.result).toMatchObject({ error: { code: "SECURITY_CODE_WRONG", params: { remaining: 4 } } });
  });

  it("a right code clears the count", () => {
    const { next, result } = judgeSecurityCodeAttempt({ failures: 4, lockedUntilMs: null }, t0, true);
    expect(result.ok).toBe(true);
    expect(next).toEqual(UNLOCKED);
  });

  it("never lets more than five wrong entries through between locks, whatever the sequence", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 10 * 60_000 })), { maxLength: 60 }), (attempts) => {
        let state: SecurityCodeLockState = UNLOCKED;
        let now = t0;
        let wrongSinceUnlock = 0;
        for (const [correct, waitMs] of attempts) {
          now += waitMs;
          const wasLocked = !checkSecurityCodeNotLocked(state, now).ok;
          const { next, result } = judgeSecurityCodeAttempt(state, now, correct);
          if (wasLocked) {
            expect(result.ok).toBe(false);
            expect(next).toBe(state);
            continue;
          }
          if (state.lockedUntilMs !== null) wrongSinceUnlock = 0;
          expect(result.ok).toBe(correct);
          wrongSinceUnlock = correct ? 0 : wrongSinceUnlock + 1;
          expect(wrongSinceUnlock).toBeLessThanOrEqual(SECURITY_CODE_MAX_FAILURES);
          if (wrongSinceUnlock === SECURITY_CODE_MAX_FAILURES) {
            expect(next.lockedUntilMs).toBe(now + SECURITY_CODE_LOCK_MS);
            wrongSinceUnlock = 0;
          }
          state = next;
        }
      }),
    );
  });
});
