import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, MAX_AMOUNT_MINOR, multiplyByOdds, parseMoney, units } from "./money";

const signedAmountArb = fc.integer({ min: -MAX_AMOUNT_MINOR, max: MAX_AMOUNT_MINOR });
const errorCode = (input: unknown, options?: Parameters<typeof parseMoney>[1]) => {
  const parsed = parseMoney(input, options);
  return parsed.ok ? `accepted ${parsed.value}` : parsed.error.code;
};

describe("parseMoney", () => {
  it("accepts the wire's forms", () => {
    expect(parseMoney("100")).toEqual({ ok: true, value: 10_000 });
    expect(parseMoney("100.5")).toEqual({ ok: true, value: 10_050 });
    expect(parseMoney("100.50")).toEqual({ ok: true, value: 10_050 });
    expect(parseMoney("100.")).toEqual({ ok: true, value: 10_000 });
    expect(parseMoney("0.01")).toEqual({ ok: true, value: 1 });
    expect(parseMoney(" 7.25 ")).toEqual({ ok: true, value: 725 });
    expect(parseMoney("1.230")).toEqual({ ok: true, value: 123 }); // trailing zeros carry no value
    expect(parseMoney(100)).toEqual({ ok: true, value: 10_000 });
    expect(parseMoney(12.5)).toEqual({ ok: true, value: 1250 });
    expect(parseMoney(0.07)).toEqual({ ok: true, value: 7 });
    expect(parseMoney("1000000000.00")).toEqual({ ok: true, value: MAX_AMOUNT_MINOR });
  });

  it("refuses what is not a plain 2-decimal amount", () => {
    for (const input of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, "1e3", "0x10", "1,000", "", " ", "abc", "+5", "1 000", ".5", "1.2.3", "٣", null, undefined, {}, [], true, 1e21, 1e-7]) {
      expect(errorCode(input), String(input)).toBe("MONEY_INVALID");
    }
    expect(errorCode("1.234")).toBe("MONEY_TOO_MANY_DECIMALS");
    expect(errorCode("1.001")).toBe("MONEY_TOO_MANY_DECIMALS");
    expect(errorCode(0.1 + 0.2)).toBe("MONEY_TOO_MANY_DECIMALS"); // 0.30000000000000004: not silently rounded
    expect(errorCode(1.005)).toBe("MONEY_TOO_MANY_DECIMALS");
  });

  it("refuses negatives unless allowed", () => {
    expect(errorCode("-5")).toBe("MONEY_NEGATIVE");
    expect(errorCode(-5)).toBe("MONEY_NEGATIVE");
    expect(parseMoney("-5", { allowNegative: true })).toEqual({ ok: true, value: -500 });
    expect(parseMoney("-0.05", { allowNegative: true })).toEqual({ ok: true, value: -5 });
  });

  it("refuses zero unless allowed", () => {
    for (const zero of ["0", "0.00", 0, -0, "0."]) {
      expect(errorCode(zero), String(zero)).toBe("MONEY_NOT_POSITIVE");
      expect(parseMoney(zero, { allowZero: true }), String(zero)).toEqual({ ok: true, value: 0 });
    }
    // "-0" is zero where a sign is allowed; where none is, the sign alone is refused.
    expect(errorCode("-0", { allowZero: true })).toBe("MONEY_NEGATIVE");
    expect(Object.is((parseMoney("-0", { allowZero: true, allowNegative: true }) as { value: number }).value, 0)).toBe(true);
  });

  it("refuses more than MAX_AMOUNT_MINOR", () => {
    expect(errorCode("1000000000.01")).toBe("MONEY_TOO_LARGE");
    expect(errorCode(1_000_000_001)).toBe("MONEY_TOO_LARGE");
    expect(errorCode("-1000000000.01", { allowNegative: true })).toBe("MONEY_TOO_LARGE");
    expect(errorCode("9999999999999")).toBe("MONEY_TOO_LARGE");
    expect(parseMoney("99999999999999").ok).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: MAX_AMOUNT_MINOR + 1, max: Number.MAX_SAFE_INTEGER }), (minor) => {
        expect(parseMoney(formatMoney(minor)).ok).toBe(false);
      }),
    );
  });

  it("round-trips every amount up to MAX_AMOUNT_MINOR through formatMoney", () => {
    fc.assert(
      fc.property(signedAmountArb, (minor) => {
        expect(parseMoney(formatMoney(minor), { allowNegative: true, allowZero: true })).toEqual({ ok: true, value: minor });
      }),
      { numRuns: 5000 },
    );
    for (const edge of [0, 1, -1, 99, 100, 101, MAX_AMOUNT_MINOR, -MAX_AMOUNT_MINOR]) {
      expect(parseMoney(formatMoney(edge), { allowNegative: true, allowZero: true })).toEqual({ ok: true, value: edge });
    }
  });

  it("reads a whole-units or cents number the same as its string", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, "0")}`;
        expect(parseMoney(Number(text))).toEqual(parseMoney(text));
        expect(parseMoney(text)).toEqual({ ok: true, value: whole * 100 + cents });
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses anything with a third significant decimal", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 9 }), (whole, cents, third) => {
        expect(errorCode(`${whole}.${String(cents).padStart(2, "0")}${third}`)).toBe("MONEY_TOO_MANY_DECIMALS");
      }),
    );
  });
});

/**
 * The rule a money field in the web client and both APIs share (issue 37, item 1):
 * only a plain amount is an amount, and it means exactly what it says.
 */
describe("parseMoney: a plain amount, and only that", () => {
  /** Exactly what a plain decimal text is worth in minor units, by string arithmetic, or null when it is not one. */
  const exactMinor = (text: string): bigint | null => {
    const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
    if (!match) return null;
    const fraction = match[2] ?? "";
    if (/[1-9]/.test(fraction.slice(2))) return null;
    return BigInt(match[1]!) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, "0"));
  };
  // Strings made mostly of the characters a person might type into an amount, so the property meets near misses, not only noise.
  const typed = fc.oneof(
    fc.string({ unit: fc.constantFrom(..."0123456789.-+eE, _x\u00a0１٣"), maxLength: 16 }),
    fc.string({ maxLength: 12 }),
    fc.tuple(fc.constantFrom("", "-", "+", " "), fc.nat(), fc.constantFrom("", ".", ".5", ".55", ".555", ".5e1", "e3", "E-2", ",000")).map(([a, n, b]) => `${a}${n}${b}`),
  );

  it("accepts a text only when it is a plain amount (digits, at most two significant decimals), and then for exactly its value", () => {
    fc.assert(
      fc.property(typed, (text) => {
        const parsed = parseMoney(text, { allowZero: true });
        const exact = exactMinor(text);
        // (exactMinor reads no sign, so an accepted "-0" would fail here: a minus sign is refused where none is allowed.)
        if (parsed.ok) {
          expect(exact, `accepted ${JSON.stringify(text)}`).not.toBeNull();
          expect(BigInt(parsed.value)).toBe(exact);
        } else if (exact !== null) {
          // A plain amount is refused only for its size.
          expect(parsed.error.code).toBe("MONEY_TOO_LARGE");
          expect(exact).toBeGreaterThan(BigInt(MAX_AMOUNT_MINOR));
        }
      }),
      { numRuns: 5000 },
    );
  });

  it("never takes a minus sign, an exponent, a plus sign or a separator where none is allowed", () => {
    fc.assert(
      fc.property(typed, (text) => {
        if (!/[-+eE,_x]/.test(text)) return;
        expect(parseMoney(text, { allowZero: true }).ok, JSON.stringify(text)).toBe(false);
      }),
      { numRuns: 3000 },
    );
    for (const [text, code] of [["-100", "MONEY_NEGATIVE"], ["1e3", "MONEY_INVALID"], ["10.555", "MONEY_TOO_MANY_DECIMALS"], ["abc", "MONEY_INVALID"], ["-10.555", "MONEY_NEGATIVE"], ["99999999999999", "MONEY_TOO_LARGE"], ["-99999999999999", "MONEY_NEGATIVE"]] as const) {
      expect(errorCode(text), text).toBe(code);
    }
    expect(errorCode("-99999999999999", { allowNegative: true })).toBe("MONEY_TOO_LARGE");
    expect(errorCode(`1${"0".repeat(400)}`)).toBe("MONEY_TOO_LARGE");
  });

  it("round-trips every plain amount to its minor units exactly: 1, 1.5, 1.50 and 1.500 alike", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), fc.constantFrom(0, 1, 2, 3), (minor, decimals) => {
        const whole = Math.floor(minor / 100);
        const cents = String(minor % 100).padStart(2, "0");
        if (decimals === 0 && cents !== "00") return;
        if (decimals === 1 && cents[1] !== "0") return;
        const text = decimals === 0 ? String(whole) : `${whole}.${`${cents}0`.slice(0, decimals)}`;
        expect(parseMoney(text, { allowZero: true }), text).toEqual({ ok: true, value: minor });
        expect(parseMoney(`-${text}`, { allowZero: true, allowNegative: true }), `-${text}`).toEqual({ ok: true, value: minor === 0 ? 0 : -minor });
        if (minor > 0) expect(errorCode(`-${text}`)).toBe("MONEY_NEGATIVE");
      }),
      { numRuns: 5000 },
    );
  });
});

describe("formatMoney", () => {
  it("writes two decimals, with a sign only below zero", () => {
    expect(formatMoney(995_000)).toBe("9950.00");
    expect(formatMoney(0)).toBe("0.00");
    expect(formatMoney(5)).toBe("0.05");
    expect(formatMoney(-5)).toBe("-0.05");
    expect(formatMoney(-12_345)).toBe("-123.45");
    expect(formatMoney(MAX_AMOUNT_MINOR)).toBe("1000000000.00");
    expect(units(100)).toBe(10_000);
  });

  it("always matches the wire pattern and never uses an exponent", () => {
    fc.assert(
      fc.property(signedAmountArb, (minor) => {
        expect(formatMoney(minor)).toMatch(/^-?(0|[1-9]\d*)\.\d{2}$/);
      }),
    );
  });

  it("refuses what is not an integer of minor units", () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});

describe("multiplyByOdds", () => {
  it("is stake x odds / 100, rounded down, exact for every stake and odds in range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), fc.integer({ min: 0, max: 100_000 }), (stake, odds) => {
        const product = multiplyByOdds(stake, odds);
        expect(Number.isSafeInteger(product)).toBe(true);
        expect(BigInt(product)).toBe((BigInt(stake) * BigInt(odds)) / 100n);
      }),
      { numRuns: 3000 },
    );
  });

  it("odds 1.00 return the stake; it is monotone in both arguments", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), fc.integer({ min: 0, max: MAX_AMOUNT_MINOR }), fc.integer({ min: 0, max: 100_000 }), (a, b, odds) => {
        expect(multiplyByOdds(a, 100)).toBe(a);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(multiplyByOdds(low, odds)).toBeLessThanOrEqual(multiplyByOdds(high, odds));
        expect(multiplyByOdds(a, odds)).toBeLessThanOrEqual(multiplyByOdds(a, odds + 1));
      }),
    );
  });

  it("examples, including where floating point would be wrong", () => {
    expect(multiplyByOdds(10_000, 194)).toBe(19_400);
    expect(multiplyByOdds(1, 194)).toBe(1);
    expect(multiplyByOdds(57, 1732)).toBe(987); // 987.24
    // 0.29 x 100: floating point gives 28.999999999999996.
    expect(multiplyByOdds(29, 100)).toBe(29);
    expect(multiplyByOdds(MAX_AMOUNT_MINOR, 100_000)).toBe(100_000_000_000_000);
    expect(() => multiplyByOdds(1.5, 194)).toThrow(RangeError);
    expect(() => multiplyByOdds(100, 1.94)).toThrow(RangeError);
  });
});
