import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GROUP } from "../../src/domain/accounts/user";
import type { TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, finishRound, GAME, newPlayer, ROOM, sizesAhead, sqliteServer, type Player } from "./helpers";

let server: TestServer;
beforeEach(async () => {
  server = await sqliteServer({ drawScheme: 1 });
});
afterEach(() => server.close());

describe("team.members", () => {
  it("pages through the agent's direct subordinates, 20 by default, with the total", async () => {
    const agent = await newPlayer(server, { groupId: GROUP.agent });
    const other = await newPlayer(server, { groupId: GROUP.agent });
    const members: Player[] = [];
    for (let i = 0; i < 3; i++) members.push(await newPlayer(server, { inviter: agent.user, depositMinor: 10_000 * (i + 1) }));
    await newPlayer(server, { inviter: other.user });

    const all = await agent.call.team.members();
    expect(all.total).toBe(3);
    expect(all.items.map((m) => m.id).sort()).toEqual(members.map((m) => m.user.id).sort());
    expect(all.items.find((m) => m.id === members[2]!.user.id)!.moneyMinor).toBe(30_000);
    const page2 = await agent.call.team.members({ page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3 });
    expect(page2.items).toHaveLength(1);
    expect((await other.call.team.members()).total).toBe(1);
  });

  it("is for agents only, and refuses bad pages", async () => {
    const player = await newPlayer(server);
    const visitor = await newPlayer(server, { groupId: GROUP.visitor });
    await expectRefused(player.call.team.members(), "FORBIDDEN", "FORBIDDEN");
    await expectRefused(visitor.call.team.members(), "FORBIDDEN", "FORBIDDEN");
    await expectTranslated(server, "query", "team.members", undefined, "FORBIDDEN", { token: player.token, messages: ["您无权进行此操作", "You do not have permission to do this"] });
    const agent = await newPlayer(server, { groupId: GROUP.agent });
    await expectRefused(agent.call.team.members({ pageSize: 101 }), "INVALID_INPUT");
    await expectRefused(agent.call.team.members({ page: 0 }), "INVALID_INPUT");
  });
});

describe("notices", () => {
  const at = () => server.clock.nowMs();

  it("inbox lists the caller's own messages; markRead marks one of them", async () => {
    const alice = await newPlayer(server);
    const bob = await newPlayer(server);
    const mine = await server.deps.store.transaction((tx) => tx.content.createMessage({ userId: alice.user.id, title: "Hello", content: "Welcome", createdAtMs: at() }));
    await server.deps.store.transaction((tx) => tx.content.createMessage({ userId: bob.user.id, title: "Secret", content: "For Bob", createdAtMs: at() }));

    const inbox = await alice.call.notices.inbox();
    expect(inbox.items).toEqual([expect.objectContaining({ id: mine.id, title: "Hello", readAtMs: null })]);
    expect(inbox.hasMore).toBe(false);
    expect(await alice.call.notices.markRead({ id: mine.id })).toEqual({ ok: true });
    expect((await alice.call.notices.inbox({ page: 1, pageSize: 10 })).items[0]!.readAtMs).toBe(at());
  });

  it("markRead of another player's message is NOT_FOUND and leaves it unread", async () => {
    const alice = await newPlayer(server);
    const bob = await newPlayer(server);
    const bobs = await server.deps.store.transaction((tx) => tx.content.createMessage({ userId: bob.user.id, title: "Secret", content: "For Bob", createdAtMs: at() }));
    await expectRefused(alice.call.notices.markRead({ id: bobs.id }), "NOT_FOUND", "NOT_FOUND");
    await expectTranslated(server, "mutation", "notices.markRead", { id: bobs.id }, "NOT_FOUND", { token: alice.token });
    await expectRefused(alice.call.notices.markRead({ id: 123_456 }), "NOT_FOUND");
    await expectRefused(alice.call.notices.markRead({ id: -3 }), "INVALID_INPUT");
    expect((await bob.call.notices.inbox()).items[0]!.readAtMs).toBeNull();
    expect((await alice.call.notices.inbox()).items).toEqual([]);
  });

  it("announcements are those of the caller's language and of every language", async () => {
    for (const lang of ["en", "zh", null]) {
      await server.deps.store.transaction((tx) => tx.content.createAnnouncement({ lang, title: `title ${lang}`, content: "", createdAtMs: at() }));
    }
    const en = await newPlayer(server, { lang: "en" });
    const zh = await newPlayer(server, { lang: "zh" });
    expect((await en.call.notices.announcements()).items.map((a) => a.title).sort()).toEqual(["title en", "title null"]);
    expect((await zh.call.notices.announcements({ page: 1 })).items.map((a) => a.title).sort()).toEqual(["title null", "title zh"]);
    await expectRefused(en.call.notices.announcements({ pageSize: 1000 }), "INVALID_INPUT");
    await expectRefused(en.call.notices.inbox({ page: 1.5 }), "INVALID_INPUT");
  });
});

describe("results", () => {
  /** Bets 10 on the size that will win (worked out ahead: one account may not cover both sides). */
  async function winSomething(player: Player): Promise<void> {
    const issue = currentRound(server).issue;
    await player.call.bet.place({ roomId: ROOM, issue, playTypes: [(await sizesAhead(server)).winning], stake: "10", expectedTotal: "10" });
    await finishRound(server);
  }

  it("unseen lists the caller's win notices (of one game or all); markSeen dismisses one", async () => {
    const alice = await newPlayer(server, { depositMinor: 100_000 });
    const bob = await newPlayer(server, { depositMinor: 100_000 });
    await winSomething(alice);
    const [notice, ...rest] = await alice.call.results.unseen();
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({ gameId: GAME });
    expect(notice!.profitMinor).toBe(940);
    expect(await alice.call.results.unseen({ gameId: GAME })).toHaveLength(1);
    expect(await alice.call.results.unseen({ gameId: 2 })).toEqual([]);
    expect(await bob.call.results.unseen()).toEqual([]);

    expect(await alice.call.results.markSeen({ id: notice!.id })).toEqual({ ok: true });
    expect(await alice.call.results.unseen()).toEqual([]);
  });

  it("markSeen of another player's notice is NOT_FOUND and leaves it unseen", async () => {
    const alice = await newPlayer(server, { depositMinor: 100_000 });
    const bob = await newPlayer(server, { depositMinor: 100_000 });
    await winSomething(bob);
    const [bobs] = await bob.call.results.unseen();
    await expectRefused(alice.call.results.markSeen({ id: bobs!.id }), "NOT_FOUND", "NOT_FOUND");
    await expectTranslated(server, "mutation", "results.markSeen", { id: bobs!.id }, "NOT_FOUND", { token: alice.token, langs: ["tw", "en"] });
    await expectRefused(alice.call.results.markSeen({ id: 999_999 }), "NOT_FOUND");
    await expectRefused(alice.call.results.unseen({ gameId: 0 }), "INVALID_INPUT");
    expect(await bob.call.results.unseen()).toHaveLength(1);
  });
});
