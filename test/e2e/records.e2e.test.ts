/**
 * The records and account screens in a real browser against the real server
 * (20 s rounds): /BetRecord with its filter drawer and the agent's tab,
 * /betDetail, /CapitalDetail with the type filter, /shareFriend, /Notice,
 * /baseinfo, /defaultAvatar, /actionCenter. Screenshots 5x in test-results/e2e/.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { tw } from "../../web/src/i18n/locales/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin, trpcCall } from "./support/server";
import { shownMoney } from "./support/money";
import { browserSuite } from "./support/suite";

const TIMEOUT = 180_000;
const GAME = 1;
/** Singapore's Beginner room: stakes from 1.00. */
const ROOM = 11;
/** "The sum is exactly n" is play type 100 + n: all 28 of them make exactly one winner and 27 losers. */
const EVERY_SUM = Array.from({ length: 28 }, (_, n) => 100 + n);

interface Bet {
  id: number;
  issue: string;
  playType: number;
  stakeMinor: number;
  status: 0 | 1;
  hit: boolean;
  profitMinor: number;
  digits: [number, number, number] | null;
}
interface Round {
  nowMs: number;
  current: { issue: string; closeAtMs: number; closed: boolean } | null;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.runIf(chromiumAvailable())("records and account screens in Chromium (phone 390x844)", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;
  const query = async <T,>(cookie: string, path: string, input: unknown = null) => (await trpcCall<T>(base(), path, input, { cookie, method: "GET" })).data;
  const mutate = async <T,>(cookie: string, path: string, input: unknown = null) => (await trpcCall<T>(base(), path, input, { cookie })).data;

  async function signedInPage(cookie: string): Promise<{ page: Page; errors: string[] }> {
    const context = await suite.newPhone();
    const [name, ...rest] = cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  /** The issue of a round still open for at least `leftMs`, waiting for the next one if needed. */
  async function openIssue(cookie: string, leftMs: number): Promise<string> {
    for (let i = 0; i < 120; i++) {
      const round = await query<Round>(cookie, "round.current", { gameId: GAME });
      if (round.current && !round.current.closed && round.current.closeAtMs - round.nowMs >= leftMs) return round.current.issue;
      await sleep(500);
    }
    throw new Error("no open round");
  }

  async function todaysBets(cookie: string, today: string): Promise<Bet[]> {
    return (await query<{ items: Bet[] }>(cookie, "records.bets", { from: today, to: today, pageSize: 100 })).items;
  }

  const current = (page: Page) => page.locator(".app-page:not([aria-hidden])");

  /** Scrolls the screen to its end until the list says --END--. */
  async function scrollToEnd(page: Page, endTestId: string): Promise<void> {
    const end = page.getByTestId(endTestId);
    for (let i = 0; i < 30 && !(await end.isVisible()); i++) {
      await current(page).evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.waitForTimeout(300);
    }
    await end.waitFor();
  }

  /** Picks the year before the one shown in a filter field, through the date picker's wheel (a touch tap, as on a phone). */
  async function previousYear(page: Page, field: "from" | "to"): Promise<string> {
    const shown = (await page.getByTestId(`filter-${field}`).locator(".filter-value").innerText()).trim();
    await page.getByTestId(`filter-${field}`).click();
    const years = page.locator(".adm-picker-view-column").first();
    await years.waitFor();
    await years.locator(".adm-picker-view-column-item", { hasText: String(Number(shown.slice(0, 4)) - 1) }).tap();
    await page.waitForTimeout(400);
    await page.locator(".adm-picker-header-button").last().click();
    await page.locator(".adm-picker").waitFor({ state: "hidden" });
    const picked = `${Number(shown.slice(0, 4)) - 1}${shown.slice(4)}`;
    await expect.poll(() => page.getByTestId(`filter-${field}`).locator(".filter-value").innerText()).toBe(picked);
    return picked;
  }

  let demo: { id: number; cookie: string } | undefined;
  let today = "";
  let settled: Bet[] = [];

  it(
    "demo player: /BetRecord lists settled and accepted bets with status and amounts, ends with --END--; the detail shows the draw; the filter narrows by date",
    async () => {
      demo = await apiLogin(base(), "demo", "demo123");
      const cookie = demo.cookie;
      today = (await query<{ today: string }>(cookie, "records.days")).today;

      // 28 bets of 1.00 (every sum) in one round; wait for settlement.
      const issue = await openIssue(cookie, 6_000);
      await mutate(cookie, "bet.place", { roomId: ROOM, issue, playTypes: EVERY_SUM, stake: "1", expectedTotal: "28" });
      await expect.poll(async () => (await todaysBets(cookie, today)).filter((b) => b.issue === issue && b.status === 1).length, { timeout: 60_000, interval: 1_000 }).toBe(28);
      settled = (await todaysBets(cookie, today)).filter((b) => b.issue === issue);
      const won = settled.filter((b) => b.hit);
      expect(won).toHaveLength(1);
      const winner = won[0]!;
      const sum = winner.digits!.reduce((a, d) => a + d, 0);
      expect(winner.playType).toBe(100 + sum);

      // One more bet at the start of a round: still "accepted" while the screen is looked at.
      const pendingIssue = await openIssue(cookie, 12_000);
      await mutate(cookie, "bet.place", { roomId: ROOM, issue: pendingIssue, playTypes: [1], stake: "10", expectedTotal: "10" });

      const { page, errors } = await signedInPage(cookie);
      await page.goto("/personal");
      await page.getByTestId("personal-entry-betHistory").click();
      await page.waitForURL((url) => url.pathname === "/BetRecord");
      await page.getByTestId("bet-item").first().waitFor();
      expect(await current(page).locator(".adm-nav-bar-title").innerText()).toBe(tw.records.betTitle);
      // Not an agent: no tabs.
      expect(await page.getByTestId("bet-tab-subordinates").count()).toBe(0);
      const first = page.getByTestId("bet-item").first();
      expect(await first.getByTestId("bet-status").getAttribute("data-outcome")).toBe("accepted");
      expect(await first.getByTestId("bet-status").innerText()).toBe(tw.records.accepted);
      expect(await first.getByTestId("bet-issue").innerText()).toBe(pendingIssue);
      expect(await first.getByTestId("bet-amount").innerText()).toBe("10.00");
      await screenshot(page, "50-bet-record");

      // 29 bets, 20 a page: scrolling loads the rest, then --END--.
      expect(await page.getByTestId("bet-item").count()).toBe(20);
      await scrollToEnd(page, "bets-self-end");
      expect(await page.getByTestId("bets-self-end").innerText()).toBe("--END--");
      expect(await page.getByTestId("bet-item").count()).toBe(29);
      // The 28-bet round (the 10.00 bet may settle meanwhile, so it is left out here).
      const roundItems = page.getByTestId("bet-item").filter({ has: page.getByTestId("bet-issue").getByText(issue, { exact: true }) });
      expect(await roundItems.count()).toBe(28);
      const statuses = await roundItems.getByTestId("bet-status").allInnerTexts();
      expect(statuses.filter((s) => s === tw.records.lost)).toHaveLength(27);
      const profitText = `${tw.records.netResult} +${shownMoney(winner.profitMinor)}`;
      expect(statuses.filter((s) => s === profitText)).toHaveLength(1);
      await screenshot(page, "51-bet-record-end");

      // The winning bet's detail: three digits, their sum, the "won" badge.
      await page.locator('[data-testid=bet-item]:has([data-outcome="won"])').click();
      await page.waitForURL((url) => url.pathname === "/betDetail");
      await page.getByTestId("bet-badge").waitFor();
      expect(await page.getByTestId("bet-badge").innerText()).toBe(tw.records.badgeWon);
      expect((await page.getByTestId("bet-digit").allInnerTexts()).map(Number)).toEqual(winner.digits);
      expect(await page.getByTestId("bet-sum").innerText()).toBe(String(sum));
      expect(await page.getByTestId("bet-info").innerText()).toContain(tw.play.number.replace("{{n}}", String(sum)));
      expect(await page.getByTestId("bet-profit").innerText()).toBe(`+${shownMoney(winner.profitMinor)}`);
      expect(new URL(page.url()).searchParams.get("item")).toContain(`"id":${winner.id}`);
      await screenshot(page, "52-bet-detail-won");
      // The fairness check, run in this browser: the bet's inclusion proof to the round's bets root, and the draw from the seed and that root.
      await page.getByTestId("bet-verify").click();
      const verdict = page.getByTestId("bet-verify-result");
      await verdict.waitFor();
      expect(await verdict.getAttribute("data-verdict")).toBe("ok");
      expect(await verdict.innerText()).toContain(tw.records.fairOk);
      await page.getByTestId("bet-fairness").scrollIntoViewIfNeeded();
      await screenshot(page, "52a-bet-detail-verified");

      // A deep link by id works on a fresh load; a losing bet shows the "lost" badge.
      const loser = settled.find((b) => !b.hit)!;
      await page.goto(`/betDetail?id=${loser.id}`);
      await page.getByTestId("bet-badge").waitFor();
      expect(await page.getByTestId("bet-badge").innerText()).toBe(tw.records.badgeLost);
      expect(await page.getByTestId("bet-sum").innerText()).toBe(String(sum));
      await screenshot(page, "53-bet-detail-lost");

      // The filter drawer: the same week a year ago has no bets: the empty state, with its reload link.
      await page.goto("/BetRecord");
      await page.getByTestId("bet-item").first().waitFor();
      await page.getByTestId("filter-open").click();
      await page.getByTestId("filter-drawer").waitFor();
      expect(await page.getByTestId("filter-to").locator(".filter-value").innerText()).toBe(today);
      await page.waitForTimeout(400); // the drawer's slide
      await screenshot(page, "54-bet-record-filter");
      const to = await previousYear(page, "to");
      const from = await previousYear(page, "from");
      await page.getByTestId("filter-confirm").click();
      await page.getByTestId("bets-self-empty").waitFor();
      await page.getByTestId("filter-drawer").waitFor({ state: "detached" });
      expect(await page.getByTestId("records-range").innerText()).toBe(tw.records.range.replace("{{from}}", from).replace("{{to}}", to));
      expect(await page.getByTestId("bets-self-reload").innerText()).toBe(tw.records.reload);
      expect(new URL(page.url()).searchParams.get("from")).toBe(from);
      await screenshot(page, "55-bet-record-empty");

      // A reversed range is explained, not sent.
      await page.getByTestId("filter-open").click();
      await previousYear(page, "to");
      await page.getByTestId("filter-confirm").click();
      await page.getByText(tw.records.rangeReversed).waitFor();
      // Reset + Confirm: the last week again, with the bets.
      await page.getByTestId("filter-reset").click();
      expect(await page.getByTestId("filter-to").locator(".filter-value").innerText()).toBe(today);
      await page.getByTestId("filter-confirm").click();
      await page.getByTestId("bet-item").first().waitFor();
      expect(await page.getByTestId("bets-self-empty").count()).toBe(0);
      expect(errors).toEqual([]);
      // The next tests read the fund log: let the pending bet settle first, so it holds still.
      await expect.poll(async () => (await todaysBets(cookie, today)).filter((b) => b.status === 0).length, { timeout: 60_000, interval: 1_000 }).toBe(0);
    },
    TIMEOUT,
  );

  it(
    "demo player: /CapitalDetail shows buy, profit and recharge lines with the balance after; the type filter narrows them",
    async () => {
      expect(demo, "the first test signs the demo player in and bets").toBeDefined();
      const cookie = demo!.cookie;
      // A recharge request: under review until an operator looks at it.
      await mutate(cookie, "wallet.recharge", { amount: "100" });
      const profile = await query<{ moneyMinor: number }>(cookie, "account.profile");

      const { page, errors } = await signedInPage(cookie);
      await page.goto("/personal");
      await page.getByTestId("personal-entry-fundDetails").click();
      await page.waitForURL((url) => url.pathname === "/CapitalDetail");
      const newest = page.getByTestId("fund-item").first();
      await newest.waitFor();
      expect(await newest.getByTestId("fund-type").innerText()).toBe(tw.records.fundRecharge);
      // A deposit under review moves no money: "requested", without a sign (issue 37, item 5).
      expect(await newest.getByTestId("fund-amount").innerText()).toBe(tw.records.amountRequested.replace("{{amount}}", "100.00"));
      expect(await newest.getByTestId("fund-status").innerText()).toBe(tw.records.reviewPending);
      // A request under review moves no money yet: the balance after is the money now.
      expect(await newest.getByTestId("fund-over").innerText()).toBe(shownMoney(profile.moneyMinor));
      // The newest buy is the 10.00 bet (its profit line, if it won, may sit between).
      const buy = page.getByTestId("fund-item").filter({ has: page.getByText(tw.records.fundBuy, { exact: true }) }).first();
      expect(await buy.getByTestId("fund-type").innerText()).toBe(tw.records.fundBuy);
      expect(await buy.getByTestId("fund-amount").innerText()).toBe("-10.00");
      expect(await buy.getByTestId("fund-status").innerText()).toBe(tw.records.reviewApproved);
      await screenshot(page, "56-capital-detail");

      // Pull to refresh asks again (a touch drag down from the top, through the DevTools protocol).
      const reloaded = page.waitForRequest((request) => request.url().includes("records.funds"));
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: string, y: number) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x: 195, y }] } as never);
      await touch("touchStart", 200);
      for (let y = 210; y <= 460; y += 10) await touch("touchMove", y);
      await touch("touchEnd", 460);
      await reloaded;

      // Type filter: profit only.
      await page.getByTestId("filter-open").click();
      await page.getByTestId("filter-drawer").getByText(tw.records.fundProfit, { exact: true }).click();
      await page.waitForTimeout(400); // the drawer's slide
      await screenshot(page, "57-capital-filter");
      await page.getByTestId("filter-confirm").click();
      await page.waitForURL((url) => url.searchParams.get("type") === "3");
      await page.getByTestId("funds-end").waitFor();
      const winner = settled.find((b) => b.hit)!;
      const types = await page.getByTestId("fund-type").allInnerTexts();
      // The 10.00 bet may have won too: every line is a profit, and the 28-bet round's win is among them.
      expect(types.length).toBeGreaterThanOrEqual(1);
      expect(new Set(types)).toEqual(new Set([tw.records.fundProfit]));
      expect(await page.getByTestId("fund-amount").allInnerTexts()).toContain(`+${shownMoney(winner.profitMinor + winner.stakeMinor)}`);
      await screenshot(page, "58-capital-profit");

      // Buy only: the 29 bets (28 + 1), a page of 20 and then the rest.
      await page.getByTestId("filter-open").click();
      await page.getByTestId("filter-drawer").getByText(tw.records.fundBuy, { exact: true }).click();
      await page.getByTestId("filter-confirm").click();
      await page.waitForURL((url) => url.searchParams.get("type") === "2");
      // The profit lines stay on screen until the buy lines arrive: wait for the first buy line, not any line.
      await expect.poll(() => page.getByTestId("fund-type").first().innerText()).toBe(tw.records.fundBuy);
      await scrollToEnd(page, "funds-end");
      const buys = await page.getByTestId("fund-type").allInnerTexts();
      expect(buys).toHaveLength(29);
      expect(new Set(buys)).toEqual(new Set([tw.records.fundBuy]));
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "agent: the subordinates tab shows the team's bets with player and order; /shareFriend lists the team; a player is refused",
    async () => {
      expect(demo, "the first test signs the demo player in and bets").toBeDefined();
      const agent = await apiLogin(base(), "agent", "agent123");
      const team = await query<{ items: { username: string; moneyMinor: number }[]; total: number }>(agent.cookie, "team.members", { page: 1 });
      const demoMember = team.items.find((m) => m.username === "demo")!;
      expect(demoMember).toBeDefined();

      const { page, errors } = await signedInPage(agent.cookie);
      await page.goto("/BetRecord");
      await page.getByTestId("bet-tab-subordinates").waitFor();
      await page.getByTestId("bets-self-empty").waitFor();
      await page.getByTestId("bet-tab-subordinates").click();
      await page.getByTestId("bet-item").first().waitFor();
      expect(new Set(await page.getByTestId("bet-username").allInnerTexts())).toEqual(new Set(["demo"]));
      const item = page.getByTestId("bet-item").first();
      for (const label of [tw.records.game, tw.records.plan, tw.records.playMethod, tw.records.orderNo, tw.records.username]) {
        expect(await item.innerText()).toContain(label);
      }
      await screenshot(page, "59-bet-record-subordinates");
      // The detail of a subordinate's bet is the agent's to see.
      await item.click();
      await page.getByTestId("bet-badge").waitFor();
      await page.goBack();
      await page.getByTestId("bet-tab-subordinates").waitFor();
      expect(new URL(page.url()).searchParams.get("tab")).toBe("subordinates");

      await page.goto("/personal");
      await page.getByTestId("personal-entry-team").click();
      await page.waitForURL((url) => url.pathname === "/shareFriend");
      await page.getByTestId("team-member").first().waitFor();
      await page.getByTestId("team-end").waitFor();
      expect(await page.getByTestId("team-total").innerText()).toBe(String(team.total));
      expect(await page.getByTestId("team-member").count()).toBe(Math.min(team.total, 20));
      const names = await page.getByTestId("team-member-name").allInnerTexts();
      expect(names).toContain("demo");
      const demoRow = page.getByTestId("team-member").filter({ hasText: "demo" }).first();
      expect(await demoRow.getByTestId("team-member-money").innerText()).toBe(shownMoney(demoMember.moneyMinor));
      await screenshot(page, "5a-share-friend");

      // A player (not an agent) is told the team is for agents.
      const player = await signedInPage(demo!.cookie);
      await player.page.goto("/shareFriend");
      await player.page.getByTestId("team-refused").waitFor();
      expect(await player.page.getByTestId("team-refused").innerText()).toContain(tw.account.teamAgentsOnly);
      await screenshot(player.page, "5b-share-friend-refused");
      expect(errors).toEqual([]);
      expect(player.errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "/Notice tabs, /baseinfo saves a nickname that /personal shows, /defaultAvatar keeps a choice, /actionCenter",
    async () => {
      const player = await apiLogin(base(), "demo", "demo123");
      const { page, errors } = await signedInPage(player.cookie);

      await page.goto("/personal");
      await page.getByTestId("personal-entry-messages").click();
      await page.waitForURL((url) => url.pathname === "/Notice");
      await page.getByTestId("inbox-empty").waitFor();
      await screenshot(page, "5c-notice-inbox");

      // An operator's in-site message arrives unread; opening it shows its text and marks it read.
      const operator = await apiLogin(base(), "admin", "admin123");
      await trpcCall(base(), "admin.content.sendMessage", { userId: player.id, title: "充值通知", content: "您的充值 300.00 已到帳" }, { cookie: operator.cookie });
      await page.reload();
      const message = page.getByTestId("inbox-item").first();
      await message.waitFor();
      expect(await message.getAttribute("data-unread")).toBe("true");
      expect(await message.innerText()).toContain("充值通知");
      await screenshot(page, "5c-notice-inbox-unread");
      await message.click();
      await page.locator("[data-testid=inbox-item][data-unread=false]").waitFor();
      expect(await message.innerText()).toContain("您的充值 300.00 已到帳");
      // Read stays read: the server kept it.
      await page.reload();
      await page.locator("[data-testid=inbox-item][data-unread=false]").waitFor();
      await page.getByTestId("notice-tab-announcements").click();
      await page.getByTestId("announcement-item").first().waitFor();
      expect(await page.getByTestId("announcement-item").first().innerText()).toContain("歡迎");
      await page.getByTestId("announcements-end").waitFor();
      await screenshot(page, "5d-notice-announcements");

      // /baseinfo from the arrow on /personal: read-only username, nickname and mobile saved, back to /personal.
      await page.goto("/personal");
      await page.getByTestId("personal-baseinfo").click();
      await page.waitForURL((url) => url.pathname === "/baseinfo");
      expect(new URL(page.url()).searchParams.get("name")).toBe("demo");
      await page.getByTestId("baseinfo-username").waitFor();
      expect(await page.getByTestId("baseinfo-username").innerText()).toBe("demo");
      expect(await page.locator("[data-testid=baseinfo-username] input").count()).toBe(0);
      await page.getByTestId("baseinfo-nickname").locator("input").fill("Lucky Star");
      await page.getByTestId("baseinfo-mobile").locator("input").fill("0912345678");
      await screenshot(page, "5e-baseinfo");
      await page.getByTestId("baseinfo-save").click();
      await page.getByText(tw.account.saved).waitFor();
      await page.waitForURL((url) => url.pathname === "/personal");
      await page.getByTestId("personal-nickname").waitFor();
      expect(await page.getByTestId("personal-nickname").innerText()).toBe("Lucky Star");
      const saved = await query<{ nickname: string; mobile: string }>(player.cookie, "account.profile");
      expect(saved).toMatchObject({ nickname: "Lucky Star", mobile: "0912345678" });

      // Avatar: a photo from the album (scaled down and kept on this device) ...
      await page.getByTestId("personal-baseinfo").click();
      await page.getByTestId("baseinfo-avatar").waitFor();
      const pixel = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
      await page.getByTestId("baseinfo-album-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: pixel });
      await page.getByTestId("baseinfo-avatar").locator("img").waitFor();
      const kept = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("avatar:")).map((k) => JSON.parse(localStorage.getItem(k)!).kind));
      expect(await kept()).toEqual(["photo"]);
      // ... or the action sheet's "system default": the list of 8 marks the choice and keeps it across a reload.
      await page.getByTestId("baseinfo-avatar").click();
      for (const text of [tw.account.fromAlbum, tw.account.fromCamera, tw.account.systemDefault]) await page.getByText(text, { exact: true }).waitFor();
      await screenshot(page, "5f-baseinfo-avatar-sheet");
      await page.getByText(tw.account.systemDefault, { exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/defaultAvatar");
      const options = page.getByTestId("avatar-option");
      await options.first().waitFor();
      expect(await options.count()).toBe(8);
      expect(await page.locator("[data-testid=avatar-option][aria-checked=true]").count()).toBe(0);
      await options.nth(2).click();
      expect(await options.nth(2).getAttribute("aria-checked")).toBe("true");
      await page.reload();
      await page.getByTestId("avatar-option").first().waitFor();
      expect(await page.getByTestId("avatar-option").nth(2).getAttribute("aria-checked")).toBe("true");
      expect(await page.locator("[data-testid=avatar-option][aria-checked=true]").count()).toBe(1);
      expect(await kept()).toEqual(["default"]);
      await screenshot(page, "5g-default-avatar");
      await page.goBack();
      await page.getByTestId("baseinfo-avatar").locator(".avatar-picture svg").waitFor();

      // /personal shows the nickname and the avatar.
      await page.goto("/personal");
      await page.locator(".personal-avatar svg").waitFor();
      expect(await page.getByTestId("personal-nickname").innerText()).toBe("Lucky Star");
      await screenshot(page, "5i-personal-profile");

      // SPEC's three pictures while no promotion runs; the running promotions once the operator has one (issue 40).
      await page.goto("/actionCenter");
      await page.locator('[data-testid="activity-banner"], [data-testid="promotion"]').first().waitFor();
      if ((await page.getByTestId("promotion").count()) === 0) {
        expect(await page.getByTestId("activity-banner").count()).toBe(3);
        expect(await current(page).innerText()).toContain(tw.account.activityWelcomeTitle);
      } else {
        expect(await page.getByTestId("promotion-title").first().innerText()).not.toBe("");
      }
      await screenshot(page, "5h-action-center");
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});
