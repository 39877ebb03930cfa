import { fail, ok, type Result } from "../errors";
import { PAYOUT_TYPE, type PayoutMethod, type PayoutType } from "./payout-method";

const HOLDER_MAX_LENGTH = 64;
const BANK_NAME_MAX_LENGTH = 64;
const WALLET_ADDRESS_MAX_LENGTH = 128;
const PAYOUT_MARK_MAX_LENGTH = 200;
export const WALLET_TYPES = ["trc20", "erc20", "omni"] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

const CARD_NUMBER = /^\d{8,30}$/;
// TRC20 and omni addresses are base58, ERC20 is 0x-hex: all letters and digits.
const WALLET_ADDRESS = /^[A-Za-z0-9]+$/;

/** Raw form fields with the wire's names; see PayoutMethod for what each means per type. */
export interface PayoutMethodInput {
  readonly acc?: string | null;
  readonly accName?: string | null;
  readonly accBank?: string | null;
  readonly mark?: string | null;
}

/** Checked, trimmed fields, ready to store. */
export interface PayoutDetails {
  readonly type: PayoutType;
  readonly acc: string;
  readonly accName: string;
  readonly accBank: string;
  readonly mark: string;
}

const clean = (value: string | null | undefined): string => (value ?? "").trim();
const tooLong = (text: string, max: number): boolean => Array.from(text).length > max;
const tooLongError = (field: string, max: number) => fail("INVALID_INPUT", { field, max });
// Control characters would only ever be an attack on whoever displays them.
const hasControl = (text: string): boolean => /\p{Cc}/u.test(text);

function checkMark(raw: string | null | undefined): Result<string, "INVALID_INPUT"> {
  const mark = clean(raw);
  if (tooLong(mark, PAYOUT_MARK_MAX_LENGTH) || hasControl(mark)) return tooLongError("mark", PAYOUT_MARK_MAX_LENGTH);
  return ok(mark);
}

/** Bank card: holder (acc), card number (acc_name), bank (acc_bank), checked in that order. */
export function checkBankCard(input: PayoutMethodInput): Result<PayoutDetails, "INVALID_INPUT" | "PAYOUT_BANK_REQUIRED" | "PAYOUT_CARD_INVALID" | "PAYOUT_CARD_REQUIRED" | "PAYOUT_HOLDER_REQUIRED"> {
  const holder = clean(input.acc);
  if (holder.length === 0) return fail("PAYOUT_HOLDER_REQUIRED");
  if (tooLong(holder, HOLDER_MAX_LENGTH) || hasControl(holder)) return tooLongError("holder", HOLDER_MAX_LENGTH);
  const cardNumber = clean(input.accName);
  if (cardNumber.length === 0) return fail("PAYOUT_CARD_REQUIRED");
  if (!CARD_NUMBER.test(cardNumber)) return fail("PAYOUT_CARD_INVALID", { min: 8, max: 30 });
  const bank = clean(input.accBank);
  if (bank.length === 0) return fail("PAYOUT_BANK_REQUIRED");
  if (tooLong(bank, BANK_NAME_MAX_LENGTH) || hasControl(bank)) return tooLongError("bank", BANK_NAME_MAX_LENGTH);
  const mark = checkMark(input.mark);
  if (!mark.ok) return mark;
  return ok({ type: PAYOUT_TYPE.bankCard, acc: holder, accName: cardNumber, accBank: bank, mark: mark.value });
}

/** Virtual wallet: address (acc), then type (acc_name), one of trc20/erc20/omni, stored lowercase. */
export function checkVirtualWallet(input: PayoutMethodInput): Result<PayoutDetails, "INVALID_INPUT" | "PAYOUT_ADDRESS_REQUIRED" | "PAYOUT_WALLET_TYPE_REQUIRED"> {
  const address = clean(input.acc);
  if (address.length === 0) return fail("PAYOUT_ADDRESS_REQUIRED");
  if (address.length > WALLET_ADDRESS_MAX_LENGTH || !WALLET_ADDRESS.test(address)) {
    return fail("INVALID_INPUT", { field: "address", max: WALLET_ADDRESS_MAX_LENGTH });
  }
  const walletType = clean(input.accName).toLowerCase();
  // An unknown type is answered like a missing one: the form offers a fixed choice.
  if (!(WALLET_TYPES as readonly string[]).includes(walletType)) {
    return fail("PAYOUT_WALLET_TYPE_REQUIRED", { allowed: WALLET_TYPES.join(", ") });
  }
  const mark = checkMark(input.mark);
  if (!mark.ok) return mark;
  return ok({ type: PAYOUT_TYPE.virtualWallet, acc: address, accName: walletType, accBank: "", mark: mark.value });
}

/** Details of a bank card or wallet that are missing or malformed. */
export type PayoutDetailsRefusal =
  | "INVALID_INPUT"
  | "PAYOUT_ADDRESS_REQUIRED"
  | "PAYOUT_BANK_REQUIRED"
  | "PAYOUT_CARD_INVALID"
  | "PAYOUT_CARD_REQUIRED"
  | "PAYOUT_HOLDER_REQUIRED"
  | "PAYOUT_WALLET_TYPE_REQUIRED";

export function checkPayoutMethod(type: PayoutType, input: PayoutMethodInput): Result<PayoutDetails, PayoutDetailsRefusal> {
  return type === PAYOUT_TYPE.bankCard ? checkBankCard(input) : checkVirtualWallet(input);
}

/** Shows only the last 4 characters: "6222021234567890" -> "************7890". Counts code points. */
export function maskAccountName(text: string): string {
  const chars = Array.from(text);
  const hidden = Math.max(0, chars.length - 4);
  return "*".repeat(hidden) + chars.slice(hidden).join("");
}

/**
 * A saved payout method as the player is shown it, on both APIs: a bank
 * card's number (accName) masked to its last 4 characters. The screens only
 * need to recognise the card, and a stolen session must not read it whole.
 */
export function shownToPlayer(method: PayoutMethod): PayoutMethod {
  return method.type === PAYOUT_TYPE.bankCard ? { ...method, accName: maskAccountName(method.accName) } : method;
}
