import type { IncomingMessage, ServerResponse } from "node:http";
import type { ErrorCode } from "../../src/domain/errors";

/** Which API a bet order came through. */
export type BetApi = "trpc" | "legacy";

/** What an order came to: its bets accepted, or refused with a code (the order's Result, as the adapter holds it). */
export type BetOrderOutcome = { readonly ok: true; readonly value: { readonly bets: readonly unknown[] } } | { readonly ok: false; readonly error: { readonly code: ErrorCode } };

/**
 * What the adapters tell the server's metrics (server-metrics.ts, served at
 * /metrics): each call is a counter or a histogram step, never I/O. Absent
 * (Services.metrics undefined) in tests that build an app without them.
 */
export interface MetricsHooks {
  /** Times one HTTP request from now until its response closes (node:http level, fast paths included). */
  timeRequest(req: IncomingMessage, res: ServerResponse): void;
  /** A bet order's outcome, where the adapter learns it. */
  betOrder(api: BetApi, outcome: BetOrderOutcome): void;
  /**
   * Raises (on = true) or clears an alarm: `lottery_alarm{reason}` is 1 while
   * raised. The reason is a fixed snake_case name chosen by the code raising
   * it (a stalled draw, say), never text from a request.
   */
  setAlarm(reason: string, on: boolean): void;
}
