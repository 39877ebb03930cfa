import type { Minor } from "../src/domain/money";

/** Counters a run keeps for its report. Plain data: nothing here decides anything. */
export class Stats {
  roundSlots = 0;
  /** Rounds settled and checked, all games together. */
  rounds = 0;
  orders = 0;
  followOrders = 0;
  bets = 0;
  readonly refusedBets = new Map<string, number>();
  readonly deposits = { requested: 0, approved: 0, rejected: 0, approvedMinor: 0 };
  readonly withdrawals = { requested: 0, refused: 0, approved: 0, rejected: 0, paidMinor: 0 };
  /** Chat lines accepted and refused (deliberate mistakes included). */
  readonly chat = { posted: 0, refused: 0 };
  readonly mistakes = new Map<string, { attempts: number; refusedAsExpected: number }>();
  readonly faults = {
    engineRestarts: 0,
    crashes: 0,
    interruptedSettlements: 0,
    clockJumps: 0,
    roundsSkipped: 0,
    duplicateRequests: 0,
    lostResponses: 0,
    concurrentBetBursts: 0,
    concurrentWithdrawalBursts: 0,
    operatorDoubleReviews: 0,
  };
  /** Settled bets by play type: count, stakes, payouts, and stakes x theoretical RTP (for weighted averages). */
  readonly byPlayType = new Map<number, { bets: number; wins: number; stakeMinor: Minor; payoutMinor: Minor; theoreticalWeighted: number }>();

  refused(code: string): void {
    this.refusedBets.set(code, (this.refusedBets.get(code) ?? 0) + 1);
  }

  mistake(kind: string, refusedAsExpected: boolean): void {
    const entry = this.mistakes.get(kind) ?? { attempts: 0, refusedAsExpected: 0 };
    entry.attempts += 1;
    if (refusedAsExpected) entry.refusedAsExpected += 1;
    this.mistakes.set(kind, entry);
  }

  settled(playType: number, won: boolean, stakeMinor: Minor, payoutMinor: Minor, theoreticalRtp: number): void {
    const entry = this.byPlayType.get(playType) ?? { bets: 0, wins: 0, stakeMinor: 0, payoutMinor: 0, theoreticalWeighted: 0 };
    entry.bets += 1;
    if (won) entry.wins += 1;
    entry.stakeMinor += stakeMinor;
    entry.payoutMinor += payoutMinor;
    entry.theoreticalWeighted += stakeMinor * theoreticalRtp;
    this.byPlayType.set(playType, entry);
  }
}
