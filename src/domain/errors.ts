/**
 * Every expected failure of the product, as one closed union of stable codes.
 * The core returns these; adapters translate them (messages live in the adapters'
 * dictionaries, keyed by code, in five languages). Broken invariants are thrown
 * as `InvariantViolation` instead: they are bugs, not user errors.
 */
export const ERROR_CODES = [
  // input
  "INVALID_INPUT",
  "MONEY_INVALID",
  "MONEY_NEGATIVE",
  "MONEY_TOO_MANY_DECIMALS",
  "MONEY_TOO_LARGE",
  "MONEY_NOT_POSITIVE",
  // accounts
  "USERNAME_REQUIRED",
  "USERNAME_INVALID",
  "USERNAME_TAKEN",
  "PASSWORD_REQUIRED",
  "PASSWORD_INVALID",
  "PASSWORD_WRONG",
  "PASSWORD_MISMATCH",
  "CAPTCHA_REQUIRED",
  "CAPTCHA_WRONG",
  "INVITE_CODE_REQUIRED",
  "INVITER_NOT_FOUND",
  "NOT_LOGGED_IN",
  "SESSION_INVALID",
  "LOGIN_THROTTLED",
  "SIGNUP_LIMITED",
  "USER_NOT_FOUND",
  "FORBIDDEN",
  "NOT_FOUND",
  // the forgotten-password link staff issue: expired, used, replaced or unknown
  "RESET_LINK_INVALID",
  // security code
  "SECURITY_CODE_FORMAT",
  "SECURITY_CODE_NOT_SET",
  "SECURITY_CODE_WRONG",
  "SECURITY_CODE_LOCKED",
  "SECURITY_CODE_OLD_REQUIRED",
  "SECURITY_CODE_SAME_AS_PASSWORD",
  // games and betting
  "GAME_NOT_FOUND",
  "ROOM_NOT_FOUND",
  "GAME_DISCONTINUED",
  "ROUND_CLOSED",
  "ROUND_NOT_CURRENT",
  "FOLLOW_NOT_CURRENT_ROUND",
  "PLAY_TYPE_UNKNOWN",
  "BET_EMPTY",
  "BET_TOO_MANY",
  "STAKE_BELOW_MINIMUM",
  "STAKE_ABOVE_MAXIMUM",
  "INSUFFICIENT_FUNDS",
  "ROOM_JOIN_LIMIT",
  "OPPOSITE_BET",
  "BUY_BANNED",
  "CHAT_BANNED",
  "CHAT_TOO_FAST",
  // wallet
  "VISITOR_NOT_ALLOWED",
  "RECHARGE_MINIMUM",
  "CURRENCY_UNKNOWN",
  "WITHDRAW_AMOUNT_REQUIRED",
  "WITHDRAW_MINIMUM",
  "WITHDRAW_INSUFFICIENT",
  "WITHDRAW_TURNOVER",
  "WITHDRAW_PENDING_EXISTS",
  "PAYOUT_METHOD_MISSING",
  "PAYOUT_HOLDER_REQUIRED",
  "PAYOUT_CARD_REQUIRED",
  "PAYOUT_CARD_INVALID",
  "PAYOUT_BANK_REQUIRED",
  "PAYOUT_ADDRESS_REQUIRED",
  "PAYOUT_WALLET_TYPE_REQUIRED",
  "REQUEST_NOT_PENDING",
  "SECOND_APPROVER_SAME",
  "IDEMPOTENCY_CONFLICT",
  // operator console
  "REASON_REQUIRED",
  "NOT_A_PLAYER",
  "NAME_REQUIRED",
  "ODDS_INVALID",
  "ROOM_LIMITS_INVALID",
  "TITLE_REQUIRED",
  "CONTENT_REQUIRED",
  "LINK_INVALID",
  "SCHEDULE_WINDOW_INVALID",
  "SCHEDULE_WINDOW_TOO_SHORT",
  "SCHEDULE_ROUND_INVALID",
  "SCHEDULE_CLOSE_INVALID",
  // record date ranges
  "DATE_TOO_EARLY",
  "DATE_RANGE_REVERSED",
  "DATE_RANGE_TOO_LONG",
  "LOGIN_SLOW_DOWN",
  "PAYOUT_CHANGE_HOLD",
  // deposits through a channel
  "DEPOSIT_CHANNEL_UNAVAILABLE",
  "DEPOSIT_CURRENCY_NOT_ACCEPTED",
  "DEPOSIT_AMOUNT_RANGE",
  "DEPOSIT_PAYER_NAME_REQUIRED",
  "DEPOSIT_PAYER_DIGITS_INVALID",
  "DEPOSIT_TX_HASH_INVALID",
  "DEPOSIT_TX_HASH_CREDITED",
  "RECEIPT_NAME_INVALID",
  "RECEIPT_TOO_LARGE",
  "RECEIPT_TYPE",
  // player protection: limits, breaks
  "DAILY_DEPOSIT_LIMIT",
  "WEEKLY_DEPOSIT_LIMIT",
  "MONTHLY_DEPOSIT_LIMIT",
  "DAILY_LOSS_LIMIT",
  "WEEKLY_LOSS_LIMIT",
  "MONTHLY_LOSS_LIMIT",
  "DAILY_STAKE_LIMIT",
  "WEEKLY_STAKE_LIMIT",
  "MONTHLY_STAKE_LIMIT",
  "PLAY_TIMED_OUT",
  "PLAY_SELF_EXCLUDED",
  "EXCLUSION_ONLY_LONGER",
  "CONFIRMATION_REQUIRED",
  "PLAYER_EXCLUDED",
  // the support desk
  "SUPPORT_MESSAGE_EMPTY",
  "SUPPORT_MESSAGE_TOO_LONG",
  "SUPPORT_TOO_FAST",
  "SUPPORT_MUTED",
  "SUPPORT_IMAGE_TOO_LARGE",
  "SUPPORT_IMAGE_TYPE",
  // the support desk's quick replies, knowledge base and settings
  "QUICK_REPLY_SHORTCUT_INVALID",
  "QUICK_REPLY_SHORTCUT_TAKEN",
  "SUPPORT_CONTENT_LIMIT",
  "SUPPORT_HOURS_INVALID",
  // the support desk's guests
  "SUPPORT_GUEST_NAME_INVALID",
  "SUPPORT_GUESTS_LIMIT",
  // the growth engine: settings, rebates, promotions, bonus wagering (issue 40)
  "GROWTH_SETTINGS_INVALID",
  "RISK_SETTINGS_INVALID",
  // exposure caps (issue 41)
  "EXPOSURE_CAP_INVALID",
  "EXPOSURE_CAP",
  "PROMOTION_INVALID",
  "PROMOTION_NOT_FOUND",
  "PROMOTIONS_PAUSED_ON_BREAK",
  "REBATE_BELOW_MINIMUM",
  "REBATE_CLAIM_OFF",
  "PROMOTION_NOT_RUNNING",
  "PROMOTION_LEVEL_REQUIRED",
  "PROMOTION_NEW_PLAYERS_ONLY",
  "PROMOTION_DEPOSIT_REQUIRED",
  "PROMOTION_ALREADY_CLAIMED",
  "PROMOTION_ADDRESS_CLAIMED",
  "PROMOTION_TURNOVER_REQUIRED",
  "RED_PACKET_EMPTY",
  "WITHDRAW_WAGERING",
  "COMMISSION_NOT_AN_AGENT",
  // void rounds (issue 41)
  "ROUND_NOT_FOUND",
  "ROUND_ALREADY_SETTLED",
  "ROUND_ALREADY_VOID",
  "ROUND_NOT_STARTED",
  "VOID_REASON_INVALID",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Parameters a message may interpolate, such as the frozen amount or the room's join limit. */
export type ErrorParams = Readonly<Record<string, string | number>>;

export interface DomainError<C extends ErrorCode = ErrorCode> {
  readonly code: C;
  readonly params?: ErrorParams;
}

/**
 * A value or a coded refusal. `C` names the refusals a function can answer
 * (`Result<Placed, "ROUND_CLOSED" | "INSUFFICIENT_FUNDS">`): the compiler then
 * checks every `fail` in it, and a caller can switch over them exhaustively.
 */
export type Result<T, C extends ErrorCode = never> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: DomainError<C> };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const fail = <T = never, C extends ErrorCode = ErrorCode>(code: C, params?: ErrorParams): Result<T, C> =>
  params === undefined ? { ok: false, error: { code } } : { ok: false, error: { code, params } };

/** A broken invariant: a bug. Never caught to continue; assertions stay on in production. */
export class InvariantViolation extends Error {
  override readonly name = "InvariantViolation";
}

export function invariant(condition: unknown, message: string): asserts condition {
  if (!condition) throw new InvariantViolation(message);
}

/**
 * Thrown inside a store transaction to roll it back while carrying an expected
 * failure out to the caller, who turns it back into a `Result`.
 */
export class DomainFailure extends Error {
  override readonly name = "DomainFailure";
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

