import { fail, ok, type Result } from "../../domain/errors";
import { baseLabels, sumOf, type ParityLabel, type SizeLabel } from "../../domain/betting/outcome";
import type { Digits, RoundStatus } from "../../domain/rounds/round";
import { publicCommitment } from "../fairness/public-commitment";
import { nextRoundAfter, roundAt, scheduleAt } from "../../domain/rounds/schedule-versions";
import { scheduleOf } from "./schedule-book";
import type { AppDeps } from "../deps";
import { roundClockView } from "../../domain/rounds/round-clock";

interface CurrentRound {
  readonly issue: string;
  readonly openAtMs: number;
  readonly closeAtMs: number;
  readonly drawAtMs: number;
  /** Betting has stopped (the wire's whether_close), by the one round clock (roundPhaseAt). */
  readonly closed: boolean;
  /** The stored round's status; null while the round engine has not created it yet. */
  readonly status: RoundStatus | null;
  /** The round's commitment, once publishing it reveals nothing (isCommitmentPublic). */
  readonly commitment: string | null;
}

export interface DrawnRound {
  readonly issue: string;
  readonly digits: Digits;
  readonly sum: number;
  readonly labels: readonly [SizeLabel, ParityLabel];
  readonly drawAtMs: number;
}

export interface RoundState {
  readonly game: { readonly id: number; readonly name: string; readonly onSale: boolean };
  /** The instant the answer describes: countdowns are drawAtMs - nowMs, so client and server agree. */
  readonly nowMs: number;
  /** The round of the schedule now; null outside the sales window. Given even for a game off sale: game.onSale decides whether it is playable. */
  readonly current: CurrentRound | null;
  /** The next round to open: after the current one, or the first of the next sales day. */
  readonly nextOpening: { readonly issue: string; readonly openAtMs: number };
  /** The newest drawn round, the room's "last draw result". */
  readonly lastDrawn: DrawnRound | null;
}

/** What the bet room's countdown and header show (heart's issue and last_issue). */
export async function currentRoundState(deps: AppDeps, gameId: number): Promise<Result<RoundState, "GAME_NOT_FOUND">> {
  const nowMs = deps.clock.nowMs();
  return deps.store.read(async (tx) => {
    const game = await tx.games.byId(gameId);
    if (!game) return fail("GAME_NOT_FOUND");
    // The schedule is the authority on which round is current; the stored row adds status and commitment.
    const scheduled = roundAt(scheduleOf(deps), nowMs);
    const next = nextRoundAfter(scheduleOf(deps), nowMs);
    // Read first: the newest drawn round is nearly always the current round's predecessor in its seed chain,
    // which publicCommitment needs, so the room's poll makes one round trip fewer.
    const [last] = await tx.rounds.drawnBetween(gameId, { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, { offset: 0, limit: 1 });
    let current: CurrentRound | null = null;
    if (scheduled) {
      const stored = await tx.rounds.get(gameId, scheduled.issue);
      const status = stored?.status ?? null;
      // The round clock's one view, as heart builds its `issue` from (roundClockView).
      const view = roundClockView({ ...scheduled, status }, next, scheduleAt(scheduleOf(deps), nowMs), nowMs);
      current = {
        issue: view.issue,
        openAtMs: view.openAtMs,
        closeAtMs: view.closeAtMs,
        drawAtMs: view.drawAtMs,
        closed: view.closed,
        status,
        commitment: stored ? await publicCommitment(tx, stored, last) : null,
      };
    }
    return ok({
      game: { id: game.id, name: game.name, onSale: game.onSale },
      nowMs,
      current,
      nextOpening: { issue: next.issue, openAtMs: next.openAtMs },
      lastDrawn: last?.digits ? drawnView(last.issue, last.digits, last.drawAtMs) : null,
    });
  });
}

/** A drawn round as the lists show it: digits, their sum and its size and parity labels. */
export function drawnView(issue: string, digits: Digits, drawAtMs: number): DrawnRound {
  const sum = sumOf(digits);
  return { issue, digits, sum, labels: baseLabels(sum), drawAtMs };
}
