import type { Game, Room } from "../../domain/games/game";
import { theoreticalRtp } from "../../domain/betting/odds";
import { playTypeDef } from "../../domain/betting/outcome";
import type { ScheduleConfig } from "../../domain/rounds/schedule";
import { nextRoundAfter, pendingVersions, roundAt, scheduleAt } from "../../domain/rounds/schedule-versions";
import type { AppDeps } from "../deps";
import { scheduleOf } from "../rounds/schedule-book";
import { pendingView, scheduleView, type PendingSchedule, type ScheduleView } from "../rounds/set-schedule";

interface OddsLine {
  readonly playType: number;
  readonly key: string;
  readonly number: number | null;
  readonly oddsHundredths: number;
  readonly theoreticalRtp: number;
}

interface RoomOverview extends Room {
  /** The odds of the round under way (or of the next one outside sales). */
  readonly odds: readonly OddsLine[];
  /** Changes that take effect with a later round. */
  readonly scheduled: readonly (OddsLine & { readonly effectiveFromMs: number })[];
}

export interface GamesOverview {
  readonly games: readonly (Game & { readonly rooms: readonly RoomOverview[] })[];
  /** The schedule every game runs on now (the server's SALES_WINDOW, ROUND_SECONDS, ... until an operator sets one). */
  readonly schedule: ScheduleConfig;
  /** The same, as the console writes it ("10:00-02:00"). */
  readonly scheduleInForce: ScheduleView;
  /**
   * Schedules set from the console that take effect with a later sales day, soonest first; usually none or one
   * (two only when a change came after the first round of an earlier pending one was already numbered).
   */
  readonly pendingSchedules: readonly PendingSchedule[];
  /** The round whose odds are shown as current, and the first round a change made now applies to. */
  readonly currentIssue: string | null;
  readonly nextIssue: string;
  readonly nextOpensAtMs: number;
}

const line = (playType: number, oddsHundredths: number): OddsLine => {
  const def = playTypeDef(playType);
  return { playType, key: def?.key ?? String(playType), number: def?.number ?? null, oddsHundredths, theoreticalRtp: theoreticalRtp(playType, oddsHundredths) };
};

/** Every game with its rooms, odds in force and odds coming: the console's games screen. */
export async function gamesOverview(deps: Pick<AppDeps, "store" | "clock" | "schedule">): Promise<GamesOverview> {
  const nowMs = deps.clock.nowMs();
  const timeline = scheduleOf(deps);
  const current = roundAt(timeline, nowMs);
  const next = nextRoundAfter(timeline, nowMs);
  const schedule = scheduleAt(timeline, nowMs);
  const pending = pendingVersions(timeline, nowMs).map((version) => pendingView(timeline, version));
  const inForceAt = (current ?? next).openAtMs;
  return deps.store.read(async (tx) => {
    const games = [];
    for (const game of await tx.games.list()) {
      const rooms: RoomOverview[] = [];
      for (const room of await tx.games.rooms(game.id)) {
        const odds = (await tx.games.odds(room.id, inForceAt)).map((o) => line(o.playType, o.oddsHundredths));
        const scheduled = (await tx.games.scheduledOdds(room.id, inForceAt)).map((o) => ({ ...line(o.playType, o.oddsHundredths), effectiveFromMs: o.effectiveFromMs }));
        rooms.push({ ...room, odds, scheduled });
      }
      games.push({ ...game, rooms });
    }
    return {
      games,
      schedule,
      scheduleInForce: scheduleView(schedule),
      pendingSchedules: pending,
      currentIssue: current?.issue ?? null,
      nextIssue: next.issue,
      nextOpensAtMs: next.openAtMs,
    };
  });
}
