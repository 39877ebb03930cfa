import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { payOut } from "../../src/application/growth/pay-out";
import { inTransaction, type Work } from "../../src/application/unit-of-work";
import { GROUP } from "../../src/domain/accounts/user";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { payoutKey, type Payout, type PayoutKind } from "../../src/domain/growth/payout";
import { DEFAULT_GROWTH_SETTINGS } from "../../src/domain/growth/settings";
import type { TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { currentRound, expectRefused, expectTranslated, finishRound, newPlayer, ROOM, serverOn, TODAY, type Player } from "./helpers";

/** The console's growth engine on both stores: its settings, the payouts history and the report of the house's result after it. */
forEachStore((_name, open) => {
  let server: TestServer;
  let operator: Player;
  beforeEach(async () => {
    server = await serverOn(await open());
    operator = await newPlayer(server, { role: "operator" });
  });
  afterEach(() => server.close());

  type PayWork = Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">;
  /** A payment as the engine's runs make them (lanes commissions, rebates, promotions), through the one way it pays. */
  async function pay(kind: PayoutKind, userId: number, amountMinor: number, once: string): Promise<void> {
    const payout: Payout = { key: payoutKey(kind, userId, once), kind, userId, amountMinor, periodKey: TODAY, source: kind === "bonus" ? "promotion:1" : kind, detail: "{}", mark: `${kind}:${TODAY}`, atMs: server.clock.nowMs() };
    const paid = await inTransaction(server.deps, (work: PayWork) => payOut(work, payout));
    expect(paid).toEqual({ ok: true, value: true });
  }

  const auditOf = () => server.deps.store.read((tx) => tx.audit.list({ operatorId: null, action: "growth.settings", targetType: null, targetId: null }, { offset: 0, limit: 100 }));

  describe("admin.growth settings", () => {
    it("reads the defaults, saves a whole document that is read back, and audits it with before and after", async () => {
      expect(await operator.call.admin.growth.settings()).toEqual(DEFAULT_GROWTH_SETTINGS);
      const changed = {
        ...DEFAULT_GROWTH_SETTINGS,
        commission: { ...DEFAULT_GROWTH_SETTINGS.commission, basis: "net_revenue" as const, defaultRateBp: 125, period: "weekly" as const },
        rebate: { mode: "auto" as const, minimumClaimMinor: 550 },
      };
      expect(await operator.call.admin.growth.saveSettings(changed)).toEqual(changed);
      expect(await operator.call.admin.growth.settings()).toEqual(changed);
      const lines = await auditOf();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ operatorId: operator.user.id, before: { commission: { defaultRateBp: 50 } }, after: { commission: { defaultRateBp: 125, basis: "net_revenue" } } });
    });

    it("refuses a wrong value by its field, in the operator's language, and keeps what was saved", async () => {
      const tooHigh = { ...DEFAULT_GROWTH_SETTINGS, commission: { ...DEFAULT_GROWTH_SETTINGS.commission, defaultRateBp: 1_001 } };
      await expectRefused(operator.call.admin.growth.saveSettings(tooHigh), "GROWTH_SETTINGS_INVALID", "BAD_REQUEST");
      await expectTranslated(server, "mutation", "admin.growth.saveSettings", tooHigh, "GROWTH_SETTINGS_INVALID", { token: operator.token, messages: [/commission\.defaultRateBp/, /commission\.defaultRateBp/] });
      // Levels that do not climb: premium needing less turnover than intermediate.
      const levels = DEFAULT_GROWTH_SETTINGS.vip.levels.map((level) => ({ ...level }));
      levels[2] = { ...levels[2]!, turnoverMinor: 1 };
      const refusedLevels = { ...DEFAULT_GROWTH_SETTINGS, vip: { ...DEFAULT_GROWTH_SETTINGS.vip, levels: levels as unknown as typeof DEFAULT_GROWTH_SETTINGS.vip.levels } };
      const reply = await operator.call.admin.growth.saveSettings(refusedLevels).catch((error: { cause?: { error?: unknown } }) => error.cause?.error);
      expect(reply).toEqual({ code: "GROWTH_SETTINGS_INVALID", params: { field: "vip.levels.2.turnoverMinor" } });
      // Words the engine does not know, fractions of a basis point, a shape that is not the document.
      await expectRefused(operator.call.admin.growth.saveSettings({ ...DEFAULT_GROWTH_SETTINGS, commission: { ...DEFAULT_GROWTH_SETTINGS.commission, basis: "profit" } }), "GROWTH_SETTINGS_INVALID");
      await expectRefused(operator.call.admin.growth.saveSettings({ ...DEFAULT_GROWTH_SETTINGS, rebate: { mode: "claim", minimumClaimMinor: 0.5 } }), "GROWTH_SETTINGS_INVALID");
      await expectRefused(operator.call.admin.growth.saveSettings({ ...DEFAULT_GROWTH_SETTINGS, vip: { windowDays: 0, levels: DEFAULT_GROWTH_SETTINGS.vip.levels } }), "GROWTH_SETTINGS_INVALID");
      await expectRefused(operator.call.admin.growth.saveSettings({ commission: "x" } as never), "INVALID_INPUT");
      expect(await operator.call.admin.growth.settings()).toEqual(DEFAULT_GROWTH_SETTINGS);
      expect(await auditOf()).toEqual([]);
    });

    it("players and agents can neither read nor change the settings", async () => {
      const agent = await newPlayer(server, { groupId: GROUP.agent });
      const player = await newPlayer(server);
      for (const someone of [agent, player]) {
        await expectRefused(someone.call.admin.growth.settings(), "FORBIDDEN");
        await expectRefused(someone.call.admin.growth.saveSettings({ ...DEFAULT_GROWTH_SETTINGS, commission: { ...DEFAULT_GROWTH_SETTINGS.commission, defaultRateBp: 1_000 } }), "FORBIDDEN");
        await expectRefused(someone.call.admin.growth.report({ from: TODAY, to: TODAY }), "FORBIDDEN");
        await expectRefused(someone.call.admin.growth.payouts({ from: TODAY, to: TODAY }), "FORBIDDEN");
      }
      expect(await operator.call.admin.growth.settings()).toEqual(DEFAULT_GROWTH_SETTINGS);
    });
  });

  describe("admin.growth report and payouts", () => {
    it("adds up a day per day, game and agent, and its payments are exactly what the promotions account paid", async () => {
      const agent = await newPlayer(server, { groupId: GROUP.agent });
      const alice = await newPlayer(server, { inviter: agent.user, depositMinor: 100_000 });
      const bob = await newPlayer(server, { inviter: agent.user, depositMinor: 100_000 });
      const loner = await newPlayer(server, { depositMinor: 100_000 });
      const round = currentRound(server);
      await alice.call.bet.place({ roomId: ROOM, issue: round.issue, playTypes: [PLAY_TYPE.big], stake: "100", expectedTotal: "100" });
      await bob.call.bet.place({ roomId: ROOM, issue: round.issue, playTypes: [PLAY_TYPE.small, PLAY_TYPE.single], stake: "50", expectedTotal: "100" });
      await loner.call.bet.place({ roomId: ROOM, issue: round.issue, playTypes: [PLAY_TYPE.double], stake: "30", expectedTotal: "30" });
      await finishRound(server);
      const paidBack = async (p: Player) => (await p.call.records.bets({ from: TODAY, to: TODAY })).items.reduce((sum, bet) => sum + bet.payoutMinor, 0);
      const teamWins = (await paidBack(alice)) + (await paidBack(bob));
      const wins = teamWins + (await paidBack(loner));

      await pay("rebate", alice.user.id, 40, `${TODAY}:40`);
      await pay("rebate", loner.user.id, 6, `${TODAY}:6`);
      await pay("bonus", bob.user.id, 1_800, "level:1");
      await pay("commission", agent.user.id, 125, TODAY);

      const report = await operator.call.admin.growth.report({ from: "2026-11-21", to: TODAY });
      expect(report.days.map((d) => d.day)).toEqual(["2026-11-21", TODAY]);
      expect(report.days[0]).toMatchObject({ bets: 0, turnoverMinor: 0, payoutMinor: 0, rebateMinor: 0, commissionMinor: 0, bonusMinor: 0, grossMinor: 0, netMinor: 0 });
      const day = { bets: 4, turnoverMinor: 23_000, payoutMinor: wins, rebateMinor: 46, commissionMinor: 125, bonusMinor: 1_800, grossMinor: 23_000 - wins, netMinor: 23_000 - wins - 46 - 125 - 1_800 };
      expect(report.days[1]).toEqual({ day: TODAY, ...day });
      expect(report.total).toEqual(day);
      expect(report.games).toEqual([{ gameId: 1, gameName: "Singapore", bets: 4, turnoverMinor: 23_000, payoutMinor: wins, grossMinor: 23_000 - wins }]);
      // The agent's team is alice and bob (not the loner): their bets, their rebate and bonus, the agent's commission.
      expect(report.agents).toEqual([
        {
          agentId: agent.user.id, username: agent.user.username, nickname: agent.user.nickname, players: 2, bets: 3, turnoverMinor: 20_000, payoutMinor: teamWins,
          rebateMinor: 40, bonusMinor: 1_800, commissionMinor: 125, grossMinor: 20_000 - teamWins, netMinor: 20_000 - teamWins - 40 - 1_800 - 125,
        },
      ]);

      // Reconciles with the ledger: what the report says was paid is minus the promotions account's balance.
      const promotions = await server.deps.store.read((tx) => tx.ledger.balance("promotions"));
      expect(report.total.rebateMinor + report.total.commissionMinor + report.total.bonusMinor).toBe(-promotions);
      expect(await operator.call.admin.reports.ledger()).toMatchObject({ balanced: true, totalMinor: 0 });

      // The day before holds nothing; a range that is backwards, too long or not dates is refused in words.
      expect((await operator.call.admin.growth.report({ from: "2026-11-21", to: "2026-11-21" })).total.bets).toBe(0);
      await expectRefused(operator.call.admin.growth.report({ from: TODAY, to: "2026-11-21" }), "INVALID_INPUT");
      await expectRefused(operator.call.admin.growth.report({ from: "2026-01-01", to: TODAY }), "INVALID_INPUT");
      await expectRefused(operator.call.admin.growth.report({ from: "yesterday", to: TODAY }), "INVALID_INPUT");
    });

    it("lists every payment newest first with the player's name, by kind and player, a page at a time", async () => {
      const agent = await newPlayer(server, { groupId: GROUP.agent });
      const alice = await newPlayer(server, { inviter: agent.user });
      await pay("rebate", alice.user.id, 40, `${TODAY}:40`);
      await server.advanceTo(server.clock.nowMs() + 60_000);
      await pay("commission", agent.user.id, 125, TODAY);
      await server.advanceTo(server.clock.nowMs() + 60_000);
      await pay("bonus", alice.user.id, 1_800, "level:1");

      const all = await operator.call.admin.growth.payouts({ from: TODAY, to: TODAY });
      expect(all.more).toBe(false);
      expect(all.items.map((p) => [p.kind, p.userId, p.username, p.amountMinor])).toEqual([
        ["bonus", alice.user.id, alice.user.username, 1_800],
        ["commission", agent.user.id, agent.user.username, 125],
        ["rebate", alice.user.id, alice.user.username, 40],
      ]);
      expect((await operator.call.admin.growth.payouts({ kind: "commission", from: TODAY, to: TODAY })).items.map((p) => p.amountMinor)).toEqual([125]);
      expect((await operator.call.admin.growth.payouts({ userId: alice.user.id, from: TODAY, to: TODAY })).items.map((p) => p.kind)).toEqual(["bonus", "rebate"]);
      const first = await operator.call.admin.growth.payouts({ from: TODAY, to: TODAY, pageSize: 2 });
      const second = await operator.call.admin.growth.payouts({ from: TODAY, to: TODAY, pageSize: 2, page: 2 });
      expect([first.more, second.more]).toEqual([true, false]);
      expect([...first.items, ...second.items].map((p) => p.id)).toEqual(all.items.map((p) => p.id));
      expect((await operator.call.admin.growth.payouts({ from: "2026-11-21", to: "2026-11-21" })).items).toEqual([]);
      await expectRefused(operator.call.admin.growth.payouts({ kind: "gift" as never, from: TODAY, to: TODAY }), "INVALID_INPUT");
      await expectRefused(operator.call.admin.growth.payouts({ from: TODAY, to: "2026-11-01" }), "INVALID_INPUT");
    });
  });
});
