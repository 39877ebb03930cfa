/** The ledger model test's model: what each player should hold, the rules that predict each refusal, and the checks against the real store. */
import type fc from "fast-check";
import { expect } from "vitest";
import type { RoundEngine } from "../../../src/application/rounds/round-engine";
import { periodStartMs, type Period } from "../../../src/domain/protection/periods";
import { formatMoney, units, type Minor } from "../../../src/domain/money";
import { defaultOddsHundredths } from "../../../src/domain/betting/odds";
import { lastDailyResetMs, nextRoundAfter, roundAt, type ScheduleConfig } from "../../../src/domain/rounds/schedule";
import { checkScheduleConfig } from "../../../src/domain/rounds/schedule-config";
import type { TestApp } from "../../support/app";

export const PLAYERS = 3;
export const ROOM = { id: 11, joinLimitMinor: units(10), maxRoundStakeMinor: units(20_000) };
export const SECURITY_CODE = "135790";
export const schedule = (() => {
  const checked = checkScheduleConfig({ timeZone: "Asia/Taipei", salesStartMinute: 0, salesEndMinute: 1440, roundSeconds: 210, closeSeconds: 30 });
  if (!checked.ok) throw new Error("bad schedule");
  return checked.value as ScheduleConfig;
})();

export interface PlayerModel {
  available: Minor;
  locked: Minor;
  withdrawing: Minor;
  deposits: { id: number; amount: Minor }[];
  withdrawal: { id: number; amount: Minor } | null;
  bets: { playType: number; stake: Minor; issue: string; odds: number }[];
  buyBanned: boolean;
  /** Credits the turnover rule counts (deposits, gifts, adjustments up) and stakes settled, with when: its inputs. */
  credited: { atMs: number; amount: Minor }[];
  settled: { atMs: number; stake: Minor }[];
  /** Available plus frozen at the last 00:00 reset: the turnover rule counts it with the credits since. */
  moneyAtReset: Minor;
  /** The turnover multiplier in percent: 100, or 0 for a player the operator asks none of. */
  waterLimitPercent: number;
  /** Player protection: the limits ("kind/period"), every bet placed (payout once settled), every deposit asked for, the break's end. */
  limits: Map<string, { amount: Minor | null; pending: { amount: Minor | null; atMs: number } | null }>;
  placed: { atMs: number; issue: string; playType: number; stake: Minor; payout: Minor }[];
  asked: { id: number; atMs: number; amount: Minor; status: "pending" | "approved" | "rejected" }[];
  breakUntilMs: number | null;
  /** When the player was last recorded in the room (their accepted bets keep them in it): the join limit is checked only from outside. */
  seenInRoomAtMs: number | null;
  /** What the growth engine paid the player (commissions, rebates, bonuses): the payouts table's rows must sum to it. */
  growthPaid: Minor;
  /** Bonus wagering as it happened, in order: a bonus's requirement, or a stake settled (which pays down what is outstanding then). */
  wagering: { requiredMinor: Minor; stakeMinor: Minor }[];
}

/** What bonus wagering is outstanding: the issue's rule, a stake settled before a bonus never counting towards it. */
export const wageringOutstanding = (p: PlayerModel): Minor =>
  p.wagering.reduce((outstanding, event) => (event.requiredMinor > 0 ? outstanding + event.requiredMinor : Math.max(0, outstanding - event.stakeMinor)), 0);

export const DAY_MS = 24 * 3_600_000;
export type LimitKind = "deposit" | "loss" | "stake";
export const PERIODS: readonly Period[] = ["day", "week", "month"];
const LIMIT_CODES: Record<LimitKind, Record<Period, string>> = {
  deposit: { day: "DAILY_DEPOSIT_LIMIT", week: "WEEKLY_DEPOSIT_LIMIT", month: "MONTHLY_DEPOSIT_LIMIT" },
  loss: { day: "DAILY_LOSS_LIMIT", week: "WEEKLY_LOSS_LIMIT", month: "MONTHLY_LOSS_LIMIT" },
  stake: { day: "DAILY_STAKE_LIMIT", week: "WEEKLY_STAKE_LIMIT", month: "MONTHLY_STAKE_LIMIT" },
};

/** A limit as the rules say it stands at nowMs: a raise or removal asked for 24 hours ago or more is in force. */
export function limitInForce(p: PlayerModel, kind: LimitKind, period: Period, nowMs: number): Minor | null {
  const limit = p.limits.get(`${kind}/${period}`);
  if (!limit) return null;
  return limit.pending && limit.pending.atMs <= nowMs ? limit.pending.amount : limit.amount;
}

/** The first limit of `kind` that `add` more would break (shortest period first), as its refusal code; null when none. */
export function limitRefusal(p: PlayerModel, kind: LimitKind, add: Minor, nowMs: number): string | null {
  for (const period of PERIODS) {
    const limit = limitInForce(p, kind, period, nowMs);
    if (limit === null) continue;
    const since = periodStartMs(schedule.timeZone, period, nowMs);
    const bets = p.placed.filter((b) => b.atMs >= since);
    const used =
      kind === "deposit"
        ? p.asked.filter((d) => d.atMs >= since && d.status !== "rejected").reduce((t, d) => t + d.amount, 0)
        : kind === "stake"
          ? bets.reduce((t, b) => t + b.stake, 0)
          : Math.max(0, bets.reduce((t, b) => t + b.stake - b.payout, 0));
    if (add > Math.max(0, limit - used)) return LIMIT_CODES[kind][period];
  }
  return null;
}

export const onBreak = (p: PlayerModel, nowMs: number): boolean => p.breakUntilMs !== null && nowMs < p.breakUntilMs;

export interface Model {
  players: PlayerModel[];
  /** The reset the players' moneyAtReset belongs to. */
  resetMs: number;
}

/**
 * Called right after every move of the clock, before anything happens at the new
 * time: if a 00:00 reset was crossed, what each player holds now is what they held then.
 */
export function observeReset(model: Model, nowMs: number): void {
  const resetMs = lastDailyResetMs(schedule, nowMs);
  if (resetMs === model.resetMs) return;
  model.resetMs = resetMs;
  for (const p of model.players) p.moneyAtReset = p.available + p.locked;
  saw("midnight crossed");
}

export interface Real {
  app: TestApp;
  engine: RoundEngine;
  userIds: number[];
}

/**
 * What outlives one run, because the store does: the request ids used so far
 * (idempotency keys are global), the odds changes an operator scheduled for the
 * room (oldest first), whether its game is on sale, and how many audit lines the
 * operator actions so far must have left.
 */
export const world = {
  requestCounter: 0,
  oddsChanges: [] as { effectiveFromMs: number; playType: number; odds: number }[],
  gameOnSale: true,
  auditLines: 0,
  /** Everything the growth engine paid so far: the promotions account is minus this, to the cent. */
  promotionsPaidMinor: 0,
};
/** The model's odds for a bet of a round that opened at openAtMs: the latest change in force then, else the default. */
export function oddsAt(playType: number, openAtMs: number): number {
  let odds = defaultOddsHundredths(playType);
  for (const change of world.oddsChanges) if (change.playType === playType && change.effectiveFromMs <= openAtMs) odds = change.odds;
  return odds;
}
/** How often each outcome happened over all runs: the test must exercise every path, not pass by refusing. */
export const seen = new Map<string, number>();
export const saw = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

export const newPlayerModel = (): PlayerModel => ({
  available: 0,
  locked: 0,
  withdrawing: 0,
  deposits: [],
  withdrawal: null,
  bets: [],
  buyBanned: false,
  credited: [],
  settled: [],
  moneyAtReset: 0,
  waterLimitPercent: 100,
  limits: new Map(),
  placed: [],
  asked: [],
  breakUntilMs: null,
  seenInRoomAtMs: null,
  growthPaid: 0,
  wagering: [],
});

/** Moves the clock into a round that takes bets, if it is not in one, and lets the driver open it (as the server's timer would). */
export async function ensureOpenRound(model: Model, real: Real): Promise<string> {
  const { clock } = real.app;
  let round = roundAt(schedule, clock.nowMs());
  if (!round || clock.nowMs() >= round.closeAtMs) {
    round = nextRoundAfter(schedule, clock.nowMs());
    clock.set(round.openAtMs);
    observeReset(model, clock.nowMs());
  }
  await real.engine.tick();
  return round.issue;
}

export async function assertMatches(model: Model, real: Real): Promise<void> {
  const { store } = real.app.deps;
  for (const [index, userId] of real.userIds.entries()) {
    const balances = await store.read((tx) => tx.ledger.balancesOfUser(userId));
    const p = model.players[index]!;
    expect({ player: index, available: balances.availableMinor, locked: balances.lockedMinor, withdrawing: balances.withdrawingMinor }).toEqual({
      player: index,
      available: p.available,
      locked: p.locked,
      withdrawing: p.withdrawing,
    });
  }
  // The promotions account's debit is the sum of its credits, and each player's payouts rows sum to what they got.
  const promotions = await store.read((tx) => tx.ledger.balance("promotions"));
  expect({ promotions }).toEqual({ promotions: 0 - world.promotionsPaidMinor });
  for (const [index, userId] of real.userIds.entries()) {
    const rows = await store.read((tx) => tx.growthPayouts.ofUser(userId, [], { offset: 0, limit: 1000 }));
    expect({ player: index, paid: rows.reduce((total, row) => total + row.amountMinor, 0) }).toEqual({ player: index, paid: model.players[index]!.growthPaid });
  }
  // The trail is append-only and ids are never reused: the newest id is the number of lines.
  const [newest] = await store.read((tx) => tx.audit.list({ operatorId: null, action: null, targetType: null, targetId: null }, { offset: 0, limit: 1 }));
  expect(newest?.id ?? 0).toBe(world.auditLines);
}

export type Cmd = fc.AsyncCommand<Model, Real>;

/** An amount given outright, or as a share (percent) of a balance known only when the step runs. */
export type AmountSpec = { readonly minor: Minor } | { readonly percent: number };
export const resolve = (spec: AmountSpec, balance: Minor): Minor => ("minor" in spec ? spec.minor : Math.max(1, Math.floor((balance * spec.percent) / 100)));
export const describeAmount = (spec: AmountSpec) => ("minor" in spec ? formatMoney(spec.minor) : `${spec.percent}%`);
