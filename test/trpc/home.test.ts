import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { maskAmount } from "../../src/application/betting/activity-feed";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { sumAhead, type TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, finishRound, newPlayer, ROOM, sqliteServer } from "./helpers";

let server: TestServer;
beforeEach(async () => {
  server = await sqliteServer({ drawScheme: 1 });
});
afterEach(() => server.close());

/** Banners, notices in tw and en, one tab with a top article and another article in en, one article in zh. */
async function publish(): Promise<{ enTop: number; enOther: number; zh: number }> {
  return server.deps.store.transaction(async (tx) => {
    await tx.content.saveBanner({ id: 0, imageUrl: "/b2.png", linkUrl: "", sortOrder: 2 });
    await tx.content.saveBanner({ id: 0, imageUrl: "/b1.png", linkUrl: "https://example.com", sortOrder: 1 });
    await tx.content.setSetting("notice:tw", "歡迎光臨");
    await tx.content.setSetting("notice:en", "Welcome");
    const enTab = await tx.content.saveArticleTab({ id: 0, lang: "en", title: "Guides", sortOrder: 1 });
    const zhTab = await tx.content.saveArticleTab({ id: 0, lang: "zh", title: "攻略", sortOrder: 1 });
    const now = server.clock.nowMs();
    const enTop = await tx.content.saveArticle({ id: 0, tabId: enTab, lang: "en", title: "How to play", contentHtml: "<p>Pick a sum</p>", isTop: true, createdAtMs: now });
    const enOther = await tx.content.saveArticle({ id: 0, tabId: enTab, lang: "en", title: "Odds", contentHtml: "<p>1.94</p>", isTop: false, createdAtMs: now - 1 });
    const zh = await tx.content.saveArticle({ id: 0, tabId: zhTab, lang: "zh", title: "玩法", contentHtml: "<p>和值</p>", isTop: true, createdAtMs: now });
    return { enTop, enOther, zh };
  });
}

describe("home.content", () => {
  it("answers banners in order, the notice and the news of the caller's language, to guests too", async () => {
    const ids = await publish();
    const en = await (await server.caller(null, { lang: "en" })).home.content();
    expect(en.banners.map((b) => b.imageUrl)).toEqual(["/b1.png", "/b2.png"]);
    expect(en.notice).toBe("Welcome");
    expect(en.articleTops).toEqual([{ id: ids.enTop, title: "How to play" }]);
    expect(en.articleTabs).toEqual([{ id: expect.any(Number), title: "Guides", articles: [{ id: ids.enTop, title: "How to play" }, { id: ids.enOther, title: "Odds" }] }]);

    // zh has no notice of its own: the default language's stands in.
    const zh = await (await server.caller(null, { lang: "zh" })).home.content();
    expect(zh.notice).toBe("歡迎光臨");
    expect(zh.articleTops).toEqual([{ id: ids.zh, title: "玩法" }]);
    const player = await newPlayer(server, { lang: "en" });
    expect((await player.call.home.content()).notice).toBe("Welcome");
  });
});

describe("home.article", () => {
  it("answers one article with its HTML", async () => {
    const ids = await publish();
    const guest = await server.caller(null);
    expect(await guest.home.article({ id: ids.enOther })).toMatchObject({ id: ids.enOther, title: "Odds", contentHtml: "<p>1.94</p>", lang: "en" });
  });

  it("refuses an unknown article and a malformed id", async () => {
    const guest = await server.caller(null);
    await expectRefused(guest.home.article({ id: 4242 }), "NOT_FOUND", "NOT_FOUND");
    await expectTranslated(server, "query", "home.article", { id: 4242 }, "NOT_FOUND", { messages: ["记录不存在", "The record does not exist"] });
    await expectRefused(guest.home.article({ id: 0 }), "INVALID_INPUT");
    await expectRefused(guest.home.article({ id: 2 ** 53 }), "INVALID_INPUT");
    await expectRefused(guest.home.article({ id: "1" as unknown as number }), "INVALID_INPUT");
    await expectTranslated(server, "query", "home.article", { id: -1 }, "INVALID_INPUT", { langs: ["en", "kor"] });
  });
});

describe("home.games", () => {
  it("lists the four games with their rooms, to guests", async () => {
    const { games } = await (await server.caller(null)).home.games();
    expect(games.map((g) => g.name)).toEqual(["Singapore", "New Zealand", "Kuala Lumpur", "Australia"]);
    expect(games[0]!.rooms).toEqual([
      { id: 11, gameId: 1, title: "Beginner", tier: 0, joinLimitMinor: 1000, minStakeMinor: 100, maxStakeMinor: 500_000 },
      { id: 12, gameId: 1, title: "Advanced", tier: 1, joinLimitMinor: 100_000, minStakeMinor: 500, maxStakeMinor: 5_000_000 },
      { id: 13, gameId: 1, title: "VIP", tier: 2, joinLimitMinor: 1_000_000, minStakeMinor: 5000, maxStakeMinor: 50_000_000 },
    ]);
  });
});

describe("home.activity", () => {
  it("shows real wins only, the player's name and the amount masked", async () => {
    const guest = await server.caller(null);
    expect(await guest.home.activity()).toEqual([]);
    const winner = await newPlayer(server, { depositMinor: 1_000_000 });
    const issue = currentRound(server).issue;
    // The side that wins (worked out ahead), and the side that loses from someone else.
    const [winning, losing] = (await sumAhead(server, 1, issue)) >= 14 ? [PLAY_TYPE.big, PLAY_TYPE.small] : [PLAY_TYPE.small, PLAY_TYPE.big];
    await winner.call.bet.place({ roomId: ROOM, issue, playTypes: [winning], stake: "1000", expectedTotal: "1000" });
    const loser = await newPlayer(server, { depositMinor: 1_000_000 });
    await loser.call.bet.place({ roomId: ROOM, issue, playTypes: [losing], stake: "1001", expectedTotal: "1001" });
    await finishRound(server);

    const feed = await guest.home.activity({ limit: 10 });
    expect(feed).toHaveLength(1);
    const [entry] = feed;
    const name = winner.user.username;
    expect(entry).toMatchObject({ maskedUsername: `${name[0]}***${name[name.length - 1]}`, gameName: "Singapore", simulated: false });
    // 1000 x 1.94 = 1940.00: shown as "1***".
    expect(entry!.maskedPayout).toBe("1***");
    expect(JSON.stringify(feed)).not.toContain(name);
    expect(JSON.stringify(feed)).not.toMatch(/194[01]/);
  });

  it("refuses a limit over 100", async () => {
    await expectRefused((await server.caller(null)).home.activity({ limit: 101 }), "INVALID_INPUT");
    await expectRefused((await server.caller(null)).home.activity({ limit: 0 }), "INVALID_INPUT");
  });

  it("masks amounts to their first digit", () => {
    expect(maskAmount(194_000)).toBe("1***");
    expect(maskAmount(1_940)).toBe("1*");
    expect(maskAmount(582)).toBe("5");
    expect(maskAmount(5)).toBe("0");
  });
});
