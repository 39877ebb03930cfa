/**
 * The ledger model test's growth engine steps (issue 40): commissions, rebates and bonuses paid from the house's
 * promotions account through payOut (the only way the engine pays), each sometimes sent twice under the same key,
 * as a run killed after its commit and run again would: the second pays nothing.
 */
import { expect } from "vitest";
import { payOut } from "../../../src/application/growth/pay-out";
import { payPromotionBonus } from "../../../src/application/growth/promotion-bonus";
import type { Promotion } from "../../../src/domain/growth/promotion";
import { inTransaction } from "../../../src/application/unit-of-work";
import { payoutKey, type PayoutKind } from "../../../src/domain/growth/payout";
import { formatMoney, type Minor } from "../../../src/domain/money";
import { assertMatches, saw, world, type Cmd, type Model, type Real } from "./model";

export class PayGrowth implements Cmd {
  constructor(readonly player: number, readonly kind: PayoutKind, readonly amount: Minor, readonly twice: boolean) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    const userId = real.userIds[this.player]!;
    const nowMs = real.app.clock.nowMs();
    // Keys are unique for ever and the store outlives a run: a fresh one each time.
    const key = payoutKey(this.kind, userId, `model-${++world.requestCounter}`);
    const pay = () =>
      inTransaction(real.app.deps, (work: Parameters<typeof payOut>[0]) =>
        payOut(work, { key, kind: this.kind, userId, amountMinor: this.amount, periodKey: "model", source: this.kind === "bonus" ? "promotion:0" : this.kind, detail: "{}", mark: `${this.kind}:model`, atMs: nowMs }),
      );
    expect(await pay()).toEqual({ ok: true, value: true });
    if (this.twice) expect(await pay()).toEqual({ ok: true, value: false });
    saw(`${this.kind} paid`);
    p.available += this.amount;
    p.growthPaid += this.amount;
    world.promotionsPaidMinor += this.amount;
    // Every credit but the game's own asks for turnover: a commission, a rebate or a bonus too, once.
    p.credited.push({ atMs: nowMs, amount: this.amount });
    await assertMatches(model, real);
  }
  toString = () => `pay${this.kind[0]!.toUpperCase()}${this.kind.slice(1)}(p${this.player}, ${formatMoney(this.amount)}${this.twice ? ", sent twice" : ""})`;
}

/**
 * A promotion's bonus with a wagering multiple (promotion-bonus.ts, as a claim or a deposit approval pays it): the
 * bonus, and then withdrawals are refused (WITHDRAW_WAGERING) until stakes settled after it reach bonus x multiple.
 * The promotion is a stand-in (its id, kind and multiple are all payPromotionBonus reads).
 */
export class PayBonusWithWagering implements Cmd {
  constructor(readonly player: number, readonly amount: Minor, readonly multiple: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const p = model.players[this.player]!;
    const userId = real.userIds[this.player]!;
    const nowMs = real.app.clock.nowMs();
    const promotion = { id: 40_000 + ++world.requestCounter, reward: { kind: "check_in", amountMinor: this.amount }, wageringMultiple: this.multiple } as unknown as Promotion;
    const paid = await inTransaction(real.app.deps, (work: Parameters<typeof payPromotionBonus>[0]) =>
      payPromotionBonus(work, { promotion, userId, amountMinor: this.amount, claimDay: "", detail: {}, atMs: nowMs }),
    );
    expect(paid).toEqual({ ok: true, value: true });
    saw("bonus with wagering paid");
    p.available += this.amount;
    p.growthPaid += this.amount;
    world.promotionsPaidMinor += this.amount;
    p.credited.push({ atMs: nowMs, amount: this.amount });
    p.wagering.push({ requiredMinor: this.amount * this.multiple, stakeMinor: 0 });
    await assertMatches(model, real);
  }
  toString = () => `payBonus(p${this.player}, ${formatMoney(this.amount)}, x${this.multiple})`;
}
