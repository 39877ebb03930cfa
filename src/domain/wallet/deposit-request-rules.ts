import type { DepositChannel, UsdtNetwork } from "./deposit-channel";
import { fail, ok, type Result } from "../errors";
import { formatMoney, type Minor } from "../money";
import type { RechargeCurrency } from "./recharge-rules";

/**
 * What the player says about the transfer they made, so the operator can find
 * it: for a bank transfer the name on the paying account and its last 5
 * digits; for USDT the transaction hash. Older clients send one line of text
 * (`text`): "name 12345" for a bank, the hash for USDT.
 */
export interface DepositReferenceInput {
  readonly payerName?: unknown;
  readonly accountLast5?: unknown;
  readonly txHash?: unknown;
  readonly text?: unknown;
}

export interface CheckedReference {
  /** As stored and shown to the operator: "payer name 12345", or the hash. */
  readonly reference: string;
  /** USDT only: the hash in lower case, the key that is credited once. */
  readonly txHash: string | null;
}

const PAYER_NAME_MAX = 64;
/** TRC20 (TRON) transaction ids are 64 hex digits; ERC20 (Ethereum) hashes are 0x and 64 hex digits. */
const TX_HASH: Readonly<Record<UsdtNetwork, RegExp>> = { TRC20: /^[0-9a-f]{64}$/, ERC20: /^0x[0-9a-f]{64}$/ };
/** One line of text from an older client: the name, a space (or comma, or middle dot), the last 5 digits. */
const REFERENCE_LINE = /^(.*?)[\s,·]+(\d{5})$/u;

const asText = (value: unknown): string => (typeof value === "string" ? value.trim().replace(/\s+/g, " ") : "");

/** The channel must be on, take the currency (missing: its first), and the amount must be within its limits. */
export function checkChannelDeposit(channel: DepositChannel | null, amountMinor: Minor, currency: string | null): Result<RechargeCurrency, "DEPOSIT_CHANNEL_UNAVAILABLE" | "DEPOSIT_CURRENCY_NOT_ACCEPTED" | "DEPOSIT_AMOUNT_RANGE"> {
  if (channel === null || !channel.active) return fail("DEPOSIT_CHANNEL_UNAVAILABLE");
  const wanted = (currency ?? "").trim().toUpperCase();
  const chosen = wanted === "" ? channel.currencies[0] : channel.currencies.find((c) => c === wanted);
  if (chosen === undefined) return fail("DEPOSIT_CURRENCY_NOT_ACCEPTED", { currencies: channel.currencies.join(", ") });
  if (amountMinor < channel.minMinor || amountMinor > channel.maxMinor) {
    return fail("DEPOSIT_AMOUNT_RANGE", { min: formatMoney(channel.minMinor), max: formatMoney(channel.maxMinor) });
  }
  return ok(chosen);
}

/** The reference for the channel's kind, checked in form (a hash of the channel's network; a name and 5 digits). */
/** A payer line or transaction hash that is missing or malformed. */
export type DepositReferenceRefusal = "DEPOSIT_TX_HASH_INVALID" | "DEPOSIT_PAYER_NAME_REQUIRED" | "DEPOSIT_PAYER_DIGITS_INVALID" | "INVALID_INPUT";

export function checkDepositReference(channel: DepositChannel, input: DepositReferenceInput): Result<CheckedReference, DepositReferenceRefusal> {
  const line = asText(input.text);
  if (channel.kind === "usdt") {
    const network = channel.network ?? "TRC20";
    const hash = (line || asText(input.txHash)).toLowerCase();
    if (!TX_HASH[network].test(hash)) return fail("DEPOSIT_TX_HASH_INVALID", { network });
    return ok({ reference: hash, txHash: hash });
  }
  const split = line === "" ? null : REFERENCE_LINE.exec(line);
  const name = split ? split[1]!.trim() : asText(input.payerName);
  const digits = split ? split[2]! : asText(input.accountLast5);
  if (line !== "" && split === null) return fail(/^\d+$/.test(line) ? "DEPOSIT_PAYER_NAME_REQUIRED" : "DEPOSIT_PAYER_DIGITS_INVALID");
  if (name === "") return fail("DEPOSIT_PAYER_NAME_REQUIRED");
  if (Array.from(name).length > PAYER_NAME_MAX || /\p{Cc}/u.test(name)) return fail("INVALID_INPUT", { field: "payerName" });
  if (!/^\d{5}$/.test(digits)) return fail("DEPOSIT_PAYER_DIGITS_INVALID");
  return ok({ reference: `${name} ${digits}`, txHash: null });
}
