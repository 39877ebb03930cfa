import { fail, ok, type Result } from "./errors";

/**
 * Money is an integer number of minor units (cents). No floating point ever
 * touches a balance: amounts are parsed from 2-decimal strings at the edge and
 * formatted back to them on the way out.
 */
export type Minor = number;

/** 1 currency unit in minor units. */
export const MINOR_PER_UNIT = 100;

/**
 * The largest amount accepted anywhere: 1,000,000,000.00 units. Kept far below
 * Number.MAX_SAFE_INTEGER so that sums of many balances and stake x odds products
 * (computed in BigInt) stay exact.
 */
export const MAX_AMOUNT_MINOR: Minor = 1_000_000_000 * MINOR_PER_UNIT;

export interface ParseMoneyOptions {
  /** Allow a leading minus sign (operator adjustments). Default false. */
  readonly allowNegative?: boolean;
  /** Allow exactly zero. Default false: most amounts must be positive. */
  readonly allowZero?: boolean;
}

// Digits, an optional fraction of at most two digits. No exponent, no hex, no
// separators, no whitespace inside: "1e3", "0x10", "1,000" are all refused.
// Any number of digits matches, so that a long one is refused as too large, not as garbage.
const MONEY_PATTERN = /^(-?)(\d+)(?:\.(\d*))?$/;
/** More whole digits than MAX_AMOUNT_MINOR has, leading zeros aside: too large, before Number() could lose precision. */
const MAX_WHOLE_DIGITS = String(MAX_AMOUNT_MINOR / MINOR_PER_UNIT).length;

/** Why a wire amount is not an amount. */
export type MoneyRefusal = "MONEY_INVALID" | "MONEY_TOO_MANY_DECIMALS" | "MONEY_TOO_LARGE" | "MONEY_NEGATIVE" | "MONEY_NOT_POSITIVE";

/**
 * Parses a wire amount (`"100.00"`, `"100"`, `100`, `12.5`) into minor units:
 * the one rule for "a plain amount", used by both APIs and by the web client's
 * money fields. Nothing is rounded, truncated or sign-flipped: what is not
 * exactly an amount is refused, with the reason.
 */
export function parseMoney(input: unknown, options: ParseMoneyOptions = {}): Result<Minor, MoneyRefusal> {
  let text: string;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return fail("MONEY_INVALID");
    // A number from JSON: String() gives its shortest round-trip form; exponent
    // forms (1e21, 1e-7) then fail the pattern below, as they should.
    text = String(input);
  } else if (typeof input === "string") {
    text = input.trim();
  } else {
    return fail("MONEY_INVALID");
  }
  const match = MONEY_PATTERN.exec(text);
  if (!match) return fail("MONEY_INVALID");
  const [, sign = "", whole = "", fraction] = match;
  // A minus sign where none is allowed is refused as such, even on "-0", and is the first thing to say about "-10.555".
  if (sign === "-" && !options.allowNegative) return fail("MONEY_NEGATIVE");
  if (whole.replace(/^0+/, "").length > MAX_WHOLE_DIGITS) return fail("MONEY_TOO_LARGE");
  if (fraction !== undefined && fraction.length > 2) {
    // "1.230" is still two decimals of value; "1.234" is not.
    if (!/^\d{2}0+$/.test(fraction)) return fail("MONEY_TOO_MANY_DECIMALS");
  }
  const cents = (fraction ?? "").slice(0, 2).padEnd(2, "0");
  const magnitude = Number(whole) * MINOR_PER_UNIT + Number(cents);
  if (magnitude > MAX_AMOUNT_MINOR) return fail("MONEY_TOO_LARGE");
  const negative = sign === "-" && magnitude !== 0;
  if (magnitude === 0 && !options.allowZero) return fail("MONEY_NOT_POSITIVE");
  return ok(negative ? -magnitude : magnitude);
}

/** Formats minor units as the wire's 2-decimal string: 995000 -> "9950.00", -5 -> "-0.05". */
export function formatMoney(amountMinor: Minor): string {
  assertMinor(amountMinor);
  const negative = amountMinor < 0;
  const magnitude = Math.abs(amountMinor);
  const whole = Math.floor(magnitude / MINOR_PER_UNIT);
  const cents = magnitude % MINOR_PER_UNIT;
  return `${negative ? "-" : ""}${whole}.${cents.toString().padStart(2, "0")}`;
}

/** Whole units, for constants written the way the specification states them (minimum 100 -> 10000). */
export const units = (wholeUnits: number): Minor => wholeUnits * MINOR_PER_UNIT;

export function assertMinor(amountMinor: number): asserts amountMinor is Minor {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`not an integer amount of minor units: ${amountMinor}`);
}

/**
 * stake x odds, exact, rounded down to the minor unit (the fraction of a cent
 * stays with the house, as is usual). Odds are in hundredths (1.94 -> 194).
 */
export function multiplyByOdds(stakeMinor: Minor, oddsHundredths: number): Minor {
  assertMinor(stakeMinor);
  assertMinor(oddsHundredths);
  return Number((BigInt(stakeMinor) * BigInt(oddsHundredths)) / 100n);
}

/**
 * How each of the product's languages groups an amount ("10,075.00"): one table for the web's
 * screens and for the server's translated refusals, so a player never reads the same amount
 * written two ways. Keyed by the wire's language codes (zh, tw, en, jp, kor); values are Intl tags.
 */
const AMOUNT_LOCALE = { zh: "zh-CN", tw: "zh-TW", en: "en", jp: "ja-JP", kor: "ko-KR" } as const;

type AmountLang = keyof typeof AMOUNT_LOCALE;

const formatters = new Map<AmountLang, Intl.NumberFormat>();

/**
 * An exact decimal amount ("10075.00", "-3.50") grouped as `lang` reads it. Intl is handed the
 * decimal string itself, so no float rounding can ever show.
 */
export function groupAmount(decimal: `${number}`, lang: AmountLang): string {
  let formatter = formatters.get(lang);
  if (!formatter) {
    formatter = new Intl.NumberFormat(AMOUNT_LOCALE[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    formatters.set(lang, formatter);
  }
  return formatter.format(decimal);
}
