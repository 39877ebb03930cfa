import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { claimRebate } from "../../../src/application/growth/claim-rebate";
import { creditDueRebates } from "../../../src/application/growth/credit-due-rebates";
import { growthSettings } from "../../../src/application/growth/growth-settings";
import { rebateStatus } from "../../../src/application/growth/rebate-status";
import { reviewVipLevels } from "../../../src/application/growth/review-vip-levels";
import { saveGrowthSettings } from "../../../src/application/growth/save-growth-settings";
import { vipStatus } from "../../../src/application/growth/vip-status";
import { takeTimeOut } from "../../../src/application/protection/take-break";
import { GROUP } from "../../../src/domain/accounts/user";
import { numberPlayType, PLAY_TYPE } from "../../../src/domain/betting/outcome";
import type { RebateSettings } from "../../../src/domain/growth/settings";
import { units } from "../../../src/domain/money";
import { FUND_TYPE } from "../../../src/domain/wallet/fund-log";
import { checkLedgerInvariants } from "../../../src/domain/wallet/ledger";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
import { bet, codeOf, createPlayer, finishRound, fund, scene, unwrap, type Scene } from "../query-fixtures";
import { balancesOf, fundLogOf, OPERATOR_ID, PASSWORD } from "../wallet-fixtures";

/** 2026-11-23 00:02 in Taipei (the schedule's zone): the first round's day (2026-11-22) is over and its grace minute too. */
const NOV_23_MS = Date.UTC(2026, 10, 22, 16, 2, 0);
const DAY_MS = 86_400_000;

/**
 * Players' rebates and VIP levels end to end on both stores: the live accrual, the one-tap claim and its refusals,
 * the end-of-day credit of what was not claimed (a break included), the daily VIP review with its level-up bonus,
 * each paid once from the promotions account with its own fund line.
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

  const setRebate = async (changes: Partial<RebateSettings>) => {
    const settings = await growthSettings(s.app.deps);
    unwrap(await saveGrowthSettings(s.app.deps, { operatorId: OPERATOR_ID, settings: { ...settings, rebate: { ...settings.rebate, ...changes } } }));
  };
  const funded = async (amount = units(2_000)) => {
    const player = await createPlayer(s.app);
    await fund(s, player.id, amount);
    return player;
  };
  const available = async (userId: number) => (await balancesOf(s.app, userId)).availableMinor;
  const promotions = () => store.read(async (tx) => (await tx.ledger.allBalances()).get("promotions") ?? 0);
  const rebateLines = async (userId: number) => (await fundLogOf(s.app, userId)).filter((line) => line.type === FUND_TYPE.rebate);

  describe("the live rebate and the claim", () => {
    it("accrues today's counted stakes at the junior rates, shows it live, and pays it with one tap from promotions", async () => {
      const player = await funded();
      await bet(s, player.id, [PLAY_TYPE.big], units(500)); // 0.20 % of 500.00 = 1.00
      await bet(s, player.id, [numberPlayType(3)], units(100)); // 0.30 % of 100.00 = 0.30
      // The next round covers every sum (big and the numbers 0-13): hedged, it counts for nothing.
      await finishRound(s);
      await bet(s, player.id, [PLAY_TYPE.big, ...Array.from({ length: 14 }, (_, n) => numberPlayType(n))], units(100));
      await finishRound(s);

      const status = await rebateStatus(s.app.deps, player.id);
      expect(status.today).toMatchObject({ day: "2026-11-22", baseStakeMinor: units(500), numberStakeMinor: units(100), accruedMinor: 130, paidMinor: 0, owedMinor: 130 });
      expect(status).toMatchObject({ mode: "claim", minimumClaimMinor: units(1), claimableMinor: 130, canClaim: true, onBreak: false, earlier: [] });

      const before = await available(player.id);
      const promotionsBefore = await promotions();
      expect(unwrap(await claimRebate(s.app.deps, player.id))).toEqual({ paidMinor: 130, days: ["2026-11-22"] });
      expect(await available(player.id)).toBe(before + 130);
      expect(await promotions()).toBe(promotionsBefore - 130);
      expect(await rebateLines(player.id)).toEqual([expect.objectContaining({ quantityMinor: 130, mark: "rebate:2026-11-22" })]);

      // Claimed: nothing is owed, a second tap is refused with what there is, and nothing moves.
      const again = await claimRebate(s.app.deps, player.id);
      expect(again).toEqual({ ok: false, error: { code: "REBATE_BELOW_MINIMUM", params: { minimum: "1.00", accrued: "0.00" } } });
      expect(await available(player.id)).toBe(before + 130);
      expect((await rebateStatus(s.app.deps, player.id)).today).toMatchObject({ accruedMinor: 130, paidMinor: 130, owedMinor: 0 });
    });

    it("refuses below the operator's minimum, in auto mode, and during a break; the end-of-day credit pays what accrued before the break", async () => {
      const player = await funded();
      await bet(s, player.id, [PLAY_TYPE.single], units(400)); // 0.80
      await finishRound(s);
      expect(await claimRebate(s.app.deps, player.id)).toEqual({ ok: false, error: { code: "REBATE_BELOW_MINIMUM", params: { minimum: "1.00", accrued: "0.80" } } });

      await setRebate({ mode: "auto" });
      expect(codeOf(await claimRebate(s.app.deps, player.id))).toBe("REBATE_CLAIM_OFF");
      expect((await rebateStatus(s.app.deps, player.id)).canClaim).toBe(false);

      await setRebate({ mode: "claim", minimumClaimMinor: units(0.5) });
      unwrap(await takeTimeOut(s.app.deps, { userId: player.id, password: PASSWORD, confirmed: true, address: "203.0.113.9", days: 7 }));
      expect(codeOf(await claimRebate(s.app.deps, player.id))).toBe("PROMOTIONS_PAUSED_ON_BREAK");
      expect(await rebateStatus(s.app.deps, player.id)).toMatchObject({ onBreak: true, canClaim: false, claimableMinor: 80 });
      expect(await rebateLines(player.id)).toEqual([]);

      const before = await available(player.id);
      s.app.clock.set(NOV_23_MS);
      expect(await creditDueRebates(s.app.deps, s.app.clock.nowMs())).toEqual({ players: 1, paidMinor: 80 });
      expect(await available(player.id)).toBe(before + 80);
      expect(await rebateLines(player.id)).toEqual([expect.objectContaining({ quantityMinor: 80, mark: "rebate:2026-11-22" })]);
    });
  });

  it("pays a visitor (trial money) nothing: the claim is refused and the end-of-day credit passes them by", async () => {
    const visitor = await createPlayer(s.app, { groupId: GROUP.visitor, balanceMinor: units(2_000) });
    await bet(s, visitor.id, [PLAY_TYPE.big], units(1_000));
    await finishRound(s);
    expect(await rebateStatus(s.app.deps, visitor.id)).toMatchObject({ visitor: true, canClaim: false, claimableMinor: 200 });
    expect(codeOf(await claimRebate(s.app.deps, visitor.id))).toBe("VISITOR_NOT_ALLOWED");
    s.app.clock.set(NOV_23_MS);
    expect(await creditDueRebates(s.app.deps, NOV_23_MS)).toEqual({ players: 0, paidMinor: 0 });
    expect(await rebateLines(visitor.id)).toEqual([]);
  });

  describe("creditDueRebates", () => {
    it("pays after the day what was not claimed of it, once; a rerun, a late claim and a second server pay nothing more", async () => {
      const [claimer, quiet] = [await funded(), await funded()];
      await bet(s, claimer.id, [PLAY_TYPE.big], units(1_000)); // 2.00
      await bet(s, quiet.id, [numberPlayType(7)], units(50)); // 0.15
      await finishRound(s);
      unwrap(await claimRebate(s.app.deps, claimer.id));
      await bet(s, claimer.id, [PLAY_TYPE.small], units(250)); // the day reaches 2.50: 0.50 more
      await finishRound(s);

      // While the day runs (and its grace minute), nothing is due.
      expect(await creditDueRebates(s.app.deps, s.app.clock.nowMs())).toEqual({ players: 0, paidMinor: 0 });
      s.app.clock.set(NOV_23_MS - 90_000); // 00:00:30: the day is over, but a settlement of it may still commit
      expect(await creditDueRebates(s.app.deps, s.app.clock.nowMs())).toEqual({ players: 0, paidMinor: 0 });
      // Until the credit runs, yesterday shows as an earlier day still owed.
      expect((await rebateStatus(s.app.deps, claimer.id)).earlier).toEqual([expect.objectContaining({ day: "2026-11-22", accruedMinor: 250, paidMinor: 200, owedMinor: 50 })]);

      s.app.clock.set(NOV_23_MS);
      const [first, second] = await Promise.all([creditDueRebates(s.app.deps, NOV_23_MS), creditDueRebates(s.app.deps, NOV_23_MS)]);
      expect(first.paidMinor + second.paidMinor).toBe(65);
      expect((await rebateLines(claimer.id)).map((line) => line.quantityMinor).sort((a, b) => a - b)).toEqual([50, 200]);
      expect((await rebateLines(quiet.id)).map((line) => line.quantityMinor)).toEqual([15]);
      expect(await creditDueRebates(s.app.deps, NOV_23_MS + 60_000)).toEqual({ players: 0, paidMinor: 0 });
      // Yesterday is closed: the screen shows today only, and a claim finds nothing.
      expect((await rebateStatus(s.app.deps, claimer.id)).earlier).toEqual([]);
      expect(codeOf(await claimRebate(s.app.deps, claimer.id))).toBe("REBATE_BELOW_MINIMUM");
    });
  });

  describe("reviewVipLevels", () => {
    it("raises a player whose window reaches intermediate, pays its bonus once, and rebates at the new rates", async () => {
      const player = await funded(units(12_000)); // deposits 12,000.00 >= 1,000.00
      await bet(s, player.id, [PLAY_TYPE.big, PLAY_TYPE.single], units(5_000)); // turnover 10,000.00
      await finishRound(s);
      expect((await vipStatus(s.app.deps, player.id))).toMatchObject({ level: 0, name: "junior", qualifiedLevel: 1, turnoverMinor: units(10_000), depositMinor: units(12_000), next: { nextLevel: 1, turnoverShortMinor: 0, depositShortMinor: 0 } });

      s.app.clock.set(NOV_23_MS);
      // The day's rebate is credited at the level held during it (the credit runs before the review).
      expect(await creditDueRebates(s.app.deps, NOV_23_MS)).toEqual({ players: 1, paidMinor: 2_000 });
      const before = await available(player.id);
      expect(await reviewVipLevels(s.app.deps, NOV_23_MS)).toEqual({ raised: 1, lowered: 0, bonusMinor: units(18) });
      expect(await reviewVipLevels(s.app.deps, NOV_23_MS + 60_000)).toEqual({ raised: 0, lowered: 0, bonusMinor: 0 });
      expect(await available(player.id)).toBe(before + units(18));
      expect((await fundLogOf(s.app, player.id)).filter((line) => line.type === FUND_TYPE.bonus)).toEqual([expect.objectContaining({ quantityMinor: units(18), mark: "bonus:level:1" })]);

      const status = await vipStatus(s.app.deps, player.id);
      expect(status).toMatchObject({ level: 1, name: "intermediate", keptUntilMs: NOV_23_MS + 30 * DAY_MS, next: { nextLevel: 2, turnoverNeededMinor: units(100_000), turnoverShortMinor: units(90_000), depositShortMinor: 0 } });
      expect(status.levels.map((level) => [level.name, level.reached, level.baseRebateBp, level.levelUpBonusMinor])).toEqual([
        ["junior", true, 20, 0],
        ["intermediate", true, 40, units(18)],
        ["premium", false, 60, units(88)],
        ["supreme", false, 80, units(588)],
      ]);

      // Today at intermediate: 0.40 % of 100.00.
      s.app.clock.set(Date.UTC(2026, 10, 23, 2, 0, 0));
      await s.engine.tick();
      await bet(s, player.id, [PLAY_TYPE.big], units(100));
      await finishRound(s);
      expect((await rebateStatus(s.app.deps, player.id)).today).toMatchObject({ day: "2026-11-23", baseRebateBp: 40, accruedMinor: 40 });
    });

    it("keeps a level 30 days without play, then drops it to what the window qualifies for; climbing back pays no bonus again", async () => {
      const player = await funded(units(12_000));
      await bet(s, player.id, [PLAY_TYPE.big, PLAY_TYPE.single], units(5_000));
      await finishRound(s);
      s.app.clock.set(NOV_23_MS);
      expect(await reviewVipLevels(s.app.deps, NOV_23_MS)).toMatchObject({ raised: 1, bonusMinor: units(18) });
      // 29 days on, the window (30 days) still holds the day of play: kept.
      expect(await reviewVipLevels(s.app.deps, NOV_23_MS + 29 * DAY_MS)).toEqual({ raised: 0, lowered: 0, bonusMinor: 0 });
      // 31 days on, the window is empty and the 30 days are over: back to junior, found though they did not play.
      expect(await reviewVipLevels(s.app.deps, NOV_23_MS + 31 * DAY_MS)).toEqual({ raised: 0, lowered: 1, bonusMinor: 0 });
      expect(await vipStatus(s.app.deps, player.id)).toMatchObject({ level: 0, name: "junior", keptUntilMs: null });
      expect((await fundLogOf(s.app, player.id)).filter((line) => line.type === FUND_TYPE.bonus)).toHaveLength(1);
    });

    it("keeps a level's bonus waiting while the player is on a break, and pays it at the first review after", async () => {
      const player = await funded(units(12_000));
      await bet(s, player.id, [PLAY_TYPE.big, PLAY_TYPE.single], units(5_000));
      await finishRound(s);
      unwrap(await takeTimeOut(s.app.deps, { userId: player.id, password: PASSWORD, confirmed: true, address: "203.0.113.9", days: 1 }));
      s.app.clock.set(NOV_23_MS);
      expect(await reviewVipLevels(s.app.deps, NOV_23_MS)).toEqual({ raised: 1, lowered: 0, bonusMinor: 0 });
      expect((await vipStatus(s.app.deps, player.id)).level).toBe(1);
      s.app.clock.set(NOV_23_MS + DAY_MS);
      expect(await reviewVipLevels(s.app.deps, NOV_23_MS + DAY_MS)).toEqual({ raised: 0, lowered: 0, bonusMinor: units(18) });
      expect(await reviewVipLevels(s.app.deps, NOV_23_MS + 2 * DAY_MS)).toEqual({ raised: 0, lowered: 0, bonusMinor: 0 });
    });
  });
});
