import type { BetRecord } from "../src/domain/betting/bet";
import { stakesAccount } from "../src/domain/wallet/ledger";
import type { PayoutType } from "../src/domain/wallet/payout-method";
import type { Minor } from "../src/domain/money";

/**
 * What the simulator expects the ledger to hold, kept from the answers of the
 * real services and nothing else: every accepted order debits once, every
 * settled bet pays what the oracle says, every approved deposit credits once.
 * After each round the whole real ledger must equal this, account by account,
 * so a double payment, a lost stake or a twice-applied retry shows at once.
 */

export interface ModelBet {
  readonly id: number;
  readonly userId: number;
  readonly gameId: number;
  readonly roomId: number;
  readonly issue: string;
  readonly playType: number;
  readonly stakeMinor: Minor;
}

export interface SecurityState {
  readonly failures: number;
  readonly lockedUntilMs: number | null;
}

/** Facts about one player that the rules look at. */
export interface UserFacts {
  readonly userId: number;
  /** Approved deposits, for the turnover rule. */
  credits: { atMs: number; amountMinor: Minor }[];
  /** Settled stakes, for the turnover rule. */
  settled: { atMs: number; stakeMinor: Minor }[];
  pendingWithdrawal: { id: number; amountMinor: Minor } | null;
  security: SecurityState;
  securityCodeSet: boolean;
  readonly payoutTypes: Set<PayoutType>;
  /**
   * Bonus wagering (issue 40): each promotion bonus asks its multiple in stakes settled after it; a stake pays
   * down what is outstanding when it settles. Requirements and stakes, as they happened.
   */
  wagering: { atMs: number; requiredMinor: Minor; stakeMinor: Minor }[];
}

const available = (userId: number) => `u:${userId}:available`;
/** The accounts whose sum is the player's money (available plus frozen), the turnover rule's balance. */
const moneyAccount = /^u:(\d+):(available|locked)$/;
const withdrawing = (userId: number) => `u:${userId}:withdrawing`;
const roundKey = (gameId: number, issue: string) => `${gameId}:${issue}`;
const userRoundKey = (userId: number, gameId: number, issue: string) => `${userId}:${gameId}:${issue}`;

export class Model {
  private readonly balances = new Map<string, Minor>();
  private readonly roundBets = new Map<string, Map<number, ModelBet>>();
  private readonly userRoundBets = new Map<string, ModelBet[]>();
  private readonly users = new Map<number, UserFacts>();
  /** Each change of a player's money with when, so the money held at a reset can be told later. */
  private readonly moneyChanges = new Map<number, { readonly atMs: number; readonly deltaMinor: Minor }[]>();
  private readonly depositsUnderReview = new Map<number, number>();
  /** Requests under review, by id (Maps keep insertion order; ids grow, so this is id order). */
  readonly pendingDeposits = new Map<number, { readonly userId: number; readonly amountMinor: Minor }>();
  readonly pendingWithdrawals = new Map<number, { readonly userId: number; readonly amountMinor: Minor }>();

  balance(account: string): Minor {
    return this.balances.get(account) ?? 0;
  }

  available(userId: number): Minor {
    return this.balance(available(userId));
  }

  user(userId: number): UserFacts {
    let facts = this.users.get(userId);
    if (facts === undefined) {
      facts = { userId, credits: [], settled: [], pendingWithdrawal: null, security: { failures: 0, lockedUntilMs: null }, securityCodeSet: false, payoutTypes: new Set(), wagering: [] };
      this.users.set(userId, facts);
    }
    return facts;
  }

  private move(from: string, to: string, amountMinor: Minor, atMs: number): void {
    this.balances.set(from, this.balance(from) - amountMinor);
    this.balances.set(to, this.balance(to) + amountMinor);
    this.noteMoneyChange(from, -amountMinor, atMs);
    this.noteMoneyChange(to, amountMinor, atMs);
  }

  private noteMoneyChange(account: string, deltaMinor: Minor, atMs: number): void {
    const match = moneyAccount.exec(account);
    if (match === null) return;
    const userId = Number(match[1]);
    const changes = this.moneyChanges.get(userId);
    if (changes === undefined) this.moneyChanges.set(userId, [{ atMs, deltaMinor }]);
    else changes.push({ atMs, deltaMinor });
  }

  /** The player's money (available plus frozen) just before `atMs`. */
  private moneyBeforeMinor(userId: number, atMs: number): Minor {
    const now = this.balance(available(userId)) + this.balance(`u:${userId}:locked`);
    const since = (this.moneyChanges.get(userId) ?? []).filter((c) => c.atMs >= atMs).reduce((sum, c) => sum + c.deltaMinor, 0);
    return now - since;
  }

  depositRequested(id: number, userId: number, amountMinor: Minor): void {
    this.pendingDeposits.set(id, { userId, amountMinor });
    this.depositsUnderReview.set(userId, (this.depositsUnderReview.get(userId) ?? 0) + 1);
  }

  hasPendingDeposit(userId: number): boolean {
    return (this.depositsUnderReview.get(userId) ?? 0) > 0;
  }

  depositReviewed(id: number, approved: boolean, atMs: number): void {
    const deposit = this.pendingDeposits.get(id);
    if (deposit === undefined) throw new Error(`model: no pending deposit ${id}`);
    this.pendingDeposits.delete(id);
    this.depositsUnderReview.set(deposit.userId, this.depositsUnderReview.get(deposit.userId)! - 1);
    if (!approved) return;
    this.move("world", available(deposit.userId), deposit.amountMinor, atMs);
    this.user(deposit.userId).credits.push({ atMs, amountMinor: deposit.amountMinor });
  }

  /** An accepted order: its stake leaves the player's available money once, for all its bets. */
  betsPlaced(bets: readonly BetRecord[]): void {
    for (const bet of bets) {
      const model: ModelBet = { id: bet.id, userId: bet.userId, gameId: bet.gameId, roomId: bet.roomId, issue: bet.issue, playType: bet.playType, stakeMinor: bet.stakeMinor };
      this.move(available(bet.userId), stakesAccount(bet.userId), bet.stakeMinor, bet.placedAtMs);
      const key = roundKey(bet.gameId, bet.issue);
      let round = this.roundBets.get(key);
      if (round === undefined) this.roundBets.set(key, (round = new Map()));
      round.set(bet.id, model);
      const mine = userRoundKey(bet.userId, bet.gameId, bet.issue);
      const list = this.userRoundBets.get(mine);
      if (list === undefined) this.userRoundBets.set(mine, [model]);
      else list.push(model);
    }
  }

  /** The player's accepted bets in a game's round, in every room. */
  earlierBets(userId: number, gameId: number, issue: string): readonly ModelBet[] {
    return this.userRoundBets.get(userRoundKey(userId, gameId, issue)) ?? [];
  }

  /** Hands over the accepted bets of a round for settlement checking; the model forgets them. */
  takeRoundBets(gameId: number, issue: string): Map<number, ModelBet> {
    const key = roundKey(gameId, issue);
    const round = this.roundBets.get(key) ?? new Map<number, ModelBet>();
    this.roundBets.delete(key);
    for (const bet of round.values()) this.userRoundBets.delete(userRoundKey(bet.userId, gameId, issue));
    return round;
  }

  /** Rounds with accepted bets not yet settled (should be only the running ones at the end). */
  unsettledRoundKeys(): string[] {
    return [...this.roundBets.keys()];
  }

  /** Settles one bet as the oracle says: stake to the house, the payout (if any) back to the player. */
  betSettled(bet: ModelBet, payoutMinor: Minor, atMs: number): void {
    this.move(stakesAccount(bet.userId), "house", bet.stakeMinor, atMs);
    if (payoutMinor > 0) this.move("house", available(bet.userId), payoutMinor, atMs);
    this.user(bet.userId).settled.push({ atMs, stakeMinor: bet.stakeMinor });
    this.user(bet.userId).wagering.push({ atMs, requiredMinor: 0, stakeMinor: bet.stakeMinor });
  }

  /** A promotion's bonus of `bonusMinor` with a wagering multiple: its requirement starts now. */
  wageringRequired(userId: number, requiredMinor: Minor, atMs: number): void {
    if (requiredMinor > 0) this.user(userId).wagering.push({ atMs, requiredMinor, stakeMinor: 0 });
  }

  /** What bonus wagering is still outstanding at nowMs: requirements added, stakes settled after them paying down. */
  wageringOutstandingMinor(userId: number, nowMs: number): Minor {
    const events = this.user(userId).wagering.filter((event) => event.atMs <= nowMs).sort((a, b) => a.atMs - b.atMs);
    return events.reduce((outstanding, event) => (event.requiredMinor > 0 ? outstanding + event.requiredMinor : Math.max(0, outstanding - event.stakeMinor)), 0);
  }

  /**
   * The growth engine paid the player (a commission, a rebate or a bonus): from the promotions account, and a
   * credit the turnover rule counts once, like a deposit.
   */
  growthPaid(userId: number, amountMinor: Minor, atMs: number): void {
    this.move("promotions", available(userId), amountMinor, atMs);
    this.user(userId).credits.push({ atMs, amountMinor });
  }

  withdrawalHeld(id: number, userId: number, amountMinor: Minor, atMs: number): void {
    this.move(available(userId), withdrawing(userId), amountMinor, atMs);
    this.pendingWithdrawals.set(id, { userId, amountMinor });
    this.user(userId).pendingWithdrawal = { id, amountMinor };
  }

  withdrawalReviewed(id: number, approved: boolean, atMs: number): void {
    const request = this.pendingWithdrawals.get(id);
    if (request === undefined) throw new Error(`model: no pending withdrawal ${id}`);
    this.pendingWithdrawals.delete(id);
    this.user(request.userId).pendingWithdrawal = null;
    this.move(withdrawing(request.userId), approved ? "world" : available(request.userId), request.amountMinor, atMs);
  }

  /**
   * Turnover still missing before a withdrawal: stakes settled since the last
   * daily reset must reach waterLimitPercent/100 of the money held at the reset
   * plus the deposits credited since then, rounded up to the cent.
   */
  turnoverShortfallMinor(userId: number, resetMs: number, nowMs: number, waterLimitPercent = 100): Minor {
    const facts = this.user(userId);
    // Time only moves forward, so what is older than this reset never counts again.
    facts.credits = facts.credits.filter((c) => c.atMs >= resetMs);
    facts.settled = facts.settled.filter((s) => s.atMs >= resetMs);
    const deposited = facts.credits.filter((c) => c.atMs <= nowMs).reduce((sum, c) => sum + c.amountMinor, 0);
    const staked = facts.settled.filter((s) => s.atMs <= nowMs).reduce((sum, s) => sum + s.stakeMinor, 0);
    const atResetMinor = Math.max(0, this.moneyBeforeMinor(userId, resetMs));
    // Changes before this reset never matter again: the reset only moves forward.
    this.moneyChanges.set(userId, (this.moneyChanges.get(userId) ?? []).filter((c) => c.atMs >= resetMs));
    const required = Math.ceil(((atResetMinor + deposited) * waterLimitPercent) / 100);
    return Math.max(0, required - staked);
  }

  /** Every difference between the real balances and the model's (accounts missing on one side count as 0). */
  differences(actual: ReadonlyMap<string, Minor>): string[] {
    const out: string[] = [];
    const accounts = new Set([...this.balances.keys(), ...actual.keys()]);
    for (const account of [...accounts].sort()) {
      const expected = this.balance(account);
      const real = actual.get(account) ?? 0;
      if (expected !== real) out.push(`${account}: ledger ${real}, expected ${expected}`);
    }
    return out;
  }
}
