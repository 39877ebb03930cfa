import { fail, type Result } from "../../domain/errors";
import { defaultOddsTable, isValidRtpBp, MAX_RTP_BP } from "../../domain/betting/odds";
import { checkOddsTable, type OddsInput } from "../../domain/games/game-rules";
import { nextRoundAfter } from "../../domain/rounds/schedule-versions";
import { scheduleOf } from "../rounds/schedule-book";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { oncePerRequest, recordAudit, type ConsoleRequestRefusal } from "../operations/audit-trail";

export interface ScheduleOddsInput {
  readonly operatorId: number;
  /** The console's idempotency key: the same key sent twice does it once and answers the same. */
  readonly requestId?: string | null;
  readonly roomId: number;
  /** Some or all play types; the others keep their odds. */
  readonly odds: readonly OddsInput[];
}

export interface ScheduledOddsChange {
  readonly roomId: number;
  /** The first round these odds apply to. */
  readonly issue: string;
  readonly effectiveFromMs: number;
  readonly odds: readonly { readonly playType: number; readonly oddsHundredths: number }[];
}

/**
 * Changes a room's odds from the next round on: the round under way (and every
 * bet in it) keeps the odds it opened with, and bets keep the odds they were
 * placed at forever (each bet stores its own).
 */
export async function scheduleOdds(deps: Pick<AppDeps, "store" | "events" | "clock" | "schedule">, input: ScheduleOddsInput): Promise<Result<ScheduledOddsChange, "INVALID_INPUT" | "ODDS_INVALID" | "PLAY_TYPE_UNKNOWN" | "ROOM_NOT_FOUND" | ConsoleRequestRefusal>> {
  const table = checkOddsTable(input.odds);
  if (!table.ok) return table;
  const nowMs = deps.clock.nowMs();
  const next = nextRoundAfter(scheduleOf(deps), nowMs);
  return inTransaction(deps, (work: Work<ConsoleRequestRefusal | "ROOM_NOT_FOUND">) =>
    oncePerRequest(work, { operatorId: input.operatorId, requestId: input.requestId, action: "odds.schedule", atMs: nowMs }, async () => {
    const { tx } = work;
    if ((await tx.games.roomById(input.roomId)) === null) work.refuse("ROOM_NOT_FOUND");
    const newest = new Map((await tx.games.odds(input.roomId)).map((o) => [o.playType, o.oddsHundredths]));
    const changes = table.value.map((o) => ({ roomId: input.roomId, ...o }));
    await tx.games.scheduleOdds(changes, next.openAtMs);
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: "odds.schedule",
      target: { type: "room", id: String(input.roomId) },
      before: Object.fromEntries(table.value.map((o) => [String(o.playType), newest.get(o.playType) ?? null])),
      after: { ...Object.fromEntries(table.value.map((o) => [String(o.playType), o.oddsHundredths])), effectiveFromMs: next.openAtMs, issue: next.issue },
      atMs: nowMs,
    });
    return { roomId: input.roomId, issue: next.issue, effectiveFromMs: next.openAtMs, odds: table.value };
    }),
  );
}

/** Sets every play type of a room to the default odds for a return to player, from the next round on. */
export async function scheduleOddsFromRtp(
  deps: Pick<AppDeps, "store" | "events" | "clock" | "schedule">,
  input: { readonly operatorId: number; readonly requestId?: string | null; readonly roomId: number; readonly rtpBp: number },
): Promise<Result<ScheduledOddsChange, "INVALID_INPUT" | "ODDS_INVALID" | "PLAY_TYPE_UNKNOWN" | "ROOM_NOT_FOUND" | ConsoleRequestRefusal>> {
  if (!isValidRtpBp(input.rtpBp)) return fail("INVALID_INPUT", { field: "rtp", max: MAX_RTP_BP });
  const odds = defaultOddsTable(input.rtpBp).map((o) => ({ playType: o.playType, odds: (o.oddsHundredths / 100).toFixed(2) }));
  return scheduleOdds(deps, { operatorId: input.operatorId, requestId: input.requestId ?? null, roomId: input.roomId, odds });
}
