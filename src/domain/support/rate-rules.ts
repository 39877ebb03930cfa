import { fail, ok, type Result } from "../errors";

/** The window the support desk's pace is counted in. */
export const SUPPORT_WINDOW_MS = 60_000;
/** Messages one customer may send in any minute. */
export const SUPPORT_MAX_PER_CUSTOMER = 10;
/** Messages one client address may send in any minute, all customers behind it together. */
export const SUPPORT_MAX_PER_ADDRESS = 30;

/** The first instant of the window that ends now: a message counts while it is less than a minute old. */
export const supportWindowStartMs = (nowMs: number): number => nowMs - SUPPORT_WINDOW_MS + 1;

/** Messages already sent in the window that ends now. */
export interface SupportPace {
  readonly byCustomer: number;
  /** null when the address is unknown (no limit by address then). */
  readonly byAddress: number | null;
}

/** One more message is allowed while both counts are under their limit: SUPPORT_TOO_FAST otherwise. */
export function checkSupportPace(pace: SupportPace): Result<void, "SUPPORT_TOO_FAST"> {
  if (pace.byCustomer >= SUPPORT_MAX_PER_CUSTOMER) return fail("SUPPORT_TOO_FAST");
  if (pace.byAddress !== null && pace.byAddress >= SUPPORT_MAX_PER_ADDRESS) return fail("SUPPORT_TOO_FAST");
  return ok(undefined);
}
