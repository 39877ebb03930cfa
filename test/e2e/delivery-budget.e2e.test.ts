/**
 * Issue 39's byte budgets, measured as the browser received them: every
 * request the page makes while loading (documents, scripts, styles, images,
 * manifests, the API), each counted by Chromium's DevTools protocol as the
 * bytes that came over the wire (encodedDataLength: compressed body and
 * headers). Cold: a new browser context, so nothing is cached.
 * - the home page as a guest: at most 160 KB;
 * - a signed-in player's first screen (the home page with a session): at most 200 KB.
 */
import type { BrowserContext, CDPSession, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, screenshot } from "./support/browser";
import { apiLogin } from "./support/server";
import { browserSuite } from "./support/suite";

const KB = 1024;
const GUEST_HOME_BUDGET = 160 * KB;
const PLAYER_FIRST_SCREEN_BUDGET = 200 * KB;
const TIMEOUT = 120_000;

interface Transfer {
  readonly url: string;
  readonly bytes: number;
}

/** Starts counting every request of the page, by the bytes the network delivered for it. */
async function countTransfers(page: Page): Promise<{ session: CDPSession; transfers: Map<string, Transfer>; events: { count: number } }> {
  const session = await page.context().newCDPSession(page);
  const transfers = new Map<string, Transfer>();
  const urls = new Map<string, string>();
  // Any network event: the page is still loading while these keep coming.
  const events = { count: 0 };
  session.on("Network.requestWillBeSent", (event) => {
    events.count += 1;
    urls.set(event.requestId, event.request.url);
    transfers.set(event.requestId, { url: event.request.url, bytes: 0 });
  });
  // A stream that stays open (the room's live feed) counts with what it delivered so far.
  session.on("Network.dataReceived", (event) => {
    const transfer = transfers.get(event.requestId);
    if (transfer) transfers.set(event.requestId, { ...transfer, bytes: transfer.bytes + event.encodedDataLength });
  });
  session.on("Network.loadingFinished", (event) => {
    events.count += 1;
    transfers.set(event.requestId, { url: urls.get(event.requestId) ?? "?", bytes: event.encodedDataLength });
  });
  session.on("Network.loadingFailed", () => {
    events.count += 1;
  });
  await session.send("Network.enable");
  // Cold: nothing from an earlier page (a fresh context has no cache, this makes sure).
  await session.send("Network.setCacheDisabled", { cacheDisabled: true });
  return { session, transfers, events };
}

/** Loads `path` and waits until the page has drawn `testId` and made no request for a second. */
async function loadAndMeasure(context: BrowserContext, path: string, testId: string, shot: string): Promise<{ total: number; transfers: Transfer[] }> {
  const page = await context.newPage();
  const { session, transfers, events } = await countTransfers(page);
  await page.goto(path, { waitUntil: "load" });
  await page.getByTestId(testId).first().waitFor();
  await page.locator("#splash").waitFor({ state: "detached" });
  // Loaded: a second without a request starting or ending (at most 15 s: later polling is not loading).
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  let seen = events.count;
  while (Date.now() - quietSince < 1000 && Date.now() < deadline) {
    await page.waitForTimeout(100);
    if (events.count !== seen) {
      seen = events.count;
      quietSince = Date.now();
    }
  }
  await session.detach();
  await screenshot(page, shot);
  const list = [...transfers.values()].filter((t) => !t.url.startsWith("data:")).sort((a, b) => b.bytes - a.bytes);
  return { total: list.reduce((sum, t) => sum + t.bytes, 0), transfers: list };
}

function report(label: string, total: number, budget: number, transfers: Transfer[]): string {
  const lines = transfers.map((t) => `  ${(t.bytes / KB).toFixed(1).padStart(6)} KB  ${new URL(t.url).pathname}${new URL(t.url).search.slice(0, 40)}`);
  return `[budget] ${label}: ${(total / KB).toFixed(1)} KB in ${transfers.length} requests (budget ${budget / KB} KB)\n${lines.join("\n")}`;
}

describe.runIf(chromiumAvailable())("delivery budget (issue 39): compressed bytes of a cold first load", () => {
  const suite = browserSuite();

  it(
    "the home page as a guest transfers at most 160 KB, the API included",
    async () => {
      const context = await suite.newPhone({ locale: "zh-TW" });
      const { total, transfers } = await loadAndMeasure(context, "/", "game-card", "39-delivery-home-guest-tw");
      console.log(report("home page, guest, cold (tw)", total, GUEST_HOME_BUDGET, transfers));
      // What the budget is spent on: the app, compressed, and the home page's own data.
      expect(transfers.some((t) => /\/assets\/.+\.js$/.test(t.url))).toBe(true);
      expect(transfers.some((t) => t.url.includes("/trpc/"))).toBe(true);
      // The console's code is not part of a player's page.
      expect(transfers.some((t) => /Admin|Console|Dashboard/.test(t.url))).toBe(false);
      expect(total).toBeLessThanOrEqual(GUEST_HOME_BUDGET);
    },
    TIMEOUT,
  );

  it(
    "a signed-in player's first screen transfers at most 200 KB",
    async () => {
      const player = await apiLogin(suite.server.baseUrl, "demo", "demo123");
      const context = await suite.newPhone();
      const [name, ...value] = player.cookie.split("=");
      await context.addCookies([{ name: name!, value: value.join("="), url: suite.server.baseUrl }]);
      // A player who chose English: that language's texts are what this first screen loads.
      await context.addInitScript(() => localStorage.setItem("locale", "en"));
      const { total, transfers } = await loadAndMeasure(context, "/", "game-card", "39-delivery-home-player-en");
      console.log(report("home page, signed-in player, cold (en)", total, PLAYER_FIRST_SCREEN_BUDGET, transfers));
      expect(total).toBeLessThanOrEqual(PLAYER_FIRST_SCREEN_BUDGET);
    },
    TIMEOUT,
  );
});
