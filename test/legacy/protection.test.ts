import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setLimit } from "../../src/application/protection/set-limit";
import { takeTimeOut } from "../../src/application/protection/take-break";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { call, currentRound, expectRefused, okData, PASSWORD, player, readyToWithdraw, SECURITY_CODE, unwrap, type Player } from "./support";

/**
 * The original clients know nothing of player protection, yet it holds for
 * them: the same use cases refuse their playOrder and recharge with code 0 and
 * the translated message (what was broken, until when), and a player on a
 * break may still withdraw.
 */
forEachStore((_name, open) => {
  describe("player protection on the legacy calls", () => {
    let server: TestServer;
    let limited: Player;
    let onBreak: Player;
    let untilMs = 0;
    const order = (p: Player, money: string, lang = "tw") =>
      call(server, "Lottery/playOrder", { issue: currentRound(server).issue, plan_id: 11, game_id: 1, play_type: "1", money, lang }, { token: p.token });

    beforeAll(async () => {
      server = await testServer(await open());
      limited = await player(server, { money: "1000" });
      unwrap(await setLimit(server.deps, { userId: limited.user.id, kind: "loss", period: "day", amount: "100" }));
      unwrap(await setLimit(server.deps, { userId: limited.user.id, kind: "deposit", period: "week", amount: "300" }));
      onBreak = await player(server, { money: "1000" });
      okData(await order(onBreak, "100"));
      await readyToWithdraw(server, onBreak.user.id);
      untilMs = unwrap(await takeTimeOut(server.deps, { userId: onBreak.user.id, days: 7, password: PASSWORD, confirmed: true, address: null })).untilMs;
    });
    afterAll(() => server.close());

    it("playOrder past a daily loss limit is code 0 with the limit and what is left, in the caller's language; nothing moves", async () => {
      okData(await order(limited, "70"));
      const before = okData(await call(server, "user/userinfo", {}, { token: limited.token }));
      expectRefused(await order(limited, "31", "tw"), "DAILY_LOSS_LIMIT", "tw", { limit: "100.00", left: "30.00" });
      expectRefused(await order(limited, "31", "en"), "DAILY_LOSS_LIMIT", "en", { limit: "100.00", left: "30.00" });
      expect(okData(await call(server, "user/userinfo", {}, { token: limited.token }))).toEqual(before);
    });

    it("recharge past a weekly deposit limit is code 0 with the limit and what is left", async () => {
      okData(await call(server, "user/recharge", { money: "200", type: "TWD" }, { token: limited.token }));
      expectRefused(await call(server, "user/recharge", { money: "150", type: "TWD", lang: "en" }, { token: limited.token }), "WEEKLY_DEPOSIT_LIMIT", "en", { limit: "300.00", left: "100.00" });
    });

    it("a player on a time-out: playOrder and recharge say until when; a withdrawal still goes through", async () => {
      const reply = await order(onBreak, "10", "en");
      expect(reply.json).toMatchObject({ code: 0, data: null });
      expect(reply.json.msg).toMatch(/^You are taking a break until \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      expect(untilMs).toBeGreaterThan(server.clock.nowMs());
      const zh = await call(server, "user/recharge", { money: "200", type: "TWD", lang: "zh" }, { token: onBreak.token });
      expect(zh.json).toMatchObject({ code: 0, data: null });
      expect(zh.json.msg).toContain("暂停游戏");
      const withdrawal = okData(await call(server, "user/withdrawaction", { type: 0, money: "100", securityCode: SECURITY_CODE }, { token: onBreak.token }));
      expect(withdrawal).toMatchObject({ quantity: "-100.00" });
    });
  });
});
