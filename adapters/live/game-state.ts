import { isCommitmentPublic, ROUND_STATUSES, type Digits, type RoundRecord, type RoundStatus } from "../../src/domain/rounds/round";
import { takesBetsAt } from "../../src/domain/rounds/round-clock";
import type { ScheduledRound } from "../../src/domain/rounds/schedule";
import type { LiveDraw, LiveRound, LiveWin } from "./live-rooms";

/**
 * What the live rooms remember of one game between events: the latest phase
 * announced, the commitments of the latest rounds, the last draws and the last
 * settled round's wins. The functions below change it and answer whether they
 * did (the caller's version number counts the changes).
 */

/** The latest phase the events told of, for one game. */
interface KnownPhase {
  readonly issue: string;
  readonly status: RoundStatus;
}

export interface GameState {
  readonly id: number;
  name: string;
  onSale: boolean;
  known: KnownPhase | null;
  /**
   * Commitments of the latest rounds by issue (few: the current and the next ones), each with whether it
   * may be shown: only once the round before it in the chain has closed, by its stored status.
   */
  readonly commitments: Map<string, { readonly commitment: string; shown: boolean }>;
  /** Newest first. */
  draws: LiveDraw[];
  wins: LiveWin[];
  winsIssue: string | null;
}

const STATUS_RANK: Readonly<Record<RoundStatus, number>> = Object.fromEntries(ROUND_STATUSES.map((s, i) => [s, i])) as Record<RoundStatus, number>;
const COMMITMENTS_KEPT = 8;

export const newGameState = (id: number, name: string, onSale: boolean): GameState => ({ id, name, onSale, known: null, commitments: new Map(), draws: [], wins: [], winsIssue: null });

/** Takes a phase announced (or read) if it is newer than the one known. */
export function notePhase(game: GameState, issue: string, status: RoundStatus): void {
  const known = game.known;
  if (!known || issue > known.issue || (issue === known.issue && STATUS_RANK[status] > STATUS_RANK[known.status])) game.known = { issue, status };
}

/** The scheduled round as the room shows it: the round clock's phase, or a later one the events announced; its commitment once public. */
export function liveRound(game: GameState, scheduled: ScheduledRound, nowMs: number): LiveRound {
  let status: RoundStatus = takesBetsAt(scheduled, nowMs) ? "open" : "closed";
  const known = game.known;
  if (known && known.issue === scheduled.issue && STATUS_RANK[known.status] > STATUS_RANK[status]) status = known.status;
  const entry = game.commitments.get(scheduled.issue);
  return {
    issue: scheduled.issue,
    openAtMs: scheduled.openAtMs,
    closeAtMs: scheduled.closeAtMs,
    drawAtMs: scheduled.drawAtMs,
    status,
    commitment: entry?.shown ? entry.commitment : null,
  };
}

/** Stored rounds read from the store: their commitments, draws and phases. Answers whether anything changed. */
export function absorbRounds(game: GameState, rounds: readonly RoundRecord[], drawsKept: number): boolean {
  let changed = false;
  for (const round of rounds) {
    changed = rememberCommitment(game, round, rounds) || changed;
    if (round.digits) changed = rememberDraw(game, { issue: round.issue, digits: round.digits, drawAtMs: round.drawAtMs }, drawsKept) || changed;
    notePhase(game, round.issue, round.status);
  }
  return changed;
}

/**
 * Remembers a round's commitment, shown when the stored rounds say the one before it in the chain has
 * closed (isCommitmentPublic): `rounds` are those read with it, its predecessor usually among them. A
 * round that is itself past open had its predecessor close before it, so its commitment is shown too.
 */
export function rememberCommitment(game: GameState, round: RoundRecord, rounds: readonly RoundRecord[]): boolean {
  const previous = rounds.find((r) => r.chainId === round.chainId && r.chainIndex === round.chainIndex - 1) ?? null;
  const shown = round.status !== "open" || isCommitmentPublic(round, previous);
  const known = game.commitments.get(round.issue);
  if (known && (known.shown || !shown)) return false;
  if (known) {
    known.shown = true;
    return true;
  }
  game.commitments.set(round.issue, { commitment: round.commitment, shown });
  if (game.commitments.size > COMMITMENTS_KEPT) {
    const oldest = [...game.commitments.keys()].sort()[0]!;
    game.commitments.delete(oldest);
  }
  return true;
}

/** Keeps a draw, newest first, at most `kept`. */
export function rememberDraw(game: GameState, draw: LiveDraw, kept: number): boolean {
  if (game.draws.some((d) => d.issue === draw.issue)) return false;
  const draws = [...game.draws, { issue: draw.issue, digits: [...draw.digits] as unknown as Digits, drawAtMs: draw.drawAtMs }];
  draws.sort((a, b) => (a.issue < b.issue ? 1 : a.issue > b.issue ? -1 : 0));
  game.draws = draws.slice(0, kept);
  return true;
}

/** Shows the commitment of `issue` and of the round after it (its chain successor: rounds are numbered in chain order). */
export function revealAfter(game: GameState, issue: string): boolean {
  let changed = false;
  const entry = game.commitments.get(issue);
  if (entry && !entry.shown) {
    entry.shown = true;
    changed = true;
  }
  const next = [...game.commitments.keys()].filter((i) => i > issue).sort()[0];
  const successor = next === undefined ? undefined : game.commitments.get(next);
  if (successor && !successor.shown) {
    successor.shown = true;
    changed = true;
  }
  return changed;
}
