import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { saveDepositChannel } from "../../src/application/wallet/save-deposit-channel";
import { sumAhead, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { currentRound, finishRound, PASSWORD, player } from "./support";

interface Envelope {
  code: number;
  msg: unknown;
  time: number;
  data: unknown;
}

/**
 * A whole session of a client built for the original PHP backend, replayed in
 * the order it calls, exactly as it calls: axios JSON bodies with `host` and
 * `lang`, the header `token` (the literal "null" while signed out), the
 * `/index.php/api` prefix. Every field such a client reads is checked
 * (LEGACY-API.md, "What clients built for the original read").
 */
forEachStore((_name, open) => {
  describe("a client built for the original backend, unchanged", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await testServer(await open(), { drawScheme: 1 });
      const channel = await saveDepositChannel(server.deps, { operatorId: 1, id: null, kind: "usdt", network: "TRC20", address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", currencies: ["USDT"], min: "100", max: "100000" });
      expect(channel.ok).toBe(true);
      const bank = await saveDepositChannel(server.deps, { operatorId: 1, id: null, kind: "bank", bankName: "Bank of Taiwan", holder: "Lottery Ltd.", accountNumber: "004-1234-5678901", currencies: ["TWD"], min: "100", max: "500000" });
      expect(bank.ok).toBe(true);
    });
    afterAll(() => server.close());

    /** One call as the original app's axios sends it. */
    const send = async (path: string, body: Record<string, unknown> = {}, token: string | null = null, method: "GET" | "POST" = "POST"): Promise<Envelope> => {
      const params = { host: "lottery.test", lang: "zh", ...body };
      const headers: Record<string, string> = { token: token ?? "null" };
      let url = `/index.php/api/${path}`;
      let requestBody: string | undefined;
      if (method === "GET") url += `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;
      else {
        headers["content-type"] = "application/json;charset=UTF-8";
        requestBody = JSON.stringify(params);
      }
      const response = await server.app.request(url, { method, headers, ...(requestBody === undefined ? {} : { body: requestBody }) });
      expect(response.status, path).toBe(200);
      return (await response.json()) as Envelope;
    };
    const data = <T>(reply: Envelope, path: string): T => {
      expect(reply.code, `${path}: ${JSON.stringify(reply.msg)}`).toBe(1);
      return reply.data as T;
    };

    it("logs in, finds the rooms, bets, follows a bet from the feed, sees the draw, pays in and reads its records", async () => {
      const alice = await player(server, { money: "1000", username: "alice_orig" });
      const bob = await player(server, { money: "500", username: "bob_orig" });

      // Signed out: the home page and its marquee answer with token "null".
      const home = data<{ gameList: { planList: unknown[] }[] }>(await send("index/index", {}, null, "GET"), "index/index");
      expect(home.gameList.length).toBeGreaterThan(0);
      const marquee = data<Record<string, unknown>>(await send("Lottery/heart", { game_id: "", plan_id: "" }), "heart");
      expect(marquee).toMatchObject({ game_status: 0, issue: null, last_issue: null, user_quantity: null, hit_notice: [] });

      // Login: data.userinfo with the token; userInfo in msg.
      const login = data<{ userinfo: Record<string, unknown> }>(await send("user/login", { account: alice.user.username, password: PASSWORD }), "login");
      const token = login.userinfo.token as string;
      expect(login.userinfo).toMatchObject({ id: alice.user.id, user_id: alice.user.id, username: alice.user.username, money: "1000.00", group_id: 1 });
      const info = await send("user/userInfo", {}, token);
      expect(info.code).toBe(1);
      expect(info.msg).toMatchObject({ money: "1000.00", group_id: 1, username: alice.user.username, idcard: "", profit: "0.00", today_profit: "0.00", score: "0.00" });

      // The lottery hall: every game (empty game_id), each plan with its tier, limits and watchers.
      const hall = data<{ gameList: { id: number; planList: Record<string, unknown>[] }[] }>(await send("Lottery/index", { game_id: "" }, token), "Lottery/index");
      expect(hall.gameList.map((g) => g.id)).toEqual([1, 2, 3, 4]);
      const plans = hall.gameList[0]!.planList;
      expect(plans.map((p) => p.type)).toEqual([0, 1, 2]);
      expect(plans[0]).toMatchObject({ id: 11, game_id: 1, title: "Beginner", join_limit: "10.00", min_limit: "1.00", max_limit: "5000.00", robot_num: 0 });

      // The bet room: odds with label keys and num_code, then the room's heart.
      const odds = data<{ rule_base: { class: number; class_name: string }[]; rule_num: { class_name: string }[]; num_code: Record<string, string> }>(await send("Lottery/oddsList", { plan_id: 11 }, token), "oddsList");
      expect(odds.rule_base.map((r) => r.class_name)).toEqual(["做多", "做空", "平单", "平双", "多单", "多双", "空单", "空双", "极阴", "极阳"]);
      expect(odds.rule_num[15]!.class_name).toBe("15");
      expect(odds.num_code["2"]).toBe("0,1,2,3,4,5,6,7,8,9,10,11,12,13");
      const room = data<{ game_status: number; issue: Record<string, unknown>; message: unknown[] }>(await send("Lottery/heart", { game_id: 1, plan_id: 11 }, token), "heart");
      const round = currentRound(server);
      expect(room.game_status).toBe(1);
      expect(room.issue).toMatchObject({ issue: round.issue, whether_close: false, openTime1: 210, openTime: "2026-11-22 10:03:30" });
      expect(room.message).toEqual([]);

      // playOrder: the side that will win (worked out ahead) at 10; data is the bet as a feed record.
      const side = (await sumAhead(server, 1, round.issue)) >= 14 ? 1 : 2;
      const placed = data<Record<string, unknown>>(await send("Lottery/playOrder", { issue: round.issue, plan_id: 11, game_id: 1, play_type: String(side), money: "10" }, token), "playOrder");
      expect(placed).toMatchObject({ issue: round.issue, play_type: side, play_method: side === 1 ? "做多" : "做空", quantity: "10.00", money: "10.00", nickname: "a***g", username: "a***g", after_quantity: "990.00", orderNo: expect.any(String) });

      // Bob, in the same room, copies alice's bet from the feed into his own order (follow-bet).
      const bobToken = bob.token;
      const feed = data<{ message: Record<string, unknown>[] }>(await send("Lottery/heart", { game_id: 1, plan_id: 11 }, bobToken), "heart").message;
      expect(feed).toEqual([{ id: placed.id, nickname: "a***g", username: "a***g", issue: round.issue, play_type: side, play_method: placed.play_method, quantity: "10.00", money: "10.00", time: expect.any(Number) }]);
      const copy = feed[0]!;
      const followed = data<Record<string, unknown>>(await send("Lottery/playOrder", { issue: copy.issue, plan_id: 11, game_id: 1, play_type: String(copy.play_type), money: copy.quantity }, bobToken), "follow");
      expect(followed).toMatchObject({ play_type: side, quantity: "10.00", after_quantity: "490.00", nickname: "b***g" });

      // Two players watch the room now: robot_num counts them, no one else.
      const watched = data<{ gameList: { planList: { id: number; robot_num: number }[] }[] }>(await send("Lottery/index", { game_id: 1 }, token), "Lottery/index");
      expect(watched.gameList[0]!.planList.map((p) => [p.id, p.robot_num])).toEqual([[11, 2], [12, 0], [13, 0]]);
      const both = data<{ message: { username: string }[] }>(await send("Lottery/heart", { game_id: 1, plan_id: 11 }, token), "heart").message;
      expect(both.map((m) => m.username)).toEqual(["a***g", "b***g"]);

      // The draw: issueList with ids and label keys; the room's and the home page's hit notices are the two real wins.
      await finishRound(server);
      const draws = data<Record<string, unknown>[]>(await send("Lottery/issueList", { game_id: 1 }, token), "issueList");
      expect(draws[0]).toMatchObject({ id: Number(round.issue), issue: round.issue });
      const [size, parity] = draws[0]!.base as string[];
      expect(size).toBe(side === 1 ? "做多" : "做空");
      expect(["平单", "平双"]).toContain(parity);
      expect(draws[0]!.join).toBe({ 做多平单: "多单", 做多平双: "多双", 做空平单: "空单", 做空平双: "空双" }[`${size}${parity}`]);
      const candles = data<{ cand: number[] }[]>(await send("Lottery/cand", { game_id: 1 }, token), "cand");
      expect(candles.at(-1)!.cand[1]).toBe(draws[0]!.code);
      // The live rooms read the settled round's wins as it settles; equal profits list the newer bet first.
      const label = side === 1 ? "做多" : "做空";
      await vi.waitFor(async () => {
        const after = data<{ hit_notice: Record<string, unknown>[] }>(await send("Lottery/heart", {}, null), "heart");
        expect(after.hit_notice.map((w) => [w.nickname, w.game_name, w.profit, w.play_method, w.issue])).toEqual([
          ["b***g", "Singapore", "9.40", label, round.issue],
          ["a***g", "Singapore", "9.40", label, round.issue],
        ]);
      });

      // The deposit page asks where to pay with an empty body.
      const pay = data<Record<string, unknown> & { channels: unknown[] }>(await send("user/recharge", {}, token), "recharge");
      expect(pay).toMatchObject({ money: "1009.40", usdt: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", bankname: "Bank of Taiwan", banknum: "004-1234-5678901", bankxm: "Lottery Ltd." });
      expect(pay.channels).toHaveLength(2);

      // Records from the date picker's first day, newest first, paged.
      const orders = data<Record<string, unknown>[]>(await send("user/orderList", { begin_date: "2018-01-01", end_date: "2026-11-22", activeTab: 0 }, token), "orderList");
      expect(orders).toMatchObject([{ play_method: side === 1 ? "做多" : "做空", status: 1, whether_hit: 1, profit: "9.40", quantity: "10.00" }]);
      const lines = data<{ type: number }[]>(await send("user/quantityLogList", { begin_date: "2018-01-01", end_date: "2026-11-22" }, token), "quantityLogList");
      expect(lines.map((l) => l.type)).toEqual([3, 2, 4]);
      const profit = await send("user/userInfo", {}, token);
      expect(profit.msg).toMatchObject({ money: "1009.40", profit: "9.40", today_profit: "9.40", score: "10.00" });

      // Signed out again (the client clears its token and sends "null"): calls that need login answer 401.
      const signedOut = await server.app.request("/index.php/api/user/orderList", { method: "POST", headers: { token: "null", "content-type": "application/json" }, body: JSON.stringify({ lang: "zh" }) });
      expect(signedOut.status).toBe(401);
    });
  });
});
