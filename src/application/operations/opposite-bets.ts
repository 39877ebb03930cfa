import type { Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import { coversEveryOutcome } from "../../domain/betting/outcome";
import { requireReason, type ReasonRefusal } from "../../domain/operations/reason-rules";
import type { ReportScope, TeamRoundPlay } from "../../ports/store";
import type { AppDeps } from "../deps";
import { inRead, inTransaction, type Work, type Refuse } from "../unit-of-work";
import { recordAudit } from "./audit-trail";
import { playerRef, usersById, type PlayerRef } from "./player-summary";
import { checkScope } from "./reports";

/** Two accounts of one team that between them covered every outcome of a round. */
export interface OpposingPair {
  /** The lower user id of the two first. */
  readonly userIds: readonly [number, number];
  /** Rounds in which they did so. */
  readonly rounds: number;
  /** The largest stake either put on a play of such a round. */
  readonly maxStakeMinor: Minor;
  /** The latest such round's issue. */
  readonly lastIssue: string;
}

export interface OppositeBetSuspects {
  readonly pairs: readonly (Omit<OpposingPair, "userIds"> & { readonly players: readonly [PlayerRef, PlayerRef] })[];
}

/** At most this many pairs in one answer: the worst first. */
const MAX_PAIRS = 200;
/** Rows of team plays read for one answer: a day of a busy team stays far below it. */
const MAX_PLAY_ROWS = 100_000;

/**
 * SPEC section 5 forbids opposite bets in the same round; one account cannot
 * place them (placeBet refuses any order that covers every outcome), so the
 * abuse left is two accounts of one team covering it between them. Lists such
 * pairs for review, by the same rule (coversEveryOutcome).
 */
export async function oppositeBetSuspects(deps: Pick<AppDeps, "store">, scope: ReportScope): Promise<Result<OppositeBetSuspects, "INVALID_INPUT" | "USER_NOT_FOUND">> {
  const checked = checkScope(scope);
  if (!checked.ok) return checked;
  return inRead(deps, async (tx, refuse: Refuse<"USER_NOT_FOUND">) => {
    const pairs = opposingPairs(await tx.reports.teamRoundPlays(checked.value, MAX_PLAY_ROWS)).slice(0, MAX_PAIRS);
    const users = await usersById(tx, pairs.flatMap((p) => p.userIds));
    return {
      pairs: pairs.map(({ userIds, ...rest }) => ({
        ...rest,
        players: [playerRef(users.get(userIds[0]) ?? refuse("USER_NOT_FOUND")), playerRef(users.get(userIds[1]) ?? refuse("USER_NOT_FOUND"))] as const,
      })),
    };
  });
}

/**
 * "Accounts found doing so are frozen": flags a player for opposite-bet abuse.
 * Buying is banned (the player sees "prohibited by the system") and the flag,
 * with its reason, stays in the audit trail; money stays where it is, an
 * operator can freeze it separately (admin.funds.freeze).
 */
export async function flagOppositeBets(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly userId: number; readonly reason: string },
): Promise<Result<PlayerRef, "NOT_A_PLAYER" | "USER_NOT_FOUND" | ReasonRefusal>> {
  const reason = requireReason(input.reason);
  if (!reason.ok) return reason;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<"USER_NOT_FOUND" | "NOT_A_PLAYER">) => {
    const user = (await work.tx.users.byId(input.userId)) ?? work.refuse("USER_NOT_FOUND");
    if (user.role !== "player") work.refuse("NOT_A_PLAYER");
    if (!user.buyBanned) await work.tx.users.update(user.id, { buyBanned: true });
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: "player.flagOppositeBets",
      target: { type: "user", id: String(user.id) },
      before: { buyBanned: user.buyBanned },
      after: { buyBanned: true, reason: reason.value },
      atMs: nowMs,
    });
    return playerRef({ ...user, buyBanned: true });
  });
}

/** The pairs whose plays covered every outcome of a round, most rounds first (then by user ids). */
export function opposingPairs(plays: readonly TeamRoundPlay[]): OpposingPair[] {
  const rounds = new Map<string, { userIds: readonly [number, number]; issue: string; playTypes: number[]; maxStakeMinor: Minor }>();
  for (const play of plays) {
    const key = `${play.userIds[0]}:${play.userIds[1]}:${play.gameId}:${play.issue}`;
    const round = rounds.get(key) ?? { userIds: play.userIds, issue: play.issue, playTypes: [], maxStakeMinor: 0 };
    round.playTypes.push(play.playType);
    round.maxStakeMinor = Math.max(round.maxStakeMinor, play.maxStakeMinor);
    rounds.set(key, round);
  }
  const pairs = new Map<string, { userIds: readonly [number, number]; rounds: number; maxStakeMinor: Minor; lastIssue: string }>();
  for (const round of rounds.values()) {
    if (!coversEveryOutcome(round.playTypes)) continue;
    const key = `${round.userIds[0]}:${round.userIds[1]}`;
    const pair = pairs.get(key) ?? { userIds: round.userIds, rounds: 0, maxStakeMinor: 0, lastIssue: round.issue };
    pair.rounds += 1;
    pair.maxStakeMinor = Math.max(pair.maxStakeMinor, round.maxStakeMinor);
    if (round.issue > pair.lastIssue) pair.lastIssue = round.issue;
    pairs.set(key, pair);
  }
  return [...pairs.values()].sort((a, b) => b.rounds - a.rounds || a.userIds[0] - b.userIds[0] || a.userIds[1] - b.userIds[1]);
}
