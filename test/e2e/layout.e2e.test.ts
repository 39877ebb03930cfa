/**
 * The player's screens at the three common phone widths (360, 390, 430 CSS px), in all five languages: no text
 * cut off by its box or an ellipsis, no word broken across lines, no page wider than the phone (issue 37, item 8).
 * One server, one browser; each screen is loaded once per language and measured at each width.
 * Screenshots of the room's play grid, the trend table, login and deposit in en, tw and jp at 360 px go to test-results/e2e/.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../web/src/i18n/languages";
import { chromiumAvailable, SCREENSHOT_DIR, screenshot, watchErrors } from "./support/browser";
import { probeLayout, type LayoutProblem } from "./support/layout-probe";
import { apiLogin, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 240_000;
const WIDTHS = [360, 390, 430] as const;
const HEIGHT = 800;
const GAME = 1;
const BEGINNER_ROOM = 11;
/** Base plays that do not cover every sum together (big, single, the big combos, small single, extremely small and big): the records then hold long play names. */
const PLAYS = [1, 3, 11, 12, 13, 21, 22];

interface Screen {
  readonly name: string;
  readonly path: string;
  /** What shows once the screen has its data. */
  readonly ready: string;
  readonly guest?: boolean;
}

const SCREENS: readonly Screen[] = [
  { name: "home", path: "/", ready: "[data-testid=home-balance]" },
  { name: "room", path: `/betRoom?id=${BEGINNER_ROOM}&game_id=${GAME}&name=Singapore&title=Beginner`, ready: "[data-testid=play-21]" },
  { name: "trends", path: `/trendChart?game_id=${GAME}&name=Singapore`, ready: "[data-testid=trend-row]" },
  { name: "bet-records", path: "/BetRecord", ready: "[data-testid=bet-item]" },
  { name: "fund-details", path: "/CapitalDetail", ready: "[data-testid=fund-item]" },
  { name: "wallet", path: "/wallet", ready: "[data-testid=wallet-money]" },
  { name: "deposit", path: "/Recharge?group_id=1", ready: "[data-testid=recharge-account]" },
  { name: "withdraw", path: "/Withdraw?group_id=1", ready: "[data-testid=withdraw-money]" },
  { name: "personal", path: "/personal", ready: "[data-testid=personal-assets]" },
  { name: "chat", path: "/chat", ready: "[data-testid=chat-message][data-author=staff]" },
  { name: "chat-guest", path: "/chat", ready: "[data-testid=chat-signed-out]", guest: true },
  { name: "login", path: "/login", ready: "[data-testid=login-form]", guest: true },
  { name: "register", path: "/register", ready: "[data-testid=register-form]", guest: true },
];

describe.runIf(chromiumAvailable())("layout at 360, 390 and 430 px in every language (Chromium)", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;

  /** One order on PLAYS in the current round, then the wait for its draw (the trend table then has a row, the records a settled bet). */
  async function betOnLongNames(cookie: string): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { data } = await trpcCall<{ current: { issue: string; closed: boolean; closeAtMs: number } | null; nowMs: number }>(base(), "round.current", { gameId: GAME }, { cookie, method: "GET" });
      const current = data.current;
      if (current && !current.closed && current.closeAtMs - data.nowMs > 2_000) {
        await trpcCall(base(), "bet.place", { roomId: BEGINNER_ROOM, issue: current.issue, playTypes: PLAYS, stake: "10", expectedTotal: `${10 * PLAYS.length}.00` }, { cookie });
        const drawn = async () => (await trpcCall<{ issue: string }[]>(base(), "round.recent", { gameId: GAME, limit: 5 }, { cookie, method: "GET" })).data.some((d) => d.issue === current.issue);
        await expect.poll(drawn, { timeout: 60_000, interval: 1_000 }).toBe(true);
        return;
      }
      if (Date.now() > deadline) throw new Error("no open round to bet in");
      await new Promise((done) => setTimeout(done, 1_000));
    }
  }

  async function context(lang: Lang, cookie?: string): Promise<BrowserContext> {
    const phone = await suite.newPhone();
    await phone.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
    if (cookie) {
      const [name, ...rest] = cookie.split("=");
      await phone.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    }
    return phone;
  }

  async function open(page: Page, screen: Screen): Promise<void> {
    await page.setViewportSize({ width: WIDTHS[1], height: HEIGHT });
    await page.goto(screen.path);
    await page.locator("#splash").waitFor({ state: "detached" });
    await page
      .locator(`.app-page:not([aria-hidden]) ${screen.ready}`)
      .first()
      .waitFor()
      .catch(async (error: Error) => {
        await screenshot(page, `800-layout-not-ready-${screen.name}`);
        throw error;
      });
    await page.locator("[aria-hidden=true].app-page").waitFor({ state: "detached" });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  }

  async function measure(page: Page, width: number): Promise<LayoutProblem[]> {
    await page.setViewportSize({ width, height: HEIGHT });
    // Two frames: the resize has been laid out.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return page.evaluate(probeLayout, { rootSelector: ".app-page:not([aria-hidden])", longToken: 24 });
  }

  /**
   * The trend table is wider than a phone in most languages: it must say so (the hint), keep the round column in
   * place while the plays scroll, and let the last column be scrolled fully into view.
   */
  async function trendScrollProblems(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const problems: string[] = [];
      const frame = document.querySelector(".app-page:not([aria-hidden]) [data-testid=trend-scroll]");
      const box = frame?.querySelector<HTMLElement>(".side-scroll-box");
      if (!frame || !box) return ["no trend table"];
      if (box.scrollWidth <= box.clientWidth) return problems;
      const hint = frame.querySelector("[data-testid=trend-scroll-hint]");
      if (!hint || hint.getBoundingClientRect().height === 0) problems.push("scrolls sideways without its hint");
      if (!frame.querySelector(".side-scroll-shade-right")) problems.push("no shade on the edge that hides columns");
      const heads = [...box.querySelectorAll("thead th")];
      const firstLeft = heads[0]!.getBoundingClientRect().left;
      box.scrollLeft = box.scrollWidth;
      const boxRight = box.getBoundingClientRect().right;
      if (Math.abs(heads[0]!.getBoundingClientRect().left - firstLeft) > 1) problems.push("the round column scrolls away");
      if (heads.at(-1)!.getBoundingClientRect().right > boxRight + 1) problems.push("the last column cannot be scrolled into view");
      box.scrollLeft = 0;
      return problems;
    });
  }

  it(
    "no clipped text, no word broken mid-word, no sideways scrolling on the main screens",
    async () => {
      const demo = await apiLogin(base(), "demo", "demo123");
      await betOnLongNames(demo.cookie);
      // A support thread to lay out: the player's question, the automatic reply, an operator's answer.
      const posted = await trpcCall<{ conversationId: number }>(base(), "support.post", { text: "My deposit of 500.00 has not arrived yet, can you check it?" }, { cookie: demo.cookie });
      const admin = await apiLogin(base(), "admin", "admin123");
      await trpcCall(base(), "admin.support.reply", { conversationId: posted.data.conversationId, text: "Thank you, we are checking your deposit now." }, { cookie: admin.cookie });
      const found: string[] = [];
      const errors: string[] = [];
      for (const lang of LANGUAGES) {
        const signedIn = await (await context(lang, demo.cookie)).newPage();
        const guest = await (await context(lang)).newPage();
        errors.push(...watchErrors(signedIn), ...watchErrors(guest));
        for (const screen of SCREENS) {
          const page = screen.guest ? guest : signedIn;
          await open(page, screen);
          for (const width of WIDTHS) {
            for (const problem of await measure(page, width)) found.push(`${lang} ${width}px ${screen.name}: ${problem.kind} ${problem.where} "${problem.text}"`);
            if (screen.name === "trends") for (const problem of await trendScrollProblems(page)) found.push(`${lang} ${width}px trends: ${problem}`);
            if (width === 360 && (lang === "en" || lang === "jp" || lang === "tw") && ["room", "trends", "login", "deposit", "chat"].includes(screen.name)) {
              if (screen.name === "room") {
                // The set-up's bet may have won: its popup goes after 3 s.
                await page.getByTestId("win-popup").waitFor({ state: "detached", timeout: 8_000 });
                await page.getByTestId("bet-panel").scrollIntoViewIfNeeded();
              }
              await screenshot(page, `800-layout-${screen.name}-${lang}-360`);
            }
          }
        }
        await signedIn.context().close();
        await guest.context().close();
      }
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      writeFileSync(join(SCREENSHOT_DIR, "800-layout-problems.txt"), `${[...new Set(found)].join("\n")}\n`);
      expect([...new Set(found)]).toEqual([]);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});
