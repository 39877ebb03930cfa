import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { nextRoundAfter } from "../../src/domain/rounds/schedule";
import type { TestServer } from "../support/server";
import { currentRound, expectRefused, finishRound, GAME, newPlayer, ROOM, sqliteServer, TODAY, type Player } from "./helpers";

/** What operators publish, and what they read: reports, the draw audit, the audit trail. */

let server: TestServer;
let operator: Player;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  operator = await newPlayer(server, { role: "operator" });
  alice = await newPlayer(server, { depositMinor: 100_000, lang: "en" });
});
afterEach(() => server.close());

describe("admin.content", () => {
  it("publishes a banner, the notice, the customer-service link and news that players see", async () => {
    const banner = await operator.call.admin.content.saveBanner({ imageUrl: "/banners/new.jpg", linkUrl: "https://example.com/promo", sortOrder: 1 });
    await operator.call.admin.content.setNotice({ lang: "en", text: "Welcome to the new season" });
    await operator.call.admin.content.setCustomerServiceLink({ url: "https://chat.example.com/room" });
    const tab = await operator.call.admin.content.saveArticleTab({ lang: "en", title: "Guides" });
    const article = await operator.call.admin.content.saveArticle({ tabId: tab.id, title: "How to read a trend", contentHtml: "<p>Rows are rounds.</p>", isTop: true });
    expect(article.lang).toBe("en");

    const home = await alice.call.home.content();
    expect(home.banners.map((b) => b.imageUrl)).toContain("/banners/new.jpg");
    expect(home.notice).toBe("Welcome to the new season");
    expect(home.customerServiceUrl).toBe("https://chat.example.com/room");
    expect(home.articleTops.map((a) => a.title)).toContain("How to read a trend");
    expect((await alice.call.home.article({ id: article.id })).contentHtml).toBe("<p>Rows are rounds.</p>");

    await operator.call.admin.content.deleteBanner({ id: banner.id });
    await operator.call.admin.content.deleteArticle({ id: article.id });
    expect((await alice.call.home.content()).banners.map((b) => b.id)).not.toContain(banner.id);
    await expectRefused(operator.call.admin.content.deleteArticle({ id: article.id }), "NOT_FOUND");
    const overview = await operator.call.admin.content.overview();
    expect(overview.languages.find((l) => l.lang === "en")!.notice).toBe("Welcome to the new season");
    const actions = (await operator.call.admin.audit.list({ operatorId: operator.user.id })).items.map((line) => line.action);
    expect(actions).toEqual(["article.delete", "banner.delete", "article.save", "article.save", "setting.save", "setting.save", "banner.save"]);
  });

  it("sends an announcement and an in-site message the player reads", async () => {
    await operator.call.admin.content.createAnnouncement({ lang: null, title: "Maintenance", content: "Tonight 03:00" });
    await operator.call.admin.content.sendMessage({ userId: alice.user.id, title: "Your deposit", content: "It was credited" });
    expect((await alice.call.notices.announcements()).items.map((a) => a.title)).toContain("Maintenance");
    expect((await alice.call.notices.inbox()).items.map((m) => m.title)).toEqual(["Your deposit"]);
    await expectRefused(operator.call.admin.content.sendMessage({ userId: operator.user.id, title: "x", content: "y" }), "NOT_A_PLAYER");
  });

  it("a create sent twice with the same requestId (a double click) creates once and answers the same", async () => {
    const send = () => operator.call.admin.content.sendMessage({ userId: alice.user.id, title: "Hello", content: "Once", requestId: "click-1" });
    const [a, b] = await Promise.all([send(), send()]);
    expect(b).toEqual(a);
    expect(await send()).toEqual(a);
    expect((await alice.call.notices.inbox()).items).toHaveLength(1);
    expect((await operator.call.admin.audit.list({ action: "message.send" })).items).toHaveLength(1);
    // The same key for another action is a mistake, not a repeat.
    await expectRefused(operator.call.admin.content.createAnnouncement({ title: "x", content: "y", requestId: "click-1" }), "IDEMPOTENCY_CONFLICT");
    const first = await operator.call.admin.games.setOdds({ roomId: ROOM, odds: [{ playType: 1, odds: "2.00" }], requestId: "odds-1" });
    expect(await operator.call.admin.games.setOdds({ roomId: ROOM, odds: [{ playType: 1, odds: "2.00" }], requestId: "odds-1" })).toEqual(first);
    expect((await operator.call.admin.games.overview()).games[0]!.rooms[0]!.scheduled).toHaveLength(1);
  });

  it("refuses links that are neither a site path nor https, empty titles and unknown languages", async () => {
    await expectRefused(operator.call.admin.content.saveBanner({ imageUrl: "javascript:alert(1)" }), "LINK_INVALID");
    await expectRefused(operator.call.admin.content.saveBanner({ imageUrl: "//evil.example/x.jpg" }), "LINK_INVALID");
    await expectRefused(operator.call.admin.content.setCustomerServiceLink({ url: "http://plain.example" }), "LINK_INVALID");
    await expectRefused(operator.call.admin.content.createAnnouncement({ lang: "en", title: " ", content: "x" }), "TITLE_REQUIRED");
    await expectRefused(operator.call.admin.content.createAnnouncement({ lang: "en", title: "x", content: "" }), "CONTENT_REQUIRED");
    await expectRefused(operator.call.admin.content.setNotice({ lang: "fr", text: "Bonjour" }), "INVALID_INPUT");
    await expectRefused(operator.call.admin.content.saveBanner({ id: 9999, imageUrl: "/x.jpg" }), "NOT_FOUND");
    expect((await operator.call.admin.audit.list({ operatorId: operator.user.id })).items).toEqual([]);
  });
});

describe("admin.reports", () => {
  it("adds up stakes, payouts and the house result per round and per day, by game and room", async () => {
    const round = currentRound(server);
    await alice.call.bet.place({ roomId: ROOM, issue: round.issue, playTypes: [PLAY_TYPE.big, PLAY_TYPE.single], stake: "10", expectedTotal: "20" });
    const open = await operator.call.admin.reports.rounds({ day: TODAY, gameId: GAME });
    expect(open.lines).toMatchObject([{ key: round.issue, gameId: GAME, gameName: "Singapore", roomId: ROOM, roomTitle: "Beginner", bets: 2, stakeMinor: 2000, unsettledStakeMinor: 2000, payoutMinor: 0, houseResultMinor: 0 }]);

    await finishRound(server);
    const bets = await alice.call.records.bets({ from: TODAY, to: TODAY });
    const paid = bets.items.reduce((sum, bet) => sum + bet.payoutMinor, 0);
    expect(bets.items.every((bet) => bet.status === 1)).toBe(true);
    const settled = await operator.call.admin.reports.rounds({ day: TODAY });
    expect(settled.lines[0]).toMatchObject({ stakeMinor: 2000, unsettledStakeMinor: 0, payoutMinor: paid, houseResultMinor: 2000 - paid });
    const daily = await operator.call.admin.reports.daily({ from: TODAY, to: TODAY });
    expect(daily.lines).toMatchObject([{ key: TODAY.replaceAll("-", ""), bets: 2, stakeMinor: 2000, payoutMinor: paid, houseResultMinor: 2000 - paid }]);
    expect(daily.total).toEqual({ bets: 2, stakeMinor: 2000, unsettledStakeMinor: 0, payoutMinor: paid, houseResultMinor: 2000 - paid });
    await expectRefused(operator.call.admin.reports.daily({ from: "2026-01-01", to: "2026-11-22" }), "INVALID_INPUT");

    // Deposits, stakes and payouts all went through the ledger: it reconciles to zero.
    const ledger = await operator.call.admin.reports.ledger();
    expect(ledger).toMatchObject({ balanced: true, totalMinor: 0, mismatches: [] });
    expect(ledger.accounts).toBeGreaterThan(3);
  });

  it("audits the draws of a day: drawn rounds verified, the running one pending, no commitment before its round opens", async () => {
    const first = currentRound(server);
    await finishRound(server);
    const draws = await operator.call.admin.reports.draws({ gameId: GAME, day: TODAY });
    // The engine prepares the round after the running one: listed, but its commitment (the running round's seed) hidden.
    expect(draws.map((d) => [d.issue, d.verification])).toEqual([
      [first.issue, "verified"],
      [currentRound(server).issue, "pending"],
      [nextRoundAfter(server.deps.schedule, server.clock.nowMs()).issue, "pending"],
    ]);
    expect(draws[0]!.revealedSeed).toMatch(/^[0-9a-f]{64}$/);
    // Each revealed seed is the next round's commitment.
    expect(draws[1]!.commitment).toBe(draws[0]!.revealedSeed);
    expect(draws[2]!.commitment).toBeNull();
    const proof = await operator.call.admin.reports.drawProof({ gameId: GAME, issue: first.issue });
    expect(proof.verification).toMatchObject({ ok: true, checks: { chainMatches: true } });
  });
});
