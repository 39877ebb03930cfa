import { ok, type Result } from "../../domain/errors";
import { parseMoney, type Minor, type MoneyRefusal } from "../../domain/money";
import { checkFollow } from "../../domain/betting/bet-rules";
import { roundAt } from "../../domain/rounds/schedule-versions";
import { scheduleOf } from "../rounds/schedule-book";
import type { AppDeps } from "../deps";
import type { PlacedBets } from "./order";
import { keptInRoom, placeBetIn, type PlaceBetRefusal } from "./place-bet";
import { inTransaction, type Work } from "../unit-of-work";

/** A bet's refusals, a followed bet that is not there, or one of a round that is no longer current. */
export type FollowBetRefusal = PlaceBetRefusal | "NOT_FOUND" | "FOLLOW_NOT_CURRENT_ROUND";

export interface FollowBetInput {
  readonly userId: number;
  readonly betId: number;
  /** The follower may choose another stake; by default the followed bet's stake. */
  readonly stakeMinor?: Minor;
  readonly requestId?: string;
}

/** A follow as a client sends it: another stake, if chosen, as a wire amount (read here, as placeBetAsSent reads an order's). */
export async function followBetAsSent(deps: AppDeps, input: Omit<FollowBetInput, "stakeMinor"> & { readonly stake?: unknown }): Promise<Result<PlacedBets, FollowBetRefusal | MoneyRefusal>> {
  const { stake, ...follow } = input;
  if (stake === undefined) return followBet(deps, follow);
  const stakeMinor = parseMoney(stake);
  return stakeMinor.ok ? followBet(deps, { ...follow, stakeMinor: stakeMinor.value }) : stakeMinor;
}

/** Places a copy of another player's bet of the current round, in the same room, under every rule of a bet. */
export async function followBet(deps: AppDeps, input: FollowBetInput): Promise<Result<PlacedBets, FollowBetRefusal>> {
  const placed = await inTransaction(deps, async (work: Work<FollowBetRefusal>) => {
    const followed = (await work.tx.bets.byId(input.betId)) ?? work.refuse("NOT_FOUND");
    const checked = checkFollow(followed, followed.gameId, roundAt(scheduleOf(deps), deps.clock.nowMs()), deps.clock.nowMs());
    if (!checked.ok) work.refuse(checked.error.code, checked.error.params);
    return placeBetIn(deps, work, {
      userId: input.userId,
      roomId: followed.roomId,
      issue: followed.issue,
      playTypes: [followed.playType],
      stakeMinor: input.stakeMinor ?? followed.stakeMinor,
      followOfBetId: followed.id,
      ...(input.requestId !== undefined ? { requestId: input.requestId } : {}),
    });
  });
  if (!placed.ok) return placed;
  const roomId = placed.value.bets[0]?.roomId;
  return ok(roomId === undefined ? placed.value : await keptInRoom(deps, { userId: input.userId, roomId }, placed.value));
}
