import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payOut } from "../../src/application/growth/pay-out";
import { inTransaction, type Work } from "../../src/application/unit-of-work";
import { GROUP } from "../../src/domain/accounts/user";
import { payoutKey, type Payout } from "../../src/domain/growth/payout";
import { commissionMark } from "../../src/domain/growth/commission-statement";
import { promotionMark } from "../../src/domain/growth/promotion";
import { rebateMark } from "../../src/domain/growth/rebate-formula";
import { levelBonusMark } from "../../src/domain/growth/vip-level";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { call, okData, player, type Player } from "./support";

type Line = { quantity: string; mark: string; type: number };

const TODAY = "2026-11-22";

/**
 * The growth engine's credits on the legacy wire (issue 40): the original client knows gift (4) as the only
 * credit that is not a deposit or a win, so commissions, rebates and bonuses travel as 4 with a remark naming the
 * kind in the caller's language, and its "gift" filter lists them.
 */
forEachStore((_name, open) => {
  describe("quantityLogList with the growth engine's credits", () => {
    let server: TestServer;
    let agent: Player;

    const pay = async (userId: number, payout: Omit<Payout, "userId" | "atMs" | "detail" | "periodKey" | "source">) => {
      const paid = await inTransaction(server.deps, (work: Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">) =>
        payOut(work, { ...payout, userId, periodKey: TODAY, source: payout.kind, detail: "{}", atMs: server.clock.nowMs() }),
      );
      expect(paid).toEqual({ ok: true, value: true });
    };

    beforeAll(async () => {
      server = await testServer(await open());
      agent = await player(server, { groupId: GROUP.agent, money: "100" });
      const id = agent.user.id;
      await pay(id, { key: payoutKey("commission", id, "2026-11-21"), kind: "commission", amountMinor: 1_250, mark: commissionMark("2026-11-21") });
      await pay(id, { key: payoutKey("commission", id, "week:2026-11-09"), kind: "commission", amountMinor: 100, mark: commissionMark("week:2026-11-09") });
      await pay(id, { key: payoutKey("rebate", id, "2026-11-21:240"), kind: "rebate", amountMinor: 240, mark: rebateMark("2026-11-21") });
      await pay(id, { key: payoutKey("bonus", id, "promotion:7"), kind: "bonus", amountMinor: 800, mark: promotionMark(7) });
      // A promotion that exists (and has ended since): its bonus is named by its title.
      const text = (title: string) => ({ title, body: "" });
      const promotion = await server.deps.store.transaction(async (tx) => {
        const created = await tx.promotions.create(
          {
            terms: { en: text("Welcome gift"), tw: text("新手禮"), zh: text("新手礼"), jp: text("ウェルカムギフト"), kor: text("웰컴 선물") },
            startMs: 0,
            endMs: server.clock.nowMs() + 1,
            reward: { kind: "check_in", amountMinor: 300 },
            eligibility: { minLevel: 0, newPlayersOnly: false, minDepositMinor: 0, onePerAddress: false },
            wageringMultiple: 0,
          },
          0,
        );
        await tx.promotions.setStatus(created.id, "ended", 0);
        return created;
      });
      await pay(id, { key: payoutKey("bonus", id, `promotion:${promotion.id}`), kind: "bonus", amountMinor: 300, mark: promotionMark(promotion.id) });
      await pay(id, { key: payoutKey("bonus", id, "level:2"), kind: "bonus", amountMinor: 8_800, mark: levelBonusMark(2) });
    });
    afterAll(() => server.close());

    const lines = async (lang: "tw" | "en" | "zh" | "jp" | "kor", extra: Record<string, unknown> = {}) =>
      okData(await call(server, "user/quantityLogList", { begin_date: TODAY, end_date: TODAY, ...extra }, { token: agent.token, lang })) as Line[];

    it("lists them as gifts (4) whose remark names the kind, in tw", async () => {
      expect((await lines("tw")).map((line) => [line.type, line.quantity, line.mark])).toEqual([
        [4, "88.00", "晉級獎金：高級"],
        [4, "3.00", "活動獎金：新手禮"],
        [4, "8.00", "活動獎金"],
        [4, "2.40", "返水 2026-11-21"],
        [4, "1.00", "佣金 2026-11-09 當週"],
        [4, "12.50", "佣金 2026-11-21"],
        [4, "100.00", "gift"],
      ]);
    });

    it("says the kind in the caller's language", async () => {
      expect((await lines("en")).map((line) => line.mark).slice(0, 6)).toEqual(["Level-up bonus: Premium", "Promotion bonus: Welcome gift", "Promotion bonus", "Rebate 2026-11-21", "Commission week of 2026-11-09", "Commission 2026-11-21"]);
      expect((await lines("zh")).map((line) => line.mark).slice(3, 6)).toEqual(["返水 2026-11-21", "佣金 2026-11-09 当周", "佣金 2026-11-21"]);
      expect((await lines("jp")).map((line) => line.mark)[3]).toBe("リベート 2026-11-21");
      expect((await lines("kor")).map((line) => line.mark)[5]).toBe("커미션 2026-11-21");
    });

    it("takes them in the gift filter (4), in no other", async () => {
      expect((await lines("en", { type: 4 })).map((line) => line.quantity)).toEqual(["88.00", "3.00", "8.00", "2.40", "1.00", "12.50", "100.00"]);
      expect((await lines("en", { type: "4" })).every((line) => line.type === 4)).toBe(true);
      expect(await lines("en", { type: 0 })).toEqual([]);
      expect(await lines("en", { type: 3 })).toEqual([]);
    });
  });
});
