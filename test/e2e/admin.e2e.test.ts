/**
 * The operator console (/admin...) in a real browser against the real server:
 * who may open it, the money queues changing a player's money and records, and
 * screenshots of every console page (test-results/e2e/8*.png).
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { tw as tw_server } from "../../adapters/i18n/messages/tw";
import { admin as twAdmin } from "../../web/src/i18n/locales/admin/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin, captchaText, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 180_000;
const DESKTOP = { viewport: { width: 1280, height: 860 } } as const;
/** Play types (src/domain/betting/outcome.ts PLAY_TYPE). */
const PLAY_BIG = 1;
const PLAY_SMALL = 2;
const PLAY_SINGLE = 3;

interface FundLine {
  type: number;
  quantityMinor: number;
  status: number;
  mark: string;
}

describe.runIf(chromiumAvailable())("operator console in Chromium", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;

  /** Hands an API session (its cookie) to a browser context. */
  async function withCookie(context: BrowserContext, cookie: string): Promise<void> {
    const [name, ...rest] = cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
  }

  /** A browser page signed in as the demo operator: a phone, or a desktop-wide window. */
  async function operatorPage(kind: "phone" | "desktop" = "phone"): Promise<{ page: Page; errors: string[] }> {
    const admin = await apiLogin(base(), "admin", "admin123");
    const context = kind === "phone" ? await suite.newPhone() : await suite.browser.newContext({ ...DESKTOP, baseURL: base(), locale: "zh-TW" });
    if (kind === "desktop") {
      context.setDefaultTimeout(15_000);
      // The suite closes only the phones it made.
      afterTest.push(() => context.close());
    }
    await withCookie(context, admin.cookie);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }
  const afterTest: (() => Promise<void>)[] = [];
  const closeExtras = async () => {
    for (const close of afterTest.splice(0)) await close().catch(() => undefined);
  };

  const today = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Asia/Taipei" });
  async function funds(cookie: string): Promise<FundLine[]> {
    const { data } = await trpcCall<{ items: FundLine[] }>(base(), "records.funds", { from: today(), to: today(), type: null, page: 1 }, { cookie, method: "GET" });
    return data.items;
  }
  async function wallet(cookie: string): Promise<{ moneyMinor: number; withdrawingMinor: number }> {
    return (await trpcCall<{ moneyMinor: number; withdrawingMinor: number }>(base(), "wallet.get", null, { cookie, method: "GET" })).data;
  }

  /** A new player invited by the demo agent, signed in through the API. */
  const registerPlayer = (username: string) => registerInvitedPlayer(base(), username);

  /** The first room of game 1 (join limit 10). */
  async function firstRoomId(): Promise<number> {
    const { data } = await trpcCall<{ games: { id: number; rooms: { id: number }[] }[] }>(base(), "home.games", null, { method: "GET" });
    return data.games.find((g) => g.id === 1)!.rooms[0]!.id;
  }

  interface PlacedBet {
    issue: string;
    oddsHundredths: number;
  }

  /**
   * Places one bet in the current round of game 1, waiting for an open one (and for round `atLeast` or later, if
   * given), or in `issue` if given; returns the issue and the odds the bet got.
   */
  async function placeBet(cookie: string, playType: number | number[], stake: string, issue?: string, atLeast?: string, minOpenMs = 3_000): Promise<PlacedBet> {
    const playTypes = Array.isArray(playType) ? playType : [playType];
    const total = ((Math.round(Number(stake) * 100) * playTypes.length) / 100).toFixed(2);
    const roomId = await firstRoomId();
    for (;;) {
      const { data } = await trpcCall<{ current: { issue: string; closeAtMs: number; closed: boolean } | null; nowMs: number }>(
        base(),
        "round.current",
        { gameId: 1 },
        { cookie, method: "GET" },
      );
      const current = data.current;
      const wanted = (issue === undefined || current?.issue === issue) && (atLeast === undefined || (current !== null && current.issue >= atLeast));
      if (current && !current.closed && current.closeAtMs - data.nowMs > minOpenMs && wanted) {
        const placed = await trpcCall<{ bets: { issue: string; oddsHundredths: number }[] }>(
          base(),
          "bet.place",
          { roomId, issue: current.issue, playTypes, stake, expectedTotal: total },
          { cookie },
        );
        return placed.data.bets[0]!;
      }
      if (issue !== undefined && current && current.issue !== issue) throw new Error(`round ${issue} is over`);
      await new Promise((done) => setTimeout(done, 500));
    }
  }

  /** Waits until the player's newest `count` bets are settled. */
  async function settled(cookie: string, count: number): Promise<void> {
    for (let attempt = 0; attempt < 90; attempt++) {
      const { data } = await trpcCall<{ items: { status: number }[] }>(base(), "records.bets", { scope: "self", from: today(), to: today(), page: 1, pageSize: 100 }, { cookie, method: "GET" });
      if (data.items.length >= count && data.items.slice(0, count).every((bet) => bet.status === 1)) return;
      await new Promise((done) => setTimeout(done, 1_000));
    }
    throw new Error("the bets were not settled in 90 s");
  }

  it(
    "every console page, loaded cold in each of the five languages, shows its texts and no raw key",
    async () => {
      const admin = await apiLogin(base(), "admin", "admin123");
      const playerId = (await registerPlayer(`keys${Date.now() % 1_000_000}`)).id;
      const paths = ["/admin", "/admin/deposits", "/admin/deposit-channels", "/admin/withdrawals", "/admin/players", `/admin/player?id=${playerId}`, "/admin/games", "/admin/content", "/admin/reports", "/admin/draws", "/admin/audit"];
      const rawKey = /admin\.[A-Za-z]+\./;
      /** What a person reads or hears on the page: its text, and the labels and placeholders of its controls. */
      const shown = (page: Page) =>
        page.evaluate(() => [document.body.innerText, ...[...document.querySelectorAll("[aria-label],[placeholder],[title]")].map((el) => `${el.getAttribute("aria-label") ?? ""} ${el.getAttribute("placeholder") ?? ""} ${el.getAttribute("title") ?? ""}`)].join("\n"));
      for (const lang of ["en", "jp", "kor", "zh", "tw"]) {
        const context = await suite.newPhone();
        await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
        const page = await context.newPage();
        // The sign-in page, with no session yet.
        await page.goto("/admin/login");
        await page.getByTestId("console-login-submit").waitFor();
        expect((await shown(page)).match(rawKey), `${lang} /admin/login`).toBeNull();
        await withCookie(context, admin.cookie);
        for (const path of paths) {
          // A full load each time: the first screen is the console page itself, as after a reload or a direct link.
          await page.goto(path);
          await page.getByTestId("console-menu").waitFor();
          await page.waitForTimeout(300);
          expect((await shown(page)).match(rawKey), `${lang} ${path}`).toBeNull();
        }
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    "only an operator gets in: a guest is sent to the console's sign-in, a player is refused, an operator is pointed away from players' screens",
    async () => {
      // A guest opening a console page lands on the console's own sign-in.
      const guest = await (await suite.newPhone()).newPage();
      const guestErrors = watchErrors(guest);
      await guest.goto("/admin/deposits");
      await guest.waitForURL((url) => url.pathname === "/admin/login");
      await guest.getByTestId("console-login-form").waitFor();
      await screenshot(guest, "80-console-login");

      // A player's password is right, but this is not their door: refused, and no session is left behind.
      await signInAtConsole(guest, "demo", "demo123");
      await guest.locator(".adm-toast-main", { hasText: twAdmin.login.notOperator }).last().waitFor();
      expect(new URL(guest.url()).pathname).toBe("/admin/login");
      await guest.goto("/personal");
      await guest.waitForURL((url) => url.pathname === "/login");

      // The operator signs in with the captcha and lands on the overview.
      await guest.goto("/admin/login");
      await signInAtConsole(guest, "admin", "admin123");
      await guest.waitForURL((url) => url.pathname === "/admin");
      await guest.getByTestId("console-overview").waitFor();
      expect(await guest.getByTestId("console-operator").isVisible()).toBe(false); // no room for it on a phone
      // The money tiles count the requests waiting.
      await expect.poll(async () => /^\d+\+?$/.test(await guest.getByTestId("tile-count").first().innerText()), { timeout: 10_000 }).toBe(true);
      await screenshot(guest, "81-console-overview-phone");
      // The phone's menu opens the navigation.
      await guest.getByTestId("console-menu").click();
      await guest.locator(".console-drawer").getByText(twAdmin.nav.withdrawals).waitFor();
      await screenshot(guest, "82-console-menu-phone");
      await guest.locator(".console-drawer").getByText(twAdmin.nav.withdrawals).click();
      await guest.waitForURL((url) => url.pathname === "/admin/withdrawals");

      // An operator on a player's screen is told so, with the way to the console.
      await guest.goto("/personal");
      await guest.getByTestId("operator-on-player-screen").waitFor();
      expect(await guest.locator(".app-page:not([aria-hidden])").innerText()).toContain(twAdmin.access.operatorSession);
      await screenshot(guest, "83-operator-on-player-screen");
      await guest.getByText(twAdmin.access.openConsole).click();
      await guest.waitForURL((url) => url.pathname === "/admin");
      expect(guestErrors).toEqual([]);

      // A signed-in player who opens the console is refused.
      const player = await apiLogin(base(), "demo", "demo123");
      const context = await suite.newPhone();
      await withCookie(context, player.cookie);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto("/admin/withdrawals");
      await page.getByTestId("console-refused").waitFor();
      expect(await page.locator(".app-page:not([aria-hidden])").innerText()).toContain(twAdmin.access.operatorsOnly);
      await screenshot(page, "84-console-refused-player");
      expect(errors).toEqual([]);

      // The operator who signs in at the players' /login is taken to the console, not to a player's home.
      const other = await (await suite.newPhone()).newPage();
      const otherErrors = watchErrors(other);
      await other.goto("/login");
      await other.getByTestId("login-form").waitFor();
      const handle = await other.waitForFunction(() => document.querySelector("[data-testid=captcha]")?.getAttribute("data-captcha-id") || null);
      await other.locator("input[name=username]").fill("admin");
      await other.locator("input[name=password]").fill("admin123");
      await other.locator("input[name=captcha]").fill(await captchaText(base(), (await handle.jsonValue()) as string));
      await other.getByTestId("login-submit").click();
      await other.waitForURL((url) => url.pathname === "/admin");
      await other.getByTestId("console-overview").waitFor();
      expect(otherErrors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "an approved deposit credits the player once (double click); a rejected withdrawal gives the held money back with the reason",
    async () => {
      try {
        const player = await registerPlayer("e2emoney");
        await trpcCall(base(), "wallet.recharge", { amount: "300.00", currency: "USDT" }, { cookie: player.cookie });

        const { page, errors } = await operatorPage("desktop");
        await page.goto("/admin/deposits");
        const card = page.getByTestId("review-card").filter({ hasText: "e2emoney" }).first();
        await card.waitFor();
        expect(await card.getByTestId("review-amount").innerText()).toBe("300.00");
        expect(await card.getByTestId("review-currency").innerText()).toBe("USDT");
        await screenshot(page, "85-console-deposits-desktop");
        // Approve asks for a confirmation naming the amount; a double click on it credits the player once.
        await card.getByTestId("review-approve").dblclick();
        const confirmation = page.locator("[data-testid=approve-dialog]:visible");
        expect(await confirmation.getByTestId("approve-amount").innerText()).toBe("300.00");
        await confirmation.getByTestId("approve-confirm").dblclick();
        await page.locator(".adm-toast-main", { hasText: twAdmin.review.approved }).last().waitFor();
        await card.waitFor({ state: "detached" });
        expect((await wallet(player.cookie)).moneyMinor).toBe(30_000);
        const recharge = (await funds(player.cookie)).filter((line) => line.type === 0);
        expect(recharge.map((line) => [line.quantityMinor, line.status])).toEqual([[30_000, 1]]);

        // The history tab shows it approved.
        await page.getByText(twAdmin.review.statusApproved, { exact: true }).first().click();
        await page.getByTestId("review-card").filter({ hasText: "e2emoney" }).first().waitFor();
        await screenshot(page, "86-console-deposits-history");

        // Today's turnover (1x the deposits) is met with 10.00 on every sum and 20.00 on big: one sum always wins, and
        // the least a sum pays (12.93 on 13 or 14) leaves more than the 100.00 to withdraw, whatever the draw.
        // The second bet must land in the same round: start with 10 s of the round's 15 s of sales left, since a loaded CI machine
        // once took longer than the default 3 s between the two.
        const round = await placeBet(player.cookie, Array.from({ length: 28 }, (_, n) => 100 + n), "10.00", undefined, undefined, 10_000);
        await placeBet(player.cookie, PLAY_BIG, "20.00", round.issue);
        await settled(player.cookie, 29);
        await trpcCall(base(), "account.setSecurityCode", { newCode: "246810" }, { cookie: player.cookie });
        await trpcCall(base(), "wallet.setPayoutMethod", { type: 0, acc: "Chen Money", accName: "6222020200112233", accBank: "Bank of Taiwan" }, { cookie: player.cookie });
        const moneyBefore = (await wallet(player.cookie)).moneyMinor;
        await trpcCall(base(), "wallet.withdraw", { amount: "100.00", payoutType: 0, securityCode: "246810" }, { cookie: player.cookie });
        expect((await wallet(player.cookie)).withdrawingMinor).toBe(10_000);

        await page.goto("/admin/withdrawals");
        const request = page.getByTestId("review-card").filter({ hasText: "e2emoney" }).first();
        await request.waitFor();
        expect(await request.getByTestId("review-amount").innerText()).toBe("100.00");
        expect(await request.getByTestId("review-payout-account").innerText()).toBe("6222020200112233");
        expect(await request.getByTestId("review-turnover").innerText()).toContain(twAdmin.review.turnoverMet);
        // Rejecting needs a reason.
        await request.getByTestId("review-reject").click();
        await page.locator(".adm-toast-main", { hasText: twAdmin.review.remarkRequired }).last().waitFor();
        await request.locator("input").fill("Card holder name does not match");
        await screenshot(page, "87-console-withdrawals-desktop");
        await request.getByTestId("review-reject").click();
        await page.locator(".adm-toast-main", { hasText: twAdmin.review.rejected }).last().waitFor();
        await request.waitFor({ state: "detached" });

        const after = await wallet(player.cookie);
        expect(after.withdrawingMinor).toBe(0);
        expect(after.moneyMinor).toBe(moneyBefore);
        const withdrawal = (await funds(player.cookie)).find((line) => line.type === 1);
        expect(withdrawal?.status).toBe(2);
        expect(withdrawal?.mark).toContain("Card holder name does not match");
        expect(errors).toEqual([]);
      } finally {
        await closeExtras();
      }
    },
    TIMEOUT,
  );

  it(
    "a player banned from buying in the console is refused at the next bet; a gift with its reason reaches the fund log; a freeze locks money",
    async () => {
      try {
        const player = await registerPlayer("e2eban");
        const { page, errors } = await operatorPage("desktop");
        await page.goto("/admin/players");
        await page.getByTestId("players-table").waitFor();
        await page.locator("input[type=search], .console-search input").first().fill("e2eban");
        await page.getByTestId("players-search-submit").click();
        const row = page.locator("[data-testid=player-row][data-username=e2eban]");
        await row.waitFor();
        await screenshot(page, "88-console-players");
        await row.getByRole("link").click();
        await page.waitForURL((url) => url.pathname === "/admin/player");
        await page.getByTestId("player-balance").waitFor();
        expect(await page.getByTestId("player-balance").innerText()).toBe("0.00");

        // A gift needs a reason; the player reads it on the fund line.
        await page.getByTestId("money-amount").locator("input").fill("500");
        await page.getByTestId("money-submit").click();
        await page.locator(".adm-toast-main", { hasText: twAdmin.funds.reasonRequired }).last().waitFor();
        await page.getByTestId("money-reason").locator("input").fill("Welcome bonus");
        await page.getByTestId("money-submit").click();
        await page.locator(".adm-dialog .adm-dialog-button-bold").click();
        await page.locator(".adm-toast-main", { hasText: twAdmin.funds.done }).last().waitFor();
        await expectText(page.getByTestId("player-balance"), "500.00");
        expect((await wallet(player.cookie)).moneyMinor).toBe(50_000);
        const giftLine = (await funds(player.cookie)).find((line) => line.type === 4);
        expect(giftLine).toMatchObject({ quantityMinor: 50_000 });
        expect(giftLine?.mark).toContain("Welcome bonus");

        // Freezing part of the balance: still the player's money, but locked (lock_money).
        await page.getByTestId("money-action").getByText(twAdmin.funds.freeze, { exact: true }).click();
        await page.getByTestId("money-amount").locator("input").fill("100");
        await page.getByTestId("money-submit").click();
        await page.locator(".adm-dialog .adm-dialog-button-bold").click();
        await page.locator(".adm-toast-main", { hasText: twAdmin.funds.done }).last().waitFor();
        await expectText(page.getByTestId("player-locked"), "100.00");
        const frozen = (await trpcCall<{ moneyMinor: number; lockedMinor: number }>(base(), "wallet.get", null, { cookie: player.cookie, method: "GET" })).data;
        expect(frozen).toMatchObject({ moneyMinor: 50_000, lockedMinor: 10_000 });

        // Before the ban the player can bet; after it, the next bet is refused with the system's message.
        await placeBet(player.cookie, PLAY_BIG, "10.00");
        await page.getByTestId("ban-reason").locator("input").fill("Suspicious betting pattern");
        await page.getByTestId("ban-buying").click();
        await page.locator(".adm-toast-main", { hasText: twAdmin.common.saved }).last().waitFor();
        await expectChecked(page.getByTestId("ban-buying"), true);
        await page.getByTestId("player-funds").waitFor();
        await screenshot(page, "89-console-player-detail");
        const refusal = await betRefusal(player.cookie, PLAY_SMALL, "20.00");
        expect(refusal).toBe(tw_server.BUY_BANNED);

        // Lifting the ban lets the player buy again.
        await page.getByTestId("ban-buying").click();
        await expectChecked(page.getByTestId("ban-buying"), false);
        await placeBet(player.cookie, PLAY_SINGLE, "10.00");
        expect(errors).toEqual([]);
      } finally {
        await closeExtras();
      }
    },
    TIMEOUT,
  );

  it(
    "an odds change made in the console applies from the next round; the bet placed before keeps its odds",
    async () => {
      try {
        const player = await registerPlayer("e2eodds");
        const admin = await apiLogin(base(), "admin", "admin123");
        await trpcCall(base(), "admin.funds.gift", { userId: player.id, amount: "1000.00", requestId: "e2e-odds-gift", reason: "Test funds" }, { cookie: admin.cookie });
        const roomId = await firstRoomId();

        const { page, errors } = await operatorPage("desktop");
        await page.goto("/admin/games");
        await page.getByTestId("games-schedule").waitFor();
        // Early in a round (12 s of its 15 s of sales left), so the change below is made while this round still runs.
        const before = await placeBet(player.cookie, PLAY_BIG, "10.00", undefined, undefined, 12_000);
        await page.reload();
        await page.getByTestId("games-schedule").waitFor();
        await screenshot(page, "890-console-games");
        const room = page.locator(`[data-testid=room-card][data-room-id="${roomId}"]`);
        await room.getByTestId("room-odds").click();
        const editor = page.getByTestId("odds-editor");
        const big = editor.locator(`[data-testid=odds-row][data-play-type="${PLAY_BIG}"]`);
        expect(await big.getByTestId("odds-now").innerText()).toBe((before.oddsHundredths / 100).toFixed(2));
        const newOdds = before.oddsHundredths === 150 ? "1.60" : "1.50";
        await big.getByTestId("odds-input").locator("input").fill(newOdds);
        await screenshot(page, "891-console-odds-editor");
        await editor.getByTestId("odds-save").click();
        await page.locator(".adm-toast-main", { hasText: twAdmin.games.oddsSaved.split("{{")[0]! }).last().waitFor();
        await expectText(big.getByTestId("odds-scheduled"), newOdds, "contains");
        // The round under way still sells at the old odds; the change is scheduled for a later round.
        expect(await big.getByTestId("odds-now").innerText()).toBe((before.oddsHundredths / 100).toFixed(2));

        const overview = await trpcCall<{ games: { rooms: { id: number; scheduled: { playType: number; effectiveFromMs: number }[] }[] }[]; nextIssue: string }>(
          base(),
          "admin.games.overview",
          null,
          { cookie: admin.cookie, method: "GET" },
        );
        const scheduledRoom = overview.data.games.flatMap((g) => g.rooms).find((r) => r.id === roomId)!;
        expect(scheduledRoom.scheduled.map((o) => o.playType)).toContain(PLAY_BIG);
        const firstIssue = overview.data.nextIssue;
        expect(firstIssue > before.issue).toBe(true);

        const after = await placeBet(player.cookie, PLAY_BIG, "10.00", undefined, firstIssue);
        expect(after.oddsHundredths).toBe(Math.round(Number(newOdds) * 100));
        // The earlier bet keeps the odds it was placed at.
        const bets = await trpcCall<{ items: { issue: string; oddsHundredths: number; playType: number }[] }>(
          base(),
          "records.bets",
          { scope: "self", from: today(), to: today(), page: 1 },
          { cookie: player.cookie, method: "GET" },
        );
        expect(bets.data.items.find((bet) => bet.issue === before.issue)?.oddsHundredths).toBe(before.oddsHundredths);
        expect(bets.data.items.find((bet) => bet.issue === after.issue)?.oddsHundredths).toBe(Math.round(Number(newOdds) * 100));
        expect(errors).toEqual([]);
      } finally {
        await closeExtras();
      }
    },
    TIMEOUT,
  );

  it(
    "opposite-bet pairs flagged, content, reports, draw audit and audit log: a notice set in the console reaches players; every page on a desktop and a phone",
    async () => {
      try {
        const { page, errors } = await operatorPage("desktop");

        // Two accounts of one team take both sides of big/small with the same stake in one round: the console lists
        // the pair, and flagging one of them bans their buying.
        const admin = await apiLogin(base(), "admin", "admin123");
        const [a, b] = [await registerPlayer("e2eoppa"), await registerPlayer("e2eoppb")];
        for (const [player, key] of [[a, "a"], [b, "b"]] as const) {
          await trpcCall(base(), "admin.funds.gift", { userId: player.id, amount: "500.00", requestId: `e2e-opp-${key}`, reason: "Test funds" }, { cookie: admin.cookie });
        }
        const round = await placeBet(a.cookie, PLAY_BIG, "37.00", undefined, undefined, 10_000);
        await placeBet(b.cookie, PLAY_SMALL, "37.00", round.issue);
        await page.goto("/admin/players");
        await page.getByText(twAdmin.opposite.title, { exact: true }).click();
        const pair = page.getByTestId("opposite-table").locator("tr", { hasText: "e2eoppa" });
        await pair.waitFor();
        expect(await pair.innerText()).toContain("e2eoppb");
        expect(await pair.innerText()).toContain("37.00");
        await page.getByPlaceholder(twAdmin.opposite.reason).fill("Opposite bets with a team mate");
        await pair.locator(".console-list-row", { hasText: "e2eoppa" }).getByRole("button").click();
        await page.locator(".adm-toast-main", { hasText: twAdmin.opposite.flagged }).last().waitFor();
        await screenshot(page, "89e-console-opposite-bets");
        expect(await betRefusal(a.cookie, PLAY_SINGLE, "10.00")).toBe(tw_server.BUY_BANNED);

        await page.goto("/admin");
        await page.getByTestId("console-overview").waitFor();
        await expect.poll(async () => /^\d+\+?$/.test(await page.getByTestId("tile-count").first().innerText()), { timeout: 10_000 }).toBe(true);
        await screenshot(page, "89f-console-overview-desktop");

        // Content: the traditional-Chinese scrolling notice, edited here, is what players get.
        await page.goto("/admin/content");
        await page.locator("[data-testid=content-language][data-lang=tw]").waitFor();
        const notice = "E2E 公告：今晚 23:00 系統維護";
        await page.getByTestId("notice-input").locator("textarea").fill(notice);
        await page.getByTestId("notice-save").click();
        await page.locator(".adm-toast-main", { hasText: twAdmin.common.saved }).last().waitFor();
        const home = await trpcCall<{ notice: string }>(base(), "home.content", null, { method: "GET" });
        expect(home.data.notice).toBe(notice);
        await page.getByTestId("banner-row").first().waitFor();
        await screenshot(page, "892-console-content");
        await page.getByTestId("article-new").first().click();
        await page.getByTestId("article-editor").waitFor();
        await screenshot(page, "893-console-article-editor");
        await page.keyboard.press("Escape");
        await page.goto("/admin/content");

        // Reports: the bets of the earlier tests are in today's figures, with a total line.
        await page.goto("/admin/reports");
        await page.getByTestId("report-line").first().waitFor();
        expect(await page.getByTestId("report-total").innerText()).toContain(twAdmin.reports.total);
        await screenshot(page, "894-console-reports");
        await page.getByText(twAdmin.reports.byRound, { exact: true }).click();
        await page.getByTestId("report-line").first().waitFor();
        await screenshot(page, "895-console-reports-rounds");

        // Draw audit: today's rounds verify; one round's proof is recomputed in the browser, chain to the anchor included.
        await page.goto("/admin/draws");
        await page.locator("[data-testid=draw-line][data-verification=verified]").first().waitFor();
        expect(await page.locator("[data-testid=draw-line][data-verification=failed]").count()).toBe(0);
        // The game's seed chains, as /fairness/chains publishes them.
        const published = (await (await fetch(`${base()}/fairness/chains/1`)).json()) as { chains: { anchor: string }[] };
        await page.getByTestId("chain-line").first().waitFor();
        expect(await page.getByTestId("chain-line").first().locator("td.console-hash").getAttribute("title")).toBe(published.chains.at(-1)!.anchor);
        await screenshot(page, "896-console-draws");
        await page.locator("[data-testid=draw-line][data-verification=verified]").first().getByTestId("draw-proof-open").click();
        await page.getByTestId("draw-recompute").click();
        await expectText(page.getByTestId("draw-recompute-result"), twAdmin.draws.browserOk);
        await screenshot(page, "897-console-draw-proof");

        // The audit log holds this test's decisions, each found through the action filter.
        await page.goto("/admin/audit");
        await page.getByTestId("audit-line").first().waitFor();
        for (const action of ["player.flagOppositeBets", "setting.save", "funds.gift"]) {
          await page.getByTestId("audit-action-filter").selectOption(action);
          await page.locator(`[data-testid=audit-line][data-action="${action}"]`).first().waitFor();
          expect(await page.locator("[data-testid=audit-line]").evaluateAll((rows) => rows.every((row) => row.getAttribute("data-action") === rows[0]!.getAttribute("data-action")))).toBe(true);
        }
        await page.getByTestId("audit-action-filter").selectOption("");
        await page.locator("[data-testid=audit-line]").nth(1).waitFor();
        await screenshot(page, "898-console-audit");
        expect(errors).toEqual([]);

        // A new schedule is set for the next sales day; today's rounds keep theirs (this test server sells round the clock).
        await page.goto("/admin/games");
        await page.getByTestId("schedule-window").waitFor();
        const currentIssue = (await trpcCall<{ current: { issue: string } | null }>(base(), "round.current", { gameId: 1 }, { cookie: a.cookie, method: "GET" })).data.current?.issue;
        await page.getByTestId("schedule-window").locator("input").fill("10:00-02:00");
        await page.getByTestId("schedule-save").click();
        await page.locator(".adm-toast-main", { hasText: twAdmin.schedule.saved.split("{{")[0]! }).last().waitFor();
        await expectText(page.getByTestId("schedule-pending"), "10:00-02:00", "contains");
        await screenshot(page, "89h-console-schedule");
        const still = (await trpcCall<{ current: { issue: string } | null }>(base(), "round.current", { gameId: 1 }, { cookie: a.cookie, method: "GET" })).data.current?.issue;
        // Sales go on today as before: a round is still running, numbered after the one before the change.
        expect(currentIssue).toBeDefined();
        expect(still! >= currentIssue!).toBe(true);

        // The same pages fit a phone.
        const phone = await operatorPage("phone");
        for (const [path, name] of [
          ["/admin/deposits", "899-phone-deposits"],
          ["/admin/players", "89a-phone-players"],
          [`/admin/player?id=${a.id}`, "89g-phone-player"],
          ["/admin/games", "89b-phone-games"],
          ["/admin/reports", "89c-phone-reports"],
          ["/admin/content", "89d-phone-content"],
        ] as const) {
          await phone.page.goto(path);
          await phone.page.locator(".console-panel").first().waitFor();
          await phone.page.locator(".console-loading").first().waitFor({ state: "detached" });
          await screenshot(phone.page, name);
        }
        expect(phone.errors).toEqual([]);
      } finally {
        await closeExtras();
      }
    },
    TIMEOUT,
  );

  /** The server's message refusing a bet (in tw, the default language). */
  async function betRefusal(cookie: string, playType: number, stake: string): Promise<string> {
    const roomId = await firstRoomId();
    const { data } = await trpcCall<{ current: { issue: string } | null }>(base(), "round.current", { gameId: 1 }, { cookie, method: "GET" });
    const response = await fetch(`${base()}/trpc/bet.place`, {
      method: "POST",
      headers: { origin: base(), "content-type": "application/json", cookie },
      body: JSON.stringify({ roomId, issue: data.current!.issue, playTypes: [playType], stake, expectedTotal: stake }),
    });
    const json = (await response.json()) as { error?: { message: string } };
    if (!json.error) throw new Error("the bet was accepted");
    return json.error.message;
  }

  async function expectText(locator: Locator, text: string, how: "exact" | "contains" = "exact"): Promise<void> {
    await expect.poll(async () => (await locator.innerText()).trim(), { timeout: 10_000 })[how === "exact" ? "toBe" : "toContain"](text);
  }

  async function expectChecked(locator: Locator, checked: boolean): Promise<void> {
    await expect.poll(async () => (await locator.getAttribute("aria-checked")) === "true", { timeout: 10_000 }).toBe(checked);
  }

  /** Fills and sends the console's sign-in form, the captcha read through the test hook. */
  async function signInAtConsole(page: Page, username: string, password: string): Promise<void> {
    const handle = await page.waitForFunction(() => document.querySelector("[data-testid=captcha]")?.getAttribute("data-captcha-id") || null);
    const id = (await handle.jsonValue()) as string;
    await page.locator("input[name=username]").fill(username);
    await page.locator("input[name=password]").fill(password);
    await page.locator("input[name=captcha]").fill(await captchaText(base(), id));
    await page.getByTestId("console-login-submit").click();
  }
});
