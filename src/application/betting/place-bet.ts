import type { BetRecord, NewBet } from "../../domain/betting/bet";
import type { Game, Room } from "../../domain/games/game";
import type { RoundRecord } from "../../domain/rounds/round";
import { moneyOf, type User, type UserBalances } from "../../domain/accounts/user";
import { fail, invariant, ok, type Result } from "../../domain/errors";
import { FUND_TYPE, REVIEW_STATUS } from "../../domain/wallet/fund-log";
import { playerAccount, stakesAccount } from "../../domain/wallet/ledger";
import { assertMinor, parseMoney, type Minor, type MoneyRefusal } from "../../domain/money";
import { playMarkOf, playTypeDef } from "../../domain/betting/outcome";
import { checkBet, type BetRefusal } from "../../domain/betting/bet-rules";
import { checkRequestId } from "../../domain/request-id";
import { exposureCapParams } from "../../domain/risk/exposure";
import { roundAt } from "../../domain/rounds/schedule-versions";
import { scheduleOf } from "../rounds/schedule-book";
import { toHex } from "../../domain/fairness/sha256";
import type { AppDeps } from "../deps";
import type { OrderContext, OrderToWrite } from "../../ports/store/betting/orders";
import { INSUFFICIENT } from "../wallet/money-movement";
import { replayOf, replayOrder, requestTransferId } from "./order-replay";
import type { PlaceBetInput, PlacedBets } from "./order";
import { inTransaction, type Work } from "../unit-of-work";
import { refuseBeyondBetLimits, refuseIfExcluded, type BetLimitRefusal } from "../protection/guards";
import type { ExclusionRefusal } from "../../domain/protection/exclusion";
import { presenceNeedsRefresh } from "../../domain/games/presence-rules";
import { seeInRoom } from "../games/enter-room";

/**
 * Every answer but a placed order: the bet rules' (checkBet), a room, game or
 * play type that is gone, a request id that is malformed or already names
 * another order, a break or a limit the player set (player protection), and
 * the conditional debit's final word on funds.
 */
export type PlaceBetRefusal =
  | BetRefusal
  | ExclusionRefusal
  | BetLimitRefusal
  | "INVALID_INPUT"
  | "USER_NOT_FOUND"
  | "ROOM_NOT_FOUND"
  | "GAME_NOT_FOUND"
  | "PLAY_TYPE_UNKNOWN"
  | "IDEMPOTENCY_CONFLICT"
  | "INSUFFICIENT_FUNDS"
  | "EXPOSURE_CAP";

/** An order as a client sends it (both APIs): the stake, and the total the confirm dialog showed, as wire amounts. */
export interface OrderAsSent extends Omit<PlaceBetInput, "stakeMinor" | "expectedTotalMinor"> {
  readonly stake: unknown;
  readonly expectedTotal?: unknown;
}

/**
 * placeBet for the APIs: a client's amounts are read here, the one layer that
 * parses wire amounts for every command (deposits, withdrawals and console
 * money read theirs in their use cases too), so both APIs refuse alike.
 */
export async function placeBetAsSent(deps: AppDeps, input: OrderAsSent): Promise<Result<PlacedBets, PlaceBetRefusal | MoneyRefusal>> {
  const { stake, expectedTotal, ...order } = input;
  const stakeMinor = parseMoney(stake);
  if (!stakeMinor.ok) return stakeMinor;
  if (expectedTotal === undefined) return placeBet(deps, { ...order, stakeMinor: stakeMinor.value });
  const expectedTotalMinor = parseMoney(expectedTotal, { allowZero: true });
  if (!expectedTotalMinor.ok) return expectedTotalMinor;
  return placeBet(deps, { ...order, stakeMinor: stakeMinor.value, expectedTotalMinor: expectedTotalMinor.value });
}

/**
 * Accepts one or more bets of the same stake on the current round of a room.
 * Every rule is checked against the schedule's current round inside the same
 * transaction as the debit, so a bet can never slip in after betting closed.
 */
export async function placeBet(deps: AppDeps, input: PlaceBetInput): Promise<Result<PlacedBets, PlaceBetRefusal>> {
  assertMinor(input.stakeMinor);
  if (input.expectedTotalMinor !== undefined && input.stakeMinor * input.playTypes.length !== input.expectedTotalMinor) {
    return fail("INVALID_INPUT", { field: "expectedTotal" });
  }
  if (input.requestId !== undefined) {
    const requestId = checkRequestId(input.requestId);
    if (!requestId.ok) return requestId;
    input = { ...input, requestId: requestId.value };
  }
  // Shared by the player: on PostgreSQL, orders of other players placed at the same time may share its commit
  // (placeBetIn reads and locks the player's rows, shares the round's, and writes the order last).
  const result = await inTransaction(deps, (work: Work<PlaceBetRefusal>) => placeBetIn(deps, work, input), input.userId);
  if (result.ok) return ok(await keptInRoom(deps, input, result.value));
  if (result.error.code === "IDEMPOTENCY_CONFLICT" && input.requestId !== undefined) {
    // A concurrent twin of this request committed first: answer what it placed.
    return inTransaction(deps, async (work: Work<PlaceBetRefusal>) => {
      const replay = await replayOrder(work, input);
      return replay ?? work.refuse("IDEMPOTENCY_CONFLICT");
    });
  }
  return result;
}

/**
 * An accepted bet keeps the player in its room: their presence is written
 * again when it is due (presence-rules.ts), after the order committed, in a
 * transaction of its own, since an order's shared transaction writes only the
 * order. Should that write be lost, the next bet is judged as an entry again.
 */
export async function keptInRoom(deps: AppDeps, input: Pick<PlaceBetInput, "userId" | "roomId">, placed: PlacedInRoom): Promise<PlacedBets> {
  const { roomSeenAtMs, ...bets } = placed;
  const nowMs = deps.clock.nowMs();
  if (roomSeenAtMs !== undefined && presenceNeedsRefresh(roomSeenAtMs, nowMs)) await seeInRoom(deps, input.userId, input.roomId, nowMs);
  return bets;
}

/** An order placed, with when its player was last seen in the room before it (undefined: a replay, nothing judged). */
export type PlacedInRoom = PlacedBets & { readonly roomSeenAtMs?: number | null };

/** The body of placeBet, for use inside an existing unit of work (follow-bet). */
export async function placeBetIn(deps: AppDeps, work: Work<PlaceBetRefusal>, input: PlaceBetInput): Promise<PlacedInRoom> {
  if (input.requestId !== undefined) {
    const requestId = checkRequestId(input.requestId);
    if (!requestId.ok) work.refuse(requestId.error.code, requestId.error.params);
    input = { ...input, requestId: requestId.value };
  }
  // One read of everything the rules need, under the player's lock (their concurrent orders wait) and
  // the round's share lock (its close waits for this bet; a close that came first is read), with the
  // stake transfer of an earlier attempt of this request: a retry that comes while that attempt commits
  // waits for it at the lock and then finds it.
  const context = await work.tx.orders.contextOf(input.userId, input.roomId, input.issue, input.requestId === undefined ? null : requestTransferId(input.userId, input.requestId));
  if (context.requestTransfer) return replayOf(work, input, context.requestTransfer, context.balances);

  const order = await judgeOrder(deps, work, input, context);
  const { user, nowMs, totalMinor, balancesBefore } = order;
  const newBets = await betsOf(deps, work, order, input);
  // Not read again: the player's account rows cannot have moved since balancesBefore (their lock on
  // PostgreSQL, the single writer on SQLite; every movement of available or locked money takes the
  // available row), and the stake transfer takes exactly totalMinor from available or nothing.
  const balancesAfter = { ...balancesBefore, availableMinor: balancesBefore.availableMinor - totalMinor };
  const moneyAfterMinor = balancesAfter.availableMinor + balancesAfter.lockedMinor;
  const written = await work.tx.orders.write({
    bets: newBets,
    fundLines: fundLinesOf(order, newBets, moneyAfterMinor),
    stake: {
      id: input.requestId !== undefined ? requestTransferId(user.id, input.requestId) : null,
      fromAccount: playerAccount(user.id, "available"),
      toAccount: stakesAccount(user.id),
      amountMinor: totalMinor,
      kind: "bet_stake",
      userId: user.id,
      atMs: nowMs,
    },
  });
  // Both refusals roll back whatever the store wrote of the order.
  if (written === "insufficient") work.refuse(INSUFFICIENT.code);
  if (written === "taken") work.refuse("IDEMPOTENCY_CONFLICT");
  if ("exposure" in written) work.refuse("EXPOSURE_CAP", exposureCapParams(written.exposure));
  invariant(balancesAfter.availableMinor >= 0, `negative balance for user ${user.id}`);
  announceBets(work, order, written.bets, balancesAfter);
  return { bets: written.bets, totalMinor, moneyAfterMinor, roomSeenAtMs: context.roomSeenAtMs };
}

/** An order the rules accepted, with everything read to judge it. */
interface JudgedOrder {
  readonly user: User;
  readonly game: Game;
  readonly room: Room;
  readonly round: RoundRecord;
  /** When the order lands: read after every wait for a lock. */
  readonly nowMs: number;
  readonly balancesBefore: UserBalances;
  readonly totalMinor: Minor;
}

/** Applies the rules (checkBet) to the order and what was read for it under the player's lock and the round's; refuses otherwise. */
async function judgeOrder(deps: AppDeps, work: Work<PlaceBetRefusal>, input: PlaceBetInput, context: OrderContext): Promise<JudgedOrder> {
  const user = context.user ?? work.refuse("USER_NOT_FOUND");
  // A player on a break hears that first, whatever else is wrong with the order.
  const protection = context.protection;
  refuseIfExcluded(work, protection, deps.clock.nowMs(), deps.schedule.timeZone);
  const room = context.room ?? work.refuse("ROOM_NOT_FOUND");
  const game = context.game ?? work.refuse("GAME_NOT_FOUND");
  const round = context.round;
  // The clock is read after every wait for a lock, so "before the close" is judged when the bet really lands.
  const nowMs = deps.clock.nowMs();
  const currentRound = roundAt(scheduleOf(deps), nowMs);
  // The player's bets of the round asked for: the rules read them only when it is the current round.
  const earlierBets = currentRound?.issue === input.issue ? context.earlierBets : [];
  const balancesBefore = context.balances;
  const checked = checkBet({
    user,
    balances: balancesBefore,
    game,
    room,
    currentRound,
    requestedIssue: input.issue,
    nowMs,
    stakeMinor: input.stakeMinor,
    playTypes: input.playTypes,
    earlierBets,
    seenInRoomAtMs: context.roomSeenAtMs,
  });
  if (!checked.ok) work.refuse(checked.error.code, checked.error.params);
  await refuseBeyondBetLimits(work, user.id, protection, checked.value.totalMinor, nowMs, deps.schedule.timeZone);

  // The round row must exist (its commitment published) and still be open: the stored status, not this
  // server's clock, says whether the round has closed.
  if (!round || round.status !== "open") work.refuse("ROUND_CLOSED");
  return { user, game, room, round, nowMs, balancesBefore, totalMinor: checked.value.totalMinor };
}

/** One bet per play type, at the odds in force when the round opened (an operator's change applies from the next round on). */
async function betsOf(deps: AppDeps, work: Work<"PLAY_TYPE_UNKNOWN">, order: JudgedOrder, input: PlaceBetInput): Promise<NewBet[]> {
  const { user, game, room, round, nowMs } = order;
  const oddsByType = new Map((await work.tx.games.odds(room.id, round.openAtMs)).map((o) => [o.playType, o.oddsHundredths]));
  return input.playTypes.map((playType) => ({
    orderNo: `${input.issue}${game.id}${toHex(deps.random.bytes(5)).toUpperCase()}`,
    userId: user.id,
    gameId: game.id,
    roomId: room.id,
    issue: input.issue,
    playType,
    stakeMinor: input.stakeMinor,
    oddsHundredths: oddsByType.get(playType) ?? work.refuse("PLAY_TYPE_UNKNOWN", { play_type: playType }),
    placedAtMs: nowMs,
    followOfBetId: input.followOfBetId ?? null,
  }));
}

/** A fund line per bet, in the order placed, each with its own running balance (the one transfer stands for all of them). */
function fundLinesOf(order: JudgedOrder, bets: readonly NewBet[], moneyAfterMinor: Minor): OrderToWrite["fundLines"] {
  const { user, game, nowMs } = order;
  let runningMinor = moneyAfterMinor + order.totalMinor;
  return bets.map((bet) => {
    runningMinor -= bet.stakeMinor;
    return {
      userId: user.id,
      type: FUND_TYPE.buy,
      quantityMinor: -bet.stakeMinor,
      overMinor: runningMinor,
      mark: `${game.name} ${bet.issue} ${betPlayMark(bet.playType)}`,
      status: REVIEW_STATUS.approved,
      createdAtMs: nowMs,
    };
  });
}

/** The player's new balance (once per line, as every fund line announces it) and a bet.placed event per bet for the room's feed. */
function announceBets(work: Work, order: JudgedOrder, bets: readonly BetRecord[], balancesAfter: UserBalances): void {
  const { user, game, room, nowMs } = order;
  for (const bet of bets) {
    work.emit({ type: "balance.changed", userId: user.id, moneyMinor: moneyOf(balancesAfter), lockedMinor: balancesAfter.lockedMinor });
    work.emit({
      type: "bet.placed",
      gameId: game.id,
      roomId: room.id,
      issue: bet.issue,
      betId: bet.id,
      userId: user.id,
      username: user.username,
      playType: bet.playType,
      stakeMinor: bet.stakeMinor,
      atMs: nowMs,
    });
  }
}

/** The play as the fund log names it ("big", "number 15"). */
function betPlayMark(playType: number): string {
  const def = playTypeDef(playType);
  return def ? playMarkOf(def) : String(playType);
}
