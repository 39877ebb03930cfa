import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney, parseMoney } from "../../src/domain/money";
import { sumAhead, testServer, type TestServer } from "../support/server";
import { isWinning } from "../../src/domain/betting/outcome";
import { forEachStore } from "../support/stores";
import { call, currentRound, gift, msg, okData, PASSWORD, player } from "./support";

/** Minor units of a wire amount (test arithmetic stays in integers, like the server's). */
const minor = (amount: string): number => {
  const parsed = parseMoney(amount, { allowZero: true, allowNegative: true });
  if (!parsed.ok) throw new Error(`not an amount: ${amount}`);
  return parsed.value;
};

/**
 * One whole round played exactly as the original client plays it: header
 * `token`, `host` and `lang` in every JSON body, the calls in the screens'
 * order, the clock moved through betting close and the draw. Every balance the
 * client could show is checked along the way.
 */
forEachStore((_name, open) => {
  describe("a whole round, as the original client plays it", () => {
    let server: TestServer;
    let username: string;
    beforeAll(async () => {
      server = await testServer(await open(), { drawScheme: 1 });
      const created = await player(server);
      username = created.user.username;
      await gift(server, created.user.id, "1000");
    });
    afterAll(() => server.close());

    it("logs in, bets, sees the draw and the win, and every record adds up", async () => {
      // Login: no token; the answer carries it.
      const login = await call(server, "user/login", { account: username, password: PASSWORD });
      expect(login.json).toMatchObject({ code: 1, msg: msg("LOGIN_OK", "tw") });
      const userinfo = (login.json.data as { userinfo: { token: string; money: string; user_id: number } }).userinfo;
      expect(userinfo.money).toBe("1000.00");
      const token = userinfo.token;
      const post = (path: string, body: Record<string, unknown> = {}) => call(server, path, body, { token });

      // userInfo: the user in msg.
      const info = await post("user/userInfo");
      expect(info.json).toMatchObject({ code: 1, data: null });
      expect(info.json.msg).toMatchObject({ username, money: "1000.00", lock_money: "0.00", group_id: 1 });

      // The rooms of Singapore; the client picks one whose join_limit the balance meets.
      const games = okData(await post("Lottery/index", { game_id: 1 })) as { gameList: { planList: { id: number; game_id: number; join_limit: string }[] }[] };
      const plan = games.gameList[0]!.planList.find((p) => minor(p.join_limit) <= minor("1000.00"))!;
      expect(plan).toMatchObject({ id: 11, game_id: 1 });

      // The room's odds.
      const odds = okData(await post("Lottery/oddsList", { plan_id: plan.id })) as { rule_base: { class: number; odds: string }[] };
      const oddsOf = (playType: number) => minor(odds.rule_base.find((r) => r.class === playType)!.odds);

      // The room's heartbeat: the open round, the balance.
      const heart1 = okData(await post("Lottery/heart", { plan_id: plan.id, game_id: 1 })) as {
        game_status: number;
        issue: { issue: string; openTime1: number; whether_close: boolean };
        user_quantity: { money: string; lock_money: string };
      };
      const round = currentRound(server);
      expect(heart1.game_status).toBe(1);
      expect(heart1.issue).toMatchObject({ issue: round.issue, whether_close: false, openTime1: 210 });
      expect(heart1.user_quantity).toEqual({ money: "1000.00", lock_money: "0.00" });
      const issue = heart1.issue.issue;

      // Two orders, one winning and one losing bet in each (the draw worked out ahead; covering both sides is
      // refused): the winning size and the losing parity at 10, the two combos of the winning size at 20.
      const ahead = await sumAhead(server, 1, issue);
      const size = ahead >= 14 ? 1 : 2;
      const losingParity = ahead % 2 === 1 ? 4 : 3;
      const combos = size === 1 ? [11, 12] : [13, 14];
      const first = await post("Lottery/playOrder", { issue, plan_id: plan.id, game_id: 1, play_type: `${size},${losingParity}`, money: "10" });
      expect(first.json.msg).toBe(msg("ORDER_PLACED", "tw"));
      expect(okData(first)).toMatchObject({ after_quantity: "980.00" });
      const second = await post("Lottery/playOrder", { issue, plan_id: plan.id, game_id: 1, play_type: combos.join(","), money: "20" });
      expect(okData(second)).toMatchObject({ after_quantity: "940.00" });

      // The heartbeat shows the new balance and the room's bets.
      const heart2 = okData(await post("Lottery/heart", { plan_id: plan.id, game_id: 1, issue })) as { user_quantity: { money: string }; message: { play_type: number; money: string }[] };
      expect(heart2.user_quantity.money).toBe("940.00");
      const played = [size, losingParity, ...combos];
      expect(heart2.message.map((m) => [m.play_type, m.money]).sort()).toEqual([[size, "10.00"], [losingParity, "10.00"], [combos[0], "20.00"], [combos[1], "20.00"]].sort());
      expect((await post("user/userInfo")).json.msg).toMatchObject({ money: "940.00" });

      // Betting closes 30 s before the draw: the room says so, and a late order is refused, moving nothing.
      await server.advanceTo(round.closeAtMs);
      const heart3 = okData(await post("Lottery/heart", { plan_id: plan.id, game_id: 1, issue })) as { issue: { whether_close: boolean; openTime1: number } };
      expect(heart3.issue).toMatchObject({ whether_close: true, openTime1: 30 });
      const late = await post("Lottery/playOrder", { issue, plan_id: plan.id, game_id: 1, play_type: "22", money: "10" });
      expect(late.json).toMatchObject({ code: 0, msg: msg("ROUND_CLOSED", "tw") });
      expect((await post("user/userInfo")).json.msg).toMatchObject({ money: "940.00" });

      // The draw: the round is drawn and settled.
      await server.advanceTo(round.drawAtMs);
      const heart4 = okData(await post("Lottery/heart", { plan_id: plan.id, game_id: 1 })) as { last_issue: { issue: string; site_1: number; site_2: number; site_3: number; code: number } };
      expect(heart4.last_issue.issue).toBe(issue);
      const { site_1, site_2, site_3, code: sum } = heart4.last_issue;
      expect(sum).toBe(site_1 + site_2 + site_3);
      const [listed] = okData(await post("Lottery/issueList", { game_id: 1 })) as { issue: string; code: number }[];
      expect(listed).toMatchObject({ issue, code: sum });

      // What the round pays: the size and one combo win, the parity and the other combo lose.
      expect(sum).toBe(ahead);
      const stakes = new Map([[size, minor("10")], [losingParity, minor("10")], [combos[0]!, minor("20")], [combos[1]!, minor("20")]]);
      const wins = new Map(played.map((t) => [t, isWinning(t, sum)]));
      expect(played.filter((t) => wins.get(t))).toHaveLength(2);
      const payout = (playType: number) => (wins.get(playType) ? Math.floor((stakes.get(playType)! * oddsOf(playType)) / 100) : 0);
      const totalPayout = played.reduce((total, t) => total + payout(t), 0);
      const totalProfit = played.filter((t) => wins.get(t)).reduce((total, t) => total + payout(t) - stakes.get(t)!, 0);
      const finalMoney = minor("940.00") + totalPayout;

      // The win popup: polled with the game, shown once, then closed by its id.
      const result = okData(await post("user/getGameResult", { game_id: 1 })) as { id: number; profit: string };
      expect(result.profit).toBe(formatMoney(totalProfit));
      const closed = await post("user/closeGameResult", { order_id: result.id });
      expect(closed.json).toMatchObject({ code: 1, msg: msg("OPERATION_OK", "tw") });
      expect(okData(await post("user/getGameResult", { game_id: 1 }))).toBeNull();

      // The balance everywhere, and the round's profit in userInfo (lifetime and today), its stakes as the score.
      expect((await post("user/userInfo")).json.msg).toMatchObject({
        money: formatMoney(finalMoney),
        profit: formatMoney(totalPayout - minor("60")),
        today_profit: formatMoney(totalPayout - minor("60")),
        score: "60.00",
      });
      const heart5 = okData(await post("Lottery/heart", { plan_id: plan.id, game_id: 1 })) as { user_quantity: { money: string } };
      expect(heart5.user_quantity.money).toBe(formatMoney(finalMoney));

      // The bet record: four bets, settled, with the draw and each one's result.
      const today = "2026-11-22";
      const orders = okData(await post("user/orderList", { begin_date: today, end_date: today, activeTab: 0 })) as {
        play_type: number;
        quantity: string;
        status: number;
        whether_hit: number;
        profit: string;
        lottery_code: string;
        issue: string;
        after_quantity: string;
      }[];
      expect(orders).toHaveLength(4);
      for (const order of orders) {
        const t = order.play_type;
        expect(order).toMatchObject({
          issue,
          quantity: formatMoney(stakes.get(t)!),
          status: 1,
          whether_hit: wins.get(t) ? 1 : 0,
          profit: formatMoney(payout(t) - stakes.get(t)!),
          lottery_code: `${site_1} ${site_2} ${site_3} ${sum}`,
        });
      }
      expect(orders.map((o) => o.after_quantity)).toEqual(["940.00", "960.00", "980.00", "990.00"]);

      // The fund log: oldest to newest, each line's `over` is the one before plus its signed quantity, ending at the balance.
      const lines = okData(await post("user/quantityLogList", { begin_date: today, end_date: today })) as { type: number; quantity: string; over: string; status: number }[];
      const chronological = [...lines].reverse();
      expect(chronological.map((l) => l.type)).toEqual([4, 2, 2, 2, 2, 3, 3]);
      let running = 0;
      for (const line of chronological) {
        running += minor(line.quantity);
        expect(line.over).toBe(formatMoney(running));
        expect(line.status).toBe(1);
      }
      expect(running).toBe(finalMoney);
      expect(chronological.filter((l) => l.type === 3).map((l) => minor(l.quantity)).reduce((a, b) => a + b, 0)).toBe(totalPayout);
      const profitLines = okData(await post("user/quantityLogList", { begin_date: today, end_date: today, type: 3 })) as unknown[];
      expect(profitLines).toHaveLength(2);
    });
  });
});
