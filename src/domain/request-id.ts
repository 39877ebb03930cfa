import { fail, ok, type Result } from "./errors";

const REQUEST_ID_MAX_LENGTH = 100;

// Printable ASCII without blanks: UUIDs, ULIDs and "console-17-3" all fit.
const REQUEST_ID_PATTERN = /^[\x21-\x7e]+$/;

/**
 * The caller's idempotency key (an order, an operator's money or console
 * action): the same key twice applies once. The one definition for both
 * APIs. It ends up inside a transfer id, so it is kept short and printable.
 */
export function checkRequestId(requestId: string | null | undefined): Result<string, "INVALID_INPUT"> {
  const text = (requestId ?? "").trim();
  if (text.length === 0 || text.length > REQUEST_ID_MAX_LENGTH || !REQUEST_ID_PATTERN.test(text)) {
    return fail("INVALID_INPUT", { field: "request_id", max: REQUEST_ID_MAX_LENGTH });
  }
  return ok(text);
}
