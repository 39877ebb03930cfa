import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VOID_REASON_LANGS } from "../rounds/round";
import { checkVoidReason, isDrawTooLate, maySeedBeRevealedAtVoid, VOID_REASON_MAX_CHARS } from "./void";

const text = fc.string({ minLength: 1, maxLength: VOID_REASON_MAX_CHARS }).filter((t) => t.trim() !== "");

describe("a void's reason", () => {
  it("property: five non-blank texts within the limit are accepted, trimmed; any one blank, missing or too long is refused naming its language", () => {
    fc.assert(
      fc.property(fc.tuple(text, text, text, text, text), fc.constantFrom(...VOID_REASON_LANGS), fc.constantFrom("", "   ", null, "x".repeat(VOID_REASON_MAX_CHARS + 1)), (texts, broken, bad) => {
        const reason = Object.fromEntries(VOID_REASON_LANGS.map((lang, i) => [lang, ` ${texts[i]} `]));
        expect(checkVoidReason(reason)).toEqual({ ok: true, value: Object.fromEntries(VOID_REASON_LANGS.map((lang, i) => [lang, texts[i]!.trim()])) });
        const wrong = { ...reason, [broken]: bad };
        if (bad === null) delete (wrong as Record<string, unknown>)[broken];
        expect(checkVoidReason(wrong)).toEqual({ ok: false, error: { code: "VOID_REASON_INVALID", params: { lang: broken, max: VOID_REASON_MAX_CHARS } } });
      }),
    );
    expect(checkVoidReason(null)).toMatchObject({ ok: false });
    expect(checkVoidReason("because")).toMatchObject({ ok: false });
  });
});

describe("the automatic void", () => {
  it("property: only a round not drawn yet, and only once its draw is later than the limit", () => {
    fc.assert(
      fc.property(fc.constantFrom("open", "closed", "drawn", "settled", "void") , fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: -1e7, max: 1e7 }), fc.integer({ min: 0, max: 1e7 }), (status, drawAtMs, lateMs, limitMs) => {
        const late = isDrawTooLate({ status, drawAtMs }, drawAtMs + lateMs, limitMs);
        expect(late).toBe((status === "open" || status === "closed") && lateMs > limitMs);
      }),
    );
  });
});

describe("revealing a voided round's seed", () => {
  it("is allowed for a chain's first round, and for a later one only once the round before it takes no bets", () => {
    expect(maySeedBeRevealedAtVoid({ chainIndex: 1 }, null)).toBe(true);
    expect(maySeedBeRevealedAtVoid({ chainIndex: 7 }, null)).toBe(false);
    expect(maySeedBeRevealedAtVoid({ chainIndex: 7 }, { status: "open" })).toBe(false);
    for (const status of ["closed", "drawn", "settled", "void"] as const) expect(maySeedBeRevealedAtVoid({ chainIndex: 7 }, { status })).toBe(true);
  });
});
