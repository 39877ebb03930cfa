import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { agentCommissionHistory } from "../../../src/application/growth/agent-commission-history";
import { agentCommissionStatement } from "../../../src/application/growth/agent-commission-statement";
import { consoleAgentCommission } from "../../../src/application/growth/console-agent-commission";
import { growthSettings } from "../../../src/application/growth/growth-settings";
import { payDueCommissions } from "../../../src/application/growth/pay-due-commissions";
import { payOut } from "../../../src/application/growth/pay-out";
import { saveGrowthSettings } from "../../../src/application/growth/save-growth-settings";
import { setAgentCommissionRate } from "../../../src/application/growth/set-agent-commission-rate";
import { inTransaction, type Work } from "../../../src/application/unit-of-work";
import { numberPlayType, PLAY_TYPE } from "../../../src/domain/betting/outcome";
import type { CommissionSettings } from "../../../src/domain/growth/settings";
import { payoutKey } from "../../../src/domain/growth/payout";
import { units } from "../../../src/domain/money";
import { FUND_TYPE } from "../../../src/domain/wallet/fund-log";
import { checkLedgerInvariants } from "../../../src/domain/wallet/ledger";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
import { agent, bet, codeOf, finishRound, fund, recruit, scene, unwrap, type Scene } from "../query-fixtures";
import { balancesOf, fundLogOf, OPERATOR_ID, settleStake } from "../wallet-fixtures";

/** 2026-11-23 00:00 in Taipei (the schedule's zone): the first round's day (Sunday 2026-11-22) is over. */
const NOV_23_MS = Date.UTC(2026, 10, 22, 16, 0, 0);
const DAY_MS = 86_400_000;

/**
 * Agents' commissions end to end on both stores: the end-of-period run pays each agent once per finished period
 * from the promotions account with a fund line `commission:<period>`, writes the statement the team screen shows,
 * and a rerun pays nothing; hedged rounds, rates of their own, the second level, net revenue and its carry.
 */
forEachStore((_name, open) => {
  let store: Store;
  let s: Scene;
  beforeEach(async () => {
    store = await open();
    s = await scene(store);
  });
  afterEach(async () => {
    expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
    await store.close();
  });

  const setCommission = async (changes: Partial<CommissionSettings>) => {
    const settings = await growthSettings(s.app.deps);
    unwrap(await saveGrowthSettings(s.app.deps, { operatorId: OPERATOR_ID, settings: { ...settings, commission: { ...settings.commission, ...changes } } }));
  };
  /** A player recruited by `inviter` with 2,000.00 to stake. */
  const fundedRecruit = async (inviter: Awaited<ReturnType<typeof agent>>) => {
    const player = await recruit(s, inviter);
    await fund(s, player.id, units(2_000));
    return player;
  };
  const available = async (userId: number) => (await balancesOf(s.app, userId)).availableMinor;

  describe("payDueCommissions", () => {
    it("pays yesterday's rate on the invited players' counted stakes once, from promotions, with its fund line and statement", async () => {
      const boss = await agent(s);
      const [p1, p2, stranger] = [await recruit(s, boss), await recruit(s, boss), await recruit(s, await agent(s))];
      for (const player of [p1, p2, stranger]) await fund(s, player.id, units(1_000));
      await bet(s, p1.id, [PLAY_TYPE.big], units(100));
      await bet(s, p1.id, [PLAY_TYPE.single], units(50));
      await bet(s, stranger.id, [PLAY_TYPE.double], units(20));
      // p2 covers every sum in one round (big and the numbers 0-13): hedged, it counts for nothing.
      await bet(s, p2.id, [PLAY_TYPE.big, ...Array.from({ length: 14 }, (_, n) => numberPlayType(n))], units(5));
      await finishRound(s);

      // While the day runs, nothing is due; the live statement already shows it.
      expect(await payDueCommissions(s.app.deps, s.app.clock.nowMs())).toEqual({ agents: 0, paidMinor: 0 });
      const live = unwrap(await agentCommissionStatement(s.app.deps, boss.id, null));
      expect(live).toMatchObject({ live: true, periodKey: "2026-11-22", basis: "turnover", rateBp: 50, basisMinor: units(150), amountMinor: 75 });
      expect(live.lines).toEqual([expect.objectContaining({ playerId: p1.id, level: 1, stakesMinor: units(150), contributionMinor: 75, name: expect.stringMatching(/^m\*\*\*\d$/) })]);

      const before = await available(boss.id);
      s.app.clock.set(NOV_23_MS + 60_000);
      const paid = await payDueCommissions(s.app.deps, s.app.clock.nowMs());
      // 0.50 % of 150.00 = 0.75 to the boss; the stranger's agent earns on the stranger's stakes.
      expect(paid.agents).toBe(2);
      expect(await available(boss.id)).toBe(before + 75);
      const line = (await fundLogOf(s.app, boss.id)).find((entry) => entry.type === FUND_TYPE.commission);
      expect(line).toMatchObject({ quantityMinor: 75, mark: "commission:2026-11-22" });
      expect(await store.read((tx) => tx.growthPayouts.byKey(payoutKey("commission", boss.id, "2026-11-22")))).toMatchObject({ amountMinor: 75, kind: "commission" });

      const stored = unwrap(await agentCommissionStatement(s.app.deps, boss.id, "2026-11-22"));
      expect(stored).toMatchObject({ live: false, amountMinor: 75, basisMinor: units(150), carryInMinor: 0, carryOutMinor: 0 });
      expect(stored.lines.map((l) => l.playerId)).toEqual([p1.id]);
      const history = unwrap(await agentCommissionHistory(s.app.deps, boss.id));
      expect(history.items.map((row) => [row.periodKey, row.amountMinor, row.players])).toEqual([["2026-11-22", 75, 1]]);

      // Again, later, on any server: nothing more.
      expect(await payDueCommissions(s.app.deps, s.app.clock.nowMs() + 60_000)).toEqual({ agents: 0, paidMinor: 0 });
      expect(await available(boss.id)).toBe(before + 75);
      expect(await store.read((tx) => tx.growthPayouts.runFinished("commission:2026-11-22"))).toBe(true);
    });

    it("a run killed after its statements and payments, run again, pays nothing twice (the run mark was never written)", async () => {
      const boss = await agent(s);
      const p1 = await fundedRecruit(boss);
      await settleStake(s.app, p1.id, units(200), 0);
      s.app.clock.set(NOV_23_MS + 60_000);
      expect((await payDueCommissions(s.app.deps, s.app.clock.nowMs())).paidMinor).toBe(100);
      // As if killed before markRunFinished: a store that never finds the run finished runs it all again.
      expect(await store.read((tx) => tx.growthPayouts.runFinished("commission:2026-11-22"))).toBe(true);
      await store.transaction((tx) => tx.commissions.setRate(boss.id, 999, s.app.clock.nowMs()));
      const forgetful: Store = { ...store, read: (work) => store.read((tx) => work({ ...tx, growthPayouts: { ...tx.growthPayouts, runFinished: () => Promise.resolve(false) } })) };
      const withoutMarks = { ...s.app.deps, store: forgetful };
      expect(await payDueCommissions(withoutMarks, s.app.clock.nowMs())).toEqual({ agents: 0, paidMinor: 0 });
      // The statement written first stands (rate 50, not the new 999), and it was paid once.
      expect(unwrap(await agentCommissionStatement(s.app.deps, boss.id, "2026-11-22"))).toMatchObject({ rateBp: 50, amountMinor: 100 });
      expect((await fundLogOf(s.app, boss.id)).filter((entry) => entry.type === FUND_TYPE.commission)).toHaveLength(1);
    });

    it("uses the agent's own rate and pays the second level on the players' invitees", async () => {
      await setCommission({ secondLevelRateBp: 20 });
      const boss = await agent(s);
      unwrap(await setAgentCommissionRate(s.app.deps, { operatorId: OPERATOR_ID, agentId: boss.id, rateBp: 100 }));
      const p1 = await fundedRecruit(boss);
      const q = await fundedRecruit(p1);
      await settleStake(s.app, p1.id, units(1_000), 0);
      await settleStake(s.app, q.id, units(500), units(970));
      s.app.clock.set(NOV_23_MS + 60_000);
      await payDueCommissions(s.app.deps, s.app.clock.nowMs());
      // 1 % of 1,000.00 + 0.20 % of 500.00 = 10.00 + 1.00.
      const statement = unwrap(await agentCommissionStatement(s.app.deps, boss.id, "2026-11-22"));
      expect(statement).toMatchObject({ rateBp: 100, secondLevelRateBp: 20, amountMinor: units(11) });
      expect(statement.lines.map((line) => [line.playerId, line.level, line.contributionMinor])).toEqual([
        [p1.id, 1, units(10)],
        [q.id, 2, units(1)],
      ]);
    });

    it("on net revenue subtracts payouts and bonuses, carries a loss into the next day and pays what is left after it", async () => {
      await setCommission({ basis: "net_revenue", defaultRateBp: 1_000 });
      const boss = await agent(s);
      const p1 = await fundedRecruit(boss);
      await settleStake(s.app, p1.id, units(100), units(50));
      unwrap(
        await inTransaction(s.app.deps, (work: Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">) =>
          payOut(work, { key: payoutKey("bonus", p1.id, "promotion:1"), kind: "bonus", userId: p1.id, amountMinor: units(80), periodKey: "promotion:1", source: "promotion:1", detail: "{}", mark: "bonus:promotion:1", atMs: s.app.clock.nowMs() }),
        ),
      );
      s.app.clock.set(NOV_23_MS + 60_000);
      expect(await payDueCommissions(s.app.deps, s.app.clock.nowMs())).toEqual({ agents: 0, paidMinor: 0 });
      // 100 - 50 - 80 = -30.00 at 10 %: -3.00 carried.
      expect(unwrap(await agentCommissionStatement(s.app.deps, boss.id, "2026-11-22"))).toMatchObject({ basisMinor: -units(30), periodMinor: -units(3), carryOutMinor: -units(3), amountMinor: 0 });

      await settleStake(s.app, p1.id, units(100), 0);
      expect(unwrap(await agentCommissionStatement(s.app.deps, boss.id, null))).toMatchObject({ carryInMinor: -units(3), amountMinor: units(7) });
      s.app.clock.set(NOV_23_MS + DAY_MS + 60_000);
      expect(await payDueCommissions(s.app.deps, s.app.clock.nowMs())).toEqual({ agents: 1, paidMinor: units(7) });
      expect(unwrap(await agentCommissionStatement(s.app.deps, boss.id, "2026-11-23"))).toMatchObject({ periodMinor: units(10), carryInMinor: -units(3), carryOutMinor: 0, amountMinor: units(7) });
    });

    it("on net revenue counts a player who received a bonus without betting", async () => {
      await setCommission({ basis: "net_revenue", defaultRateBp: 1_000 });
      const boss = await agent(s);
      const [idle, busy] = [await fundedRecruit(boss), await fundedRecruit(boss)];
      unwrap(
        await inTransaction(s.app.deps, (work: Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">) =>
          payOut(work, { key: payoutKey("bonus", idle.id, "promotion:2"), kind: "bonus", userId: idle.id, amountMinor: units(10), periodKey: "promotion:2", source: "promotion:2", detail: "{}", mark: "bonus:promotion:2", atMs: s.app.clock.nowMs() }),
        ),
      );
      await settleStake(s.app, busy.id, units(100), 0);
      s.app.clock.set(NOV_23_MS + 60_000);
      // (100.00 - 10.00) at 10 %.
      expect(await payDueCommissions(s.app.deps, s.app.clock.nowMs())).toEqual({ agents: 1, paidMinor: units(9) });
      const statement = unwrap(await agentCommissionStatement(s.app.deps, boss.id, "2026-11-22"));
      expect(statement.lines.map((line) => [line.playerId, line.stakesMinor, line.receivedMinor, line.basisMinor])).toEqual([
        [idle.id, 0, units(10), -units(10)],
        [busy.id, units(100), 0, units(100)],
      ]);
    });

    it("never counts a day twice when the operator switches from daily to weekly", async () => {
      const boss = await agent(s);
      const p1 = await fundedRecruit(boss);
      await settleStake(s.app, p1.id, units(200), 0);
      s.app.clock.set(NOV_23_MS + 60_000);
      expect((await payDueCommissions(s.app.deps, s.app.clock.nowMs())).paidMinor).toBe(100);
      await settleStake(s.app, p1.id, units(400), 0); // Monday 2026-11-23
      await setCommission({ period: "weekly" });
      s.app.clock.set(NOV_23_MS + 7 * DAY_MS + 60_000); // Monday 2026-11-30
      // The week of 11-16..11-22 was counted by the day 11-22; the week of 11-23 pays only Monday's 400.00.
      expect(await payDueCommissions(s.app.deps, s.app.clock.nowMs())).toEqual({ agents: 1, paidMinor: 200 });
      expect(unwrap(await agentCommissionHistory(s.app.deps, boss.id)).items.map((row) => [row.periodKey, row.amountMinor])).toEqual([
        ["week:2026-11-23", 200],
        ["2026-11-22", 100],
      ]);
    });
  });

  describe("who may read and change what", () => {
    it("an agent's statement and history are the agent's own: a player is refused", async () => {
      const boss = await agent(s);
      const p1 = await recruit(s, boss);
      expect(codeOf(await agentCommissionStatement(s.app.deps, p1.id, null))).toBe("FORBIDDEN");
      expect(codeOf(await agentCommissionHistory(s.app.deps, p1.id))).toBe("FORBIDDEN");
      expect(codeOf(await agentCommissionStatement(s.app.deps, boss.id, "2026-01-01"))).toBe("NOT_FOUND");
      expect(codeOf(await agentCommissionHistory(s.app.deps, boss.id, { page: 0 }))).toBe("INVALID_INPUT");
    });

    it("an operator sets and clears an agent's own rate, audited; a player or a bad rate is refused and nothing changes", async () => {
      const boss = await agent(s);
      const p1 = await recruit(s, boss);
      expect(codeOf(await setAgentCommissionRate(s.app.deps, { operatorId: OPERATOR_ID, agentId: p1.id, rateBp: 80 }))).toBe("COMMISSION_NOT_AN_AGENT");
      expect(codeOf(await setAgentCommissionRate(s.app.deps, { operatorId: OPERATOR_ID, agentId: 987_654, rateBp: 80 }))).toBe("USER_NOT_FOUND");
      for (const rateBp of [-1, 1_001, 1.5]) expect(codeOf(await setAgentCommissionRate(s.app.deps, { operatorId: OPERATOR_ID, agentId: boss.id, rateBp }))).toBe("GROWTH_SETTINGS_INVALID");
      expect(unwrap(await consoleAgentCommission(s.app.deps, { agentId: boss.id, periodKey: null })).ownRateBp).toBeNull();

      unwrap(await setAgentCommissionRate(s.app.deps, { operatorId: OPERATOR_ID, agentId: boss.id, rateBp: 80 }));
      const view = unwrap(await consoleAgentCommission(s.app.deps, { agentId: boss.id, periodKey: null }));
      expect(view).toMatchObject({ ownRateBp: 80, statement: { rateBp: 80, live: true }, agent: { id: boss.id, username: boss.username } });
      unwrap(await setAgentCommissionRate(s.app.deps, { operatorId: OPERATOR_ID, agentId: boss.id, rateBp: null }));
      expect(unwrap(await consoleAgentCommission(s.app.deps, { agentId: boss.id, periodKey: null })).ownRateBp).toBeNull();
      const audit = await store.read((tx) => tx.audit.list({ operatorId: null, action: "growth.agentRate", targetType: "agent", targetId: String(boss.id) }, { offset: 0, limit: 10 }));
      expect(audit.map((entry) => [entry.before, entry.after])).toEqual([
        [{ rateBp: 80 }, { rateBp: null }],
        [{ rateBp: null }, { rateBp: 80 }],
      ]);
      expect(codeOf(await consoleAgentCommission(s.app.deps, { agentId: p1.id, periodKey: null }))).toBe("COMMISSION_NOT_AN_AGENT");
    });
  });
});
