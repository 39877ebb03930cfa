import type { AppDeps } from "../src/application/deps";
import { followBet } from "../src/application/betting/follow-bet";
import type { PlacedBets, PlaceBetInput } from "../src/application/betting/order";
import { placeBet } from "../src/application/betting/place-bet";
import { enterRoom } from "../src/application/games/enter-room";
import type { ErrorCode, Result } from "../src/domain/errors";
import { roundAt } from "../src/domain/rounds/schedule";
import type { SimContext } from "./context";
import { applyBet, expectBet, expectFollow, someSerialOrderExplains, type BetAttempt, type BettorView, type Expected, type Moment } from "./expected";
import { SimulatedCrash, type DuplicateKind } from "./faults";
import { checkAnswer } from "./invariants";

/** A bet of the running round that another player may follow. */
export interface FollowableBet {
  readonly betId: number;
  readonly userId: number;
  readonly gameId: number;
  readonly roomId: number;
  readonly issue: string;
  readonly playType: number;
  readonly stakeMinor: number;
}

export interface Sent {
  readonly expected: Expected;
  readonly result: Result<PlacedBets, ErrorCode>;
}

const momentNow = (ctx: SimContext): Moment => {
  const nowMs = ctx.clock.nowMs();
  return { current: roundAt(ctx.schedule, nowMs), nowMs };
};

/** The model's view of a player about to bet in a game's round (a copy: trying it out changes nothing). */
export function bettorView(ctx: SimContext, userId: number, gameId: number, issue: string, inRooms: readonly number[] = []): BettorView {
  return {
    inRooms,
    availableMinor: ctx.model.available(userId),
    lockedMinor: 0,
    earlier: ctx.model.earlierBets(userId, gameId, issue).map((bet) => ({ roomId: bet.roomId, playType: bet.playType, stakeMinor: bet.stakeMinor })),
  };
}

/**
 * What a client does before it bets: names the room (the web room's entry, the legacy heart), which lets the
 * player in when the balance meets the join limit or they are still in; the rooms the player is in after it.
 */
async function enterFirst(ctx: SimContext, userId: number, roomId: number): Promise<readonly number[]> {
  const entry = await enterRoom(ctx.deps, userId, roomId);
  return entry.ok ? [roomId] : [];
}

/** Places a bet the way a client does (with a request id) and checks the answer against the model. */
export async function sendBet(ctx: SimContext, userId: number, attempt: BetAttempt, label: string, allowDuplicates = true): Promise<Sent> {
  const inRooms = await enterFirst(ctx, userId, attempt.room.id);
  const expected = expectBet(bettorView(ctx, userId, attempt.room.gameId, attempt.issue, inRooms), momentNow(ctx), attempt);
  const input: PlaceBetInput = {
    userId,
    roomId: attempt.room.id,
    issue: attempt.issue,
    playTypes: [...attempt.playTypes],
    stakeMinor: attempt.stakeMinor,
    requestId: ctx.nextRequestId(),
  };
  const duplicate = expected === "OK" && allowDuplicates ? ctx.faults.duplicate() : null;
  const result = await deliver(ctx, duplicate, (deps) => placeBet(deps, input), label);
  await record(ctx, userId, attempt, expected, result, label, duplicate !== null);
  return { expected, result };
}

/** Follows another player's bet, under every rule of a bet, and checks the answer against the model. */
export async function sendFollow(ctx: SimContext, userId: number, followed: FollowableBet, stakeMinor: number, label: string): Promise<Sent> {
  const room = ctx.roomById.get(followed.roomId)!;
  const attempt: BetAttempt = { room, issue: followed.issue, playTypes: [followed.playType], stakeMinor };
  const inRooms = await enterFirst(ctx, userId, room.id);
  const expected = expectFollow(followed, bettorView(ctx, userId, followed.gameId, followed.issue, inRooms), momentNow(ctx), attempt);
  const input = { userId, betId: followed.betId, stakeMinor, requestId: ctx.nextRequestId() };
  const duplicate = expected === "OK" ? ctx.faults.duplicate() : null;
  const result = await deliver(ctx, duplicate, (deps) => followBet(deps, input), label);
  await record(ctx, userId, attempt, expected, result, label, duplicate !== null);
  if (result.ok) ctx.stats.followOrders += 1;
  return { expected, result };
}

/**
 * Sends one request, possibly duplicated by a fault. Whatever the path, the
 * client ends with one answer, and the order must have been placed at most once.
 */
async function deliver(ctx: SimContext, kind: DuplicateKind | null, send: (deps: AppDeps) => Promise<Result<PlacedBets, ErrorCode>>, label: string): Promise<Result<PlacedBets, ErrorCode>> {
  if (kind === null) return send(ctx.deps);
  ctx.stats.faults.duplicateRequests += 1;
  if (kind === "sequential" || kind === "concurrent") {
    const [first, second] = kind === "sequential" ? [await send(ctx.deps), await send(ctx.deps)] : await Promise.all([send(ctx.deps), send(ctx.deps)]);
    ctx.log.check(
      first.ok && second.ok && sameIds(first.value, second.value) && first.value.totalMinor === second.value.totalMinor,
      () => `${label}: the ${kind} duplicate of a request was not answered with the same order (${describe(first)} / ${describe(second)})`,
    );
    return first;
  }
  // The server dies during the request (before or after committing); the client retries with the same request id.
  ctx.stats.faults.lostResponses += 1;
  ctx.lossy.store.arm({ afterTransactions: 1, mode: kind === "lost-response" ? "after-commit" : "rollback" });
  try {
    const answered = await send(ctx.lossy.deps);
    ctx.log.fail(`${label}: the injected ${kind} did not happen (answered ${describe(answered)})`);
  } catch (error) {
    if (!(error instanceof SimulatedCrash)) throw error;
  } finally {
    ctx.lossy.store.disarm();
  }
  return send(ctx.deps);
}

const sameIds = (a: PlacedBets, b: PlacedBets) => a.bets.length === b.bets.length && a.bets.every((bet, i) => bet.id === b.bets[i]!.id);
const describe = (result: Result<PlacedBets, ErrorCode>) => (result.ok ? `bets ${result.value.bets.map((b) => b.id).join(",")}` : result.error.code);

async function record(ctx: SimContext, userId: number, attempt: BetAttempt, expected: Expected, result: Result<PlacedBets, ErrorCode>, label: string, duplicated: boolean): Promise<void> {
  checkAnswer(ctx.log, label, expected, result);
  if (!result.ok) {
    ctx.stats.refused(result.error.code);
    return;
  }
  const { bets } = result.value;
  ctx.log.check(
    bets.length === attempt.playTypes.length && bets.every((bet, i) => bet.userId === userId && bet.stakeMinor === attempt.stakeMinor && bet.playType === attempt.playTypes[i] && bet.issue === attempt.issue),
    () => `${label}: the accepted order is not the one requested`,
  );
  // Recorded even when the model expected a refusal: the bets exist, and the ledger checks must account for them.
  ctx.model.betsPlaced(bets);
  ctx.stats.orders += 1;
  ctx.stats.bets += bets.length;
  if (duplicated) await checkUserBalance(ctx, userId, label);
}

/** The player's available money right now must be the model's: a retried request debited once. */
export async function checkUserBalance(ctx: SimContext, userId: number, label: string): Promise<void> {
  const balances = await ctx.deps.store.read((tx) => tx.ledger.balancesOfUser(userId));
  const expected = ctx.model.available(userId);
  ctx.log.check(balances.availableMinor === expected, () => `${label}: user ${userId} has ${balances.availableMinor} available, the model says ${expected}`);
}

/** What a refused request must leave untouched. */
async function snapshot(ctx: SimContext, userId: number, gameId: number, issue: string): Promise<string> {
  return ctx.deps.store.read(async (tx) => {
    const balances = await tx.ledger.balancesOfUser(userId);
    const bets = await tx.bets.ofUserInRound(userId, gameId, issue);
    const pending = await tx.withdrawals.pendingOfUser(userId);
    return JSON.stringify([balances, bets.map((b) => b.id), pending?.id ?? null]);
  });
}

/** A bet sent wrong on purpose: it must be refused with the expected code and change nothing. */
export async function sendMistakenBet(ctx: SimContext, userId: number, kind: string, attempt: BetAttempt): Promise<void> {
  const before = await snapshot(ctx, userId, attempt.room.gameId, attempt.issue);
  const { expected, result } = await sendBet(ctx, userId, attempt, `mistake ${kind} by user ${userId}`, false);
  const refused = !result.ok && expected !== "OK" && result.error.code === expected;
  ctx.stats.mistake(kind, refused);
  if (!result.ok) {
    const after = await snapshot(ctx, userId, attempt.room.gameId, attempt.issue);
    ctx.log.check(after === before, () => `mistake ${kind} by user ${userId} was refused (${result.error.code}) but changed the account: ${before} -> ${after}`);
  }
}

/**
 * Several bets of one account in flight at once. Each must be judged as if
 * they had come one after the other in some order: no double spend, no
 * opposite pair slipping through between two checks.
 */
export async function sendConcurrentBets(ctx: SimContext, userId: number, attempts: readonly BetAttempt[]): Promise<void> {
  ctx.stats.faults.concurrentBetBursts += 1;
  const { room, issue } = attempts[0]!;
  const inRooms = await enterFirst(ctx, userId, room.id);
  const moment = momentNow(ctx);
  const results = await Promise.all(
    attempts.map((attempt) =>
      placeBet(ctx.deps, { userId, roomId: attempt.room.id, issue: attempt.issue, playTypes: [...attempt.playTypes], stakeMinor: attempt.stakeMinor, requestId: ctx.nextRequestId() }),
    ),
  );
  const observed = results.map((result): Expected => (result.ok ? "OK" : result.error.code));
  const explained = someSerialOrderExplains(
    () => bettorView(ctx, userId, room.gameId, issue, inRooms),
    observed,
    (view, index) => {
      const expected = expectBet(view, moment, attempts[index]!);
      if (expected === "OK") applyBet(view, attempts[index]!);
      return expected;
    },
  );
  ctx.log.check(explained !== null, () => `concurrent bets of user ${userId} answered [${observed.join(", ")}], which no serial order explains`);
  results.forEach((result) => {
    if (result.ok) {
      ctx.model.betsPlaced(result.value.bets);
      ctx.stats.orders += 1;
      ctx.stats.bets += result.value.bets.length;
    } else {
      ctx.stats.refused(result.error.code);
    }
  });
  await checkUserBalance(ctx, userId, `concurrent bets of user ${userId}`);
}
