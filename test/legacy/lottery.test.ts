import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { call, currentRound, expectRefused, finishRound, okData, player, type Player } from "./support";

/** Money of a player as userInfo shows it. */
async function moneyOf(server: TestServer, p: Player): Promise<string> {
  const reply = await call(server, "user/userInfo", {}, { token: p.token });
  return (reply.json.msg as { money: string }).money;
}

forEachStore((_name, open) => {
  describe("the room list, odds and orders (clock at the first round of 2026-11-22)", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await testServer(await open());
    });
    afterAll(() => server.close());

    describe("POST Lottery/index", () => {
      it("answers the chosen game with its plans and each plan's join_limit", async () => {
        const { token } = await player(server);
        const data = okData(await call(server, "Lottery/index", { game_id: 1 }, { token }));
        expect(data).toEqual({
          gameList: [
            {
              id: 1,
              name: "Singapore",
              status: 1,
              planList: [
                { id: 11, game_id: 1, title: "Beginner", type: 0, join_limit: "10.00", min_money: "1.00", max_money: "5000.00", min_limit: "1.00", max_limit: "5000.00", robot_num: 0 },
                { id: 12, game_id: 1, title: "Advanced", type: 1, join_limit: "1000.00", min_money: "5.00", max_money: "50000.00", min_limit: "5.00", max_limit: "50000.00", robot_num: 0 },
                { id: 13, game_id: 1, title: "VIP", type: 2, join_limit: "10000.00", min_money: "50.00", max_money: "500000.00", min_limit: "50.00", max_limit: "500000.00", robot_num: 0 },
              ],
            },
          ],
        });
      });

      it("answers every game when no game_id is sent (form body) or an empty one, to a visitor too", async () => {
        const { token } = await player(server);
        for (const [params, options] of [[{}, { token, kind: "form" }], [{ game_id: "" }, { token }], [{ game_id: "" }, {}]] as const) {
          const data = okData(await call(server, "Lottery/index", params, options)) as { gameList: { id: number; planList: { game_id: number }[] }[] };
          expect(data.gameList.map((g) => g.id)).toEqual([1, 2, 3, 4]);
          for (const game of data.gameList) expect(game.planList.every((plan) => plan.game_id === game.id)).toBe(true);
        }
      });

      it("refuses an unknown game and a malformed game_id in the caller's language", async () => {
        const { token } = await player(server);
        expectRefused(await call(server, "Lottery/index", { game_id: 99, lang: "tw" }, { token }), "GAME_NOT_FOUND", "tw");
        expectRefused(await call(server, "Lottery/index", { game_id: 99, lang: "en" }, { token, kind: "multipart" }), "GAME_NOT_FOUND", "en");
        for (const bad of ["abc", -1, 1.5, { id: 1 }, [1], true, "1e3"]) {
          expectRefused(await call(server, "Lottery/index", { game_id: bad, lang: "en" }, { token }), "INVALID_INPUT", "en");
        }
      });
    });

    describe("POST Lottery/oddsList", () => {
      it("answers rule_base (the range play types) and rule_num (sums 0-27) with the odds as 2-decimal strings", async () => {
        const { token } = await player(server);
        const data = okData(await call(server, "Lottery/oddsList", { plan_id: 11 }, { token })) as {
          rule_base: { id: number; class: number; class_name: string; odds: string }[];
          rule_num: { id: number; class: number; class_name: string; odds: string }[];
          plan: unknown;
        };
        expect(data.rule_base).toEqual([
          { id: 1, class: 1, class_name: "做多", odds: "1.94" },
          { id: 2, class: 2, class_name: "做空", odds: "1.94" },
          { id: 3, class: 3, class_name: "平单", odds: "1.94" },
          { id: 4, class: 4, class_name: "平双", odds: "1.94" },
          { id: 11, class: 11, class_name: "多单", odds: "4.19" },
          { id: 12, class: 12, class_name: "多双", odds: "3.60" },
          { id: 13, class: 13, class_name: "空单", odds: "3.60" },
          { id: 14, class: 14, class_name: "空双", odds: "4.19" },
          { id: 21, class: 21, class_name: "极阴", odds: "17.32" },
          { id: 22, class: 22, class_name: "极阳", odds: "17.32" },
        ]);
        expect(data.rule_num).toHaveLength(28);
        expect(data.rule_num.map((r) => r.class)).toEqual(Array.from({ length: 28 }, (_, n) => 100 + n));
        expect(data.rule_num.map((r) => r.class_name)).toEqual(Array.from({ length: 28 }, (_, n) => String(n)));
        for (const row of data.rule_num) expect(row.odds).toMatch(/^\d+\.\d{2}$/);
        expect(data.plan).toEqual({ id: 11, game_id: 1, title: "Beginner", join_limit: "10.00", min_money: "1.00", max_money: "5000.00" });
      });

      it("names the play types by the original's label keys whatever the language, and gives each class's winning sums (num_code)", async () => {
        const { token } = await player(server);
        for (const lang of ["en", "jp", "kor", "zh"] as const) {
          const data = okData(await call(server, "Lottery/oddsList", { plan_id: 11, lang }, { token })) as { rule_base: { class_name: string }[]; num_code: Record<string, string> };
          expect(data.rule_base.map((r) => r.class_name).slice(0, 5)).toEqual(["做多", "做空", "平单", "平双", "多单"]);
          expect(data.num_code["1"]).toBe("14,15,16,17,18,19,20,21,22,23,24,25,26,27");
          expect(data.num_code["13"]).toBe("1,3,5,7,9,11,13");
          expect(data.num_code["21"]).toBe("0,1,2,3,4,5");
          expect(data.num_code["115"]).toBe("15");
          expect(Object.keys(data.num_code)).toHaveLength(38);
        }
      });

      it("refuses a missing, malformed or unknown plan", async () => {
        const { token } = await player(server);
        expectRefused(await call(server, "Lottery/oddsList", { lang: "tw" }, { token }), "INVALID_INPUT", "tw");
        expectRefused(await call(server, "Lottery/oddsList", { plan_id: { $gt: 0 }, lang: "en" }, { token }), "INVALID_INPUT", "en");
        expectRefused(await call(server, "Lottery/oddsList", { plan_id: 999, lang: "tw" }, { token, kind: "form" }), "ROOM_NOT_FOUND", "tw");
        expectRefused(await call(server, "Lottery/oddsList", { plan_id: 999, lang: "en" }, { token }), "ROOM_NOT_FOUND", "en");
      });
    });

    describe("POST Lottery/playOrder", () => {
      const order = (server: TestServer, extra: Record<string, unknown> = {}) => ({
        issue: currentRound(server).issue,
        plan_id: 11,
        game_id: 1,
        play_type: "1",
        money: "10",
        ...extra,
      });

      it("places one bet per class at the stake each and answers after_quantity", async () => {
        const p = await player(server, { money: "1000" });
        const reply = await call(server, "Lottery/playOrder", order(server, { play_type: "1,4", money: "10.50" }), { token: p.token });
        expect(reply.json.msg).toBe("下單成功");
        const data = okData(reply) as Record<string, unknown> & { after_quantity: string; total: string; list: Record<string, unknown>[] };
        expect(data.after_quantity).toBe("979.00");
        expect(data.total).toBe("21.00");
        const nowSeconds = Math.floor(server.clock.nowMs() / 1000);
        const masked = `${p.user.username[0]}***${p.user.username.at(-1)}`;
        const record = (playType: number, label: string) => ({
          id: expect.any(Number),
          nickname: masked,
          username: masked,
          issue: currentRound(server).issue,
          play_type: playType,
          play_method: label,
          quantity: "10.50",
          money: "10.50",
          time: nowSeconds,
          orderNo: expect.any(String),
          game_id: 1,
          plan_id: 11,
          odds: "1.94",
          createtime: nowSeconds,
        });
        expect(data.list).toEqual([record(1, "做多"), record(4, "平双")]);
        // data itself is the (first) placed bet as a room-feed record, as the client appends it to its feed.
        expect(data).toMatchObject({ ...record(1, "做多"), id: data.list[0]!.id });
        expect(await moneyOf(server, p)).toBe("979.00");
      });

      it("takes a single class as a number, from a form and from a multipart body, with the notice in English", async () => {
        const p = await player(server, { money: "1000" });
        const form = await call(server, "Lottery/playOrder", order(server, { play_type: 3, money: 5, lang: "en" }), { token: p.token, kind: "form" });
        expect(form.json.msg).toBe("Order placed successfully");
        expect(okData(form)).toMatchObject({ after_quantity: "995.00", play_type: 3, play_method: "平单", quantity: "5.00", list: [{ play_type: 3, play_method: "平单" }] });
        const multipart = await call(server, "Lottery/playOrder", order(server, { play_type: "107,108", money: "2" }), { token: p.token, kind: "multipart" });
        expect(okData(multipart)).toMatchObject({ after_quantity: "991.00", total: "4.00" });
      });

      it("answers the same order under both prefixes and in any case", async () => {
        const p = await player(server, { money: "1000" });
        for (const [prefix, path] of [["/api", "lottery/PLAYORDER/"], ["/index.php/api", "LOTTERY/playorder"], ["/api", "Lottery/playOrder"]] as const) {
          const reply = await call(server, path, order(server, { play_type: "100", money: "1" }), { token: p.token, prefix });
          expect(reply.json.code, `${prefix}/${path}`).toBe(1);
        }
        expect(await moneyOf(server, p)).toBe("997.00");
      });

      it("refuses a plan of another game (plan_id must belong to game_id), changing nothing", async () => {
        const p = await player(server, { money: "1000" });
        expectRefused(await call(server, "Lottery/playOrder", order(server, { plan_id: 21, lang: "tw" }), { token: p.token }), "ROOM_NOT_FOUND", "tw");
        expectRefused(await call(server, "Lottery/playOrder", order(server, { game_id: 2, lang: "en" }), { token: p.token }), "ROOM_NOT_FOUND", "en");
        expect(await moneyOf(server, p)).toBe("1000.00");
      });

      it("refuses each broken rule with its message in tw and en, and nothing moves", async () => {
        const p = await player(server, { money: "100" });
        const cases: [Record<string, unknown>, Parameters<typeof expectRefused>[1], Record<string, string | number>?][] = [
          [{ issue: "20261122099" }, "ROUND_NOT_CURRENT", { issue: currentRound(server).issue }],
          [{ play_type: "999" }, "PLAY_TYPE_UNKNOWN", { play_type: 999 }],
          [{ play_type: "1,2" }, "OPPOSITE_BET"],
          [{ play_type: "3,4" }, "OPPOSITE_BET"],
          [{ money: "0.50" }, "STAKE_BELOW_MINIMUM", { min: "1.00" }],
          [{ money: "5000.01" }, "STAKE_ABOVE_MAXIMUM", { max: "5000.00" }],
          [{ money: "101" }, "INSUFFICIENT_FUNDS"],
          [{ play_type: "1,3,11", money: "40" }, "INSUFFICIENT_FUNDS"],
          [{ plan_id: 13, money: "50" }, "ROOM_JOIN_LIMIT", { limit: "10000.00" }],
          [{ play_type: "" }, "BET_EMPTY"],
        ];
        for (const [extra, key, params] of cases) {
          for (const lang of ["tw", "en"] as const) {
            const reply = await call(server, "Lottery/playOrder", order(server, { ...extra, lang }), { token: p.token });
            expectRefused(reply, key, lang, params);
          }
        }
        expect(await moneyOf(server, p)).toBe("100.00");
      });

      it("refuses bad input of every kind with code 0, never a 5xx, and nothing moves", async () => {
        const p = await player(server, { money: "100" });
        const cases: [Record<string, unknown>, Parameters<typeof expectRefused>[1]][] = [
          [{ money: "abc" }, "MONEY_INVALID"],
          [{ money: "-5" }, "MONEY_NEGATIVE"],
          [{ money: "1.234" }, "MONEY_TOO_MANY_DECIMALS"],
          [{ money: "1000000000.01" }, "MONEY_TOO_LARGE"],
          [{ money: "1e3" }, "MONEY_INVALID"],
          [{ money: { amount: 5 } }, "MONEY_INVALID"],
          [{ money: [5] }, "MONEY_INVALID"],
          [{ money: undefined }, "MONEY_INVALID"],
          [{ money: "0" }, "MONEY_NOT_POSITIVE"],
          [{ play_type: "abc" }, "INVALID_INPUT"],
          [{ play_type: "1,,3" }, "INVALID_INPUT"],
          [{ play_type: "1,1" }, "INVALID_INPUT"],
          [{ play_type: { 0: 1 } }, "INVALID_INPUT"],
          [{ play_type: "-1" }, "INVALID_INPUT"],
          [{ play_type: undefined }, "BET_EMPTY"],
          [{ play_type: Array.from({ length: 65 }, (_, i) => i).join(",") }, "BET_TOO_MANY"],
          [{ issue: undefined }, "INVALID_INPUT"],
          [{ issue: { issue: "x" } }, "INVALID_INPUT"],
          [{ issue: "2026" }, "INVALID_INPUT"],
          [{ plan_id: "eleven" }, "INVALID_INPUT"],
          [{ plan_id: undefined }, "INVALID_INPUT"],
          [{ game_id: 0 }, "INVALID_INPUT"],
          [{ game_id: "99999999999999999999" }, "INVALID_INPUT"],
          [{ request_id: "has spaces" }, "INVALID_INPUT"],
        ];
        for (const [extra, key] of cases) {
          const reply = await call(server, "Lottery/playOrder", order(server, { ...extra, lang: "en" }), { token: p.token });
          expectRefused(reply, key, "en");
        }
        expect(await moneyOf(server, p)).toBe("100.00");
      });

      it("places an order once under a request_id sent twice", async () => {
        const p = await player(server, { money: "100" });
        const first = okData(await call(server, "Lottery/playOrder", order(server, { request_id: "abc-1" }), { token: p.token })) as { list: { id: number }[] };
        const again = okData(await call(server, "Lottery/playOrder", order(server, { request_id: "abc-1" }), { token: p.token })) as { list: { id: number }[] };
        expect(again.list.map((b) => b.id)).toEqual(first.list.map((b) => b.id));
        expect(await moneyOf(server, p)).toBe("90.00");
      });
    });
  });

  describe("draws, candles and a closed round (the clock moves)", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await testServer(await open());
    });
    afterAll(() => server.close());

    it("issueList answers nothing before the first draw", async () => {
      const { token } = await player(server);
      expect(okData(await call(server, "Lottery/issueList", { game_id: 1 }, { token }))).toEqual([]);
    });

    it("refuses a bet once betting has closed, in tw and en", async () => {
      const p = await player(server, { money: "100" });
      const round = currentRound(server);
      await server.advanceTo(round.closeAtMs);
      for (const lang of ["tw", "en"] as const) {
        expectRefused(await call(server, "Lottery/playOrder", { issue: round.issue, plan_id: 11, game_id: 1, play_type: "1", money: "10", lang }, { token: p.token }), "ROUND_CLOSED", lang);
      }
      expect(await moneyOf(server, p)).toBe("100.00");
      await finishRound(server);
    });

    it("issueList answers the draws newest first: digits, sum, labels and their combination", async () => {
      for (let i = 0; i < 4; i++) await finishRound(server);
      const { token } = await player(server);
      const list = okData(await call(server, "Lottery/issueList", { game_id: 1 }, { token })) as Record<string, unknown>[];
      expect(list).toHaveLength(5);
      expect(list.map((d) => d.issue)).toEqual(["20261122005", "20261122004", "20261122003", "20261122002", "20261122001"]);
      // The original's label keys, compared literally by the client's trend table.
      const labels = { big: "做多", small: "做空", single: "平单", double: "平双" };
      const combos: Record<string, string> = { 做多平单: "多单", 做多平双: "多双", 做空平单: "空单", 做空平双: "空双" };
      for (const draw of list) {
        expect(Object.keys(draw).sort()).toEqual(["base", "code", "id", "issue", "join", "opentime", "site_1", "site_2", "site_3"]);
        expect(draw.id).toBe(Number(draw.issue));
        const digits = [draw.site_1, draw.site_2, draw.site_3] as number[];
        for (const d of digits) expect(d >= 0 && d <= 9 && Number.isInteger(d)).toBe(true);
        const sum = digits[0]! + digits[1]! + digits[2]!;
        expect(draw.code).toBe(sum);
        const size = sum >= 14 ? labels.big : labels.small;
        const parity = sum % 2 === 1 ? labels.single : labels.double;
        expect(draw.base).toEqual([size, parity]);
        expect(draw.join).toBe(combos[size + parity]);
      }
      const en = okData(await call(server, "Lottery/issueList", { game_id: 1, limit: 2, lang: "en" }, { token, kind: "form" })) as { base: string[] }[];
      expect(en).toHaveLength(2);
      expect(["做多", "做空"]).toContain(en[0]!.base[0]);
    });

    it("cand answers one candle per draw, oldest first, opening at the previous sum and closing at its own", async () => {
      const { token } = await player(server);
      const draws = okData(await call(server, "Lottery/issueList", { game_id: 2 }, { token })) as { issue: string; code: number }[];
      const list = okData(await call(server, "Lottery/cand", { game_id: 2 }, { token })) as { issue: string; cand: number[]; cand_code: number; direction: string }[];
      const oldestFirst = [...draws].reverse();
      expect(list.map((c) => c.issue)).toEqual(oldestFirst.map((d) => d.issue));
      list.forEach((candle, i) => {
        const close = oldestFirst[i]!.code;
        const openSum = i === 0 ? close : oldestFirst[i - 1]!.code;
        expect(candle.cand).toEqual([openSum, close, Math.min(openSum, close), Math.max(openSum, close)]);
        expect(candle.cand_code).toBe(close);
        expect(candle.direction).toBe(close > openSum ? "long" : close < openSum ? "short" : "flat");
      });
      const limited = okData(await call(server, "Lottery/cand", { game_id: 2, limit: 2 }, { token, kind: "multipart" })) as unknown[];
      expect(limited).toHaveLength(2);
    });

    it("issueList and cand refuse an unknown game, a malformed id and an oversized limit in the caller's language", async () => {
      const { token } = await player(server);
      for (const path of ["Lottery/issueList", "Lottery/cand"]) {
        expectRefused(await call(server, path, { game_id: 9, lang: "tw" }, { token }), "GAME_NOT_FOUND", "tw");
        expectRefused(await call(server, path, { game_id: 9, lang: "en" }, { token }), "GAME_NOT_FOUND", "en");
        expectRefused(await call(server, path, { lang: "en" }, { token }), "INVALID_INPUT", "en");
        expectRefused(await call(server, path, { game_id: { id: 1 }, lang: "tw" }, { token }), "INVALID_INPUT", "tw");
        expectRefused(await call(server, path, { game_id: 1, limit: 100_000, lang: "en" }, { token }), "INVALID_INPUT", "en");
        expectRefused(await call(server, path, { game_id: 1, limit: 0, lang: "en" }, { token }), "INVALID_INPUT", "en");
      }
    });
  });
});
