/**
 * Texts the server sends that are not domain errors: success toasts, empty
 * states, transport-level refusals and the fixed hints of SPEC section 8.
 * Kept apart from `ERROR_CODES` because the core never produces them.
 */
export const NOTICE_KEYS = [
  "LOGIN_OK",
  "REGISTER_OK",
  "LOGOUT_OK",
  "SUBMITTED_OK",
  "ORDER_PLACED",
  "SET_OK",
  "SAVED_OK",
  "NO_DATA",
  "NO_DATA_YET",
  "OPERATION_OK",
  "PLEASE_LOG_IN",
  "SESSION_EXPIRED",
  "LOGGED_IN_ELSEWHERE",
  "TRANSFER_FAILED",
  "TRANSFER_FAILED_BALANCE",
  "CLOSED_STOP_BUYING",
  "PRODUCT_DISCONTINUED",
  "FORGOT_PASSWORD",
  "SERVICE_HOURS",
  "VISITOR_REGISTER",
  "INTERNAL_ERROR",
  "TOO_MANY_REQUESTS",
  "BAD_REQUEST",
  "REQUEST_TOO_LARGE",
  "REQUEST_TOO_DEEP",
  "PAYOUT_CHANGED_TITLE",
  "PAYOUT_CHANGED_BANK_CARD",
  "PAYOUT_CHANGED_WALLET",
] as const;

export type NoticeKey = (typeof NOTICE_KEYS)[number];
