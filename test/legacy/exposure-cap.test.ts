import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { expectTranslated, newPlayer, ROOM } from "../trpc/helpers";
import { call, currentRound, expectRefused, player } from "./support";

/**
 * A bet past a round's exposure cap (issue 41) on both APIs and both stores: refused with EXPOSURE_CAP naming the
 * play and what is left, translated, and nothing moves.
 */
forEachStore((_name, open) => {
  describe("exposure caps on both APIs", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await testServer(await open());
      // 970 on the room: one bet of 10.00 on 14 at 70.00 odds would pay 700.00; the legacy bet below pays more.
      await server.deps.store.transaction((tx) => tx.games.setExposureCap({ kind: "room", id: ROOM }, 97_000));
    });
    afterAll(() => server.close());

    it("legacy Lottery/playOrder: code 0, the message with the play and what is left, in tw and en, nothing moves", async () => {
      const p = await player(server, { money: "1000" });
      const odds = (await server.deps.store.read((tx) => tx.games.odds(ROOM, currentRound(server).openAtMs))).find((o) => o.playType === 114)!.oddsHundredths;
      const left = Math.floor((100 * (97_000 + 1) - 1) / odds);
      const leftText = `${Math.floor(left / 100)}.${String(left % 100).padStart(2, "0")}`;
      for (const lang of ["tw", "en"] as const) {
        const reply = await call(server, "Lottery/playOrder", { issue: currentRound(server).issue, plan_id: ROOM, game_id: 1, play_type: "114", money: "500", lang }, { token: p.token });
        expectRefused(reply, "EXPOSURE_CAP", lang, { play: "14", left: leftText });
      }
      const info = await call(server, "user/userInfo", {}, { token: p.token });
      expect((info.json.msg as { money: string }).money).toBe("1000.00");
    });

    it("tRPC bet.place: EXPOSURE_CAP translated, nothing moves", async () => {
      const alice = await newPlayer(server, { depositMinor: 100_000 });
      await expectTranslated(server, "mutation", "bet.place", { roomId: ROOM, issue: currentRound(server).issue, playTypes: [114], stake: "500.00", expectedTotal: "500" }, "EXPOSURE_CAP", {
        token: alice.token,
        messages: [/本期 14 最多还可投注/, /at most .* more on 14|can take at most .* more on 14/],
      });
      expect((await alice.call.wallet.get()).moneyMinor).toBe(100_000);
    });
  });
});
