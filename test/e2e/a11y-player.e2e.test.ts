/**
 * Every screen of the player app (everything but /admin), as a guest and signed in, in tw and en, checked by
 * axe-core (WCAG 2.0/2.1/2.2 A and AA): no serious or critical violation at all, colour contrast included (issue 39,
 * "Accessible"). Besides axe: every control at least 24x24 CSS px and a primary action at least 44 px high; the room's
 * countdown and draw announced through one polite live region at the moments that matter, never every second; and
 * with reduced motion, no page slide and no ball animation.
 * One server, one browser, one signed-in context and one guest context per language, screens visited in sequence.
 * Findings go to test-results/e2e/39-a11y-player-findings.txt; screenshots 39-a11y-*.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../web/src/i18n/languages";
import { axeFindings, countByRule, describeFindings, type AxeFinding } from "./support/axe";
import { chromiumAvailable, SCREENSHOT_DIR, screenshot, waitForOpen, watchErrors } from "./support/browser";
import { apiLogin, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";
import { smallTargets } from "./support/small-targets";

const TIMEOUT = 420_000;
const GAME = 1;
const BEGINNER_ROOM = 11;
const LANGS: readonly Lang[] = ["tw", "en"];

interface Screen {
  readonly name: string;
  readonly path: string;
  /** What shows once the screen has its data. */
  readonly ready: string;
  readonly guest?: boolean;
  /** Reached by taps on the screen at `path` (a query the app makes, or a popup it opens), in order. */
  readonly taps?: readonly string[];
  /** `ready` shows outside the page (a dialog, a popup, a sheet): the next screen loads afresh. */
  readonly popup?: boolean;
  /** Wait for a round taking bets with time to spare before tapping. */
  readonly openRound?: boolean;
}

/** Screens photographed in both languages (the named back button, 44 px actions, the keyboard-reachable table). */
const SHOTS = ["login", "language sheet", "bet room", "statement", "home"];

const ROOM_PATH = `/betRoom?id=${BEGINNER_ROOM}&game_id=${GAME}&name=Singapore&title=Beginner`;

const screens = (drawnIssue: string, betId: number): readonly Screen[] => [
  // A visitor.
  { name: "home (guest)", path: "/", ready: "[data-testid=home]", guest: true },
  { name: "login", path: "/login", ready: "[data-testid=login-form]", guest: true },
  { name: "register", path: "/register", ready: "[data-testid=register-form]", guest: true },
  { name: "terms", path: "/terms", ready: "[data-testid=terms-screen]", guest: true },
  { name: "language (guest)", path: "/language", ready: "[data-testid=language-list]", guest: true },
  { name: "customer (guest)", path: "/customer", ready: "[data-testid=customer]", guest: true },
  { name: "chat (guest)", path: "/chat", ready: "[data-testid=chat-signed-out]", guest: true },
  { name: "language sheet", path: "/login", taps: ["[data-testid=language-menu]"], ready: ".adm-action-sheet", popup: true, guest: true },
  { name: "reset password (unknown link)", path: "/reset-password?token=nothing-valid", ready: "[data-testid=reset-password], .adm-result, .status-block", guest: true },
  // A signed-in player.
  { name: "home", path: "/", ready: "[data-testid=home-balance]" },
  { name: "welcome", path: "/welcome", ready: "[data-testid=welcome]" },
  { name: "lottery (rooms)", path: `/lottery?id=${GAME}&name=Singapore`, ready: "[data-testid=room-card]" },
  { name: "bet room", path: ROOM_PATH, ready: "[data-testid=play-21]" },
  { name: "room menu", path: ROOM_PATH, taps: ["[data-testid=room-menu]"], ready: ".adm-popover-menu", popup: true },
  { name: "bet confirmation", path: ROOM_PATH, openRound: true, taps: ["[data-testid=play-21]", "[data-testid=bet-submit]"], ready: "[data-testid=bet-confirm]", popup: true },
  { name: "results", path: `/lotteryDetail?game_id=${GAME}&name=Singapore`, ready: "[data-testid=draw-item]" },
  { name: "draw proof", path: `/drawDetail?game_id=${GAME}&issue=${drawnIssue}&name=Singapore`, ready: "[data-testid=proof-issue]" },
  { name: "trends", path: `/trendChart?game_id=${GAME}&name=Singapore`, ready: "[data-testid=trend-row]" },
  { name: "game explained", path: `/lotteryExplain?game_id=${GAME}&name=Singapore`, ready: "[data-testid=lottery-explain]" },
  { name: "rules", path: `/rule?game_id=${GAME}&room_id=${BEGINNER_ROOM}`, ready: "[data-testid=odds-table]" },
  { name: "find (charts)", path: "/find", ready: "[data-testid=candle-legend]" },
  { name: "news", path: "/moreNews", ready: "[data-testid=news-item], [data-testid=news-top]" },
  { name: "news article", path: "/moreNews", taps: ["[data-testid=news-item], [data-testid=news-top]"], ready: "[data-testid=article-detail]" },
  { name: "bet records", path: "/BetRecord", ready: "[data-testid=bet-item]" },
  { name: "bet detail", path: `/betDetail?id=${betId}`, ready: "[data-testid=bet-badge]" },
  { name: "fund records", path: "/CapitalDetail", ready: "[data-testid=fund-item]" },
  { name: "wallet", path: "/wallet", ready: "[data-testid=wallet-money]" },
  { name: "deposit", path: "/Recharge?group_id=1", ready: "[data-testid=recharge-account]" },
  { name: "deposit (USDT)", path: "/Recharge?group_id=2", ready: "[data-testid=recharge], [data-testid=deposit-closed]" },
  { name: "withdraw", path: "/Withdraw?group_id=1", ready: "[data-testid=withdraw-money]" },
  { name: "bank cards", path: "/bankCardManage?type=1", ready: "[data-testid=bankcard-manage]" },
  { name: "USDT wallets", path: "/bankCardManage?type=2", ready: "[data-testid=bankcard-manage]" },
  { name: "add bank card", path: "/addBankCard", ready: "[data-testid=add-bankcard]" },
  { name: "add USDT wallet", path: "/addVirtualWallet", ready: "[data-testid=add-wallet]" },
  { name: "security code", path: "/setSecurityCode", ready: "[data-testid=security-code]" },
  { name: "change password", path: "/changePassword", ready: "[data-testid=change-password]" },
  { name: "personal", path: "/personal", ready: "[data-testid=personal-assets]" },
  { name: "profile", path: "/baseinfo", ready: "[data-testid=baseinfo-username]" },
  { name: "avatars", path: "/defaultAvatar", ready: "[data-testid=avatar-option]" },
  { name: "settings", path: "/setting?type=1", ready: "[data-testid=setting]" },
  { name: "notifications", path: "/notifications", ready: "[data-testid=notifications]" },
  { name: "about", path: "/about", ready: "[data-testid=about-version]" },
  { name: "system", path: "/system", ready: "[data-testid=system]" },
  { name: "change line", path: "/changeline", ready: "[data-testid=changeline]" },
  { name: "language", path: "/language", ready: "[data-testid=language-list]" },
  { name: "protection", path: "/protection", ready: "[data-testid=protection]" },
  { name: "statement", path: "/statement", ready: "[data-testid=statement-table]" },
  { name: "team", path: "/shareFriend", ready: "[data-testid=team-total], [data-testid=team-refused]" },
  { name: "messages", path: "/Notice", ready: "[data-testid=notice-screen]" },
  { name: "activities", path: "/actionCenter", ready: "[data-testid=action-center]" },
  { name: "customer", path: "/customer", ready: "[data-testid=customer-chat]" },
  { name: "chat", path: "/chat", ready: "[data-testid=chat-message]" },
  { name: "chat (framed)", path: "/iframe", ready: "[data-testid=iframe]" },
  { name: "not found", path: "/no-such-screen", ready: "[data-testid=not-found]" },
];

/** A screen's primary action: a full-size primary button, or one marked as the screen's main action. */
const PRIMARY = ".adm-button-primary:not(.adm-button-mini):not(.adm-button-small), [data-primary-action]";

describe.runIf(chromiumAvailable())("accessibility of the player app: axe-core, targets, live region, reduced motion (Chromium)", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;

  /** One bet in the current round; answers its id and the issue once drawn (the records, the room's feed and the results then have it). */
  async function betAndWaitForDraw(cookie: string): Promise<{ betId: number; issue: string }> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { data } = await trpcCall<{ current: { issue: string; closed: boolean; closeAtMs: number } | null; nowMs: number }>(base(), "round.current", { gameId: GAME }, { cookie, method: "GET" });
      const current = data.current;
      if (current && !current.closed && current.closeAtMs - data.nowMs > 2_000) {
        const placed = await trpcCall<{ bets: { id: number }[] }>(base(), "bet.place", { roomId: BEGINNER_ROOM, issue: current.issue, playTypes: [1, 21], stake: "10", expectedTotal: "20.00" }, { cookie });
        const drawn = async () => (await trpcCall<{ issue: string }[]>(base(), "round.recent", { gameId: GAME, limit: 5 }, { cookie, method: "GET" })).data.some((d) => d.issue === current.issue);
        await expect.poll(drawn, { timeout: 60_000, interval: 1_000 }).toBe(true);
        return { betId: placed.data.bets[0]!.id, issue: current.issue };
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

  /** Screens that never showed what they were waited for (checked as they were, and reported). */
  const notReady: string[] = [];

  /** Pages that have the app loaded: later screens are opened inside it (no reload, no splash), as a tap would. */
  const loaded = new WeakSet<Page>();

  async function open(page: Page, screen: Screen, lang: Lang): Promise<void> {
    if (loaded.has(page)) {
      await page.evaluate((path) => {
        history.pushState(null, "", path);
        window.dispatchEvent(new PopStateEvent("popstate"));
      }, screen.path);
    } else {
      await page.goto(screen.path);
      await page.locator("#splash").waitFor({ state: "detached" });
      loaded.add(page);
    }
    const ready = async (selector: string, anywhere = false) =>
      page
        .locator(anywhere ? selector : `.app-page:not([aria-hidden]) :is(${selector})`)
        .first()
        .waitFor({ timeout: 8_000 })
        .catch(async (error: Error) => {
          notReady.push(`${lang} ${screen.name}: never showed ${selector} (${error.message.split("\n")[0]})`);
          await page.screenshot({ path: join(SCREENSHOT_DIR, `39-a11y-not-ready-${lang}-${screen.name.replace(/\W+/g, "-")}.png`) });
        });
    if (screen.openRound) await waitForOpen(page, 8);
    for (const tap of screen.taps ?? []) {
      await ready(tap);
      await page.locator(`.app-page:not([aria-hidden]) :is(${tap})`).first().click();
    }
    await ready(screen.ready, screen.popup);
    if (screen.popup) {
      // The kit's popups and dialogs slide and fade in by script (springs, not CSS animations): let them settle.
      await page.waitForTimeout(600);
      // A popup stays over whatever the app shows next: the next screen starts from a fresh load.
      loaded.delete(page);
    }
    await page.locator("[aria-hidden=true].app-page").waitFor({ state: "detached" });
    await page.waitForFunction(() => document.querySelectorAll(".adm-toast-mask, .page-loading").length === 0, null, { timeout: 5_000 }).catch(() => undefined);
    // Settled: no finite animation or transition still running (a button fading in from disabled is half its colour).
    await page
      .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity), null, { timeout: 3_000 })
      .catch(() => undefined);
  }

  it(
    "every player screen in tw and en: no serious or critical axe violation, no control under 24 px",
    async () => {
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const demo = await apiLogin(base(), "demo", "demo123");
      const { betId, issue } = await betAndWaitForDraw(demo.cookie);
      // A conversation with customer service, so the chat shows messages.
      await trpcCall(base(), "support.post", { text: "Has my deposit arrived?" }, { cookie: demo.cookie });
      const findings: AxeFinding[] = [];
      const small: string[] = [];
      const errors: string[] = [];
      for (const lang of LANGS) {
        const signedIn = await (await context(lang, demo.cookie)).newPage();
        const guest = await (await context(lang)).newPage();
        errors.push(...watchErrors(signedIn), ...watchErrors(guest));
        for (const screen of screens(issue, betId)) {
          const page = screen.guest ? guest : signedIn;
          await open(page, screen, lang);
          findings.push(...(await axeFindings(page, `${lang} ${screen.name}`)));
          small.push(...(await page.evaluate(smallTargets, { rootSelector: ".app-page:not([aria-hidden])", alsoSelector: ".adm-tab-bar-item", primarySelector: PRIMARY, inlineSlackChars: 10 })).map((s) => `[${lang} ${screen.name}] ${s}`));
          if (SHOTS.includes(screen.name)) await screenshot(page, `39-a11y-${screen.name.replace(/\W+/g, "-")}-${lang}`);
        }
        await signedIn.context().close();
        await guest.context().close();
      }
      const counts = countByRule(findings);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      writeFileSync(
        join(SCREENSHOT_DIR, "39-a11y-player-findings.txt"),
        `${JSON.stringify(counts, null, 1)}\n${notReady.join("\n")}\n${describeFindings(findings)}\n\nsmall targets:\n${[...new Set(small)].join("\n")}\n`,
      );
      expect(notReady).toEqual([]);
      expect(describeFindings(findings.filter((f) => f.rule !== "color-contrast"))).toBe("");
      expect([...new Set(small)]).toEqual([]);
      expect(describeFindings(findings)).toBe("");
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  /** CSS animations and transitions running now that last longer than a blink (reduced motion allows none). */
  const longAnimations = (page: Page): Promise<string[]> =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => Number(a.effect?.getTiming().duration ?? 0) > 1)
        .map((a) => (a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? "animation"),
    );

  it(
    "the room tells a screen reader when the round closes and what was drawn, politely and never each second; reduced motion stops slides and balls",
    async () => {
      const demo = await apiLogin(base(), "demo", "demo123");
      const page = await (await context("en", demo.cookie)).newPage();
      const errors = watchErrors(page);

      // A slide between pages runs with no preference (the control) and not at all with reduced motion.
      const slideAfterTap = async (): Promise<string[]> => {
        await page.goto("/personal");
        await page.getByTestId("personal-settings").waitFor();
        await page.locator("[aria-hidden=true].app-page").waitFor({ state: "detached" });
        await page.getByTestId("personal-settings").click();
        await page.waitForTimeout(60);
        return longAnimations(page);
      };
      expect(await slideAfterTap()).not.toEqual([]);
      await page.emulateMedia({ reducedMotion: "reduce" });
      expect(await slideAfterTap()).toEqual([]);

      await page.goto(ROOM_PATH);
      await page.getByTestId("play-21").waitFor();
      const announcer = page.getByTestId("room-announcer");
      expect(await announcer.getAttribute("aria-live")).toBe("polite");
      // The clock and the big final seconds are not live regions: they would speak every second.
      expect(await page.getByTestId("room-state").evaluate((el) => el.closest("[aria-live], [role=status], [role=timer], [role=alert]") === null)).toBe(true);

      // Every change of any live region's words, and every long animation, while a round closes and is drawn.
      await page.evaluate(() => {
        const w = window as unknown as { spoken: { at: number; text: string }[] };
        w.spoken = [];
        const live = () => [...document.querySelectorAll("[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=timer]")];
        new MutationObserver(() => {
          for (const region of live()) {
            const text = (region.textContent ?? "").trim();
            if (text !== "" && w.spoken.at(-1)?.text !== text) w.spoken.push({ at: Date.now(), text });
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      const animations = new Set<string>();
      const started = Date.now();
      let sawFinalSeconds = false;
      const spokenNow = () => page.evaluate(() => (window as unknown as { spoken: { at: number; text: string }[] }).spoken);
      const closedThenDrawn = (said: string[]) => {
        const closed = said.findIndex((text) => /has closed/.test(text));
        return closed >= 0 && said.slice(closed + 1).some((text) => /drawn:/.test(text)) ? said[closed]!.match(/Round (\d+)/)![1]! : null;
      };
      let issue: string | null = null;
      // Over at least 12 s (a dozen ticks of the clock), until a round has been seen closing and then drawn.
      while ((issue === null || Date.now() - started < 12_000) && Date.now() - started < 60_000) {
        for (const name of await longAnimations(page)) animations.add(name);
        sawFinalSeconds ||= (await page.getByTestId("room-final-seconds").count()) > 0;
        issue = closedThenDrawn((await spokenNow()).map((s) => s.text));
        await page.waitForTimeout(250);
      }
      const spoken = await spokenNow();
      const said = spoken.map((s) => s.text);
      const seconds = (Date.now() - started) / 1000;
      await screenshot(page, "39-a11y-room-announced-en");

      expect(issue, said.join(" | ")).not.toBeNull();
      const draws = (await trpcCall<{ issue: string; digits: number[]; sum: number }[]>(base(), "round.recent", { gameId: GAME, limit: 3 }, { cookie: demo.cookie, method: "GET" })).data;
      const drawn = draws.find((d) => d.issue === issue)!;
      expect(said).toContainEqual(expect.stringContaining(`Round ${issue} drawn: ${drawn.digits.join(", ")}, sum ${drawn.sum}, `));
      // A handful of moments over a whole round (new round, closed, drawn), never one a second.
      expect(seconds).toBeGreaterThan(10);
      expect(spoken.length, said.join(" | ")).toBeLessThanOrEqual(6);
      expect(sawFinalSeconds).toBe(true);
      expect([...animations]).toEqual([]);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});
