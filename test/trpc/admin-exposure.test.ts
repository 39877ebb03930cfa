import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GROUP } from "../../src/domain/accounts/user";
import { numberPlayType, PLAY_TYPE } from "../../src/domain/betting/outcome";
import { payoutMinor } from "../../src/domain/betting/odds";
import type { TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, finishRound, GAME, http, newPlayer, ROOM, sqliteServer, type Player } from "./helpers";

/** admin.risk.exposure (issue 41): the console's live exposure view over tRPC, operators only, bad ids refused. */

let server: TestServer;
let operator: Player;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  operator = await newPlayer(server, { role: "operator" });
  alice = await newPlayer(server, { depositMinor: 100_000 });
});
afterEach(() => server.close());

describe("admin.risk.exposure", () => {
  it("serves an operator the round on sale: payout per sum of the bets placed, the worst sum, the top player", async () => {
    const placed = await alice.call.bet.place({ roomId: ROOM, issue: currentRound(server).issue, playTypes: [PLAY_TYPE.big, numberPlayType(14)], stake: "10", expectedTotal: "20" });
    const [big, fourteen] = placed.bets.map((bet) => payoutMinor(bet.stakeMinor, bet.oddsHundredths));
    const view = await operator.call.admin.risk.exposure({ gameId: GAME });
    expect(view.round).toMatchObject({ issue: currentRound(server).issue, status: "open", onSale: true });
    expect(view.total.payoutBySumMinor[13]).toBe(0);
    expect(view.total.payoutBySumMinor[14]).toBe(big! + fourteen!);
    expect(view.total.payoutBySumMinor[27]).toBe(big);
    expect(view.total).toMatchObject({ stakeMinor: 2_000, bets: 2, worstCaseMinor: big! + fourteen!, worstSum: 14 });
    expect(view.rooms.find((room) => room.roomId === ROOM)!.worstCaseMinor).toBe(big! + fourteen!);
    expect(view.topPlayers).toEqual([{ userId: alice.user.id, username: alice.user.username, nickname: alice.user.nickname, stakeMinor: 2_000, bets: 2 }]);

    // A past round by its issue: drawn, with its own bets; the round on sale is then another, empty.
    const played = await finishRound(server);
    const past = await operator.call.admin.risk.exposure({ gameId: GAME, issue: played.issue });
    expect(past.round).toMatchObject({ issue: played.issue, status: "settled", onSale: false });
    expect(past.total.worstCaseMinor).toBe(big! + fourteen!);
    const now = await operator.call.admin.risk.exposure({ gameId: GAME, issue: null });
    expect(now.round.issue).not.toBe(played.issue);
    expect(now.total.worstCaseMinor).toBe(0);
  });

  it("refuses players, visitors and guests", async () => {
    const visitor = await newPlayer(server, { groupId: GROUP.visitor });
    await expectRefused(alice.call.admin.risk.exposure({ gameId: GAME }), "FORBIDDEN", "FORBIDDEN");
    await expectRefused(visitor.call.admin.risk.exposure({ gameId: GAME }), "FORBIDDEN", "FORBIDDEN");
    await expectRefused((await server.caller(null)).admin.risk.exposure({ gameId: GAME }), "NOT_LOGGED_IN", "UNAUTHORIZED");
    await expectTranslated(server, "query", "admin.risk.exposure", { gameId: GAME }, "FORBIDDEN", { token: alice.token });
  });

  it("refuses bad ids: not an id or an issue, an unknown game, a round that does not exist; in the reader's language", async () => {
    for (const input of [{ gameId: 0 }, { gameId: -1 }, { gameId: 1.5 }, { gameId: "1" }, {}, { gameId: GAME, issue: "abc" }, { gameId: GAME, issue: "2026112200\u0000" }]) {
      const reply = await http(server, "query", "admin.risk.exposure", input, { token: operator.token, lang: "en" });
      expect(reply.status, JSON.stringify(input)).toBe(400);
      expect(reply.body.error!.data.appCode).toBe("INVALID_INPUT");
    }
    await expectTranslated(server, "query", "admin.risk.exposure", { gameId: 999 }, "GAME_NOT_FOUND", { token: operator.token });
    await expectTranslated(server, "query", "admin.risk.exposure", { gameId: GAME, issue: "20200101001" }, "NOT_FOUND", { token: operator.token });
  });
});
