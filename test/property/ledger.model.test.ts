/**
 * Model-based test of the money paths: random sequences of deposits, approvals,
 * rejections, bets, settlements, withdrawals, reviews, gifts, adjustments and
 * freezes run through the real application services on a real store, and after
 * every step the real balances must equal a tiny model's, no player account may
 * be negative and the whole ledger must balance. Operator actions are part of
 * the mix (reviews, gifts, adjustments, freezes, buy bans, discontinuing the
 * game, odds changes that apply from the next round): after each one the same
 * holds, and each action that changed something left exactly one audit line.
 * Player protection is in the mix too: players set and change deposit, loss and
 * stake limits and take time-outs while time passes, and the model (the rules
 * as SPEC states them, not the code) predicts every refusal they cause.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { adjustBalance, giftFunds } from "../../src/application/adjust-balance";
import { saveGame } from "../../src/application/admin/save-game";
import { scheduleOdds } from "../../src/application/admin/schedule-odds";
import { setPlayerBans } from "../../src/application/admin/set-player-bans";
import { freezeFunds, unfreezeFunds } from "../../src/application/freeze-funds";
import { placeBet } from "../../src/application/place-bet";
import { requestRecharge } from "../../src/application/request-recharge";
import { requestWithdrawal } from "../../src/application/request-withdrawal";
import { approveDeposit, rejectDeposit } from "../../src/application/review-deposit";
import { approveWithdrawal, rejectWithdrawal } from "../../src/application/review-withdrawal";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import { setPayoutMethod } from "../../src/application/set-payout-method";
import { setSecurityCode } from "../../src/application/set-security-code";
import { setLimit } from "../../src/application/protection/set-limit";
import { takeTimeOut } from "../../src/application/protection/take-break";
import { periodStartMs, type Period } from "../../src/domain/protection/periods";
import { checkLedgerInvariants } from "../../src/domain/ledger";
import { formatMoney, units, type Minor } from "../../src/domain/money";
import { defaultOddsHundredths, payoutMinor } from "../../src/domain/odds";
import { isWinning, MAX_SUM, PLAY_TYPES, sumOf } from "../../src/domain/outcome";
import { lastDailyResetMs, nextRoundAfter, roundAt, type ScheduleConfig } from "../../src/domain/schedule";
import { checkScheduleConfig } from "../../src/domain/schedule-config";
import type { Store } from "../../src/ports/store";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp, type TestApp } from "../support/app";

const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 1000);
const PLAYERS = 3;
const ROOM = { id: 11, joinLimitMinor: units(10), maxRoundStakeMinor: units(20_000) };
const SECURITY_CODE = "135790";
const schedule = (() => {
  const checked = checkScheduleConfig({ timeZone: "Asia/Taipei", salesStartMinute: 0, salesEndMinute: 1440, roundSeconds: 210, closeSeconds: 30 });
  if (!checked.ok) throw new Error("bad schedule");
  return checked.value as ScheduleConfig;
})();

interface PlayerModel {
  available: Minor;
  locked: Minor;
  withdrawing: Minor;
  deposits: { id: number; amount: Minor }[];
  withdrawal: { id: number; amount: Minor } | null;
  bets: { playType: number; stake: Minor; issue: string; odds: number }[];
  buyBanned: boolean;
  /** Deposits credited and stakes settled, with when: the turnover rule's inputs. */
  credited: { atMs: number; amount: Minor }[];
  settled: { atMs: number; stake: Minor }[];
  /** Available plus frozen at the last 00:00 reset: the turnover rule counts it with the deposits since. */
  moneyAtReset: Minor;
  /** Player protection: the limits ("kind/period"), every bet placed (payout once settled), every deposit asked for, the break's end. */
  limits: Map<string, { amount: Minor | null; pending: { amount: Minor | null; atMs: number } | null }>;
  placed: { atMs: number; issue: string; playType: number; stake: Minor; payout: Minor }[];
  asked: { id: number; atMs: number; amount: Minor; status: "pending" | "approved" | "rejected" }[];
  breakUntilMs: number | null;
}

const DAY_MS = 24 * 3_600_000;
type LimitKind = "deposit" | "loss" | "stake";
const PERIODS: readonly Period[] = ["day", "week", "month"];
const LIMIT_CODES: Record<LimitKind, Record<Period, string>> = {
  deposit: { day: "DAILY_DEPOSIT_LIMIT", week: "WEEKLY_DEPOSIT_LIMIT", month: "MONTHLY_DEPOSIT_LIMIT" },
  loss: { day: "DAILY_LOSS_LIMIT", week: "WEEKLY_LOSS_LIMIT", month: "MONTHLY_LOSS_LIMIT" },
  stake: { day: "DAILY_STAKE_LIMIT", week: "WEEKLY_STAKE_LIMIT", month: "MONTHLY_STAKE_LIMIT" },
};

/** A limit as the rules say it stands at nowMs: a raise or removal asked for 24 hours ago or more is in force. */
function limitInForce(p: PlayerModel, kind: LimitKind, period: Period, nowMs: number): Minor | null {
  const limit = p.limits.get(`${kind}/${period}`);
  if (!limit) return null;
  return limit.pending && limit.pending.atMs <= nowMs ? limit.pending.amount : limit.amount;
}

/** The first limit of `kind` that `add` more would break (shortest period first), as its refusal code; null when none. */
function limitRefusal(p: PlayerModel, kind: LimitKind, add: Minor, nowMs: number): string | null {
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

const onBreak = (p: PlayerModel, nowMs: number): boolean => p.breakUntilMs !== null && nowMs < p.breakUntilMs;

interface Model {
  players: PlayerModel[];
  /** The reset the players' moneyAtReset belongs to. */
  resetMs: number;
}

/**
 * Called right after every move of the clock, before anything happens at the new
 * time: if a 00:00 reset was crossed, what each player holds now is what they held then.
 */
function observeReset(model: Model, nowMs: number): void {
  const resetMs = lastDailyResetMs(schedule, nowMs);
  if (resetMs === model.resetMs) return;
  model.resetMs = resetMs;
  for (const p of model.players) p.moneyAtReset = p.available + p.locked;
  saw("midnight crossed");
}

interface Real {
  app: TestApp;
  engine: RoundEngine;
  userIds: number[];
}

let requestCounter = 0;
/**
 * What outlives one run, because the store does: the odds changes an operator
 * scheduled for the room (oldest first), whether its game is on sale, and how
 * many audit lines the operator actions so far must have left.
 */
const oddsChanges: { effectiveFromMs: number; playType: number; odds: number }[] = [];
let gameOnSale = true;
let auditLines = 0;
/** The model's odds for a bet of a round that opened at openAtMs: the latest change in force then, else the default. */
function oddsAt(playType: number, openAtMs: number): number {
  let odds = defaultOddsHundredths(playType);
  for (const change of oddsChanges) if (change.playType === playType && change.effectiveFromMs <= openAtMs) odds = change.odds;
  return odds;
}
/** How often each outcome happened over all runs: the test must exercise every path, not pass by refusing. */
const seen = new Map<string, number>();
const saw = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

const newPlayerModel = (): PlayerModel => ({
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
  limits: new Map(),
  placed: [],
  asked: [],
  breakUntilMs: null,
});

/** Moves the clock into a round that takes bets, if it is not in one, and lets the driver open it (as the server's timer would). */
async function ensureOpenRound(model: Model, real: Real): Promise<string> {
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

async function assertMatches(model: Model, real: Real): Promise<void> {
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
  // The trail is append-only and ids are never reused: the newest id is the number of lines.
  const [newest] = await store.read((tx) => tx.audit.list({ operatorId: null, action: null, targetType: null, targetId: null }, { offset: 0, limit: 1 }));
  expect(newest?.id ?? 0).toBe(auditLines);
}

type Cmd = fc.AsyncCommand<Model, Real>;

class RequestDeposit implements Cmd {
  constructor(readonly player: number, readonly amount: Minor) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    const nowMs = real.app.clock.nowMs();
    const expected = onBreak(p, nowMs) ? "PLAY_TIMED_OUT" : this.amount < units(100) ? "RECHARGE_MINIMUM" : (limitRefusal(p, "deposit", this.amount, nowMs) ?? "OK");
    const result = await requestRecharge(real.app.deps, { userId: real.userIds[this.player]!, amount: formatMoney(this.amount), currency: "USDT" });
    expect(result.ok ? "OK" : result.error.code).toBe(expected);
    saw(`deposit ${expected}`);
    if (result.ok) {
      p.deposits.push({ id: result.value.id, amount: this.amount });
      p.asked.push({ id: result.value.id, atMs: nowMs, amount: this.amount, status: "pending" });
    }
    await assertMatches(model, real);
  }
  toString = () => `deposit(p${this.player}, ${formatMoney(this.amount)})`;
}

class ReviewDeposit implements Cmd {
  constructor(readonly player: number, readonly pick: number, readonly approve: boolean, readonly twice: boolean) {}
  check = (m: Readonly<Model>) => m.players[this.player]!.deposits.length > 0;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    const [deposit] = p.deposits.splice(this.pick % p.deposits.length, 1);
    const review = this.approve ? approveDeposit : rejectDeposit;
    for (let i = 0; i < (this.twice ? 2 : 1); i++) {
      const result = await review(real.app.deps, { depositId: deposit!.id, operatorId: 1, remark: "model" });
      expect(result.ok).toBe(true);
    }
    saw(this.approve ? "deposit approved" : "deposit rejected");
    auditLines += 1; // once, however many times it was clicked
    const asked = p.asked.find((d) => d.id === deposit!.id);
    if (asked) asked.status = this.approve ? "approved" : "rejected";
    if (this.approve) {
      p.available += deposit!.amount;
      p.credited.push({ atMs: real.app.clock.nowMs(), amount: deposit!.amount });
    }
    await assertMatches(model, real);
  }
  toString = () => `${this.approve ? "approve" : "reject"}Deposit(p${this.player}, #${this.pick}${this.twice ? ", twice" : ""})`;
}

class PlaceBet implements Cmd {
  constructor(readonly player: number, readonly playTypes: number[], readonly stake: Minor) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const issue = await ensureOpenRound(model, real);
    const openAtMs = roundAt(schedule, real.app.clock.nowMs())!.openAtMs;
    const p = model.players[this.player]!;
    const total = this.stake * this.playTypes.length;
    const earlier = p.bets.filter((b) => b.issue === issue);
    // No opposite bets: the round's range play types (numbers are no side) may not win on every sum between them.
    const types = [...earlier.map((b) => b.playType), ...this.playTypes];
    const coversEverySum = Array.from({ length: MAX_SUM + 1 }, (_, sum) => sum).every((sum) => types.some((t) => t < 100 && isWinning(t, sum)));
    const nowMs = real.app.clock.nowMs();
    const byRules = p.buyBanned
      ? "BUY_BANNED"
      : !gameOnSale
        ? "GAME_DISCONTINUED"
        : earlier.length === 0 && p.available + p.locked < ROOM.joinLimitMinor
        ? "ROOM_JOIN_LIMIT"
        : total > p.available
          ? "INSUFFICIENT_FUNDS"
          : earlier.reduce((t, b) => t + b.stake, 0) + total > ROOM.maxRoundStakeMinor
            ? "STAKE_ABOVE_MAXIMUM"
            : coversEverySum
              ? "OPPOSITE_BET"
              : "OK";
    // A break is heard first; the limits after every other rule, stakes before losses (the stake counted as lost).
    const expected = onBreak(p, nowMs) ? "PLAY_TIMED_OUT" : byRules !== "OK" ? byRules : (limitRefusal(p, "stake", total, nowMs) ?? limitRefusal(p, "loss", total, nowMs) ?? "OK");
    const result = await placeBet(real.app.deps, { userId: real.userIds[this.player]!, roomId: ROOM.id, issue, playTypes: this.playTypes, stakeMinor: this.stake });
    expect(result.ok ? "OK" : result.error.code).toBe(expected);
    saw(`bet ${expected}`);
    if (result.ok) {
      p.available -= total;
      for (const playType of this.playTypes) {
        p.bets.push({ playType, stake: this.stake, issue, odds: oddsAt(playType, openAtMs) });
        p.placed.push({ atMs: nowMs, issue, playType, stake: this.stake, payout: 0 });
      }
      // Each bet keeps the odds of its round's opening, whatever was scheduled since.
      const stored = await real.app.deps.store.read((tx) => tx.bets.ofUserInRound(real.userIds[this.player]!, 1, issue));
      for (const bet of result.value.bets) expect(stored.find((b) => b.id === bet.id)?.oddsHundredths).toBe(oddsAt(bet.playType, openAtMs));
    }
    await assertMatches(model, real);
  }
  toString = () => `bet(p${this.player}, [${this.playTypes}], ${formatMoney(this.stake)})`;
}

class SettleRound implements Cmd {
  check = () => true;
  async run(model: Model, real: Real) {
    const issue = await ensureOpenRound(model, real);
    const round = roundAt(schedule, real.app.clock.nowMs())!;
    real.app.clock.set(round.drawAtMs);
    observeReset(model, round.drawAtMs);
    await real.engine.tick();
    const drawn = await real.app.deps.store.read((tx) => tx.rounds.get(1, issue));
    if (drawn === null) {
      // A discontinued game gets no new rounds (rounds prepared before still run to settlement): nothing was bet on it.
      expect(gameOnSale).toBe(false);
      expect(model.players.flatMap((p) => p.bets.filter((b) => b.issue === issue))).toEqual([]);
      await assertMatches(model, real);
      return;
    }
    expect(drawn.status).toBe("settled");
    const sum = sumOf(drawn.digits!);
    for (const p of model.players) {
      for (const bet of p.bets.filter((b) => b.issue === issue)) {
        // The oracle: the rules of LEGACY-API.md, not the code under test.
        const won = isWinning(bet.playType, sum);
        if (won) {
          p.available += payoutMinor(bet.stake, bet.odds);
          const placed = p.placed.find((b) => b.issue === issue && b.playType === bet.playType && b.payout === 0);
          if (placed) placed.payout = payoutMinor(bet.stake, bet.odds);
        }
        saw(won ? "bet won" : "bet lost");
        p.settled.push({ atMs: round.drawAtMs, stake: bet.stake });
      }
      p.bets = p.bets.filter((b) => b.issue !== issue);
    }
    await assertMatches(model, real);
  }
  toString = () => "settleRound()";
}

/** An amount given outright, or as a share (percent) of a balance known only when the step runs. */
type AmountSpec = { readonly minor: Minor } | { readonly percent: number };
const resolve = (spec: AmountSpec, balance: Minor): Minor => ("minor" in spec ? spec.minor : Math.max(1, Math.floor((balance * spec.percent) / 100)));
const describeAmount = (spec: AmountSpec) => ("minor" in spec ? formatMoney(spec.minor) : `${spec.percent}%`);

class RequestWithdrawal implements Cmd {
  private amount: Minor = 0;
  constructor(readonly player: number, readonly spec: AmountSpec, readonly rightCode: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    this.amount = resolve(this.spec, p.available);
    const nowMs = real.app.clock.nowMs();
    const resetMs = lastDailyResetMs(schedule, nowMs);
    const deposited = p.credited.filter((c) => c.atMs >= resetMs).reduce((t, c) => t + c.amount, 0);
    const staked = p.settled.filter((s) => s.atMs >= resetMs && s.atMs <= nowMs).reduce((t, s) => t + s.stake, 0);
    const expected =
      this.amount < units(100)
        ? "WITHDRAW_MINIMUM"
        : this.amount > p.available
          ? "WITHDRAW_INSUFFICIENT"
          : staked < p.moneyAtReset + deposited
            ? "WITHDRAW_TURNOVER"
            : !this.rightCode
              ? "SECURITY_CODE_WRONG"
              : p.withdrawal
                ? "WITHDRAW_PENDING_EXISTS"
                : "OK";
    const result = await requestWithdrawal(real.app.deps, {
      userId: real.userIds[this.player]!,
      amount: formatMoney(this.amount),
      payoutType: 0,
      securityCode: this.rightCode ? SECURITY_CODE : "000000",
    });
    expect(result.ok ? "OK" : result.error.code).toBe(expected);
    saw(`withdraw ${expected}`);
    if (result.ok) {
      p.available -= this.amount;
      p.withdrawing += this.amount;
      p.withdrawal = { id: result.value.id, amount: this.amount };
    }
    if (!this.rightCode) {
      // Keep the lockout out of the way of later steps: a right code clears the count.
      await real.app.deps.store.transaction((tx) => tx.users.update(real.userIds[this.player]!, { securityCodeFailures: 0, securityCodeLockedUntilMs: null }));
    }
    await assertMatches(model, real);
  }
  toString = () => `withdraw(p${this.player}, ${describeAmount(this.spec)}${this.rightCode ? "" : ", wrong code"})`;
}

/**
 * The operator reviews the `pick`-th pending withdrawal of the queue, whoever asked for it. Picking a player and
 * reviewing theirs only if one was pending gave 4 approvals and 5 rejections in one CI run of 1,000 runs: now and
 * then a run would see none and fail its coverage check.
 */
class ReviewWithdrawal implements Cmd {
  private player = -1;
  constructor(readonly pick: number, readonly approve: boolean) {}
  check = (m: Readonly<Model>) => m.players.some((p) => p.withdrawal !== null);
  async run(model: Model, real: Real) {
    const pending = model.players.flatMap((p, index) => (p.withdrawal === null ? [] : [index]));
    this.player = pending[this.pick % pending.length]!;
    const p = model.players[this.player]!;
    const review = this.approve ? approveWithdrawal : rejectWithdrawal;
    expect((await review(real.app.deps, { withdrawalId: p.withdrawal!.id, operatorId: 1, remark: "model" })).ok).toBe(true);
    saw(this.approve ? "withdrawal approved" : "withdrawal rejected");
    auditLines += 1;
    p.withdrawing -= p.withdrawal!.amount;
    if (!this.approve) p.available += p.withdrawal!.amount;
    p.withdrawal = null;
    await assertMatches(model, real);
  }
  toString = () => `${this.approve ? "approve" : "reject"}Withdrawal(${this.player < 0 ? `pending #${this.pick}` : `p${this.player}`})`;
}

class OperatorMoney implements Cmd {
  private amount: Minor = 0;
  constructor(readonly player: number, readonly kind: "gift" | "adjust" | "freeze" | "unfreeze", readonly spec: AmountSpec, readonly sign: 1 | -1, readonly repeat: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    this.amount = resolve(this.spec, this.kind === "unfreeze" ? p.locked : p.available);
    const userId = real.userIds[this.player]!;
    // Idempotency keys are global: a key reused by a later run would (rightly) be refused.
    const requestId = `model-${++requestCounter}`;
    const deps = real.app.deps;
    const send = () => {
      switch (this.kind) {
        case "gift":
          return giftFunds(deps, { userId, amount: formatMoney(this.amount), requestId, operatorId: 1, note: "gift" });
        case "adjust":
          return adjustBalance(deps, { userId, amount: formatMoney(this.sign * this.amount), reason: "model test", requestId, operatorId: 1 });
        case "freeze":
          return freezeFunds(deps, { userId, amount: formatMoney(this.amount), requestId, operatorId: 1 });
        case "unfreeze":
          return unfreezeFunds(deps, { userId, amount: formatMoney(this.amount), requestId, operatorId: 1 });
      }
    };
    const fits =
      (this.kind === "gift" && !onBreak(p, real.app.clock.nowMs())) ||
      (this.kind === "adjust" && (this.sign > 0 || this.amount <= p.available)) ||
      (this.kind === "freeze" && this.amount <= p.available) ||
      (this.kind === "unfreeze" && this.amount <= p.locked);
    const first = await send();
    expect(first.ok).toBe(fits);
    saw(`${this.kind} ${fits ? "applied" : "refused"}`);
    if (this.repeat) {
      const again = await send();
      if (fits) expect(again).toMatchObject({ ok: true, value: { applied: false } });
    }
    if (fits) {
      auditLines += 1; // once, even when sent twice
      if (this.kind === "gift") p.available += this.amount;
      if (this.kind === "adjust") p.available += this.sign * this.amount;
      if (this.kind === "freeze") {
        p.available -= this.amount;
        p.locked += this.amount;
      }
      if (this.kind === "unfreeze") {
        p.available += this.amount;
        p.locked -= this.amount;
      }
    }
    await assertMatches(model, real);
  }
  toString = () => `${this.kind}(p${this.player}, ${this.sign < 0 ? "-" : ""}${describeAmount(this.spec)}${this.repeat ? ", sent twice" : ""})`;
}

class BanBuying implements Cmd {
  constructor(readonly player: number, readonly banned: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    const result = await setPlayerBans(real.app.deps, { operatorId: 1, userId: real.userIds[this.player]!, buyBanned: this.banned });
    expect(result).toMatchObject({ ok: true, value: { buyBanned: this.banned } });
    if (p.buyBanned !== this.banned) auditLines += 1;
    p.buyBanned = this.banned;
    saw(this.banned ? "buy banned" : "buy ban lifted");
    await assertMatches(model, real);
  }
  toString = () => `${this.banned ? "ban" : "unban"}Buying(p${this.player})`;
}

class SetGameOnSale implements Cmd {
  constructor(readonly onSale: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await setOnSale(real, this.onSale);
    saw(this.onSale ? "game on sale" : "game discontinued");
    await assertMatches(model, real);
  }
  toString = () => (this.onSale ? "putOnSale()" : "discontinue()");
}

async function setOnSale(real: Pick<Real, "app">, onSale: boolean): Promise<void> {
  const result = await saveGame(real.app.deps, { operatorId: 1, id: 1, name: "Singapore", onSale, sortOrder: 1 });
  expect(result).toMatchObject({ ok: true, value: { onSale } });
  if (gameOnSale !== onSale) auditLines += 1;
  gameOnSale = onSale;
}

class ChangeOdds implements Cmd {
  constructor(readonly playType: number, readonly odds: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const result = await scheduleOdds(real.app.deps, { operatorId: 1, roomId: ROOM.id, odds: [{ playType: this.playType, odds: (this.odds / 100).toFixed(2) }] });
    if (!result.ok) throw new Error(result.error.code);
    // From the next round on: never the round under way.
    expect(result.value.effectiveFromMs).toBe(nextRoundAfter(schedule, real.app.clock.nowMs()).openAtMs);
    oddsChanges.push({ effectiveFromMs: result.value.effectiveFromMs, playType: this.playType, odds: this.odds });
    auditLines += 1;
    saw("odds changed");
    await assertMatches(model, real);
  }
  toString = () => `changeOdds(${this.playType}, ${(this.odds / 100).toFixed(2)})`;
}

class SetLimit implements Cmd {
  constructor(readonly player: number, readonly kind: LimitKind, readonly period: Period, readonly amount: Minor | null) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    const nowMs = real.app.clock.nowMs();
    const result = await setLimit(real.app.deps, { userId: real.userIds[this.player]!, kind: this.kind, period: this.period, amount: this.amount === null ? null : formatMoney(this.amount) });
    expect(result.ok).toBe(true);
    auditLines += 1;
    // The rule as SPEC states it: setting or lowering applies now; raising or removing 24 hours later.
    const current = limitInForce(p, this.kind, this.period, nowMs);
    const tightens = this.amount !== null && (current === null || this.amount <= current);
    p.limits.set(`${this.kind}/${this.period}`, tightens || this.amount === current ? { amount: this.amount, pending: null } : { amount: current, pending: { amount: this.amount, atMs: nowMs + DAY_MS } });
    saw(tightens ? "limit tightened" : "limit raise pending");
    await assertMatches(model, real);
  }
  toString = () => `setLimit(p${this.player}, ${this.kind}/${this.period}, ${this.amount === null ? "none" : formatMoney(this.amount)})`;
}

class TakeTimeOut implements Cmd {
  constructor(readonly player: number, readonly days: 1 | 7) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    const nowMs = real.app.clock.nowMs();
    const untilMs = nowMs + this.days * DAY_MS;
    const expected = onBreak(p, nowMs) && untilMs <= p.breakUntilMs! ? "EXCLUSION_ONLY_LONGER" : "OK";
    const result = await takeTimeOut(real.app.deps, { userId: real.userIds[this.player]!, days: this.days, password: "secret123", confirmed: true, address: null });
    expect(result.ok ? "OK" : result.error.code).toBe(expected);
    saw(`time-out ${expected}`);
    if (result.ok) {
      auditLines += 1;
      p.breakUntilMs = untilMs;
    }
    await assertMatches(model, real);
  }
  toString = () => `timeOut(p${this.player}, ${this.days}d)`;
}

/** Time passes (after the round under way is settled, as the server's timer would): raises come into force, breaks end, periods roll over. */
class Wait implements Cmd {
  constructor(readonly hours: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await new SettleRound().run(model, real);
    real.app.clock.advance(this.hours * 3_600_000);
    observeReset(model, real.app.clock.nowMs());
    saw("time passed");
    await assertMatches(model, real);
  }
  toString = () => `wait(${this.hours}h)`;
}

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const amount = (maxUnits: number) => fc.integer({ min: 1, max: maxUnits * 100 });
const amountSpec = (maxUnits: number): fc.Arbitrary<AmountSpec> =>
  fc.oneof(amount(maxUnits).map((minor) => ({ minor })), fc.integer({ min: 1, max: 120 }).map((percent) => ({ percent })));
/**
 * An operator's amount: as amountSpec, and a third of the time more than the balance it moves (101 to 200 %), which
 * must be refused. With amountSpec alone a refused adjustment was rare enough (a few in 1,000 runs) that a run of CI
 * once saw none and failed its coverage check.
 */
const operatorAmountSpec = (maxUnits: number): fc.Arbitrary<AmountSpec> =>
  fc.oneof({ weight: 2, arbitrary: amountSpec(maxUnits) }, { weight: 1, arbitrary: fc.integer({ min: 101, max: 200 }).map((percent) => ({ percent })) });
const playTypes = fc.subarray(PLAY_TYPES.map((p) => p.playType), { minLength: 1, maxLength: 4 });

const commands = [
  fc.tuple(player, fc.oneof(amount(3000), fc.integer({ min: units(100), max: units(3000) }))).map(([p, a]) => new RequestDeposit(p, a)),
  fc.tuple(player, fc.nat(), fc.boolean(), fc.boolean()).map(([p, i, ok, twice]) => new ReviewDeposit(p, i, ok, twice)),
  fc.tuple(player, playTypes, fc.oneof(fc.integer({ min: units(1), max: units(300) }), fc.constantFrom(units(5), units(10), units(50)))).map(([p, t, s]) => new PlaceBet(p, t, s)),
  fc.constant(new SettleRound()),
  fc.tuple(player, amountSpec(2000), fc.boolean()).map(([p, a, right]) => new RequestWithdrawal(p, a, right)),
  fc.tuple(fc.nat(), fc.boolean()).map(([pick, ok]) => new ReviewWithdrawal(pick, ok)),
  fc.tuple(player, fc.constantFrom("gift", "adjust", "freeze", "unfreeze" as const), operatorAmountSpec(500), fc.constantFrom(1 as const, -1 as const), fc.boolean()).map(
    ([p, kind, a, sign, repeat]) => new OperatorMoney(p, kind, a, sign, repeat),
  ),
  // The console's other actions share one slot, so they do not crowd out the money paths above.
  fc.oneof(
    fc.tuple(player, fc.boolean()).map(([p, banned]): Cmd => new BanBuying(p, banned)),
    fc.boolean().map((onSale): Cmd => new SetGameOnSale(onSale)),
    fc.tuple(playTypes.map((t) => t[0]!), fc.integer({ min: 101, max: 400 })).map(([t, odds]): Cmd => new ChangeOdds(t, odds)),
  ),
  // Player protection shares one slot likewise: limits, a time-out now and then, and time passing.
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(player, fc.constantFrom<LimitKind>("deposit", "loss", "stake"), fc.constantFrom(...PERIODS), fc.option(fc.integer({ min: 0, max: units(1500) }), { nil: null })).map(([p, kind, period, a]): Cmd => new SetLimit(p, kind, period, a)) },
    { weight: 1, arbitrary: fc.tuple(player, fc.constantFrom(1 as const, 7 as const)).map(([p, days]): Cmd => new TakeTimeOut(p, days)) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 30 }).map((hours): Cmd => new Wait(hours)) },
  ),
];

describe("the ledger against a model", () => {
  let store: Store;
  let app: TestApp;
  let engine: RoundEngine;

  beforeAll(async () => {
    store = await openSqliteStore({ file: ":memory:" });
    app = await testApp(store, { schedule, startMs: FIRST_ROUND_2026_11_22_MS });
    engine = new RoundEngine(app.deps, { chainLength: 100_000 });
  });
  afterAll(() => store.close());

  it(`keeps every balance equal to the model, none negative and the ledger balanced (${RUNS} runs)`, async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (cmds) => {
        runs += 1;
        const userIds: number[] = [];
        for (let i = 0; i < PLAYERS; i++) {
          const user = await createPlayer(app, {});
          userIds.push(user.id);
          await setPayoutMethod(app.deps, { userId: user.id, type: 0, acc: "Model Holder", accName: "6222000011112222", accBank: "Model Bank", mark: "" });
          const set = await setSecurityCode(app.deps, { userId: user.id, newCode: SECURITY_CODE });
          if (!set.ok) throw new Error(set.error.code);
        }
        // Players are new: they held nothing at the reset before now.
        const model: Model = { players: userIds.map(newPlayerModel), resetMs: lastDailyResetMs(schedule, app.clock.nowMs()) };
        // The game may have been left discontinued by the previous run.
        await setOnSale({ app }, true);
        // Start each player with 1000.00 so bets and withdrawals can succeed: the first through an approved
        // deposit (which sets a turnover target), the others as gifts (which do not).
        for (const [i, userId] of userIds.entries()) {
          if (i === 0) {
            const deposit = await requestRecharge(app.deps, { userId, amount: "1000.00", currency: "TWD" });
            if (!deposit.ok || !(await approveDeposit(app.deps, { depositId: deposit.value.id, operatorId: 1 })).ok) throw new Error("start deposit refused");
            auditLines += 1;
            model.players[i]!.credited.push({ atMs: app.clock.nowMs(), amount: units(1000) });
            model.players[i]!.asked.push({ id: deposit.value.id, atMs: app.clock.nowMs(), amount: units(1000), status: "approved" });
          } else {
            const gift = await giftFunds(app.deps, { userId, amount: "1000.00", requestId: `model-${++requestCounter}`, operatorId: 1, note: "gift" });
            if (!gift.ok) throw new Error(gift.error.code);
            auditLines += 1;
          }
          model.players[i]!.available = units(1000);
        }
        // And the last with 100.00 frozen, so that unfreezing is exercised as often as freezing.
        const frozen = await freezeFunds(app.deps, { userId: userIds[PLAYERS - 1]!, amount: "100.00", requestId: `model-${++requestCounter}`, operatorId: 1 });
        if (!frozen.ok) throw new Error(frozen.error.code);
        auditLines += 1;
        model.players[PLAYERS - 1]!.available -= units(100);
        model.players[PLAYERS - 1]!.locked += units(100);
        await fc.asyncModelRun(() => ({ model, real: { app, engine, userIds } }), cmds);
        // Settle whatever the run left open, then check the whole ledger.
        await new SettleRound().run(model, { app, engine, userIds });
        expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(runs).toBeGreaterThanOrEqual(RUNS);
    const must = ["bet OK", "bet INSUFFICIENT_FUNDS", "bet won", "bet lost", "deposit approved", "deposit rejected", "withdraw OK", "withdraw WITHDRAW_TURNOVER", "withdraw WITHDRAW_INSUFFICIENT", "withdrawal approved", "withdrawal rejected", "gift applied", "adjust applied", "adjust refused", "freeze applied", "unfreeze applied", "bet BUY_BANNED", "bet GAME_DISCONTINUED", "odds changed", "limit tightened", "limit raise pending", "time-out OK", "bet PLAY_TIMED_OUT", "time passed"];
    console.log(`ledger model: ${runs} runs; outcomes ${JSON.stringify(Object.fromEntries([...seen].sort()))}`);
    if (RUNS >= 1000) expect(must.filter((what) => !seen.has(what))).toEqual([]);
  }, 600_000);
});
