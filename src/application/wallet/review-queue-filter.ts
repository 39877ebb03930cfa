import { fail, ok, type Result } from "../../domain/errors";
import { parseMoney } from "../../domain/money";
import type { ReviewStatus } from "../../domain/wallet/fund-log";
import type { RequestFilter } from "../../ports/store";
import type { AppDeps } from "../deps";
import { recordDays } from "../record-days";

/** Longest player text the queues' filter takes (as the player search). */
const MAX_PLAYER_TEXT = 64;

/**
 * The console's filters of the deposit and withdrawal queues, as typed: every
 * field optional, amounts as the wire writes them ("100", "100.50"), dates as
 * the date picker sends them ("2026-11-22", local days of the operator's zone).
 */
export interface ReviewQueueFilterInput {
  /** null: every status (the history). */
  readonly status: ReviewStatus | null;
  /** Only this player's requests (the history of one player). */
  readonly userId?: number | null;
  /** Part of a username, or an exact id or mobile. */
  readonly player?: string | null;
  readonly minAmount?: string | number | null;
  readonly maxAmount?: string | number | null;
  /** Deposits only: the channel paid through. */
  readonly channelId?: number | null;
  /** Asked for on the local days from..to (both included); from alone runs to today, to alone is that one day. */
  readonly from?: string | null;
  readonly to?: string | null;
}

export type ReviewQueueFilterRefusal = "INVALID_INPUT" | "DATE_RANGE_REVERSED" | "DATE_TOO_EARLY";

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined && value !== "";

function amountOf(value: string | number | null | undefined, field: string): Result<number | null, "INVALID_INPUT"> {
  if (!given(value)) return ok(null);
  const parsed = parseMoney(value, { allowZero: true });
  return parsed.ok ? ok(parsed.value) : fail("INVALID_INPUT", { field });
}

/** The store's filter for a queue's filters, or the reason they make no sense (nothing is read). */
export function reviewQueueFilter(
  deps: Pick<AppDeps, "schedule" | "clock">,
  input: ReviewQueueFilterInput,
  kind: "deposit" | "withdrawal",
): Result<RequestFilter, ReviewQueueFilterRefusal> {
  const player = input.player?.trim() ?? "";
  if (Array.from(player).length > MAX_PLAYER_TEXT) return fail("INVALID_INPUT", { field: "player" });
  const min = amountOf(input.minAmount, "minAmount");
  if (!min.ok) return min;
  const max = amountOf(input.maxAmount, "maxAmount");
  if (!max.ok) return max;
  if (min.value !== null && max.value !== null && max.value < min.value) return fail("INVALID_INPUT", { field: "maxAmount" });
  const channelId = input.channelId ?? null;
  if (channelId !== null && (kind !== "deposit" || !Number.isSafeInteger(channelId) || channelId <= 0)) return fail("INVALID_INPUT", { field: "channelId" });
  let created = null;
  if (given(input.from) || given(input.to)) {
    const range = recordDays(deps, { ...(given(input.from) ? { from: input.from } : {}), ...(given(input.to) ? { to: input.to } : {}) });
    if (!range.ok) return range;
    created = range.value;
  }
  return ok({
    status: input.status,
    userId: input.userId ?? null,
    player: player === "" ? null : player,
    minAmountMinor: min.value,
    maxAmountMinor: max.value,
    channelId,
    created,
  });
}
