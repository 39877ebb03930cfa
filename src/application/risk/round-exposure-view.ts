import { fail, ok, type Result } from "../../domain/errors";
import { sumOf } from "../../domain/betting/outcome";
import type { Minor } from "../../domain/money";
import type { RoundStatus } from "../../domain/rounds/round";
import { nextRoundAfter, roundAt } from "../../domain/rounds/schedule-versions";
import { payoutBySumOfPlaysMinor, stakeBySumMinor, worstSumOf } from "../../domain/risk/exposure-view";
import { worstCaseMinor as worstCaseOf } from "../../domain/risk/exposure";
import type { RoundPlayStake } from "../../ports/store/betting/bets";
import type { AppDeps } from "../deps";
import { usersById } from "../operations/player-summary";
import { scheduleOf } from "../rounds/schedule-book";

/** Players listed by stake: the few who carry a round's risk, not a bet list. */
export const TOP_PLAYERS = 10;
/** Recent rounds an operator may pick besides the one on sale. */
const RECENT_ROUNDS = 12;

/** A room's, or the whole game's, exposure in one round. */
interface ExposureLine {
  /** Everything staked in the round (what the house holds whatever the draw). */
  readonly stakeMinor: Minor;
  readonly bets: number;
  /** Per sum 0..27: the stakes of the bets that win on it. */
  readonly stakeBySumMinor: readonly Minor[];
  /** Per sum 0..27: what the house pays if the digits add up to it, stakes returned included. */
  readonly payoutBySumMinor: readonly Minor[];
  /** The largest of payoutBySumMinor: what the cap bounds. */
  readonly worstCaseMinor: Minor;
  /** The sum paying worstCaseMinor (the lowest on a tie); null while nothing would be paid. */
  readonly worstSum: number | null;
  /** null: no cap. */
  readonly capMinor: Minor | null;
  /** The cap less the worst case (never below 0); null without a cap. */
  readonly leftMinor: Minor | null;
}

interface RoomExposure extends ExposureLine {
  readonly roomId: number;
  readonly title: string;
}

interface TopPlayer {
  readonly userId: number;
  readonly username: string;
  readonly nickname: string;
  readonly stakeMinor: Minor;
  readonly bets: number;
}

export interface RoundExposureView {
  readonly game: { readonly id: number; readonly name: string };
  /** The instant the answer describes: countdowns are closeAtMs - nowMs, so the console and the server agree. */
  readonly nowMs: number;
  readonly round: {
    readonly issue: string;
    readonly openAtMs: number;
    readonly closeAtMs: number;
    readonly drawAtMs: number;
    /** null while the round engine has not stored the round yet. */
    readonly status: RoundStatus | null;
    /** The round on sale now (or the next to open, outside the sales window), which the live stream keeps current. */
    readonly onSale: boolean;
    /** The drawn sum, once drawn. */
    readonly drawnSum: number | null;
  };
  /** The round on sale now (the next to open, outside the sales window). */
  readonly onSaleIssue: string;
  /** The round on sale and the recent ones, newest first: what the console's round picker offers. */
  readonly issues: readonly string[];
  /** The game as a whole (every room together) against the game's cap. */
  readonly total: ExposureLine;
  /** Each room of the game against its own cap, in the game's room order. */
  readonly rooms: readonly RoomExposure[];
  /** The round's players with the most staked (all rooms), largest first. */
  readonly topPlayers: readonly TopPlayer[];
}

function lineOf(plays: readonly RoundPlayStake[], capMinor: Minor | null): ExposureLine {
  const payouts = payoutBySumOfPlaysMinor(plays);
  const worstSum = worstSumOf(payouts);
  const worstCaseMinor = worstCaseOf(payouts);
  return {
    stakeMinor: plays.reduce((total, play) => total + play.stakeMinor, 0),
    bets: plays.reduce((total, play) => total + play.bets, 0),
    stakeBySumMinor: stakeBySumMinor(plays),
    payoutBySumMinor: payouts,
    worstCaseMinor,
    worstSum,
    capMinor,
    leftMinor: capMinor === null ? null : Math.max(0, capMinor - worstCaseMinor),
  };
}

/**
 * The console's live exposure view of one round of a game (issue 41): per room and for the game, the stakes and
 * the payout per sum, the worst case, the cap and what is left, and the players with the most staked. `issue`
 * null: the round on sale. Two grouped reads of the round's bets (bets_round_id: they grow with the round, never
 * with the table): by room and play, each bet's payout floored as settlement pays it, so the vector is exactly
 * what settlement would pay on each sum; and by player. Caps: the game's and each room's (migration 041), null when none is set.
 */
export async function roundExposureView(
  deps: Pick<AppDeps, "store" | "clock" | "schedule">,
  input: { readonly gameId: number; readonly issue: string | null },
): Promise<Result<RoundExposureView, "GAME_NOT_FOUND" | "NOT_FOUND">> {
  const nowMs = deps.clock.nowMs();
  const schedule = scheduleOf(deps);
  const onSale = roundAt(schedule, nowMs) ?? nextRoundAfter(schedule, nowMs);
  const issue = input.issue ?? onSale.issue;
  return deps.store.read(async (tx) => {
    const game = await tx.games.byId(input.gameId);
    if (!game) return fail("GAME_NOT_FOUND");
    const stored = await tx.rounds.get(game.id, issue);
    // Only a round that exists, or the one on sale before the engine stores it: a made-up issue is no empty round.
    const timing = stored ?? (issue === onSale.issue ? onSale : null);
    if (timing === null) return fail("NOT_FOUND");
    const [rooms, plays, stakers, recent] = [
      await tx.games.rooms(game.id),
      await tx.bets.stakesByPlayOfRound(game.id, issue),
      await tx.bets.topStakersOfRound(game.id, issue, TOP_PLAYERS),
      await tx.rounds.recent(game.id, RECENT_ROUNDS),
    ];
    const users = await usersById(tx, stakers.map((staker) => staker.userId));
    return ok({
      game: { id: game.id, name: game.name },
      nowMs,
      round: {
        issue,
        openAtMs: timing.openAtMs,
        closeAtMs: timing.closeAtMs,
        drawAtMs: timing.drawAtMs,
        status: stored?.status ?? null,
        onSale: issue === onSale.issue,
        drawnSum: stored?.digits ? sumOf(stored.digits) : null,
      },
      onSaleIssue: onSale.issue,
      // The engine stores the next round before it opens: the picker offers the one on sale and those before it.
      issues: [...new Set([onSale.issue, ...recent.map((round) => round.issue).filter((one) => one <= onSale.issue)])].sort().reverse(),
      total: lineOf(plays, game.exposureCapMinor ?? null),
      rooms: rooms.map((room) => ({
        roomId: room.id,
        title: room.title,
        ...lineOf(plays.filter((play) => play.roomId === room.id), room.exposureCapMinor ?? null),
      })),
      topPlayers: stakers.map((staker) => {
        const user = users.get(staker.userId);
        return { userId: staker.userId, username: user?.username ?? "", nickname: user?.nickname ?? "", stakeMinor: staker.stakeMinor, bets: staker.bets };
      }),
    });
  });
}
