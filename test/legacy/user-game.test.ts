import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sumAhead, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { call, currentRound, expectRefused, finishRound, okData, player, type Player } from "./support";

type Notice = { id: number; profit: string; game_id: number; issue: string; createtime: number } | null;

const result = async (server: TestServer, p: Player, params: Record<string, unknown> = { game_id: 1 }): Promise<Notice> =>
  okData(await call(server, "user/getGameResult", params, { token: p.token })) as Notice;

forEachStore((_name, open) => {
  describe("POST user/getGameResult and user/closeGameResult", () => {
    let server: TestServer;
    let winner: Player;
    let other: Player;
    let issue: string;
    let expectedProfit: string;

    beforeAll(async () => {
      server = await testServer(await open(), { drawScheme: 1 });
      winner = await player(server, { money: "1000" });
      other = await player(server, { money: "1000" });
      issue = currentRound(server).issue;
      // The side that will win (worked out ahead: covering both sides is refused) at 10.
      const order = (playType: string, money: string, p: Player) =>
        call(server, "Lottery/playOrder", { issue, plan_id: 11, game_id: 1, play_type: playType, money }, { token: p.token });
      okData(await order((await sumAhead(server, 1, issue)) >= 14 ? "1" : "2", "10", winner));
      await finishRound(server);
      // 1.94 pays 19.40 on 10: profit 9.40.
      expectedProfit = "9.40";
    });
    afterAll(() => server.close());

    it("answers nothing before any win, with code 1 and data null", async () => {
      const fresh = await player(server);
      const reply = await call(server, "user/getGameResult", { game_id: 1 }, { token: fresh.token });
      expect(reply.json).toMatchObject({ code: 1, data: null });
    });

    it("answers the oldest unseen win of the game: its id and profit", async () => {
      expect(await result(server, winner)).toEqual({ id: expect.any(Number), profit: expectedProfit, game_id: 1, issue, createtime: Math.floor(server.clock.nowMs() / 1000) });
      expect(await result(server, winner, {})).toMatchObject({ profit: expectedProfit });
      expect(okData(await call(server, "user/getGameResult", { game_id: "1" }, { token: winner.token, kind: "form" }))).toMatchObject({ profit: expectedProfit });
      expect(await result(server, winner, { game_id: 2 })).toBeNull();
    });

    it("never shows or closes another player's notice", async () => {
      const notice = (await result(server, winner))!;
      expect(await result(server, other)).toBeNull();
      expect(await result(server, other, { game_id: 1, user_id: winner.user.id })).toBeNull();
      expectRefused(await call(server, "user/closeGameResult", { order_id: notice.id, lang: "tw" }, { token: other.token }), "NOT_FOUND", "tw");
      expectRefused(await call(server, "user/closeGameResult", { order_id: notice.id, lang: "en" }, { token: other.token, kind: "multipart" }), "NOT_FOUND", "en");
      expect(await result(server, winner)).toEqual(notice);
    });

    it("refuses a missing or malformed order_id and a malformed game_id, in tw and en", async () => {
      for (const lang of ["tw", "en"] as const) {
        for (const order_id of [undefined, "abc", 0, -3, { id: 1 }, [1]]) {
          expectRefused(await call(server, "user/closeGameResult", { order_id, lang }, { token: winner.token }), "INVALID_INPUT", lang);
        }
        for (const game_id of ["x", { g: 1 }, -1]) {
          expectRefused(await call(server, "user/getGameResult", { game_id, lang }, { token: winner.token }), "INVALID_INPUT", lang);
        }
        expectRefused(await call(server, "user/closeGameResult", { order_id: 999_999, lang }, { token: winner.token }), "NOT_FOUND", lang);
      }
      expect(await result(server, winner)).not.toBeNull();
    });

    it("closing one's own notice marks it seen: it is not served again; closing it twice is harmless", async () => {
      const notice = (await result(server, winner))!;
      const closed = await call(server, "user/closeGameResult", { order_id: notice.id }, { token: winner.token });
      expect(closed.json).toMatchObject({ code: 1, msg: "操作成功", data: null });
      expect(await result(server, winner)).toBeNull();
      const again = await call(server, "user/closeGameResult", { order_id: String(notice.id), lang: "en" }, { token: winner.token, kind: "form" });
      expect(again.json).toMatchObject({ code: 1, msg: "Operation successful" });
      expect(await result(server, winner)).toBeNull();
    });
  });
});
