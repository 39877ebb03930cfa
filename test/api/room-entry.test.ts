import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../adapters/i18n";
import { withGroupedAmounts } from "../../adapters/i18n/grouped-amounts";
import { RoomPresence, roomPresenceOf } from "../../adapters/live/room-presence";
import { ROOM_ABSENCE_WINDOW_MS } from "../../src/domain/games/presence-rules";
import { units } from "../../src/domain/money";
import { legacyPost, TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { currentRound, expectTranslated, finishRound, http, newPlayer, sizesAhead, type Player } from "../trpc/helpers";

/** The VIP room of game 1: join_limit 10,000.00, stakes from 50.00. */
const VIP_ROOM = 13;
const GAME = 1;
const LIMIT = { limit: "10000.00" };
const MINUTE_MS = 60_000;

/**
 * Issue 37, item 19: a room's join_limit is checked when the player enters
 * (the web room's entry or live stream, the legacy heart naming the room), not
 * again while they stay; after an absence longer than the window, the next
 * call naming the room is an entry again. Both APIs, both stores.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer(await open(), { drawScheme: 1 });
  });
  afterAll(() => server.close());

  const now = () => server.clock.nowMs();
  /** Moves the clock (the round driver catching up as the server's timer would). */
  const wait = (ms: number) => server.advanceTo(now() + ms);
  const moneyOf = async (p: Player) => (await server.deps.store.read((tx) => tx.ledger.balancesOfUser(p.user.id))).availableMinor;

  const trpcEnter = (p: Player, lang = "en") => http(server, "mutation", "round.enter", { roomId: VIP_ROOM }, { token: p.token, lang });
  const trpcBet = async (p: Player, playType: number) =>
    http(server, "mutation", "bet.place", { roomId: VIP_ROOM, issue: currentRound(server).issue, playTypes: [playType], stake: "50", expectedTotal: "50" }, { token: p.token, lang: "en" });
  const heart = (p: Player, lang = "en") => legacyPost(server, "Lottery/heart", { game_id: GAME, plan_id: VIP_ROOM, lang }, p.token);
  const legacyBet = (p: Player, playType: number, lang = "en") =>
    legacyPost(server, "Lottery/playOrder", { game_id: GAME, plan_id: VIP_ROOM, issue: currentRound(server).issue, play_type: String(playType), money: "50", lang }, p.token);

  /** The live stream of the room as the web client opens it; answers its closing. */
  const openStream = async (p: Player) => {
    const response = await server.app.request(`${TEST_ORIGIN}/live/game/${GAME}?room=${VIP_ROOM}`, { headers: { cookie: `sid=${p.token}` } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    return async () => {
      await reader.cancel();
      // The close records the player as seen once more (not awaited by the stream): let it land.
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
  };

  describe("the web API (round.enter, the room's live stream, bet.place)", () => {
    it("lets a VIP player who entered with 10,000.00 and lost a bet bet on next round; after the absence window the entry is refused, translated", async () => {
      await finishRound(server);
      const vip = await newPlayer(server, { depositMinor: units(10_000) });
      expect((await trpcEnter(vip)).body.result?.data).toEqual({ entered: true });
      const close = await openStream(vip);
      const { losing } = await sizesAhead(server);
      expect((await trpcBet(vip, losing)).body.result?.data).toMatchObject({ totalMinor: units(50) });
      await finishRound(server);
      expect(await moneyOf(vip)).toBe(units(9_950));

      // Still in the room (the stream held open, recorded about once a minute), rounds after rounds.
      for (let minute = 0; minute < 8; minute += 1) {
        await wait(MINUTE_MS);
        await roomPresenceOf(server.deps).refreshHeld();
      }
      // Between two of the stream's records, as a bet lands.
      await wait(20_000);
      const { losing: next } = await sizesAhead(server);
      expect((await trpcBet(vip, next)).body.result?.data, "bets on while in the room").toMatchObject({ totalMinor: units(50) });
      expect((await trpcEnter(vip)).body.result?.data).toEqual({ entered: false });

      // Leaves (the stream closes), stays away longer than the window, comes back: refused, in two languages.
      await close();
      await wait(ROOM_ABSENCE_WINDOW_MS + MINUTE_MS);
      await expectTranslated(server, "mutation", "round.enter", { roomId: VIP_ROOM }, "ROOM_JOIN_LIMIT", { token: vip.token, langs: ["tw", "en"] });
      const reply = await trpcEnter(vip, "en");
      expect(reply.body.error?.message).toBe(translate("ROOM_JOIN_LIMIT", "en", withGroupedAmounts(LIMIT, "en")));
      // A bet from outside is an entry too.
      expect((await trpcBet(vip, next)).body.error?.data.appCode).toBe("ROOM_JOIN_LIMIT");
      expect(await moneyOf(vip)).toBe(units(9_900));
    });

    it("refuses a player below the limit at the entry, records nothing, and lets them in once they hold the limit", async () => {
      const poor = await newPlayer(server, { depositMinor: units(9_999) });
      await expectTranslated(server, "mutation", "round.enter", { roomId: VIP_ROOM }, "ROOM_JOIN_LIMIT", { token: poor.token, langs: ["tw", "en"] });
      // The stream opens (anyone may watch) but keeps nobody in: a bet is still an entry, and refused.
      const close = await openStream(poor);
      expect((await trpcBet(poor, 1)).body.error?.data.appCode).toBe("ROOM_JOIN_LIMIT");
      await close();
      expect(await server.deps.store.read((tx) => tx.roomPresence.seenAt(poor.user.id, VIP_ROOM))).toBeNull();
      expect(await moneyOf(poor)).toBe(units(9_999));
    });

    it("keeps presence in the store: another server process (or this one restarted) sees the player still in the room", async () => {
      const vip = await newPlayer(server, { depositMinor: units(10_000) });
      expect((await trpcEnter(vip)).body.result?.data).toEqual({ entered: true });
      const elsewhere = new RoomPresence({ ...server.deps });
      await wait(2 * MINUTE_MS);
      expect(await elsewhere.enter(vip.user.id, VIP_ROOM)).toEqual({ ok: true, value: expect.objectContaining({ entered: false }) });
    });
  });

  describe("the legacy API (heart with plan_id, playOrder)", () => {
    it("lets a VIP player who entered with 10,000.00 and lost a bet bet on next round while polling; after the absence window heart refuses, translated", async () => {
      await finishRound(server);
      const vip = await newPlayer(server, { depositMinor: units(10_000) });
      expect((await heart(vip)).json.code).toBe(1);
      const { losing } = await sizesAhead(server);
      expect((await legacyBet(vip, losing)).json.code).toBe(1);
      await finishRound(server);
      expect(await moneyOf(vip)).toBe(units(9_950));

      // Polling heart keeps them in, round after round (one poll every 20 s here, every 2 s in the original client).
      for (let poll = 0; poll < 24; poll += 1) {
        await wait(20_000);
        expect((await heart(vip)).json.code, `poll ${poll}`).toBe(1);
      }
      const { losing: next } = await sizesAhead(server);
      const again = await legacyBet(vip, next);
      expect(again.json.code, JSON.stringify(again.json)).toBe(1);

      // Stops polling, stays away longer than the window, comes back: heart refuses with the limit, in tw and en.
      await wait(ROOM_ABSENCE_WINDOW_MS + MINUTE_MS);
      const tw = await heart(vip, "tw");
      expect([tw.json.code, tw.json.msg]).toEqual([0, translate("ROOM_JOIN_LIMIT", "tw", LIMIT)]);
      const en = await heart(vip, "en");
      expect([en.json.code, en.json.msg]).toEqual([0, translate("ROOM_JOIN_LIMIT", "en", LIMIT)]);
      const bet = await legacyBet(vip, next);
      expect([bet.json.code, bet.json.msg]).toEqual([0, translate("ROOM_JOIN_LIMIT", "en", LIMIT)]);
      expect(await moneyOf(vip)).toBe(units(9_900));
    });

    it("refuses a player below the limit at the entry (heart naming the room), translated, and records nothing", async () => {
      const poor = await newPlayer(server, { depositMinor: units(100) });
      for (const lang of ["tw", "en"] as const) {
        const reply = await heart(poor, lang);
        expect([reply.json.code, reply.json.msg]).toEqual([0, translate("ROOM_JOIN_LIMIT", lang, LIMIT)]);
      }
      expect(await server.deps.store.read((tx) => tx.roomPresence.seenAt(poor.user.id, VIP_ROOM))).toBeNull();
      // Guests and the room of the limit the player meets are as before.
      expect((await legacyPost(server, "Lottery/heart", { game_id: GAME, plan_id: VIP_ROOM })).json.code).toBe(1);
      expect((await legacyPost(server, "Lottery/heart", { game_id: GAME, plan_id: 11 }, poor.token)).json.code).toBe(1);
    });
  });
});
