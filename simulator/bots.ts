import { registerUser } from "../src/application/accounts/register-user";
import type { Game, Room } from "../src/domain/games/game";
import { units, type Minor } from "../src/domain/money";
import { PAYOUT_TYPE } from "../src/domain/wallet/payout-method";
import type { ScheduledRound } from "../src/domain/rounds/schedule";
import type { Bot, Strategy } from "./bot";
import type { SimContext } from "./context";
import type { ModelBet } from "./model";
import { bettorView, sendBet, sendConcurrentBets, sendFollow, sendMistakenBet, type FollowableBet } from "./orders";
import type { Rng } from "./random";
import { concurrentWithdrawals, deposit, ensurePayoutSetup, withdraw, withdrawerView } from "./wallet";
import type { BetAttempt } from "./expected";

/**
 * Bots: real player accounts (registered through the real service, flagged as
 * simulated), each with a strategy, a temper and a purse. They deposit, bet,
 * cash out, and now and then get something wrong on purpose.
 */

/** The round being played, as the bots see it. */
export interface Slot {
  readonly round: ScheduledRound;
  /** The issue of the round before (for the stale-issue mistake), if there was one. */
  readonly previousIssue: string | null;
  /** Bets accepted in this round so far: what followers may copy. */
  readonly followable: FollowableBet[];
}

const QUICK_STAKE_UNITS = [5, 10, 50, 300, 500] as const;
const RANGE_TYPES = [1, 2, 3, 4, 11, 12, 13, 14, 21, 22] as const;
const MISTAKE_RATE = 0.04;
/** Martingale doubling stops here and starts over. */
const MARTINGALE_CAP_MINOR = units(20_000);

/** Registers the bots, one after the other, in index order. */
export async function registerBots(ctx: SimContext, count: number): Promise<Bot[]> {
  const rng = ctx.rng.bots;
  const bots: Bot[] = [];
  for (let index = 0; index < count; index++) {
    const username = `bot${String(index).padStart(5, "0")}`;
    const password = Array.from({ length: 12 }, () => String.fromCharCode(97 + rng.int(26))).join("");
    const registered = await registerUser(ctx.deps, { username, password }, { systemAccount: true, isSimulated: true, nickname: `Bot ${index}` });
    if (!registered.ok) throw new Error(`registering ${username}: ${registered.error.code}`);
    const strategy = rng.weighted<Strategy>([
      ["flat", 0.4],
      ["martingale", 0.25],
      ["follow", 0.2],
      ["all-in", 0.15],
    ]);
    const baseStakeMinor = rng.chance(0.8) ? units(rng.weighted(QUICK_STAKE_UNITS.map((u, i) => [u, [0.3, 0.3, 0.25, 0.1, 0.05][i]!] as const))) : units(rng.range(1, 100));
    const depositMinor = units(rng.weighted([[100, 2], [200, 3], [500, 4], [1_000, 4], [2_000, 2], [5_000, 1], [20_000, 0.5]] as const));
    const playTypes = strategy === "martingale" ? [rng.range(1, 4)] : pickPreferences(rng);
    bots.push({
      index,
      userId: registered.value.id,
      username,
      strategy,
      activity: 0.04 + rng.float() * 0.26,
      favouriteGameId: rng.pick(ctx.games).id,
      baseStakeMinor,
      stakeMinor: baseStakeMinor,
      playTypes,
      depositMinor,
      cashOutAboveMinor: Math.floor((depositMinor * rng.range(15, 40)) / 10),
      payoutType: rng.chance(0.7) ? PAYOUT_TYPE.bankCard : PAYOUT_TYPE.virtualWallet,
      securityCode: String(rng.int(1_000_000)).padStart(6, "0"),
    });
  }
  return bots;
}

function pickPreferences(rng: Rng): number[] {
  const count = rng.range(1, 4);
  const picks = new Set<number>();
  while (picks.size < count) picks.add(rng.chance(0.8) ? rng.pick(RANGE_TYPES) : 100 + rng.int(28));
  return [...picks];
}

/** Tells a martingale bot how its bet went. */
export function onBetSettled(bot: Bot | undefined, _bet: ModelBet, won: boolean): void {
  if (bot === undefined || bot.strategy !== "martingale") return;
  bot.stakeMinor = won ? bot.baseStakeMinor : Math.min(bot.stakeMinor * 2, MARTINGALE_CAP_MINOR);
}

/** One action of a bot inside a round's betting window. */
export async function botTurn(ctx: SimContext, bot: Bot, slot: Slot): Promise<void> {
  const rng = ctx.rng.bots;
  const money = ctx.model.available(bot.userId);
  const refillBelow = Math.max(units(10), bot.baseStakeMinor);
  if (money < refillBelow) {
    if (!ctx.model.hasPendingDeposit(bot.userId)) await deposit(ctx, bot, rng.chance(0.02) ? units(rng.range(1, 99)) : bot.depositMinor);
    return;
  }
  // Cash out: most turns once the purse has grown, now and then once the turnover allows it anyway.
  const wantsCashOut = money >= bot.cashOutAboveMinor ? rng.chance(0.6) : money >= units(150) && rng.chance(0.08);
  if (wantsCashOut && ctx.model.user(bot.userId).pendingWithdrawal === null) {
    const view = withdrawerView(ctx, bot);
    const locked = view.security.lockedUntilMs !== null && ctx.clock.nowMs() < view.security.lockedUntilMs;
    // The withdrawal screen shows the turnover and the bonus wagering still asked: a bot waits for both.
    if (view.shortfallMinor === 0 && view.wageringMinor === 0 && !locked) {
      await ensurePayoutSetup(ctx, bot);
      const amountMinor = units(Math.max(100, Math.floor((money * (0.3 + rng.float() * 0.7)) / units(1))));
      // Fingers slip: a wrong code first, now and then (unless that would lock the code).
      if (view.security.failures < 3 && ctx.rng.mistakes.chance(0.15)) await mistypeSecurityCode(ctx, bot, amountMinor);
      await withdraw(ctx, bot, { amountMinor, rightCode: true }, `withdrawal by ${bot.username}`);
      return;
    }
  }
  if (ctx.rng.mistakes.chance(MISTAKE_RATE) && (await makeMistake(ctx, bot, slot))) return;
  await strategyBet(ctx, bot, slot);
}

function gameFor(ctx: SimContext, bot: Bot, rng: Rng): Game {
  return rng.chance(0.8) ? ctx.games.find((g) => g.id === bot.favouriteGameId)! : rng.pick(ctx.games);
}

/** The best room the bot may enter (join limit within its money) whose stake range fits; else the cheapest room. */
function roomFor(ctx: SimContext, game: Game, moneyMinor: Minor, stakeMinor: Minor): Room {
  const rooms = ctx.roomsOfGame.get(game.id)!;
  const fitting = rooms.filter((room) => room.joinLimitMinor <= moneyMinor && room.minStakeMinor <= stakeMinor && stakeMinor <= room.maxStakeMinor);
  return fitting[fitting.length - 1] ?? rooms[0]!;
}

/** A stake the room takes and the bot can pay (its available money permitting). */
function fitStake(room: Room, stakeMinor: Minor, availableMinor: Minor, count = 1): Minor {
  const most = Math.min(room.maxStakeMinor, Math.floor(availableMinor / count));
  return Math.max(room.minStakeMinor, Math.min(stakeMinor, most));
}

/** Play types for one order: never both sides of an opposite pair (one order has one stake). */
function orderTypes(rng: Rng, preferred: readonly number[], most: number): number[] {
  const picks = rng.shuffled(preferred).slice(0, rng.range(1, Math.min(most, preferred.length)));
  const out: number[] = [];
  for (const type of picks) {
    const clash = out.some((t) => (t === 1 && type === 2) || (t === 2 && type === 1) || (t === 3 && type === 4) || (t === 4 && type === 3));
    if (!clash) out.push(type);
  }
  return out;
}

async function strategyBet(ctx: SimContext, bot: Bot, slot: Slot): Promise<void> {
  const rng = ctx.rng.bots;
  const available = ctx.model.available(bot.userId);
  const label = `${bot.strategy} bet by ${bot.username}`;
  if (bot.strategy === "follow") {
    // A player sees the bets of the rooms it can enter.
    const candidates = slot.followable.filter((bet) => bet.userId !== bot.userId && ctx.roomById.get(bet.roomId)!.joinLimitMinor <= available);
    if (candidates.length > 0) {
      const followed = rng.pick(candidates);
      const room = ctx.roomById.get(followed.roomId)!;
      // Followers copy the stake when they can afford it, else put what their purse allows.
      const stakeMinor = followed.stakeMinor <= available ? followed.stakeMinor : fitStake(room, bot.baseStakeMinor, available);
      const sent = await sendFollow(ctx, bot.userId, followed, stakeMinor, label);
      if (sent.result.ok) remember(slot, sent.result.value.bets);
      return;
    }
  }
  const game = gameFor(ctx, bot, rng);
  let stakeMinor: Minor;
  let playTypes: number[];
  switch (bot.strategy) {
    case "martingale":
      if (bot.stakeMinor > available) bot.stakeMinor = bot.baseStakeMinor;
      stakeMinor = bot.stakeMinor;
      playTypes = [bot.playTypes[0]!];
      break;
    case "all-in":
      // "All of it", or the panel's quick stake "balance minus 1".
      stakeMinor = rng.chance(0.5) ? available : available - units(1);
      playTypes = [rng.pick(bot.playTypes)];
      break;
    default:
      stakeMinor = bot.baseStakeMinor;
      playTypes = orderTypes(rng, bot.playTypes, 3);
  }
  if (stakeMinor <= 0) return;
  const room = roomFor(ctx, game, available, stakeMinor);
  const attempt: BetAttempt = { room, issue: slot.round.issue, playTypes, stakeMinor: fitStake(room, stakeMinor, available, playTypes.length) };
  const sent = await sendBet(ctx, bot.userId, attempt, label);
  if (sent.result.ok) remember(slot, sent.result.value.bets);
}

function remember(slot: Slot, bets: readonly { id: number; userId: number; gameId: number; roomId: number; issue: string; playType: number; stakeMinor: Minor }[]): void {
  for (const bet of bets) slot.followable.push({ betId: bet.id, userId: bet.userId, gameId: bet.gameId, roomId: bet.roomId, issue: bet.issue, playType: bet.playType, stakeMinor: bet.stakeMinor });
}

type MistakeKind = "stale-issue" | "too-large-stake" | "wrong-security-code" | "opposite-bets" | "bet-after-close";

/** Gets something wrong on purpose (one of the mistakes it can make right now); false if it can make none. */
async function makeMistake(ctx: SimContext, bot: Bot, slot: Slot): Promise<boolean> {
  const rng = ctx.rng.mistakes;
  const available = ctx.model.available(bot.userId);
  const game = gameFor(ctx, bot, rng);
  const room = roomFor(ctx, game, available, bot.baseStakeMinor);
  const issue = slot.round.issue;
  const earlier = ctx.model.earlierBets(bot.userId, game.id, issue).find((bet) => bet.roomId === room.id && bet.playType <= 4);
  const pairStakeMinor = fitStake(room, bot.baseStakeMinor, available, 2);
  const withdrawal = withdrawerView(ctx, bot);
  const codeLocked = withdrawal.security.lockedUntilMs !== null && ctx.clock.nowMs() < withdrawal.security.lockedUntilMs;
  const possible: MistakeKind[] = ["too-large-stake"];
  if (slot.previousIssue !== null) possible.push("stale-issue");
  if (earlier !== undefined || pairStakeMinor * 2 <= available) possible.push("opposite-bets");
  if (withdrawal.shortfallMinor === 0 && withdrawal.wageringMinor === 0 && available >= units(100) && !codeLocked) possible.push("wrong-security-code");
  const kind = rng.pick(possible);
  switch (kind) {
    case "stale-issue":
      await sendMistakenBet(ctx, bot.userId, kind, { room, issue: slot.previousIssue!, playTypes: [rng.pick(bot.playTypes)], stakeMinor: fitStake(room, bot.baseStakeMinor, available) });
      return true;
    case "too-large-stake":
      await sendMistakenBet(ctx, bot.userId, kind, { room, issue, playTypes: [rng.pick(bot.playTypes)], stakeMinor: available + units(rng.range(1, 500)) });
      return true;
    case "opposite-bets":
      if (earlier !== undefined) {
        // The other side of a bet it already has, same stake, in a later request.
        const other = { 1: 2, 2: 1, 3: 4, 4: 3 }[earlier.playType]!;
        await sendMistakenBet(ctx, bot.userId, kind, { room, issue, playTypes: [other], stakeMinor: earlier.stakeMinor });
      } else {
        await sendMistakenBet(ctx, bot.userId, kind, { room, issue, playTypes: [...rng.pick([[1, 2], [3, 4]] as const)], stakeMinor: pairStakeMinor });
      }
      return true;
    case "wrong-security-code":
      await mistypeSecurityCode(ctx, bot, units(100));
      return true;
    default:
      return false;
  }
}

/** A withdrawal with a wrong security code: refused (the count of wrong entries goes up), and nothing else changes. */
async function mistypeSecurityCode(ctx: SimContext, bot: Bot, amountMinor: Minor): Promise<void> {
  const kind: MistakeKind = "wrong-security-code";
  await ensurePayoutSetup(ctx, bot);
  const state = () => ctx.deps.store.read(async (tx) => JSON.stringify([await tx.ledger.balancesOfUser(bot.userId), (await tx.withdrawals.pendingOfUser(bot.userId))?.id ?? null]));
  const before = await state();
  const code = await withdraw(ctx, bot, { amountMinor, rightCode: false }, `mistake ${kind} by ${bot.username}`);
  const after = await state();
  ctx.stats.mistake(kind, code === "SECURITY_CODE_WRONG" || code === "SECURITY_CODE_LOCKED")
  ctx.log.check(before === after, () => `a withdrawal with a wrong security code changed the account of ${bot.username}: ${before} -> ${after}`);
}

/** After betting closed: a late bot still tries to bet on the round. */
export async function betAfterClose(ctx: SimContext, bot: Bot, slot: Slot): Promise<void> {
  const available = ctx.model.available(bot.userId);
  if (available <= 0) return;
  const game = gameFor(ctx, bot, ctx.rng.mistakes);
  const room = roomFor(ctx, game, available, bot.baseStakeMinor);
  await sendMistakenBet(ctx, bot.userId, "bet-after-close", { room, issue: slot.round.issue, playTypes: [bot.playTypes[0]!], stakeMinor: fitStake(room, bot.baseStakeMinor, available) });
}

/** A fault: one bot fires several bets at once from different tabs. */
export async function burstOfBets(ctx: SimContext, bot: Bot, slot: Slot, count: number): Promise<void> {
  const rng = ctx.rng.bots;
  const available = ctx.model.available(bot.userId);
  const game = ctx.games.find((g) => g.id === bot.favouriteGameId)!;
  const room = roomFor(ctx, game, available, bot.baseStakeMinor);
  if (available < room.minStakeMinor) return;
  const view = bettorView(ctx, bot.userId, game.id, slot.round.issue);
  const attempts: BetAttempt[] = Array.from({ length: count }, () => ({
    room,
    issue: slot.round.issue,
    // Sides of opposite pairs and stakes that together overdraw are likely on purpose.
    playTypes: [rng.pick([1, 2, 3, 4, 11, 14, 21, 22])],
    stakeMinor: fitStake(room, rng.chance(0.5) ? bot.baseStakeMinor : Math.floor(view.availableMinor * (0.3 + rng.float() * 0.5)), view.availableMinor),
  }));
  await sendConcurrentBets(ctx, bot.userId, attempts);
}

/** Bots that could withdraw right now: what a concurrent-withdrawal fault picks from. */
export function withdrawalBurstCandidates(ctx: SimContext, bots: readonly Bot[]): Bot[] {
  return bots.filter((bot) => {
    if (ctx.model.available(bot.userId) < units(200) || ctx.model.user(bot.userId).pendingWithdrawal !== null) return false;
    const view = withdrawerView(ctx, bot);
    return view.shortfallMinor === 0 && view.wageringMinor === 0 && (view.security.lockedUntilMs === null || ctx.clock.nowMs() >= view.security.lockedUntilMs);
  });
}

/** A fault: one bot sends several withdrawal requests at once (right code, amounts that may overdraw together). */
export async function burstOfWithdrawals(ctx: SimContext, bot: Bot, count: number): Promise<void> {
  await ensurePayoutSetup(ctx, bot);
  const rng = ctx.rng.bots;
  const availableMinor = ctx.model.available(bot.userId);
  const amounts = Array.from({ length: count }, () => units(Math.max(100, Math.floor((availableMinor * (0.2 + rng.float() * 0.7)) / units(1)))));
  await concurrentWithdrawals(ctx, bot, amounts);
}
