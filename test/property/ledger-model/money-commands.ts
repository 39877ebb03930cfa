/** The ledger model test's money steps: deposits and their review, bets and settlement, withdrawals and their review, an operator moving money. */
import { adjustBalance, giftFunds } from "../../../src/application/wallet/adjust-balance";
import { freezeFunds, unfreezeFunds } from "../../../src/application/wallet/freeze-funds";
import { placeBet } from "../../../src/application/betting/place-bet";
import { requestRecharge } from "../../../src/application/wallet/request-recharge";
import { requestWithdrawal } from "../../../src/application/wallet/request-withdrawal";
import { approveDeposit, rejectDeposit } from "../../../src/application/wallet/review-deposit";
import { approveWithdrawal, rejectWithdrawal } from "../../../src/application/wallet/review-withdrawal";
import { formatMoney, units, type Minor } from "../../../src/domain/money";
import { payoutMinor } from "../../../src/domain/betting/odds";
import { isWinning, MAX_SUM, sumOf } from "../../../src/domain/betting/outcome";
import { lastDailyResetMs, roundAt } from "../../../src/domain/rounds/schedule";
import { isStillPresent, presenceNeedsRefresh } from "../../../src/domain/games/presence-rules";
import { expect } from "vitest";
import { assertMatches, wageringOutstanding, describeAmount, ensureOpenRound, limitRefusal, observeReset, oddsAt, onBreak, resolve, ROOM, saw, schedule, SECURITY_CODE, world, type AmountSpec, type Cmd, type Model, type Real } from "./model";

export class RequestDeposit implements Cmd {
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

export class ReviewDeposit implements Cmd {
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
    world.auditLines += 1; // once, however many times it was clicked
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

export class PlaceBet implements Cmd {
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
      : !world.gameOnSale
        ? "GAME_DISCONTINUED"
        : !isStillPresent(p.seenInRoomAtMs, nowMs) && p.available + p.locked < ROOM.joinLimitMinor
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
      if (presenceNeedsRefresh(p.seenInRoomAtMs, nowMs)) p.seenInRoomAtMs = nowMs;
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

export class SettleRound implements Cmd {
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
      expect(world.gameOnSale).toBe(false);
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
        p.wagering.push({ requiredMinor: 0, stakeMinor: bet.stake });
      }
      p.bets = p.bets.filter((b) => b.issue !== issue);
    }
    await assertMatches(model, real);
  }
  toString = () => "settleRound()";
}


export class RequestWithdrawal implements Cmd {
  private amount: Minor = 0;
  constructor(readonly player: number, readonly spec: AmountSpec, readonly rightCode: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    this.amount = resolve(this.spec, p.available);
    const nowMs = real.app.clock.nowMs();
    const resetMs = lastDailyResetMs(schedule, nowMs);
    const credited = p.credited.filter((c) => c.atMs >= resetMs).reduce((t, c) => t + c.amount, 0);
    const staked = p.settled.filter((s) => s.atMs >= resetMs && s.atMs <= nowMs).reduce((t, s) => t + s.stake, 0);
    const expected =
      this.amount < units(100)
        ? "WITHDRAW_MINIMUM"
        : this.amount > p.available
          ? "WITHDRAW_INSUFFICIENT"
          : staked * 100 < p.waterLimitPercent * (p.moneyAtReset + credited)
            ? "WITHDRAW_TURNOVER"
            : wageringOutstanding(p) > 0
              ? "WITHDRAW_WAGERING"
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
export class ReviewWithdrawal implements Cmd {
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
    world.auditLines += 1;
    p.withdrawing -= p.withdrawal!.amount;
    if (!this.approve) p.available += p.withdrawal!.amount;
    p.withdrawal = null;
    await assertMatches(model, real);
  }
  toString = () => `${this.approve ? "approve" : "reject"}Withdrawal(${this.player < 0 ? `pending #${this.pick}` : `p${this.player}`})`;
}

export class OperatorMoney implements Cmd {
  private amount: Minor = 0;
  constructor(readonly player: number, readonly kind: "gift" | "adjust" | "freeze" | "unfreeze", readonly spec: AmountSpec, readonly sign: 1 | -1, readonly repeat: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    this.amount = resolve(this.spec, this.kind === "unfreeze" ? p.locked : p.available);
    const userId = real.userIds[this.player]!;
    // Idempotency keys are global: a key reused by a later run would (rightly) be refused.
    const requestId = `model-${++world.requestCounter}`;
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
      world.auditLines += 1; // once, even when sent twice
      if (this.kind === "gift") p.available += this.amount;
      if (this.kind === "adjust") p.available += this.sign * this.amount;
      // Money an operator adds asks for turnover like a deposit; money taken away gives none back.
      if (this.kind === "gift" || (this.kind === "adjust" && this.sign > 0)) p.credited.push({ atMs: real.app.clock.nowMs(), amount: this.amount });
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
