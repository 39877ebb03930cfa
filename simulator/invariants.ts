import type { ErrorCode, Result } from "../src/domain/errors";
import type { Game } from "../src/domain/games/game";
import { checkLedgerInvariants } from "../src/domain/wallet/ledger";
import { theoreticalRtp } from "../src/domain/betting/odds";
import type { RoundRecord } from "../src/domain/rounds/round";
import { verifyChainLink, verifyDraw } from "../src/domain/fairness/verify";
import type { Clock } from "../src/ports/clock";
import type { Store } from "../src/ports/store";
import type { Expected } from "./expected";
import type { Model, ModelBet } from "./model";
import { oracleOddsHundredths, oraclePayoutMinor, oracleWins } from "./oracle";
import type { Stats } from "./stats";

/** Counts every check and keeps every failure, stamped with the simulated time. */
export class InvariantLog {
  checks = 0;
  readonly failures: string[] = [];

  constructor(private readonly clock: Clock) {}

  check(condition: boolean, describe: () => string): boolean {
    this.checks += 1;
    if (!condition) this.fail(describe());
    return condition;
  }

  fail(message: string): void {
    this.failures.push(`[${new Date(this.clock.nowMs()).toISOString()}] ${message}`);
  }

  get ok(): boolean {
    return this.failures.length === 0;
  }
}

const codeOf = (result: Result<unknown, ErrorCode>): Expected => (result.ok ? "OK" : result.error.code);

/** The real answer must be the one the model expects, refusals included. */
export function checkAnswer(log: InvariantLog, label: string, expected: Expected, result: Result<unknown, ErrorCode>): boolean {
  return log.check(codeOf(result) === expected, () => {
    const params = !result.ok && result.error.params ? ` ${JSON.stringify(result.error.params)}` : "";
    return `${label}: expected ${expected}, got ${codeOf(result)}${params}`;
  });
}

export interface RoundCheckDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly games: readonly Game[];
  readonly model: Model;
  readonly stats: Stats;
  readonly log: InvariantLog;
  /** Told of each settled bet, whether it won (martingale bots double or reset on it) and when (rebates, commissions). */
  readonly onBetSettled: (bet: ModelBet, won: boolean, settledAtMs: number) => void;
}

interface PendingLink {
  readonly gameId: number;
  readonly issue: string;
  readonly chainId: number;
  readonly chainIndex: number;
  readonly revealedSeed: string;
}

/**
 * The checks run after every tick of the round driver:
 * - every round due by now is settled, none is stuck, and no seed or digit is
 *   visible before its draw;
 * - every newly settled round: its draw verifies against the commitment it
 *   had from its creation on, its revealed seed is the next round's commitment
 *   (and hashes to the chain's anchor for a chain's first round), and its bets
 *   are exactly the accepted ones, each settled once with the payout the
 *   independent oracle computes;
 * - the whole ledger balances, no player account is negative, and every
 *   account holds exactly what the model expects.
 */
export class InvariantChecker {
  private checkedUpToMs = Number.MIN_SAFE_INTEGER;
  /** Commitments as first seen, by "chainId:index". */
  private readonly commitments = new Map<string, string>();
  private pendingLinks: PendingLink[] = [];
  private readonly chains = new Map<number, { length: number; anchor: string }>();

  constructor(private readonly deps: RoundCheckDeps) {}

  /** Links still waiting for the next round's commitment (only the newest rounds, at the end of a run). */
  get unresolvedLinks(): number {
    return this.pendingLinks.length;
  }

  async afterTick(): Promise<void> {
    const { store, clock, games, log } = this.deps;
    const nowMs = clock.nowMs();
    for (const game of games) {
      const unfinished = await store.read((tx) => tx.rounds.unfinished(game.id));
      for (const round of unfinished) {
        this.rememberCommitment(round);
        const name = `round ${game.id}/${round.issue}`;
        log.check(round.drawAtMs > nowMs, () => `${name} is still ${round.status} though it was due at ${iso(round.drawAtMs)}`);
        log.check(round.status !== "open" || round.closeAtMs > nowMs, () => `${name} still takes bets after its close at ${iso(round.closeAtMs)}`);
        log.check(round.revealedSeed === null && round.digits === null, () => `${name} shows its seed or digits before its draw`);
      }
      const due = await store.read((tx) => tx.rounds.drawnBetween(game.id, { fromMs: this.checkedUpToMs + 1, toMs: nowMs + 1 }, { offset: 0, limit: 1_000_000 }));
      due.sort((a, b) => a.drawAtMs - b.drawAtMs || (a.issue < b.issue ? -1 : 1));
      for (const round of due) await this.checkSettledRound(game, round, nowMs);
    }
    this.checkedUpToMs = nowMs;
    this.resolveLinks();
    await this.checkLedger();
  }

  private rememberCommitment(round: RoundRecord): void {
    const key = `${round.chainId}:${round.chainIndex}`;
    const seen = this.commitments.get(key);
    if (seen === undefined) this.commitments.set(key, round.commitment);
    else this.deps.log.check(seen === round.commitment, () => `round ${round.gameId}/${round.issue}: its commitment changed after it was published`);
  }

  private async chainOf(chainId: number): Promise<{ length: number; anchor: string } | null> {
    let chain = this.chains.get(chainId);
    if (chain === undefined) {
      const stored = await this.deps.store.read((tx) => tx.seedChains.byId(chainId));
      if (stored === null) return null;
      chain = { length: stored.length, anchor: stored.anchor };
      this.chains.set(chainId, chain);
    }
    return chain;
  }

  private async checkSettledRound(game: Game, round: RoundRecord, nowMs: number): Promise<void> {
    const { log, model, stats, store } = this.deps;
    const name = `round ${game.id}/${round.issue}`;
    this.rememberCommitment(round);
    if (!log.check(round.status === "settled", () => `${name} is ${round.status} after the tick that was due to settle it`)) return;
    const digits = round.digits;
    if (!log.check(digits !== null && digits.length === 3 && digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 9), () => `${name} has no valid digits`)) return;
    if (!log.check(round.revealedSeed !== null, () => `${name} is settled without revealing its seed`)) return;

    const chain = await this.chainOf(round.chainId);
    log.check(chain !== null, () => `${name} names a missing seed chain ${round.chainId}`);
    const anchorCheck = round.chainIndex === 1 && chain !== null ? { chainIndex: 1, anchor: chain.anchor } : {};
    const verified = verifyDraw({ gameId: game.id, issue: round.issue, commitment: round.commitment, revealedSeed: round.revealedSeed!, digits: digits!, betsRoot: round.betsRoot, ...anchorCheck });
    log.check(verified.ok, () => `${name}: the draw does not verify (${verified.reason}); digits ${digits!.join(",")}, expected ${verified.expectedDigits?.join(",")}`);
    if (chain === null || round.chainIndex < chain.length) {
      this.pendingLinks.push({ gameId: game.id, issue: round.issue, chainId: round.chainId, chainIndex: round.chainIndex, revealedSeed: round.revealedSeed! });
    }

    const sum = digits![0] + digits![1] + digits![2];
    const bets = await store.read((tx) => tx.bets.ofRound(game.id, round.issue, 1_000_000));
    const accepted = model.takeRoundBets(game.id, round.issue);
    for (const bet of bets) {
      const mine = accepted.get(bet.id);
      if (!log.check(mine !== undefined, () => `${name}: bet ${bet.id} exists but no accepted request placed it`)) continue;
      accepted.delete(bet.id);
      log.check(
        mine!.userId === bet.userId && mine!.stakeMinor === bet.stakeMinor && mine!.playType === bet.playType && mine!.roomId === bet.roomId,
        () => `${name}: bet ${bet.id} changed after it was accepted`,
      );
      const odds = oracleOddsHundredths(bet.playType);
      log.check(bet.oddsHundredths === odds, () => `${name}: bet ${bet.id} (class ${bet.playType}) has odds ${bet.oddsHundredths}, the table says ${odds}`);
      const won = oracleWins(bet.playType, sum);
      const payoutMinor = won ? oraclePayoutMinor(bet.stakeMinor, bet.oddsHundredths) : 0;
      log.check(
        bet.status === 1 && bet.hit === won && bet.payoutMinor === payoutMinor,
        () => `${name} (sum ${sum}): bet ${bet.id} class ${bet.playType} stake ${bet.stakeMinor} settled as status ${bet.status} hit ${bet.hit} payout ${bet.payoutMinor}; the oracle says hit ${won} payout ${payoutMinor}`,
      );
      const settledAtMs = bet.settledAtMs ?? nowMs;
      log.check(settledAtMs >= round.drawAtMs && settledAtMs <= nowMs, () => `${name}: bet ${bet.id} settled at ${iso(settledAtMs)}, outside its draw and now`);
      model.betSettled(mine!, payoutMinor, settledAtMs);
      stats.settled(bet.playType, won, bet.stakeMinor, payoutMinor, theoreticalRtp(bet.playType, bet.oddsHundredths));
      this.deps.onBetSettled(mine!, won, settledAtMs);
    }
    for (const lost of accepted.values()) log.fail(`${name}: accepted bet ${lost.id} of user ${lost.userId} is missing from the round`);

    // Spot-check the transfers of the first and last bet: one payout iff it won. Stakes are collected by
    // one transfer per settled chunk (no per-bet transfer): checkLedger holds the stakes and house accounts
    // to the model's cent, which catches a stake collected twice or never.
    for (const bet of bets.length > 1 ? [bets[0]!, bets[bets.length - 1]!] : bets) {
      const payout = await store.read((tx) => tx.ledger.transferById(`bet:${bet.id}:payout`));
      log.check((payout?.amountMinor ?? 0) === bet.payoutMinor, () => `${name}: bet ${bet.id} payout transfer ${payout?.amountMinor ?? 0}, bet says ${bet.payoutMinor}`);
    }
    stats.rounds += 1;
  }

  /** Each revealed seed must be the next round's commitment, once that round exists. */
  private resolveLinks(): void {
    this.pendingLinks = this.pendingLinks.filter((link) => {
      const next = this.commitments.get(`${link.chainId}:${link.chainIndex + 1}`);
      if (next === undefined) return true;
      this.deps.log.check(verifyChainLink(link.revealedSeed, next), () => `round ${link.gameId}/${link.issue}: its revealed seed is not the next round's commitment`);
      return false;
    });
  }

  private async checkLedger(): Promise<void> {
    const { log, model, store } = this.deps;
    const balances = await store.read((tx) => tx.ledger.allBalances());
    const problems = checkLedgerInvariants(balances);
    log.check(problems.length === 0, () => `ledger invariants: ${problems.slice(0, 5).join("; ")}`);
    const differences = model.differences(balances);
    log.check(differences.length === 0, () => `ledger differs from the model in ${differences.length} accounts: ${differences.slice(0, 5).join("; ")}`);
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
