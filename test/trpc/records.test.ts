import { verifyInclusion } from "../../src/domain/fairness/bets-root";
import { verifyDraw } from "../../src/domain/fairness/verify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { GROUP } from "../../src/domain/accounts/user";
import type { TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, finishRound, http, newPlayer, ROOM, sqliteServer, TODAY, type Player } from "./helpers";

let server: TestServer;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  alice = await newPlayer(server, { depositMinor: 100_000 });
});
afterEach(() => server.close());

const bet = (player: Player, playType: number, stake = "10") =>
  player.call.bet.place({ roomId: ROOM, issue: currentRound(server).issue, playTypes: [playType], stake, expectedTotal: stake });

const today = { from: TODAY, to: TODAY };

describe("records.bets", () => {
  it("lists the caller's own bets of the days, newest first, with the draw and profit once settled", async () => {
    const bob = await newPlayer(server, { depositMinor: 100_000 });
    await bet(alice, PLAY_TYPE.big);
    await bet(bob, PLAY_TYPE.small);
    const round = await finishRound(server);
    await bet(alice, PLAY_TYPE.single, "20");

    const page = await alice.call.records.bets({ scope: "self", ...today });
    expect(page.hasMore).toBe(false);
    expect(page.items.map((b) => b.playType)).toEqual([PLAY_TYPE.single, PLAY_TYPE.big]);
    expect(page.items.every((b) => b.userId === alice.user.id)).toBe(true);
    const [open, settled] = page.items;
    expect(open).toMatchObject({ status: 0, profitMinor: 0, digits: null, stakeMinor: 2000, roomTitle: "Beginner", gameName: "Singapore" });
    expect(settled).toMatchObject({ status: 1, issue: round.issue });
    expect(settled!.digits).toHaveLength(3);
    expect(settled!.profitMinor).toBe(settled!.hit ? 940 : -1000);

    const first = await alice.call.records.bets({ ...today, pageSize: 1 });
    expect(first.items).toHaveLength(1);
    expect(first.hasMore).toBe(true);
    expect((await alice.call.records.bets({ ...today, page: 2, pageSize: 1 })).items[0]!.id).toBe(settled!.id);
    // Days before the bets: nothing.
    expect((await alice.call.records.bets({ from: "2026-11-01", to: "2026-11-21" })).items).toEqual([]);
  });

  it("shows an agent the bets of their direct subordinates, and refuses that scope to a player", async () => {
    const agent = await newPlayer(server, { groupId: GROUP.agent });
    const member = await newPlayer(server, { inviter: agent.user, depositMinor: 100_000 });
    await bet(member, PLAY_TYPE.big);
    await bet(alice, PLAY_TYPE.big);
    const team = await agent.call.records.bets({ scope: "subordinates", ...today });
    expect(team.items.map((b) => [b.userId, b.username])).toEqual([[member.user.id, member.user.username]]);
    expect((await agent.call.records.bets({ scope: "self", ...today })).items).toEqual([]);

    await expectRefused(alice.call.records.bets({ scope: "subordinates", ...today }), "FORBIDDEN", "FORBIDDEN");
    await expectRefused(member.call.records.bets({ scope: "subordinates", ...today }), "FORBIDDEN");
    await expectTranslated(server, "query", "records.bets", { scope: "subordinates", ...today }, "FORBIDDEN", { token: alice.token });
  });

  it("refuses dates before 2018-01-01 or reversed (each with its reason), malformed ones and bad pages; any span from 2018 on is read, days after today included (a phone ahead of the operator's zone)", async () => {
    await expectRefused(alice.call.records.bets({ from: "2017-12-31", to: TODAY }), "DATE_TOO_EARLY");
    expect((await alice.call.records.bets({ from: TODAY, to: "2026-11-23" })).items).toEqual([]);
    await expectRefused(alice.call.records.bets({ from: TODAY, to: "2026-11-21" }), "DATE_RANGE_REVERSED");
    await expectRefused(alice.call.records.bets({ from: "2026-02-30", to: TODAY }), "INVALID_INPUT");
    await expectRefused(alice.call.records.bets({ from: "2026/11/22", to: TODAY }), "INVALID_INPUT");
    await alice.call.records.bets({ from: "2024-01-01", to: TODAY });
    await expectRefused(alice.call.records.bets({ ...today, page: 0 }), "INVALID_INPUT");
    await expectRefused(alice.call.records.bets({ ...today, pageSize: 101 }), "INVALID_INPUT");
    await expectRefused(alice.call.records.bets({ ...today, scope: "everyone" as "self" }), "INVALID_INPUT");
    // The first and the last allowed days are accepted.
    await alice.call.records.bets({ from: "2018-01-01", to: "2018-12-31" });
    const reply = await http(server, "query", "records.bets", { from: "2017-12-31", to: TODAY }, { token: alice.token, lang: "en" });
    expect(reply.body.error!.data.params).toEqual({ min: "2018-01-01" });
    await expectTranslated(server, "query", "records.bets", { from: "2030-01-01", to: TODAY }, "DATE_RANGE_REVERSED", { token: alice.token });
  });
});

describe("records.betDetail", () => {
  it("answers one of the caller's bets, and a subordinate's to their agent", async () => {
    const agent = await newPlayer(server, { groupId: GROUP.agent });
    const member = await newPlayer(server, { inviter: agent.user, depositMinor: 100_000 });
    const [own] = (await bet(alice, PLAY_TYPE.big)).bets;
    const [theirs] = (await bet(member, PLAY_TYPE.small)).bets;
    expect(await alice.call.records.betDetail({ betId: own!.id })).toMatchObject({ id: own!.id, orderNo: own!.orderNo, userId: alice.user.id, stakeMinor: 1000 });
    expect(await agent.call.records.betDetail({ betId: theirs!.id })).toMatchObject({ id: theirs!.id, userId: member.user.id });
  });

  it("answers NOT_FOUND for another player's bet, never its data, and for an unknown id", async () => {
    const bob = await newPlayer(server, { depositMinor: 100_000 });
    const [bobs] = (await bet(bob, PLAY_TYPE.big)).bets;
    await expectRefused(alice.call.records.betDetail({ betId: bobs!.id }), "NOT_FOUND", "NOT_FOUND");
    await expectRefused(alice.call.records.betDetail({ betId: 9_999_999 }), "NOT_FOUND");
    // An agent who is not the owner's inviter is a stranger too.
    const agent = await newPlayer(server, { groupId: GROUP.agent });
    await expectRefused(agent.call.records.betDetail({ betId: bobs!.id }), "NOT_FOUND");
    const reply = await http(server, "query", "records.betDetail", { betId: bobs!.id }, { token: alice.token, lang: "en" });
    expect(JSON.stringify(reply.body)).not.toContain(bobs!.orderNo);
    await expectTranslated(server, "query", "records.betDetail", { betId: bobs!.id }, "NOT_FOUND", { token: alice.token });
    await expectRefused(alice.call.records.betDetail({ betId: 0 }), "INVALID_INPUT");
  });
});

describe("records.funds", () => {
  it("lists the caller's own fund log, filtered by type or not", async () => {
    const bob = await newPlayer(server, { depositMinor: 50_000 });
    await bet(alice, PLAY_TYPE.big, "25");
    const all = await alice.call.records.funds({ ...today, type: null });
    expect(all.items.map((line) => line.type)).toEqual([2, 0]);
    expect(all.items[0]).toMatchObject({ quantityMinor: -2500, overMinor: 97_500, status: 1 });
    expect(all.items[1]).toMatchObject({ quantityMinor: 100_000, status: 1 });
    expect(Object.keys(all.items[0]!)).not.toContain("ref");
    expect((await alice.call.records.funds({ ...today, type: 0 })).items.map((line) => line.quantityMinor)).toEqual([100_000]);
    expect((await alice.call.records.funds(today)).items).toHaveLength(2);
    expect((await bob.call.records.funds(today)).items.map((line) => line.quantityMinor)).toEqual([50_000]);
  });

  it("refuses an unknown type, bad dates and bad pages", async () => {
    await expectRefused(alice.call.records.funds({ ...today, type: 10 as 0 }), "INVALID_INPUT");
    await expectRefused(alice.call.records.funds({ from: TODAY, to: "2026-11-21", type: null }), "DATE_RANGE_REVERSED");
    await expectRefused(alice.call.records.funds({ ...today, type: null, pageSize: 0 }), "INVALID_INPUT");
    await expectTranslated(server, "query", "records.funds", { ...today, type: 10 }, "INVALID_INPUT", { token: alice.token, langs: ["jp", "en"] });
  });
});

describe("records.betProof", () => {
  it("gives the player their bet's path to the round's bets root; the draw follows from the seed and that root", async () => {
    const bob = await newPlayer(server, { depositMinor: 100_000 });
    const mine = (await bet(alice, PLAY_TYPE.big)).bets[0]!;
    await bet(bob, PLAY_TYPE.small);
    await bet(alice, PLAY_TYPE.single, "20");
    // Before the close: no root yet, so no inclusion and no draw.
    const open = await alice.call.records.betProof({ betId: mine.id });
    expect(open).toMatchObject({ betId: mine.id, round: { drawScheme: 2, betsRoot: null, revealedSeed: null }, inclusion: null });
    await finishRound(server);

    const proof = await alice.call.records.betProof({ betId: mine.id });
    const { round, inclusion } = proof;
    expect(inclusion!.leaf).toMatchObject({ betId: mine.id, playType: PLAY_TYPE.big, stakeMinor: 1000 });
    expect(inclusion!.leaf.pseudonym).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(proof)).not.toContain(`"userId"`);
    expect(verifyInclusion(inclusion!.leaf, inclusion!.steps, round.betsRoot!)).toBe(true);
    expect(verifyInclusion({ ...inclusion!.leaf, stakeMinor: 999 }, inclusion!.steps, round.betsRoot!)).toBe(false);
    const draw = verifyDraw({ ...round, commitment: round.commitment!, revealedSeed: round.revealedSeed!, digits: round.digits! });
    expect(draw.ok).toBe(true);
    // The same root the public proof publishes, over all three bets.
    const published = await alice.call.round.proof({ gameId: round.gameId, issue: round.issue });
    expect(published.betsRoot).toBe(round.betsRoot);
    expect(published.leaves).toHaveLength(3);

    await expectRefused(bob.call.records.betProof({ betId: mine.id }), "NOT_FOUND");
    await expectRefused(alice.call.records.betProof({ betId: 999_999 }), "NOT_FOUND");
  });
});
