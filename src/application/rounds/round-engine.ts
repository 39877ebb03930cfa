import { drawDigits } from "../../domain/fairness/draw";
import { roundBetsRoot } from "../fairness/round-bets-root";
import { toHex } from "../../domain/fairness/sha256";
import { invariant } from "../../domain/errors";
import { isFinal, type RoundRecord } from "../../domain/rounds/round";
import { DEFAULT_AUTO_VOID_AFTER_MS, isDrawTooLate } from "../../domain/risk/void";
import { decideVoid, refundVoidRound } from "../risk/round-void";
import { nextRoundAfter, roundAt } from "../../domain/rounds/schedule-versions";
import type { SettleChunkInput } from "../../ports/store/rounds/settlement";
import type { AppDeps } from "../deps";
import { refreshSchedule, scheduleOf } from "./schedule-book";
import { inTransaction, type Work } from "../unit-of-work";
import { createRound } from "./open-round";
import { SeedChains } from "../fairness/seed-chains";
import { settleRoundChunk, settleStrandedChunk } from "./settle-round";
import { roundPhaseAt, takesBetsAt } from "../../domain/rounds/round-clock";

/** The end of a round's open bets a settler takes its chunks from. */
type SettleEnd = NonNullable<SettleChunkInput["from"]>;

/** Settled rounds with bets left behind looked at per game and tick (there should be none). */
const STRANDED_ROUNDS_PER_TICK = 10;
/** Void rounds with bets still to refund looked at per game and tick (a crash in the middle of refunds leaves one). */
const VOID_ROUNDS_PER_TICK = 10;

export interface RoundEngineOptions {
  /** Bets settled per transaction; small enough that one chunk never blocks the event loop for long. */
  readonly settleChunkBets?: number;
  /** Lets I/O run between chunks (the server passes a setImmediate-based one; tests may pass none). */
  readonly yieldToEventLoop?: () => Promise<void>;
  readonly chainLength?: number;
  /**
   * Two settlers per drawn round, one from each end of its open bets, each in
   * its own transactions. For a store that runs transactions in parallel
   * (PostgreSQL): the results and their compare-and-set, most of a chunk's
   * work, then overlap, while the accounts each chunk pays are still locked in
   * one order. Off for SQLite, which runs one write transaction at a time.
   */
  readonly settleFromBothEnds?: boolean;
  /**
   * Runs each close, each draw and each settlement of a round (all its chunks
   * in this tick): the server's metrics time them and how late each started
   * (adapters/metrics), so the engine reads no timer of its own for it.
   */
  readonly timeStep?: <T>(step: RoundStepName, round: RoundRecord, run: () => Promise<T>) => Promise<T>;
  /**
   * The risk setting autoVoidAfterMs, read once per tick: a round whose draw is later than this is voided instead
   * of drawn (issue 41). DEFAULT_AUTO_VOID_AFTER_MS (10 minutes) unless given.
   */
  readonly autoVoidAfterMs?: () => Promise<number>;
  /** Bets refunded per transaction when a void round's refunds are finished here (VOID_REFUND_CHUNK_BETS unless given). */
  readonly refundChunkBets?: number;
}

/** The steps of a round the engine times through RoundEngineOptions.timeStep. */
export type RoundStepName = "close" | "draw" | "settle";

export interface TickReport {
  created: number;
  closed: number;
  drawn: number;
  settledRounds: number;
  settledBets: number;
  /** Settled rounds in which bets left unsettled were found and paid (there should be none). */
  strandedRounds: number;
  /** Rounds the engine voided because their draw was too late. */
  autoVoided: number;
  /** Bets of void rounds refunded this tick (the engine's own voids, and any a crash or an operator's call left). */
  refundedBets: number;
  /** Games whose step failed this tick: the others went on, and the next tick tries these again. */
  failures: { readonly gameId: number; readonly error: unknown }[];
}

const emptyReport = (): TickReport => ({ created: 0, closed: 0, drawn: 0, settledRounds: 0, settledBets: 0, strandedRounds: 0, autoVoided: 0, refundedBets: 0, failures: [] });

/**
 * Drives every game's rounds through open -> closed -> drawn -> settled. Each
 * step is its own transaction and a compare-and-set on the round's status, so
 * a tick can be interrupted anywhere (a crash, a kill -9) and the next tick, in
 * this process or another, finishes exactly what was left and repeats nothing.
 */
/** Bets per settlement transaction when the composition root names none: safe for SQLite's event-loop budget. */
const DEFAULT_SETTLE_CHUNK_BETS = 2_000;

export class RoundEngine {
  readonly chains: SeedChains;
  private readonly settleChunkBets: number;
  private readonly settleFromBothEnds: boolean;
  private readonly yieldToEventLoop: () => Promise<void>;
  private readonly timeStep: <T>(step: RoundStepName, round: RoundRecord, run: () => Promise<T>) => Promise<T>;
  private readonly announcedOpen = new Map<number, string>();
  private readonly autoVoidAfterMs: () => Promise<number>;
  private readonly refundChunkBets: number | undefined;

  constructor(
    private readonly deps: AppDeps,
    options: RoundEngineOptions = {},
  ) {
    this.chains = new SeedChains(deps.random, deps.seedVault, options.chainLength);
    // The composition root passes the store's own figure (settleChunkBetsFor); this default suits any store.
    this.settleChunkBets = options.settleChunkBets ?? DEFAULT_SETTLE_CHUNK_BETS;
    this.yieldToEventLoop = options.yieldToEventLoop ?? (async () => {});
    this.settleFromBothEnds = options.settleFromBothEnds ?? false;
    this.timeStep = options.timeStep ?? ((_step, _round, run) => run());
    this.autoVoidAfterMs = options.autoVoidAfterMs ?? (async () => DEFAULT_AUTO_VOID_AFTER_MS);
    this.refundChunkBets = options.refundChunkBets;
  }

  /** Brings every game up to date with the clock. */
  async tick(): Promise<TickReport> {
    const report = emptyReport();
    // Schedule changes made on any server, read before rounds are numbered: one is never less than a minute away.
    await this.refreshSchedule();
    const games = await this.deps.store.read((tx) => tx.games.list());
    const autoVoidAfterMs = await this.autoVoidAfterMs();
    for (const game of games) {
      // One game's failure (a bad row, a lost connection mid-step) must not stop the others' draws and
      // payouts: each step is its own transaction, so the failed game resumes where it stopped next tick.
      try {
        if (game.onSale) await this.prepareRounds(game.id, report);
        await this.finishRounds(game.id, game.name, autoVoidAfterMs, report);
      } catch (error) {
        report.failures.push({ gameId: game.id, error });
      }
    }
    return report;
  }

  /** Reads the schedule versions operators set (a server that does not drive the rounds calls it on each of its ticks). */
  async refreshSchedule(): Promise<void> {
    await refreshSchedule(this.deps);
  }

  /** Ensures the current round and the next one exist, with their commitments, before they open. */
  private async prepareRounds(gameId: number, report: TickReport): Promise<void> {
    const nowMs = this.deps.clock.nowMs();
    const schedule = scheduleOf(this.deps);
    const current = roundAt(schedule, nowMs);
    const upcoming = [current, nextRoundAfter(schedule, nowMs)];
    for (const scheduled of upcoming) {
      if (!scheduled) continue;
      const created = await this.step((work) => createRound(work.tx, this.chains, gameId, scheduled, nowMs, this.deps.drawScheme));
      if (created) report.created += 1;
    }
    if (current && this.announcedOpen.get(gameId) !== current.issue) {
      this.announcedOpen.set(gameId, current.issue);
      this.deps.events.publish({ type: "round.phase", gameId, issue: current.issue, status: "open", closeAtMs: current.closeAtMs, drawAtMs: current.drawAtMs, digits: null });
    }
  }

  /** Moves every unfinished round of a game as far as the clock allows. */
  private async finishRounds(gameId: number, gameName: string, autoVoidAfterMs: number, report: TickReport): Promise<void> {
    const unfinished = await this.deps.store.read((tx) => tx.rounds.unfinished(gameId));
    for (const initial of unfinished) {
      let round: RoundRecord | null = initial;
      // A round voided meanwhile (an operator, another server) is final here: its refunds are done below.
      while (round && !isFinal(round.status)) {
        const nowMs = this.deps.clock.nowMs();
        const current: RoundRecord = round;
        if (isDrawTooLate(current, nowMs, autoVoidAfterMs)) {
          // Late by more than the operator allows (an outage, a stalled draw): voided, never drawn; the refunds follow below.
          // Not decided (its chain predecessor still open, which the oldest-first order rules out): left for a later tick.
          if (!(await this.autoVoid(current))) break;
          report.autoVoided += 1;
        } else if (current.status === "open") {
          // The engine closes a round the moment the round clock stops taking bets on it.
          if (takesBetsAt(current, nowMs)) break;
          if (await this.timeStep("close", current, () => this.step((work) => this.close(work, current)))) report.closed += 1;
        } else if (current.status === "closed") {
          if (roundPhaseAt(current, nowMs) !== "over") break;
          if (await this.timeStep("draw", current, () => this.step((work) => this.draw(work, current)))) report.drawn += 1;
        } else {
          await this.timeStep("settle", current, () => this.settle(current, gameName, report));
        }
        round = await this.deps.store.read((tx) => tx.rounds.get(gameId, initial.issue));
      }
    }
    // Void rounds with bets still open: refunded now (after an engine's or an operator's void, or a crash in the middle).
    const voided = await this.deps.store.read((tx) => tx.rounds.voidedWithOpenBets(gameId, VOID_ROUNDS_PER_TICK));
    for (const issue of voided) {
      report.refundedBets += await refundVoidRound(this.deps, gameId, issue, { chunkBets: this.refundChunkBets, yieldToEventLoop: this.yieldToEventLoop });
    }
    // Bets a settled round left behind (see settleStrandedChunk): paid now rather than never.
    const stranded = await this.deps.store.read((tx) => tx.bets.settledRoundsWithUnsettledBets(gameId, STRANDED_ROUNDS_PER_TICK));
    for (const issue of stranded) {
      const round = await this.deps.store.read((tx) => tx.rounds.get(gameId, issue));
      if (!round) continue;
      report.settledBets += await this.step((work) => settleStrandedChunk(work, round, this.settleChunkBets, this.deps.clock.nowMs(), gameName));
      report.strandedRounds += 1;
      await this.yieldToEventLoop();
    }
  }

  /**
   * Settles a drawn round chunk after chunk until a chunk comes back short (no
   * open bet left, or the rest held by another settler), from one end of its
   * open bets or from both at once (settleFromBothEnds). Two settlers meet in
   * the middle: the bets both picked go to whichever deletes their open_bets rows
   * first, the other waits for it and skips them (the compare-and-set), so each
   * bet is still settled once. The chunk that finds none left marks the round settled.
   */
  private async settle(round: RoundRecord, gameName: string, report: TickReport): Promise<void> {
    const settleFrom = async (from: SettleEnd): Promise<void> => {
      for (;;) {
        const progress = await this.step((work) => settleRoundChunk(work, round, this.settleChunkBets, this.deps.clock.nowMs(), gameName, from));
        report.settledBets += progress.settledBets;
        if (progress.roundSettled) report.settledRounds += 1;
        await this.yieldToEventLoop();
        if (progress.roundSettled || progress.settledBets < this.settleChunkBets) return;
      }
    };
    const ends: readonly SettleEnd[] = this.settleFromBothEnds ? ["lowest", "highest"] : ["lowest"];
    // Both settlers run to their end even if one fails, so no transaction outlives the tick.
    const outcomes = await Promise.allSettled(ends.map(settleFrom));
    const failed = outcomes.find((outcome) => outcome.status === "rejected");
    if (failed) throw failed.reason;
  }

  /** Voids a round whose draw is too late (the engine's own reason, no operator), by compare-and-set from open or closed. */
  private async autoVoid(round: RoundRecord): Promise<boolean> {
    const voided = { kind: "auto", code: "draw_late", atMs: this.deps.clock.nowMs() } as const;
    const decision = await this.step((work) => decideVoid(this.deps, work, round.gameId, round.issue, voided, ["open", "closed"]));
    return decision.decided;
  }

  /**
   * Closes betting and, in the same transaction, fixes the round's bets into
   * their Merkle root (scheme 2): the close waits for bets in flight (they hold
   * the round's row), so the root covers exactly the accepted bets, once.
   */
  private async close(work: Work, round: RoundRecord): Promise<boolean> {
    const moved = await work.tx.rounds.advance(round.gameId, round.issue, "open", "closed");
    if (moved && round.drawScheme === 2) {
      const root = await roundBetsRoot(work.tx, this.deps.seedVault, round, this.yieldToEventLoop);
      invariant(await work.tx.rounds.fixBetsRoot(round.gameId, round.issue, root), `round ${round.gameId}/${round.issue}: bets root already fixed`);
    }
    if (moved) work.emit({ type: "round.phase", gameId: round.gameId, issue: round.issue, status: "closed", closeAtMs: round.closeAtMs, drawAtMs: round.drawAtMs, digits: null });
    return moved;
  }

  /** Computes the draw from the round's seed, only now that betting is closed, and reveals the seed. */
  private async draw(work: Work, round: RoundRecord): Promise<boolean> {
    const chain = await work.tx.seedChains.byId(round.chainId);
    invariant(chain !== null, `round ${round.gameId}/${round.issue} names a missing seed chain`);
    const seed = this.chains.seed(chain, round.chainIndex);
    let betsRoot: string | null = null;
    if (round.drawScheme === 2) {
      betsRoot = round.betsRoot;
      // Closed by a step that fixed no root (cannot happen since the close fixes it): fix it now, before the draw.
      if (betsRoot === null) {
        betsRoot = await roundBetsRoot(work.tx, this.deps.seedVault, round, this.yieldToEventLoop);
        invariant(await work.tx.rounds.fixBetsRoot(round.gameId, round.issue, betsRoot), `round ${round.gameId}/${round.issue}: bets root raced`);
      }
    }
    const digits = drawDigits(seed, round.gameId, round.issue, betsRoot);
    const moved = await work.tx.rounds.advance(round.gameId, round.issue, "closed", "drawn", { digits, revealedSeed: toHex(seed) });
    if (moved) work.emit({ type: "round.phase", gameId: round.gameId, issue: round.issue, status: "drawn", closeAtMs: round.closeAtMs, drawAtMs: round.drawAtMs, digits });
    return moved;
  }

  /** One step in one transaction; a refusal here (a stakes shard short of its bets) is a broken ledger, not a user error. */
  private async step<T>(command: (work: Work<"INSUFFICIENT_FUNDS">) => Promise<T>): Promise<T> {
    const result = await inTransaction(this.deps, command);
    invariant(result.ok, `round step refused: ${result.ok ? "" : result.error.code}`);
    return result.value;
  }
}
