import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  base64Url,
  isResetTokenShaped,
  judgeResetLinkMisses,
  PASSWORD_RESET_LINK_TTL_MS,
  RESET_LINK_MAX_MISSES,
  RESET_TOKEN_BYTES,
  resetLinkPath,
  resetLinkState,
  resetLinkTimes,
  resetMissKey,
  resetTokenHash,
  resetTokenOf,
} from "./password-reset-link";

const T0 = 1_767_225_600_000;

describe("the reset link's token", () => {
  it("is base64url without padding: the same text as Node's encoder, for any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(base64Url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
      }),
    );
  });

  it("carries at least 128 random bits, URL-safe, and is the shape the page accepts", () => {
    expect(RESET_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: RESET_TOKEN_BYTES, maxLength: RESET_TOKEN_BYTES }), (bytes) => {
        const token = resetTokenOf(bytes);
        expect(isResetTokenShaped(token)).toBe(true);
        expect(encodeURIComponent(token)).toBe(token);
        expect(resetLinkPath(token)).toBe(`/reset-password?token=${token}`);
        expect(new URL(resetLinkPath(token), "https://x.test").searchParams.get("token")).toBe(token);
      }),
    );
  });

  it("refuses anything else before the store is asked", () => {
    for (const text of ["", "A".repeat(42), "A".repeat(44), `${"A".repeat(42)}=`, `${"A".repeat(42)}+`, `${"A".repeat(42)}/`, `${"A".repeat(42)}\u0000`, "' OR 1=1 --"]) {
      expect(isResetTokenShaped(text), text).toBe(false);
    }
  });

  it("is stored as its SHA-256 only, which differs for every token", () => {
    const token = resetTokenOf(new Uint8Array(RESET_TOKEN_BYTES).fill(7));
    expect(resetTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(resetTokenHash(token)).not.toContain(token);
    expect(resetTokenHash(token)).not.toBe(resetTokenHash(resetTokenOf(new Uint8Array(RESET_TOKEN_BYTES).fill(8))));
  });
});

describe("the reset link's state", () => {
  const fresh = { ...resetLinkTimes(T0), usedAtMs: null, voidedAtMs: null };

  it("works for 30 minutes from its issue, not a millisecond more", () => {
    expect(fresh.expiresAtMs - fresh.createdAtMs).toBe(PASSWORD_RESET_LINK_TTL_MS);
    expect(PASSWORD_RESET_LINK_TTL_MS).toBe(30 * 60_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * PASSWORD_RESET_LINK_TTL_MS }), (afterMs) => {
        expect(resetLinkState(fresh, T0 + afterMs)).toBe(afterMs < PASSWORD_RESET_LINK_TTL_MS ? "valid" : "expired");
      }),
    );
  });

  it("once used, says used at any time; replaced when a newer link voided it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * PASSWORD_RESET_LINK_TTL_MS }), (afterMs) => {
        expect(resetLinkState({ ...fresh, usedAtMs: T0 + 1 }, T0 + afterMs)).toBe("used");
        expect(resetLinkState({ ...fresh, voidedAtMs: T0 + 1 }, T0 + afterMs)).toBe("replaced");
      }),
    );
  });
});

describe("tokens that name no link, per address", () => {
  it("are allowed up to the limit, then refused for the window's minutes", () => {
    expect(judgeResetLinkMisses(RESET_LINK_MAX_MISSES - 1).ok).toBe(true);
    expect(judgeResetLinkMisses(RESET_LINK_MAX_MISSES)).toEqual({ ok: false, error: { code: "LOGIN_THROTTLED", params: { minutes: 15 } } });
  });

  it("are counted under a key of their own, bounded in length", () => {
    expect(resetMissKey("10.0.0.1")).toBe("reset-link:10.0.0.1");
    expect(Array.from(resetMissKey("x".repeat(500))).length).toBe("reset-link:".length + 64);
  });
});
