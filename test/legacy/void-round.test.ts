import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { voidRound } from "../../src/application/risk/void-round";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { call, currentRound, gift, okData, player, type Player } from "./support";

const REASON = { zh: "开奖中断", tw: "開獎中斷", en: "The draw was interrupted", jp: "抽選が中断されました", kor: "추첨이 중단되었습니다" };
type Line = { quantity: string; mark: string; type: number };
type Order = { quantity: string; status: number; whether_hit: number; profit: string; lottery_code: string; issue: string };

/**
 * A voided round on the legacy wire (issue 41): the original client knows no void, so a refunded bet reads settled
 * (status 1), not hit, profit 0, and its refund is a credit of type 3 (the settlement's) whose remark says the round
 * was voided; the round never appears among the draws (it has none).
 */
forEachStore((_name, open) => {
  describe("a voided round on the legacy wire", () => {
    let server: TestServer;
    let someone: Player;
    let issue: string;
    let today: string;

    beforeAll(async () => {
      server = await testServer(await open());
      someone = await player(server);
      await gift(server, someone.user.id, "100");
      issue = currentRound(server).issue;
      today = `${issue.slice(0, 4)}-${issue.slice(4, 6)}-${issue.slice(6, 8)}`;
      const placed = await call(server, "Lottery/playOrder", { issue, plan_id: 11, game_id: 1, play_type: "1,3", money: "10" }, { token: someone.token });
      expect(placed.json.code).toBe(1);
      const voided = await voidRound(server.deps, { gameId: 1, issue, reason: REASON, operatorId: 1 });
      expect(voided.ok).toBe(true);
      // The round's draw time passes: the engine draws the next rounds, never this one.
      await server.advanceTo(currentRound(server).drawAtMs + 1_000);
      await server.advanceTo(currentRound(server).drawAtMs + 1_000);
    });
    afterAll(() => server.close());

    const post = (path: string, body: Record<string, unknown>, lang: "tw" | "en" = "tw") => call(server, path, body, { token: someone.token, lang });

    it("reads each bet as settled, not hit, profit 0, the stake its quantity, no draw", async () => {
      const orders = okData(await post("user/orderList", { begin_date: today, end_date: today })) as Order[];
      expect(orders.map((o) => [o.issue, o.quantity, o.status, o.whether_hit, o.profit, o.lottery_code])).toEqual([
        [issue, "10.00", 1, 0, "0.00", ""],
        [issue, "10.00", 1, 0, "0.00", ""],
      ]);
    });

    it("lists each refund as a type 3 credit whose remark says the round was voided, in the caller's language", async () => {
      const tw = okData(await post("user/quantityLogList", { begin_date: today, end_date: today })) as Line[];
      const refunds = tw.filter((line) => line.type === 3);
      expect(refunds.map((line) => [line.quantity, line.mark])).toEqual([
        ["10.00", `本期作廢，退還投注：Singapore ${issue}`],
        ["10.00", `本期作廢，退還投注：Singapore ${issue}`],
      ]);
      expect(tw.some((line) => line.type === 9)).toBe(false);
      const en = okData(await post("user/quantityLogList", { begin_date: today, end_date: today, type: 3 }, "en")) as Line[];
      expect(en.map((line) => [line.type, line.quantity, line.mark])).toEqual([
        [3, "10.00", `Round voided, stake refunded: Singapore ${issue}`],
        [3, "10.00", `Round voided, stake refunded: Singapore ${issue}`],
      ]);
      // The money is back: the gift, less nothing.
      const info = await post("user/userInfo", {});
      expect((info.json.msg as { money: string }).money).toBe("100.00");
    });

    it("never lists the voided round among the draws", async () => {
      const draws = okData(await post("Lottery/issueList", { game_id: 1, limit: 10 })) as { issue: string }[];
      expect(draws.length).toBeGreaterThan(0);
      expect(draws.map((d) => d.issue)).not.toContain(issue);
    });
  });
});
