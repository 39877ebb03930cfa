/**
 * Player protection in a real browser against the real server (20 s rounds):
 * the protection screen in all five languages, a daily loss limit that refuses
 * the next bet with its message, a 24-hour time-out taken with the password
 * after which the room refuses, and the reality check in the bet room (a test
 * server's "minute" is 100 ms, so 30 minutes pass in 3 s). Screenshots 60-69.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { translate } from "../../adapters/i18n";
import { tw as serverTw } from "../../adapters/i18n/messages/tw";
import { en } from "../../web/src/i18n/locales/en";
import { jp } from "../../web/src/i18n/locales/jp";
import { kor } from "../../web/src/i18n/locales/kor";
import { tw } from "../../web/src/i18n/locales/tw";
import { admin as twAdmin } from "../../web/src/i18n/locales/admin/tw";
import { zh } from "../../web/src/i18n/locales/zh";
import { chromiumAvailable, screenshot, waitForOpen, watchErrors } from "./support/browser";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite, type BrowserSuite } from "./support/suite";

const TIMEOUT = 180_000;
const ROOM_PATH = "/betRoom?id=11&game_id=1&name=Singapore&title=Beginner";
const LANGS = { zh: [zh, 1], tw: [tw, 2], en: [en, 3], jp: [jp, 4], kor: [kor, 5] } as const;

/** A phone signed in with `cookie`, in `lang` (the app's own language setting, as /language stores it). */
async function signedInPage(suite: BrowserSuite, cookie: string, lang: keyof typeof LANGS = "tw"): Promise<{ page: Page; errors: string[] }> {
  const context = await suite.newPhone();
  const [name, ...rest] = cookie.split("=");
  await context.addCookies([{ name: name!, value: rest.join("="), url: suite.server.baseUrl }]);
  await context.addInitScript(([locale, type]) => {
    localStorage.setItem("locale", locale);
    localStorage.setItem("localetype", type);
  }, [lang, String(LANGS[lang][1])] as const);
  const page = await context.newPage();
  return { page, errors: watchErrors(page) };
}

/** A new player invited by the demo agent, given 200.00 by the operator, signed in through the API. */
async function giftedPlayer(suite: BrowserSuite, username: string): Promise<{ id: number; cookie: string }> {
  const base = suite.server.baseUrl;
  const registered = await registerInvitedPlayer(base, username);
  const admin = await apiLogin(base, "admin", "admin123");
  await trpcCall(base, "admin.funds.gift", { userId: registered.id, amount: "200", requestId: `e2e-${username}`, reason: "welcome" }, { cookie: admin.cookie });
  return registered;
}

/** Bets `stake` on big through the bet bar and its confirm dialog. */
async function betBig(page: Page, stake: string): Promise<void> {
  await page.getByTestId("stake-input").locator("input").fill(stake);
  await page.getByTestId("play-1").click();
  await page.getByTestId("bet-submit").click();
  await page.locator(".adm-dialog-button", { hasText: tw.room.confirm }).click();
}

describe.runIf(chromiumAvailable())("player protection in Chromium (phone 390x844)", () => {
  const suite = browserSuite();

  it(
    "the protection screen in five languages; a daily loss limit of 100 refuses the next bet with its message",
    async () => {
      const demo = await apiLogin(suite.server.baseUrl, "demo", "demo123");
      for (const lang of ["zh", "en", "jp", "kor", "tw"] as const) {
        const { page, errors } = await signedInPage(suite, demo.cookie, lang);
        const messages = LANGS[lang][0];
        await page.goto("/protection");
        await page.getByTestId("limit-loss-day").waitFor();
        expect(await page.locator(".adm-nav-bar-title").innerText()).toBe(messages.protection.title);
        expect(await page.getByTestId("protection").innerText()).toContain(messages.protection.breakTitle);
        await screenshot(page, `60-protection-${lang}`);
        expect(errors).toEqual([]);
        if (lang !== "tw") await page.context().close();
      }

      const { page, errors } = await signedInPage(suite, demo.cookie);
      await page.goto("/personal");
      await page.getByTestId("personal-entry-protection").click();
      await page.getByTestId("limit-loss-day").click();
      await page.getByTestId("limit-amount").locator("input").fill("100");
      await page.getByTestId("limit-save").click();
      await page.getByTestId("limit-saved").waitFor();
      expect(await page.getByTestId("limit-saved").innerText()).toBe(tw.protection.saved);
      await page.locator(".adm-dialog-button", { hasText: tw.protection.continue }).click();
      await page.waitForFunction(() => document.querySelector("[data-testid=limit-loss-day]")?.textContent?.includes("100.00"));
      await screenshot(page, "61-protection-loss-limit");

      await page.goto(ROOM_PATH);
      await page.getByTestId("bet-panel").waitFor();
      await waitForOpen(page, 10);
      await betBig(page, "100");
      await page.locator(".adm-toast-main", { hasText: tw.room.orderPlaced }).waitFor();
      // The placed order cleared the selection: the next one starts afresh.
      await betBig(page, "10");
      const refusal = translate("DAILY_LOSS_LIMIT", "tw", { limit: "100.00", left: "0.00" });
      expect(refusal).toContain("100.00");
      await page.locator(".adm-toast-main", { hasText: refusal }).waitFor();
      await screenshot(page, "62-loss-limit-refused", { withToast: true });

      // The statement, from /wallet: today's stake in the table, the last 30 days in the (lazily loaded) chart.
      const chartCode = page.waitForRequest((request) => /StatementChart-[\w-]+\.js$/.test(request.url()));
      await page.goto("/wallet");
      await page.getByTestId("wallet-entry-statement").click();
      await page.getByTestId("statement-table").waitFor();
      await chartCode;
      await page.getByTestId("statement-chart").waitFor();
      expect(await page.getByTestId("statement-chart").locator("rect").count()).toBe(30);
      const todayLine = page.locator("[data-testid^=statement-2]").first();
      expect(await todayLine.innerText()).toContain("100.00");
      await screenshot(page, "68-statement");
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "a deposit limit's use counts deposits under review, and the screen says how much of it is still under review",
    async () => {
      const player = await registerInvitedPlayer(suite.server.baseUrl, `e2ereview${Date.now() % 100_000}`);
      await trpcCall(suite.server.baseUrl, "protection.setLimit", { kind: "deposit", period: "day", amount: "500" }, { cookie: player.cookie });
      await trpcCall(suite.server.baseUrl, "wallet.recharge", { amount: "200" }, { cookie: player.cookie });
      const { page, errors } = await signedInPage(suite, player.cookie);
      await page.goto("/protection");
      const daily = page.getByTestId("limit-deposit-day");
      await daily.waitFor();
      expect(await daily.innerText()).toContain(tw.protection.usedLeft.replace("{{used}}", "200.00").replace("{{left}}", "300.00"));
      expect(await page.getByTestId("under-review-deposit-day").innerText()).toBe(tw.protection.underReview.replace("{{amount}}", "200.00"));
      // Nothing is under review for the stake and loss limits, so they say nothing of it.
      expect(await page.locator("[data-testid^=under-review-stake], [data-testid^=under-review-loss]").count()).toBe(0);
      await screenshot(page, "61b-deposit-limit-under-review");
      // The rule agrees: 300.01 more is refused with the same 300.00 left.
      const refused = await fetch(`${suite.server.baseUrl}/trpc/wallet.recharge`, {
        method: "POST",
        headers: { origin: suite.server.baseUrl, "content-type": "application/json", cookie: player.cookie, "x-lang": "tw" },
        body: JSON.stringify({ amount: "300.01" }),
      });
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(translate("DAILY_DEPOSIT_LIMIT", "tw", { limit: "500.00", left: "300.00" }));
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "a 24-hour time-out asks for the password and a confirmation; then the room refuses a bet, saying until when",
    async () => {
      const player = await giftedPlayer(suite, "e2ebreak");
      const { page, errors } = await signedInPage(suite, player.cookie);
      await page.goto("/protection");
      await page.getByTestId("timeout-1").click();
      await page.getByTestId("break-dialog").waitFor();
      await screenshot(page, "63-break-dialog");
      await page.getByTestId("break-password").locator("input").fill("secret123");
      await page.getByTestId("break-understand").click();
      await page.getByTestId("break-submit").click();
      await page.locator(".adm-toast-main", { hasText: tw.protection.breakTaken }).waitFor();
      await page.getByTestId("on-break").waitFor();
      await screenshot(page, "64-on-break");

      await page.goto(ROOM_PATH);
      await page.getByTestId("bet-panel").waitFor();
      await waitForOpen(page, 8);
      await betBig(page, "5");
      const until = serverTw.PLAY_TIMED_OUT.slice(0, serverTw.PLAY_TIMED_OUT.indexOf("{until}"));
      await page.locator(".adm-toast-main", { hasText: until }).waitFor();
      expect(await page.locator(".adm-toast-main").innerText()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      await screenshot(page, "65-room-on-break", { withToast: true });
      expect(errors).toEqual([]);

      // The console shows the break and its history; the only thing an operator may do is lengthen it.
      const admin = await apiLogin(suite.server.baseUrl, "admin", "admin123");
      const desk = await signedInPage(suite, admin.cookie);
      await desk.page.goto(`/admin/player?id=${player.id}`);
      await desk.page.getByTestId("player-protection-break").waitFor();
      // "未暫停" (no break) contains "暫停" (time-out): the check is the whole "time-out until <moment>".
      expect(await desk.page.getByTestId("player-protection-break").innerText()).toMatch(
        new RegExp(`^${twAdmin.protection.timeOut} ${twAdmin.protection.until.replace("{{until}}", "\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}")}`),
      );
      expect(await desk.page.getByTestId("player-protection-history").innerText()).toContain(twAdmin.protection.auditTimeOut);
      await desk.page.getByTestId("extend-break-until").locator("input").fill("2026-01-01");
      await desk.page.getByTestId("extend-break-submit").click();
      await desk.page.locator(".adm-toast-main", { hasText: serverTw.EXCLUSION_ONLY_LONGER.slice(0, 6) }).waitFor();
      await desk.page.getByTestId("extend-break-until").locator("input").fill("2030-01-01");
      await desk.page.getByTestId("extend-break-submit").click();
      await desk.page.locator(".adm-toast-main", { hasText: twAdmin.protection.extended }).waitFor();
      await desk.page.waitForFunction((text) => document.querySelector("[data-testid=player-protection-history]")?.textContent?.includes(text), twAdmin.protection.auditExtendBreak);
      await screenshot(desk.page, "67-console-protection");
      expect(desk.errors).toEqual([]);
    },
    TIMEOUT,
  );
});

describe.runIf(chromiumAvailable())("the reality check in Chromium (a test minute of 100 ms)", () => {
  const suite = browserSuite({ env: { TEST_REALITY_CHECK_MINUTE_MS: "100" } });

  it(
    "appears in the bet room after the interval the player chose, with the session's time and result; continue, then stop leaves the room",
    async () => {
      const demo = await apiLogin(suite.server.baseUrl, "demo", "demo123");
      await trpcCall(suite.server.baseUrl, "protection.realityCheck", { minutes: 30 }, { cookie: demo.cookie });
      const { page, errors } = await signedInPage(suite, demo.cookie);
      await page.goto(ROOM_PATH);
      await page.getByTestId("bet-panel").waitFor();
      // 30 "minutes" of 100 ms from the session's start: the dialog is due within 3 s.
      await page.getByTestId("reality-check").waitFor({ timeout: 10_000 });
      expect(await page.getByTestId("reality-net").innerText()).toBe(tw.protection.realityNet.replace("{{net}}", "0.00"));
      // Played time in the check's own minutes: 30 of them (3 s) since the session began.
      expect(await page.getByTestId("reality-played").innerText()).toMatch(/ 3[01] /);
      await screenshot(page, "66-reality-check");
      await page.getByTestId("reality-continue").click();
      await page.getByTestId("reality-check").waitFor({ state: "detached" });
      // The next one comes a whole interval later; stop leaves the room.
      await page.getByTestId("reality-check").waitFor({ timeout: 10_000 });
      await page.getByTestId("reality-stop").click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});
