/**
 * The bet room in a real browser against the real server (20 s rounds, 5 s
 * closed, demo bots betting): /lottery, entering a room, the countdown and the
 * odds, a multi-bet through the confirm dialog, the close, the draw and the win
 * popup, the recent draws, the popup menu, follow-bet from the live feed, and the
 * refusals (join limit, closed round, an old round's follow). Screenshots 3x.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { tw as serverTw } from "../../adapters/i18n/messages/tw";
import { multiplyByOdds } from "../../src/domain/money";
import { tw } from "../../web/src/i18n/locales/tw";
import { chromiumAvailable, phoneContext, screenshot, waitForOpen, watchErrors } from "./support/browser";
import { apiLogin, registerInvitedPlayer, startServer, trpcCall } from "./support/server";
import { shownMoney, shownUnits } from "./support/money";
import { browserSuite } from "./support/suite";

const TIMEOUT = 180_000;
const GAME = 1;
const GAME_NAME = "Singapore";
const BEGINNER_ROOM = 11;

interface OddsView {
  base: { playType: number; oddsHundredths: number }[];
  numbers: { playType: number; number: number; oddsHundredths: number }[];
  room: { joinLimitMinor: number };
}

describe.runIf(chromiumAvailable())("bet room in Chromium (phone 390x844)", () => {
  const suite = browserSuite();

  async function signedInPage(cookie: string): Promise<{ page: Page; errors: string[] }> {
    const context = await suite.newPhone();
    const [name, ...rest] = cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: suite.server.baseUrl }]);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  const get = async <T,>(path: string, input: unknown, cookie: string) => (await trpcCall<T>(suite.server.baseUrl, path, input, { cookie, method: "GET" })).data;
  const text = async (page: Page, testId: string) => (await page.getByTestId(testId).innerText()).trim();
  const toastText = (page: Page) => page.locator(".adm-toast-main").innerText();

  async function waitForState(page: Page, state: string, timeoutMs = 30_000): Promise<void> {
    await page.locator(`[data-testid=room-state][data-state=${state}]`).waitFor({ timeout: timeoutMs });
  }

  async function confirmDialog(page: Page): Promise<void> {
    await page.locator(".adm-dialog-button", { hasText: tw.room.confirm }).click();
  }

  it(
    "a player enters a game from /lottery, sees the countdown and odds, multi-bets through the confirm dialog, sees the close, the draw and the win popup",
    async () => {
      const demo = await apiLogin(suite.server.baseUrl, "demo", "demo123");
      const odds = await get<OddsView>("round.odds", { roomId: BEGINNER_ROOM }, demo.cookie);
      const { page, errors } = await signedInPage(demo.cookie);

      await page.goto(`/lottery?id=${GAME}&name=${GAME_NAME}`);
      await page.getByTestId("room-card").first().waitFor();
      expect(await page.getByTestId("room-card").count()).toBe(3);
      const limits = await page.getByTestId("room-join-limit").allInnerTexts();
      expect(limits).toEqual(["10.00", "1,000.00", "10,000.00"].map((limit) => tw.room.joinLimit.replace("{{limit}}", limit)));
      expect(await page.locator(".adm-tab-bar").count()).toBe(0);
      await screenshot(page, "30-lottery");

      await page.getByTestId("room-card").first().click();
      await page.waitForURL((url) => url.pathname === "/betRoom");
      const query = new URL(page.url()).searchParams;
      expect([query.get("id"), query.get("game_id"), query.get("name"), query.get("title")]).toEqual([String(BEGINNER_ROOM), String(GAME), GAME_NAME, "Beginner"]);
      expect(await text(page, "room-title")).toContain(tw.room.titleBeginner);
      expect(await page.locator(".adm-tab-bar").count()).toBe(0);

      // The odds shown are the room's.
      for (const entry of [...odds.base, ...odds.numbers]) {
        expect(await text(page, `odds-${entry.playType}`)).toBe((entry.oddsHundredths / 100).toFixed(2));
      }

      const issue = await waitForOpen(page, 11);
      const before = shownUnits(await text(page, "room-balance"));
      await screenshot(page, "31-betroom-open");

      // Big and small with the same stake: the server refuses the opposite bets, in the player's language; nothing is taken.
      await page.getByTestId("stake-5").click();
      await page.getByTestId("play-1").click();
      await page.getByTestId("play-2").click();
      await page.getByTestId("bet-submit").click();
      await confirmDialog(page);
      await page.locator(".adm-toast-main", { hasText: serverTw.OPPOSITE_BET }).waitFor();
      expect(shownUnits(await text(page, "room-balance"))).toBe(before);
      await page.getByTestId("bet-clear").click();

      // All 28 sums at 5 each: 140.00 through the confirm dialog.
      await page.getByTestId("select-all-numbers").click();
      await page.getByTestId("stake-5").click();
      expect(await text(page, "bet-summary")).toContain("140.00");
      await page.getByTestId("bet-submit").click();
      await page.getByTestId("bet-confirm").waitFor();
      expect(await text(page, "bet-confirm-count")).toBe("28");
      expect(await text(page, "bet-confirm-total")).toBe("140.00");
      expect(await page.getByTestId("bet-confirm").innerText()).toContain(issue);
      await screenshot(page, "32-bet-confirm");
      await confirmDialog(page);
      await page.locator(".adm-toast-main", { hasText: tw.room.orderPlaced }).waitFor();
      await page.waitForFunction((expected) => document.querySelector("[data-testid=room-balance]")?.textContent === expected, shownMoney(Math.round(before * 100) - 14_000));
      // My own bets are in the live feed, without a follow button.
      await page.locator(".room-feed-user", { hasText: tw.room.me }).first().waitFor();

      // The last 5 seconds are shown as big seconds, then the round closes: "closed, stop buying"; a bet now is refused.
      await page.getByTestId("room-final-seconds").waitFor({ timeout: 20_000 });
      expect(Number(await text(page, "room-final-seconds"))).toBeGreaterThanOrEqual(1);
      expect(Number(await text(page, "room-final-seconds"))).toBeLessThanOrEqual(5);
      await waitForState(page, "closed");
      expect(await text(page, "room-state")).toContain(tw.room.closedStopBuying);
      await page.getByTestId("play-1").click();
      await page.getByTestId("bet-submit").click();
      expect(await toastText(page)).toContain(tw.room.closedStopBuying);
      await screenshot(page, "33-betroom-closed", { withToast: true });
      await page.getByTestId("bet-clear").click();
      // The server refuses too (its own message).
      const late = await trpcCall(suite.server.baseUrl, "bet.place", { roomId: BEGINNER_ROOM, issue, playTypes: [1], stake: "5", expectedTotal: "5" }, { cookie: demo.cookie }).catch((e: Error) => e.message);
      expect(String(late)).toContain("ROUND_CLOSED");

      // Settlement: one of the 28 sums won; the popup shows its profit (payout minus that bet's stake).
      await page.getByTestId("win-popup").waitFor({ timeout: 40_000 });
      const profitShown = await text(page, "win-profit");
      expect(await text(page, "win-popup")).toContain(tw.room.congratulations);
      await screenshot(page, "34-win-popup", { withToast: true });
      const draws = await get<{ issue: string; sum: number; digits: number[] }[]>("round.recent", { gameId: GAME, limit: 10 }, demo.cookie);
      const drawn = draws.find((d) => d.issue === issue)!;
      expect(drawn).toBeDefined();
      const winningOdds = odds.numbers.find((n) => n.number === drawn.sum)!.oddsHundredths;
      const payoutMinor = multiplyByOdds(500, winningOdds);
      expect(profitShown).toBe(`+${shownMoney(payoutMinor - 500)}`);
      // The popup goes after 3 s; the balance has the payout.
      await page.getByTestId("win-popup").waitFor({ state: "detached", timeout: 8_000 });
      await page.waitForFunction(
        (expected) => document.querySelector("[data-testid=room-balance]")?.textContent === expected,
        shownMoney(Math.round(before * 100) - 14_000 + payoutMinor),
      );

      // The last draw (digits, sum, labels) and, expanded, the draws before it (up to 4).
      await page.locator("[data-testid=room-draw-toggle]", { hasText: drawn.issue }).waitFor();
      const last = await text(page, "room-last-draw");
      for (const digit of drawn.digits) expect(last).toContain(String(digit));
      expect(await text(page, "room-last-draw-sum")).toBe(String(drawn.sum));
      await page.getByTestId("room-draw-toggle").click();
      await page.getByTestId("room-recent-draws").waitFor();
      const newest = draws[0]!.issue;
      const earlier = draws.filter((d) => d.issue < newest).slice(0, 4);
      expect(await page.getByTestId("room-recent-draw").count()).toBe(earlier.length);
      await screenshot(page, "35-recent-draws");

      // The popup menu links to the other screens of the game.
      await page.getByTestId("room-menu").click();
      await page.getByTestId("room-menu-results").waitFor();
      for (const key of ["deposit", "results", "trend", "explain", "bills"]) await page.getByTestId(`room-menu-${key}`).waitFor();
      await screenshot(page, "36-room-menu");
      await page.getByTestId("room-menu-trend").click();
      await page.waitForURL((url) => url.pathname === "/trendChart");
      expect(new URL(page.url()).search).toBe(`?game_id=${GAME}&name=${GAME_NAME}`);

      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "follow-bet from the live feed (current round only)",
    async () => {
      const demo = await apiLogin(suite.server.baseUrl, "demo", "demo123");
      const { page, errors } = await signedInPage(demo.cookie);
      await page.goto(`/betRoom?id=${BEGINNER_ROOM}&game_id=${GAME}&name=${GAME_NAME}&title=Beginner`);
      await page.getByTestId("bet-room").waitFor();

      // A hidden page stops streaming and polling (across the 10 s check before the close); shown again, the room reloads.
      // Not in the round's first seconds (15 s of betting here): the previous round is drawn and settled as this one
      // opens, and the refetches its events cause while the page is still shown would land after it is hidden.
      await waitForOpen(page, 11, 13);
      const calls: string[] = [];
      const closedStreams: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/trpc/") || request.url().includes("/live/game/")) calls.push(request.url());
      });
      const onStreamEnd = (request: { url(): string }) => {
        if (request.url().includes("/live/game/")) closedStreams.push(request.url());
      };
      page.on("requestfailed", onStreamEnd);
      page.on("requestfinished", onStreamEnd);
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      await page.waitForTimeout(8_000);
      expect(calls).toEqual([]);
      expect(closedStreams.length).toBe(1);
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      await expect.poll(() => calls.some((url) => url.includes("round.current")) && calls.some((url) => url.includes("/live/game/"))).toBe(true);

      // Another player's bet of the current round (the demo bots bet every few seconds).
      const deadline = Date.now() + 90_000;
      const otherPlayersBet = async () => {
        for (;;) {
          const issue = await waitForOpen(page, 4);
          const follow = page.locator(`[data-testid=feed-item][data-issue="${issue}"]`).filter({ has: page.getByTestId("feed-follow") });
          if ((await follow.count()) > 0) return { issue, follow };
          if (Date.now() > deadline) throw new Error("no other player's bet came in");
          await page.waitForTimeout(500);
        }
      };
      const { issue, follow } = await otherPlayersBet();
      const item = follow.first();
      const stake = (await item.locator(".room-feed-stake").innerText()).trim();
      const before = shownUnits(await text(page, "room-balance"));
      await item.getByTestId("feed-follow").click();
      await page.getByTestId("follow-confirm").waitFor();
      await confirmDialog(page);
      const outcome = await Promise.race([
        page.locator(".adm-toast-main", { hasText: tw.room.orderPlaced }).waitFor().then(() => "placed"),
        page.locator(".adm-toast-main", { hasText: tw.room.closedStopBuying }).waitFor().then(() => "closed"),
      ]);
      expect(outcome).toBe("placed");
      await page.waitForFunction((expected) => document.querySelector("[data-testid=room-balance]")?.textContent === expected, shownMoney(Math.round(before * 100) - Math.round(shownUnits(stake) * 100)));

      // Once the round closes, its bets stay in the feed with no follow button (one could only be refused).
      await waitForState(page, "closed");
      const old = page.locator(`[data-testid=feed-item][data-issue="${issue}"]`);
      await old.first().waitFor();
      await expect.poll(() => old.filter({ has: page.getByTestId("feed-follow") }).count()).toBe(0);
      expect(await old.count()).toBeGreaterThan(0);

      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "a player whose balance is under a room's join limit is refused, on /lottery, on a direct link and by the server",
    async () => {
      const registered = await registerInvitedPlayer(suite.server.baseUrl, `room${Date.now() % 1_000_000}`);
      expect(registered.moneyMinor).toBe(0);
      const cookie = registered.cookie;
      const { page, errors } = await signedInPage(cookie);

      await page.goto(`/lottery?id=${GAME}&name=${GAME_NAME}`);
      await page.getByTestId("room-card").first().click();
      const refusal = tw.room.joinRefused.replace("{{limit}}", "10.00");
      expect(await toastText(page)).toBe(refusal);
      expect(new URL(page.url()).pathname).toBe("/lottery");

      await page.goto(`/betRoom?id=${BEGINNER_ROOM}&game_id=${GAME}&name=${GAME_NAME}&title=Beginner`);
      await page.locator(".room-refused", { hasText: refusal }).waitFor();
      expect(await page.getByTestId("bet-panel").count()).toBe(0);
      await screenshot(page, "37-join-refused");

      // The server says the same (ROOM_JOIN_LIMIT with the limit), whatever the client does.
      const state = await get<{ current: { issue: string } | null }>("round.current", { gameId: GAME }, cookie);
      const refused = await trpcCall(suite.server.baseUrl, "bet.place", { roomId: BEGINNER_ROOM, issue: state.current!.issue, playTypes: [1], stake: "1", expectedTotal: "1" }, { cookie }).catch(
        (e: Error) => e.message,
      );
      expect(String(refused)).toMatch(/ROOM_JOIN_LIMIT|ROUND_CLOSED/);
      if (String(refused).includes("ROOM_JOIN_LIMIT")) expect(String(refused)).toContain("10.00");

      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "outside the sales window the room says sales are paused and when the next round opens; a bet is refused",
    async () => {
      // A one-hour window two hours from now (Asia/Taipei, UTC+8, no daylight saving): now is outside it.
      const taipeiHour = (new Date().getUTCHours() + 8) % 24;
      const start = (taipeiHour + 2) % 24;
      const two = (n: number) => String(n).padStart(2, "0");
      const paused = await startServer({ SALES_WINDOW: `${two(start)}:00-${two((start + 1) % 24)}:00` });
      const context = await phoneContext(suite.browser, paused.baseUrl);
      try {
        const demo = await apiLogin(paused.baseUrl, "demo", "demo123");
        const [name, ...rest] = demo.cookie.split("=");
        await context.addCookies([{ name: name!, value: rest.join("="), url: paused.baseUrl }]);
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto(`/betRoom?id=${BEGINNER_ROOM}&game_id=${GAME}&name=${GAME_NAME}&title=Beginner`);
        await waitForState(page, "waiting");
        expect(await text(page, "room-state")).toContain(tw.room.notOnSale);
        const next = await text(page, "room-next-opening");
        expect(next).toContain(tw.room.nextOpening.split("{{time}}")[0]!);
        // About two hours away (between one and two hours, whatever the minute now).
        const left = /(\d+):(\d\d):(\d\d)/.exec(next)!;
        expect(Number(left[1])).toBeGreaterThanOrEqual(1);
        expect(Number(left[1])).toBeLessThanOrEqual(2);
        await screenshot(page, "38-betroom-waiting");
        await page.getByTestId("play-1").click();
        await page.getByTestId("bet-submit").click();
        expect(await toastText(page)).toContain(tw.room.closedStopBuying);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        await paused.stop();
      }
    },
    TIMEOUT,
  );
});
