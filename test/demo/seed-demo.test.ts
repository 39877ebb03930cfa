import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { login } from "../../src/application/accounts/login";
import { homeContent } from "../../src/application/content/home-content";
import { publishedArticles } from "../../src/application/support/published-articles";
import { quickReplies } from "../../src/application/support/quick-replies";
import { teamMembers } from "../../src/application/agents/team";
import { verifyDraw } from "../../src/domain/fairness/verify";
import { units } from "../../src/domain/money";
import type { Store } from "../../src/ports/store";
import { DEMO_ACCOUNTS, seedDemo } from "../../simulator/demo/seed-demo";
import { testApp, type TestApp } from "../support/app";

describe("demo seed", () => {
  let store: Store;
  let app: TestApp;
  beforeEach(async () => {
    store = await openSqliteStore({ file: ":memory:" });
    // 2026-11-22 15:00 Taipei: yesterday's whole sales day and this morning lie behind us.
    app = await testApp(store, { startMs: Date.UTC(2026, 10, 22, 7, 0, 0) });
  });
  afterEach(() => store.close());

  it("creates the three demo accounts, the player's 10,000.00, content in five languages and verifiable past draws", async () => {
    expect(await seedDemo(app.deps, { historyDays: 1 })).toBe(true);
    for (const account of [DEMO_ACCOUNTS.agent, DEMO_ACCOUNTS.player]) {
      expect((await login(app.deps, { username: account.username, password: account.password, address: null })).ok).toBe(true);
    }
    const operator = (await store.read((tx) => tx.users.byUsername("admin")))!;
    expect(operator.role).toBe("operator");
    const player = (await store.read((tx) => tx.users.byUsername("demo")))!;
    expect(await store.read((tx) => tx.ledger.balancesOfUser(player.id))).toMatchObject({ availableMinor: units(10_000) });
    const agent = (await store.read((tx) => tx.users.byUsername("agent")))!;
    const team = await teamMembers(app.deps, agent.id);
    expect(team.ok && team.value.items.map((m) => m.username).sort()).toEqual(["demo", "lucky", "mia"]);

    for (const lang of ["zh", "tw", "en", "jp", "kor"]) {
      const content = await homeContent(app.deps, lang);
      expect(content.banners.length).toBe(3);
      expect(content.notice.length).toBeGreaterThan(10);
      expect(content.articleTabs.length).toBe(2);
      expect(content.articleTops.length).toBeGreaterThan(0);
      // The support desk's FAQ articles, each written in this language, and "/greet" in it.
      expect((await publishedArticles(app.deps, lang)).map((article) => article.lang)).toEqual([lang, lang, lang]);
    }
    expect((await quickReplies(app.deps)).filter((reply) => reply.shortcut === "greet").map((reply) => reply.lang)).toEqual(["zh", "tw", "en", "jp", "kor"]);

    const draws = await store.read((tx) => tx.rounds.recent(1, 1000));
    const settled = draws.filter((r) => r.status === "settled");
    expect(settled.length).toBeGreaterThan(250); // yesterday afternoon to 02:00, and this morning from 10:00
    for (const round of settled.slice(0, 20)) {
      expect(verifyDraw({ gameId: 1, issue: round.issue, commitment: round.commitment, revealedSeed: round.revealedSeed!, digits: round.digits!, betsRoot: round.betsRoot }).ok).toBe(true);
    }
    expect(settled.every((r) => r.drawAtMs <= app.clock.nowMs())).toBe(true);
    // Seeding again does nothing.
    expect(await seedDemo(app.deps, { historyDays: 1 })).toBe(false);
  });

  it("shows the growth engine at work: the agent's statement of yesterday, a VIP level above junior, rebates paid, two running promotions", async () => {
    expect(await seedDemo(app.deps, { historyDays: 1 })).toBe(true);
    const agent = (await store.read((tx) => tx.users.byUsername("agent")))!;
    const lucky = (await store.read((tx) => tx.users.byUsername("lucky")))!;
    const mia = (await store.read((tx) => tx.users.byUsername("mia")))!;
    const statement = await store.read((tx) => tx.commissions.statementOf(agent.id, "2026-11-21"));
    expect(statement?.lines.map((line) => line.playerId).sort()).toEqual([lucky.id, mia.id].sort());
    // 12 x 1,000.00 and 10 x 50.00 staked yesterday, at the default 0.50 %.
    expect(statement?.amountMinor).toBe(units(62.5));
    expect((await store.read((tx) => tx.vipStates.of(lucky.id)))?.level).toBeGreaterThanOrEqual(1);
    const paid = await store.read((tx) => tx.growthPayouts.ofUser(lucky.id, ["rebate", "bonus"], { offset: 0, limit: 10 }));
    expect(paid.map((payout) => payout.kind).sort()).toEqual(["bonus", "rebate"]);
    const running = await store.read((tx) => tx.promotions.runningAt(app.clock.nowMs()));
    expect(running.map((promotion) => promotion.reward.kind).sort()).toEqual(["check_in", "red_packet"]);
  });

  it("opens the notice with the schedule the server runs on: SPEC's 3.5 minutes from 10:00 to 02:00 by default", async () => {
    expect(await seedDemo(app.deps, { historyDays: 0 })).toBe(true);
    const notice = async (lang: string) => (await homeContent(app.deps, lang)).notice;
    expect(await notice("en")).toMatch(/^A new round every 3\.5 minutes, every day from 10:00 to 02:00 the next day \(Taiwan Standard Time\); betting closes 30 seconds before each draw\. Every draw can be verified/);
    expect(await notice("tw")).toMatch(/^每天 10:00 至隔日 02:00（台北標準時間），每3\.5 分鐘開獎一期，開獎前30 秒封盤。每期開獎皆可驗證/);
  });
});

describe("demo seed on a server running 20-second rounds round the clock", () => {
  let store: Store;
  let app: TestApp;
  beforeEach(async () => {
    store = await openSqliteStore({ file: ":memory:" });
    const schedule = { timeZone: "Asia/Taipei", salesStartMinute: 0, salesEndMinute: 1440, roundSeconds: 20, closeSeconds: 5 };
    app = await testApp(store, { schedule, startMs: Date.UTC(2026, 10, 22, 7, 0, 0) });
  });
  afterEach(() => store.close());

  it("writes a notice that says 20 seconds and round the clock, in five languages, and no article states a round length or sales hours", async () => {
    expect(await seedDemo(app.deps, { historyDays: 0 })).toBe(true);
    const expected: Record<string, RegExp> = {
      en: /^A new round every 20 seconds, round the clock; betting closes 5 seconds before each draw\. Every draw/,
      zh: /^全天 24 小时不间断，每20秒开奖一期，开奖前5秒封盘。每期开奖都可验证/,
      tw: /^全天 24 小時不間斷，每20 秒開獎一期，開獎前5 秒封盤。每期開獎皆可驗證/,
      jp: /^24 時間休みなし、20 秒ごとに抽選。抽選の5 秒前に締め切ります。すべての抽選/,
      kor: /^24시간 내내 20초마다 추첨합니다\. 추첨 5초 전에 베팅이 마감됩니다\. 모든 추첨/,
    };
    for (const [lang, pattern] of Object.entries(expected)) {
      const content = await homeContent(app.deps, lang);
      expect(content.notice, lang).toMatch(pattern);
      expect(content.notice, lang).not.toMatch(/3\.5|10:00|02:00/);
      const articles = await store.read((tx) => tx.content.articles(lang));
      for (const article of articles) expect(`${article.title} ${article.contentHtml}`, `${lang}: ${article.title}`).not.toMatch(/3\.5|30 ?秒|30 seconds|30초|10:00|02:00/);
    }
  });
});
