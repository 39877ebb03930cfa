/**
 * Issue 39, accessible: axe-core (WCAG 2.0/2.1/2.2 A and AA) finds no serious or critical violation on any screen
 * of the operator console, in en (a desktop window) and tw (a phone): the sign-in page, every /admin page, a
 * player's page with both record tabs (switched by keyboard), the reports by round, a support conversation open,
 * the phone's menu drawer, a side sheet (a room's odds) and the approval confirmation dialog, the drawer and the
 * sheet worked by keyboard; and no control under 24x24 CSS px. One server,
 * one browser, the screens in sequence. Screenshots test-results/e2e/39-a11y-console-*.png.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { admin as enAdmin } from "../../web/src/i18n/locales/admin/en";
import { admin as twAdmin } from "../../web/src/i18n/locales/admin/tw";
import { axeFindings, countByRule, describeFindings, type AxeFinding } from "./support/axe";
import { chromiumAvailable, PHONE, screenshot } from "./support/browser";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";
import { smallTargets } from "./support/small-targets";

const TIMEOUT = 300_000;
const DESKTOP = { viewport: { width: 1280, height: 860 } } as const;
const LANGS = { en: { texts: enAdmin, device: DESKTOP }, tw: { texts: twAdmin, device: PHONE } } as const;

describe.runIf(chromiumAvailable())("the operator console passes axe-core (no serious or critical violation)", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;

  it(
    "every console screen in en and tw, with the approval dialog open",
    async () => {
      // Something on every queue and page: a player with an approved deposit, one awaiting review, and a support message.
      const player = await registerInvitedPlayer(base(), `a11ycon${Date.now() % 1_000_000}`);
      const staff = await apiLogin(base(), "admin", "admin123");
      const channels = (await trpcCall<{ id: number; kind: string }[]>(base(), "wallet.depositChannels", null, { cookie: player.cookie, method: "GET" })).data;
      const bank = channels.find((c) => c.kind === "bank")!;
      const paid = await trpcCall<{ id: number }>(base(), "wallet.recharge", { amount: "500.00", channelId: bank.id, reference: { payerName: "Lin Paid", accountLast5: "11111" } }, { cookie: player.cookie });
      await trpcCall(base(), "admin.deposits.approve", { id: paid.data.id }, { cookie: staff.cookie });
      await trpcCall(base(), "wallet.recharge", { amount: "300.00", channelId: bank.id, reference: { payerName: "Lin Waiting", accountLast5: "22222" } }, { cookie: player.cookie });
      const posted = await trpcCall<{ conversationId: number }>(base(), "support.post", { text: "Where is my deposit?" }, { cookie: player.cookie });

      const findings: AxeFinding[] = [];
      const small: string[] = [];
      for (const [lang, { texts, device }] of Object.entries(LANGS)) {
        const context: BrowserContext = await suite.browser.newContext({ ...device, baseURL: base() });
        try {
          context.setDefaultTimeout(15_000);
          await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
          const page = await context.newPage();
          const check = async (screen: string) => {
            findings.push(...(await axeFindings(page, `${lang} ${screen}`)));
            small.push(...(await page.evaluate(smallTargets, { inlineSlackChars: 0 })).map((line) => `[${lang} ${screen}] ${line}`));
          };
          /** A full load of a console page, its data given a moment to arrive. */
          const open = async (path: string) => {
            await page.goto(path);
            await page.getByTestId("console-menu").waitFor({ state: "attached" });
            await settle(page);
          };

          await page.goto("/admin/login");
          await page.getByTestId("console-login-submit").waitFor();
          await settle(page);
          await check("/admin/login");
          await screenshot(page, `39-a11y-console-${lang}-login`);

          const [name, ...rest] = staff.cookie.split("=");
          await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
          const pages = ["/admin", "/admin/deposits", "/admin/deposit-channels", "/admin/withdrawals", "/admin/players", "/admin/games", "/admin/content", "/admin/reports", "/admin/draws", "/admin/audit", "/admin/support", "/admin/support-settings"];
          for (const path of pages) {
            await open(path);
            await check(path);
          }

          // On a phone, the navigation drawer open.
          if (device === PHONE) {
            await open("/admin");
            await page.getByTestId("console-menu").focus();
            await page.keyboard.press("Enter");
            await page.locator(".console-drawer").waitFor();
            // The keyboard's place moves into the drawer; Escape closes it and gives the place back to the menu button.
            await expect.poll(() => page.evaluate(() => document.activeElement?.closest(".console-drawer") !== null)).toBe(true);
            await settle(page);
            await check("/admin (menu open)");
            await page.keyboard.press("Escape");
            await page.locator(".console-drawer").waitFor({ state: "hidden" });
            await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("console-menu");
          }

          // A side sheet (a room's odds): a named dialog the keyboard enters, Escape closes, focus back on its button.
          await open("/admin/games");
          const oddsButton = page.getByTestId("room-odds").first();
          await oddsButton.focus();
          await page.keyboard.press("Enter");
          const sheet = page.getByRole("dialog");
          await sheet.getByTestId("odds-editor").waitFor();
          expect(await sheet.getAttribute("aria-label")).toContain(texts.games.oddsTitle.split("{{")[0]!);
          await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(true);
          await settle(page);
          await check("/admin/games (odds sheet)");
          await page.keyboard.press("Escape");
          await sheet.waitFor({ state: "detached" });
          await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("room-odds");

          // Reports by round.
          await open("/admin/reports");
          await page.locator(".console-status-tabs").getByText(texts.reports.byRound, { exact: true }).click();
          await settle(page);
          await check("/admin/reports (by round)");

          // A player's page, and its bets tab.
          await open(`/admin/player?id=${player.id}`);
          await page.getByTestId("player-balance").waitFor();
          await check("/admin/player");
          // The record tabs are buttons a keyboard reaches and presses.
          const betsTab = page.locator(".console-status-tabs").getByRole("button", { name: texts.players.bets, exact: true });
          await betsTab.focus();
          await page.keyboard.press("Enter");
          await expect.poll(() => betsTab.getAttribute("aria-pressed")).toBe("true");
          await settle(page);
          await check("/admin/player (bets)");

          // A support conversation open.
          await open(`/admin/support?c=${posted.data.conversationId}`);
          await page.getByTestId("support-thread-status").waitFor({ timeout: 30_000 });
          await settle(page);
          await check("/admin/support (conversation)");

          // The approval confirmation open over the deposits queue.
          await open("/admin/deposits");
          await page.getByTestId("review-card").filter({ hasText: "Lin Waiting" }).first().getByTestId("review-approve").click();
          await page.locator("[data-testid=approve-dialog]:visible").waitFor();
          await settle(page);
          await check("/admin/deposits (approval dialog)");
          await screenshot(page, `39-a11y-console-${lang}-approve`);
          await page.getByTestId("approve-cancel").click();

          await open("/admin/players");
          // The search box is named in the console's language (antd-mobile's zh-TW locale would say "Search Bar").
          expect(await page.getByTestId("players-search").locator("input").getAttribute("aria-label")).toBe(texts.players.searchPlaceholder);
          await screenshot(page, `39-a11y-console-${lang}-players`);
        } finally {
          await context.close();
        }
      }
      console.log(`a11y-console: serious/critical by rule ${JSON.stringify(countByRule(findings))}`);
      expect(findings.length, `serious or critical violations:\n${describeFindings(findings)}`).toBe(0);
      expect(small, "controls under 24x24 CSS px").toEqual([]);
    },
    TIMEOUT,
  );
});

/** Lets a screen's data arrive and its transitions end before axe reads it. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll("[aria-hidden=true].app-page, .console-loading").length === 0);
  await page.waitForTimeout(400);
}

