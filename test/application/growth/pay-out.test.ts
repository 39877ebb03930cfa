import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { payOut } from "../../../src/application/growth/pay-out";
import { inTransaction, type Work } from "../../../src/application/unit-of-work";
import { payoutKey, type Payout } from "../../../src/domain/growth/payout";
import { FUND_TYPE } from "../../../src/domain/wallet/fund-log";
import { checkLedgerInvariants } from "../../../src/domain/wallet/ledger";
import type { Store } from "../../../src/ports/store";
import { testApp, type TestApp } from "../../support/app";
import { forEachStore } from "../../support/stores";
import { balancesOf, fundedUser, fundLogOf, unwrap } from "../wallet-fixtures";

/**
 * payOut, the one way the growth engine pays anyone, on both stores: once per key however often it is called (a
 * rerun after a kill, a second server), from the promotions account (which goes below zero by exactly what it
 * paid), with the fund line of the payment's own type and its stable mark, the ledger balanced throughout.
 */
forEachStore((_name, open) => {
  let store: Store;
  let app: TestApp;
  beforeEach(async () => {
    store = await open();
    app = await testApp(store, { games: false });
  });
  afterEach(async () => {
    expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
    await store.close();
  });

  type PayWork = Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">;
  const pay = (payout: Payout) => inTransaction(app.deps, (work: PayWork) => payOut(work, payout));
  const promotions = () => store.read((tx) => tx.ledger.balance("promotions"));
  const payoutOf = (userId: number, overrides: Partial<Payout> = {}): Payout => ({
    key: payoutKey("commission", userId, "2026-11-21"),
    kind: "commission",
    userId,
    amountMinor: 1_234,
    periodKey: "2026-11-21",
    source: "commission",
    detail: '{"basisMinor":246800,"rateBp":50}',
    mark: "commission:2026-11-21",
    atMs: app.clock.nowMs(),
    ...overrides,
  });

  describe("payOut", () => {
    it("pays a key once: the second call pays nothing and says so", async () => {
      const agent = await fundedUser(app, 50_000);
      expect(unwrap(await pay(payoutOf(agent.id)))).toBe(true);
      expect(unwrap(await pay(payoutOf(agent.id)))).toBe(false);
      // Even with other figures: the key, not the amount, says whether it was paid.
      expect(unwrap(await pay(payoutOf(agent.id, { amountMinor: 99_999 })))).toBe(false);
      expect((await balancesOf(app, agent.id)).availableMinor).toBe(50_000 + 1_234);
      expect(await promotions()).toBe(-1_234);
      const lines = (await fundLogOf(app, agent.id)).filter((line) => line.type === FUND_TYPE.commission);
      expect(lines.map((line) => [line.quantityMinor, line.overMinor, line.mark, line.status])).toEqual([[1_234, 51_234, "commission:2026-11-21", 1]]);
      const transfer = await store.read((tx) => tx.ledger.transferById(payoutOf(agent.id).key));
      expect(transfer).toMatchObject({ fromAccount: "promotions", kind: "commission", amountMinor: 1_234, userId: agent.id });
      expect(await store.read((tx) => tx.growthPayouts.byKey(payoutOf(agent.id).key))).toMatchObject({ amountMinor: 1_234, detail: '{"basisMinor":246800,"rateBp":50}' });
    });

    it("gives each kind its own fund line type and transfer kind; the promotions account's debit is the sum of the credits", async () => {
      const player = await fundedUser(app, 0);
      const other = await fundedUser(app, 10_000);
      const payouts: Payout[] = [
        payoutOf(player.id, { key: payoutKey("rebate", player.id, "2026-11-21:125"), kind: "rebate", source: "rebate", amountMinor: 125, mark: "rebate:2026-11-21" }),
        payoutOf(player.id, { key: payoutKey("rebate", player.id, "2026-11-21:300"), kind: "rebate", source: "rebate", amountMinor: 175, mark: "rebate:2026-11-21" }),
        payoutOf(player.id, { key: payoutKey("bonus", player.id, "level:1"), kind: "bonus", source: "level:1", periodKey: "level:1", amountMinor: 1_800, mark: "bonus:level:1" }),
        payoutOf(other.id, { key: payoutKey("bonus", other.id, "promotion:7"), kind: "bonus", source: "promotion:7", periodKey: "promotion:7", amountMinor: 8_800, mark: "bonus:promotion:7" }),
        payoutOf(other.id, { amountMinor: 1 }),
      ];
      for (const payout of payouts) expect(unwrap(await pay(payout))).toBe(true);
      const types = (await fundLogOf(app, player.id)).map((line) => [line.type, line.quantityMinor, line.mark]);
      expect(types).toEqual([
        [FUND_TYPE.rebate, 125, "rebate:2026-11-21"],
        [FUND_TYPE.rebate, 175, "rebate:2026-11-21"],
        [FUND_TYPE.bonus, 1_800, "bonus:level:1"],
      ]);
      expect((await fundLogOf(app, other.id)).filter((line) => line.type !== FUND_TYPE.recharge).map((line) => [line.type, line.overMinor])).toEqual([
        [FUND_TYPE.bonus, 10_000 + 8_800],
        [FUND_TYPE.commission, 10_000 + 8_800 + 1],
      ]);
      for (const payout of payouts) expect(await store.read((tx) => tx.ledger.transferById(payout.key))).toMatchObject({ kind: payout.kind, fromAccount: "promotions" });
      expect(await promotions()).toBe(-payouts.reduce((sum, payout) => sum + payout.amountMinor, 0));
      expect(await store.read((tx) => tx.growthPayouts.sumOfPeriod(player.id, "rebate", "2026-11-21"))).toBe(300);
    });

    it("pays once when two transactions race on the same key", async () => {
      const agent = await fundedUser(app, 0);
      const outcomes = await Promise.all([1, 2, 3].map(() => pay(payoutOf(agent.id))));
      expect(outcomes.map((outcome) => unwrap(outcome)).filter(Boolean)).toHaveLength(1);
      expect((await balancesOf(app, agent.id)).availableMinor).toBe(1_234);
      expect(await promotions()).toBe(-1_234);
      expect(await fundLogOf(app, agent.id)).toHaveLength(1);
    });

    it("leaves no trace when the caller's transaction rolls back after paying: the key may be paid later", async () => {
      const agent = await fundedUser(app, 0);
      await expect(
        inTransaction(app.deps, async (work: PayWork) => {
          expect(await payOut(work, payoutOf(agent.id))).toBe(true);
          throw new Error("killed before the commit");
        }),
      ).rejects.toThrow("killed before the commit");
      expect((await balancesOf(app, agent.id)).availableMinor).toBe(0);
      expect(await promotions()).toBe(0);
      expect(await fundLogOf(app, agent.id)).toEqual([]);
      expect(unwrap(await pay(payoutOf(agent.id)))).toBe(true);
      expect((await balancesOf(app, agent.id)).availableMinor).toBe(1_234);
    });

    it("announces the new balance only once the payment commits", async () => {
      const agent = await fundedUser(app, 0);
      const before = app.events.ofType("balance.changed").length;
      await pay(payoutOf(agent.id));
      await pay(payoutOf(agent.id));
      expect(app.events.ofType("balance.changed").slice(before)).toEqual([{ type: "balance.changed", userId: agent.id, moneyMinor: 1_234, lockedMinor: 0 }]);
    });

    it("refuses to pay nothing or a negative amount (a bug, not a refusal)", async () => {
      const agent = await fundedUser(app, 0);
      await expect(pay(payoutOf(agent.id, { amountMinor: 0 }))).rejects.toThrow(/amount must be positive/);
      await expect(pay(payoutOf(agent.id, { amountMinor: -5 }))).rejects.toThrow(/amount must be positive/);
      expect(await store.read((tx) => tx.growthPayouts.byKey(payoutOf(agent.id).key))).toBeNull();
    });
  });
});
