import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GROUP } from "../../src/domain/accounts/user";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { call, currentRound, expectRefused, finishRound, gift, okData, player, type Player } from "./support";

type Line = { id: number; quantity: string; over: string; mark: string; type: number; status: number; createtime: number };
type Order = Record<string, unknown> & { id: number; status: number; whether_hit: number; lottery_code: string; profit: string; after_quantity: string | null };

const TODAY = "2026-11-22";

async function lines(server: TestServer, p: Player, params: Record<string, unknown> = { begin_date: TODAY, end_date: TODAY }): Promise<Line[]> {
  return okData(await call(server, "user/quantityLogList", params, { token: p.token })) as Line[];
}

async function orders(server: TestServer, p: Player, params: Record<string, unknown> = { begin_date: TODAY, end_date: TODAY }): Promise<Order[]> {
  return okData(await call(server, "user/orderList", params, { token: p.token })) as Order[];
}

function bet(server: TestServer, p: Player, playType: string, money: string) {
  return call(server, "Lottery/playOrder", { issue: currentRound(server).issue, plan_id: 11, game_id: 1, play_type: playType, money }, { token: p.token });
}

forEachStore((_name, open) => {
  describe("records of the first round", () => {
    let server: TestServer;
    let alice: Player;
    let bob: Player;
    let agent: Player;
    let recruit: Player;
    let issue: string;

    beforeAll(async () => {
      server = await testServer(await open());
      alice = await player(server, { money: "1000" });
      bob = await player(server, { money: "500" });
      agent = await player(server, { groupId: GROUP.agent });
      recruit = await player(server, { inviter: agent.user, money: "300" });
      issue = currentRound(server).issue;
      okData(await bet(server, alice, "1,4", "10"));
      okData(await call(server, "user/recharge", { money: "200", type: "TWD" }, { token: alice.token }));
      okData(await bet(server, bob, "2", "5"));
      okData(await bet(server, recruit, "3", "7"));
    });
    afterAll(() => server.close());

    describe("POST user/quantityLogList", () => {
      it("answers the caller's lines of the days, newest first, quantity signed, over the money after", async () => {
        const list = await lines(server, alice);
        const t = Math.floor(server.clock.nowMs() / 1000);
        expect(list).toEqual([
          { id: expect.any(Number), quantity: "200.00", over: "980.00", mark: "recharge 200.00 TWD", type: 0, status: 0, createtime: t },
          { id: expect.any(Number), quantity: "-10.00", over: "980.00", mark: expect.any(String), type: 2, status: 1, createtime: t },
          { id: expect.any(Number), quantity: "-10.00", over: "990.00", mark: expect.any(String), type: 2, status: 1, createtime: t },
          { id: expect.any(Number), quantity: "1000.00", over: "1000.00", mark: "gift", type: 4, status: 1, createtime: t },
        ]);
      });

      it("filters by type (0 from JSON, 2 from a form, 4 from multipart)", async () => {
        expect((await lines(server, alice, { begin_date: TODAY, end_date: TODAY, type: 0 })).map((l) => l.type)).toEqual([0]);
        expect(okData(await call(server, "user/quantityLogList", { begin_date: TODAY, end_date: TODAY, type: "2" }, { token: alice.token, kind: "form" }))).toHaveLength(2);
        expect(okData(await call(server, "user/quantityLogList", { begin_date: TODAY, end_date: TODAY, type: "4" }, { token: alice.token, kind: "multipart" }))).toHaveLength(1);
        expect(await lines(server, alice, { begin_date: TODAY, end_date: TODAY, type: "" })).toHaveLength(4);
      });

      it("takes today when no dates are sent, and nothing of other days", async () => {
        expect(await lines(server, alice, {})).toHaveLength(4);
        expect(await lines(server, alice, { begin_date: "2026-11-21", end_date: "2026-11-21" })).toEqual([]);
        expect(await lines(server, alice, { begin_date: "2026-11-23", end_date: "2026-11-30" })).toEqual([]);
        expect(await lines(server, alice, { begin_date: "2026-1-1", end_date: "2026-11-22" })).toHaveLength(4);
      });

      it("never shows another player's lines, whatever user_id is sent", async () => {
        const list = await lines(server, bob, { begin_date: TODAY, end_date: TODAY, user_id: alice.user.id });
        expect(list.map((l) => l.quantity)).toEqual(["-5.00", "500.00"]);
      });

      it("refuses malformed dates, a reversed range or one before 2018 (each with its reason) and a bad type, in tw and en", async () => {
        for (const lang of ["tw", "en"] as const) {
          expectRefused(await call(server, "user/quantityLogList", { begin_date: TODAY, end_date: "2026-11-21", lang }, { token: alice.token }), "DATE_RANGE_REVERSED", lang);
          expectRefused(await call(server, "user/quantityLogList", { begin_date: "2017-12-31", end_date: TODAY, lang }, { token: alice.token }), "DATE_TOO_EARLY", lang, { min: "2018-01-01" });
        }
        const cases: Record<string, unknown>[] = [
          { begin_date: "2026-13-01", end_date: TODAY },
          { begin_date: "2026-02-30", end_date: TODAY },
          { begin_date: "22/11/2026", end_date: TODAY },
          { begin_date: TODAY, end_date: { d: TODAY } },
          { begin_date: [TODAY], end_date: TODAY },
          { begin_date: TODAY, end_date: TODAY, type: 10 },
          { begin_date: TODAY, end_date: TODAY, type: "buy" },
          { begin_date: TODAY, end_date: TODAY, type: -1 },
          { begin_date: TODAY, end_date: TODAY, pageSize: 101 },
        ];
        for (const body of cases) {
          for (const lang of ["tw", "en"] as const) expectRefused(await call(server, "user/quantityLogList", { ...body, lang }, { token: alice.token }), "INVALID_INPUT", lang);
        }
      });
    });

    describe("POST user/orderList", () => {
      it("answers the caller's bets, newest first, accepted: no draw yet, no profit, the money after each", async () => {
        const list = await orders(server, alice);
        const t = Math.floor(server.clock.nowMs() / 1000);
        const common = {
          orderNo: expect.any(String),
          quantity: "10.00",
          whether_hit: 0,
          plan_name: "Beginner",
          odds: "1.94",
          lottery_code: "",
          status: 0,
          profit: "0.00",
          name: "Singapore",
          game_id: 1,
          plan_id: 11,
          issue,
          issue_id: issue,
          createtime: t,
          username: alice.user.username,
          user_id: alice.user.id,
          nickname: "",
        };
        expect(list).toEqual([
          { id: expect.any(Number), ...common, play_method: "平双", play_type: 4, after_quantity: "980.00" },
          { id: expect.any(Number), ...common, play_method: "做多", play_type: 1, after_quantity: "990.00" },
        ]);
        expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
      });

      it("shows the caller's own nickname, and play_method as the original's label key whatever the language", async () => {
        okData(await call(server, "user/profile", { nickname: "Ally" }, { token: alice.token }));
        const list = await orders(server, alice, { begin_date: TODAY, end_date: TODAY, lang: "en" });
        expect(list.map((o) => [o.nickname, o.play_method])).toEqual([["Ally", "平双"], ["Ally", "做多"]]);
      });

      it("reads any range from 2018-01-01 a page at a time, newest first (20 by default, at most 100)", async () => {
        const all = await orders(server, alice, { begin_date: "2018-01-01", end_date: TODAY });
        expect(all.map((o) => o.play_type)).toEqual([4, 1]);
        expect(await orders(server, alice, { begin_date: "2018-01-01", end_date: TODAY, page: 1, pageSize: 1 })).toMatchObject([{ play_type: 4 }]);
        expect(await orders(server, alice, { begin_date: "2018-01-01", end_date: TODAY, page: 2, pageSize: 1 })).toMatchObject([{ play_type: 1 }]);
        expect(await orders(server, alice, { begin_date: "2018-01-01", end_date: TODAY, page: 3, pageSize: 1 })).toEqual([]);
        const lines = okData(await call(server, "user/quantityLogList", { begin_date: "2018-01-01", end_date: TODAY, pageSize: 100 }, { token: alice.token })) as unknown[];
        expect(lines.length).toBeGreaterThanOrEqual(3);
      });

      it("refuses the subordinates tab to a player who is not an agent, in tw and en", async () => {
        expectRefused(await call(server, "user/orderList", { begin_date: TODAY, end_date: TODAY, activeTab: 1, lang: "tw" }, { token: alice.token }), "FORBIDDEN", "tw");
        expectRefused(await call(server, "user/orderList", { begin_date: TODAY, end_date: TODAY, activeTab: "1", lang: "en" }, { token: alice.token, kind: "form" }), "FORBIDDEN", "en");
      });

      it("shows an agent their subordinates' bets on tab 1 and their own on tab 0, and nobody else's", async () => {
        const team = await orders(server, agent, { begin_date: TODAY, end_date: TODAY, activeTab: 1 });
        expect(team).toHaveLength(1);
        expect(team[0]).toMatchObject({ user_id: recruit.user.id, username: recruit.user.username, quantity: "7.00", play_type: 3, after_quantity: null });
        expect(await orders(server, agent, { begin_date: TODAY, end_date: TODAY, activeTab: 0 })).toEqual([]);
        const stranger = await player(server, { groupId: GROUP.agent });
        expect(await orders(server, stranger, { begin_date: TODAY, end_date: TODAY, activeTab: 1 })).toEqual([]);
        expect((await orders(server, bob, { begin_date: TODAY, end_date: TODAY, user_id: alice.user.id })).map((o) => o.user_id)).toEqual([bob.user.id]);
      });

      it("refuses malformed dates, tabs and pages in tw and en", async () => {
        expectRefused(await call(server, "user/orderList", { begin_date: TODAY, end_date: "2026-11-20", lang: "en" }, { token: alice.token }), "DATE_RANGE_REVERSED", "en");
        const cases: Record<string, unknown>[] = [
          { begin_date: "yesterday", end_date: TODAY },
          { activeTab: 2 },
          { activeTab: "agent" },
          { activeTab: { tab: 1 } },
          { page: 0 },
          { page: "x" },
          { pageSize: 1000 },
        ];
        for (const body of cases) {
          for (const lang of ["tw", "en"] as const) expectRefused(await call(server, "user/orderList", { begin_date: TODAY, end_date: TODAY, ...body, lang }, { token: alice.token }), "INVALID_INPUT", lang);
        }
      });

      it("after the draw: lottery_code 'd1 d2 d3 sum', settled, hit or not, the profit", async () => {
        await finishRound(server);
        const draw = (okData(await call(server, "Lottery/issueList", { game_id: 1, limit: 1 }, { token: alice.token })) as { issue: string; site_1: number; site_2: number; site_3: number; code: number }[])[0]!;
        expect(draw.issue).toBe(issue);
        const sum = draw.code;
        const list = await orders(server, alice);
        const byType = new Map(list.map((o) => [o.play_type, o]));
        const expectOrder = (playType: number, hit: boolean) =>
          expect(byType.get(playType)).toMatchObject({
            status: 1,
            whether_hit: hit ? 1 : 0,
            lottery_code: `${draw.site_1} ${draw.site_2} ${draw.site_3} ${sum}`,
            profit: hit ? "9.40" : "-10.00",
          });
        expectOrder(1, sum >= 14);
        expectOrder(4, sum % 2 === 0);
      });
    });

    describe("POST user/getMyTeam", () => {
      it("pages an agent's direct subordinates: data.data and data.total", async () => {
        const boss = await player(server, { groupId: GROUP.agent });
        const members = [];
        for (let i = 0; i < 3; i++) members.push(await player(server, { inviter: boss.user, money: `${100 + i}` }));
        const first = okData(await call(server, "user/getMyTeam", { page: 1, pageSize: 2 }, { token: boss.token })) as { data: Record<string, unknown>[]; total: number };
        expect(first.total).toBe(3);
        expect(first.data).toHaveLength(2);
        for (const row of first.data) expect(Object.keys(row).sort()).toEqual(["createtime", "id", "money", "username"]);
        const second = okData(await call(server, "user/getMyTeam", { page: "2", pageSize: "2" }, { token: boss.token, kind: "form" })) as { data: { id: number; money: string; username: string }[]; total: number };
        expect(second.data).toHaveLength(1);
        const all = okData(await call(server, "user/getMyTeam", {}, { token: boss.token, kind: "multipart" })) as { data: { id: number; money: string; username: string }[] };
        expect(new Set(all.data.map((m) => m.id))).toEqual(new Set(members.map((m) => m.user.id)));
        const byId = new Map(all.data.map((m) => [m.id, m]));
        members.forEach((m, i) => expect(byId.get(m.user.id)).toMatchObject({ username: m.user.username, money: `${100 + i}.00` }));
        // Another agent sees none of them.
        expect(okData(await call(server, "user/getMyTeam", { page: 1, pageSize: 20 }, { token: agent.token }))).toMatchObject({ total: 1 });
      });

      it("is an agent's only, and refuses bad pages, in tw and en", async () => {
        for (const lang of ["tw", "en"] as const) {
          expectRefused(await call(server, "user/getMyTeam", { page: 1, pageSize: 20, lang }, { token: alice.token }), "FORBIDDEN", lang);
          for (const body of [{ pageSize: 101 }, { page: 0 }, { page: "one" }, { pageSize: { n: 1 } }, { page: -1 }]) {
            expectRefused(await call(server, "user/getMyTeam", { ...body, lang }, { token: agent.token }), "INVALID_INPUT", lang);
          }
        }
      });
    });
  });

  describe("days are the operator's (Asia/Taipei), both ends included", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await testServer(await open());
    });
    afterAll(() => server.close());

    it("a line at 23:59:59 local belongs to that day, one at 00:00:00 to the next", async () => {
      const p = await player(server);
      server.clock.set(Date.UTC(2026, 10, 22, 15, 59, 59)); // 2026-11-22 23:59:59 in Taipei
      await gift(server, p.user.id, "1");
      server.clock.set(Date.UTC(2026, 10, 22, 16, 0, 0)); // 2026-11-23 00:00:00 in Taipei
      await gift(server, p.user.id, "2");
      expect((await lines(server, p, { begin_date: "2026-11-22", end_date: "2026-11-22" })).map((l) => l.quantity)).toEqual(["1.00"]);
      expect((await lines(server, p, { begin_date: "2026-11-23", end_date: "2026-11-23" })).map((l) => l.quantity)).toEqual(["2.00"]);
      expect((await lines(server, p, { begin_date: "2026-11-22", end_date: "2026-11-23" })).map((l) => l.quantity)).toEqual(["2.00", "1.00"]);
      // No dates: today in Taipei is already the 23rd.
      expect((await lines(server, p, {})).map((l) => l.quantity)).toEqual(["2.00"]);
    });
  });
});
