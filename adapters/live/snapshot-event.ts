import { scheduleAt, type ScheduleTimeline } from "../../src/domain/rounds/schedule-versions";
import type { GameSnapshot, LiveEvent } from "./live-rooms";

type RoundLengths = { readonly closeSeconds: number; readonly roundSeconds: number };

/**
 * The state a room stream opens with (and starts again from after a gap), as
 * a "round" event: the current round, else the last drawn one. Shared by the
 * tRPC subscription and the SSE broadcast so both open the same way.
 */
export function snapshotEvent(snapshot: GameSnapshot, id: number, schedule: ScheduleTimeline | RoundLengths): LiveEvent | null {
  if (snapshot.current) {
    return { id, kind: "round", gameId: snapshot.gameId, round: snapshot.current, digits: null, serverNowMs: snapshot.nowMs };
  }
  const last = snapshot.lastDraw;
  if (!last) return null;
  // The lengths the drawn round ran with: operators may have changed them since.
  const lengths: RoundLengths = "versions" in schedule ? scheduleAt(schedule, last.drawAtMs - 1) : schedule;
  const round = {
    issue: last.issue,
    openAtMs: last.drawAtMs - lengths.roundSeconds * 1000,
    closeAtMs: last.drawAtMs - lengths.closeSeconds * 1000,
    drawAtMs: last.drawAtMs,
    status: "settled" as const,
    commitment: null,
  };
  return { id, kind: "round", gameId: snapshot.gameId, round, digits: last.digits, serverNowMs: snapshot.nowMs };
}

/** An event id sent back by a client: a non-negative integer, or nothing usable. */
export function parseEventId(text: string | null | undefined): number | null {
  if (text === null || text === undefined || !/^\d{1,15}$/.test(text)) return null;
  return Number(text);
}
