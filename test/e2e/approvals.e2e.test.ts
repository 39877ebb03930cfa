/**
 * Four-eyes approvals in the console (issue 37, item 12), in a real browser
 * against the real server with two operators (the demo's `admin` and a second
 * one from ADMIN_USERNAME): Approve asks for a confirmation naming the amount,
 * the player, the channel, the reference and the player's turnover; above the
 * operator's amount (set on the queue page) the first approval holds the
 * deposit as "awaiting second approval", the same operator cannot confirm it,
 * and a second operator's confirmation credits it. In en and tw, with
 * screenshots test-results/e2e/88-*.png.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { en as enServer } from "../../adapters/i18n/messages/en";
import { tw as twServer } from "../../adapters/i18n/messages/tw";
import { admin as enAdmin } from "../../web/src/i18n/locales/admin/en";
import { admin as twAdmin } from "../../web/src/i18n/locales/admin/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 180_000;
const DESKTOP = { viewport: { width: 1280, height: 860 } } as const;
const SECOND = { username: "admin2", password: "second123" } as const;
const TEXTS = { en: { admin: enAdmin, server: enServer }, tw: { admin: twAdmin, server: twServer } } as const;

/** The text before a message's first {{parameter}}. */
const lead = (text: string): string => text.split("{{")[0]!;

describe.runIf(chromiumAvailable())("four-eyes approvals in Chromium", () => {
  const suite = browserSuite({ env: { ADMIN_USERNAME: SECOND.username, ADMIN_PASSWORD: SECOND.password } });
  const base = () => suite.server.baseUrl;

  /** A desktop-wide console page signed in as `username`, in `lang`. */
  async function consolePage(username: string, password: string, lang: "en" | "tw"): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const session = await apiLogin(base(), username, password);
    const context = await suite.browser.newContext({ ...DESKTOP, baseURL: base() });
    context.setDefaultTimeout(15_000);
    await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
    const [name, ...rest] = session.cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    const page = await context.newPage();
    return { page, errors: watchErrors(page), close: () => context.close() };
  }

  const moneyOf = async (cookie: string) => (await trpcCall<{ moneyMinor: number }>(base(), "wallet.get", null, { cookie, method: "GET" })).data.moneyMinor;

  for (const lang of ["en", "tw"] as const) {
    it(
      `${lang}: the confirmation names amount, player, channel, reference and turnover; above the amount a deposit awaits a second, different operator`,
      async () => {
        const texts = TEXTS[lang];
        const player = await registerInvitedPlayer(base(), `e2e4eyes${lang}`);
        const channels = (await trpcCall<{ id: number; kind: string }[]>(base(), "wallet.depositChannels", null, { cookie: player.cookie, method: "GET" })).data;
        const bank = channels.find((c) => c.kind === "bank")!;
        await trpcCall(base(), "wallet.recharge", { amount: "300.00", channelId: bank.id, reference: { payerName: "Chen Small", accountLast5: "12345" } }, { cookie: player.cookie });
        await trpcCall(base(), "wallet.recharge", { amount: "12000.00", channelId: bank.id, reference: { payerName: "Chen Large", accountLast5: "54321" } }, { cookie: player.cookie });
        const first = await consolePage("admin", "admin123", lang);
        const second = await consolePage(SECOND.username, SECOND.password, lang);
        try {
          const { page } = first;
          await page.goto("/admin/deposits");

          // The operator sets the second-approval amount on the queue page (above the demo bots' 5,000.00 top-ups,
          // which the demo operator approves alone).
          await page.getByTestId("approval-threshold-edit").click();
          await page.getByTestId("approval-threshold-input").locator("input").fill("10000.00");
          await page.getByTestId("approval-threshold-save").click();
          await page.locator(".adm-toast-main", { hasText: texts.admin.approvals.thresholdSaved }).last().waitFor();
          await expect.poll(() => page.getByTestId("approval-threshold-value").innerText()).toBe("10,000.00");

          // Up to the amount: one confirmation naming everything, and the player is credited.
          const small = page.getByTestId("review-card").filter({ hasText: "Chen Small" }).first();
          await small.getByTestId("review-approve").click();
          const dialog = page.locator("[data-testid=approve-dialog]:visible");
          await dialog.waitFor();
          expect(await dialog.getByTestId("approve-amount").innerText()).toBe("300.00");
          expect(await dialog.getByTestId("approve-player").innerText()).toContain(`e2e4eyes${lang}`);
          expect(await dialog.getByTestId("approve-channel").innerText()).toContain("Bank of Taiwan");
          expect(await dialog.getByTestId("approve-reference").innerText()).toBe("Chen Small 12345");
          expect(await dialog.getByTestId("approve-turnover").innerText()).toContain(texts.admin.approvals.turnoverMet);
          expect(await dialog.getByTestId("approve-step").innerText()).toBe(texts.admin.approvals.stepFinal);
          await screenshot(page, `88-approve-confirm-${lang}`);
          // Cancelling moves nothing.
          await dialog.getByTestId("approve-cancel").click();
          await dialog.waitFor({ state: "hidden" });
          expect(await moneyOf(player.cookie)).toBe(0);
          await small.getByTestId("review-approve").click();
          await dialog.getByTestId("approve-confirm").click();
          await page.locator(".adm-toast-main", { hasText: texts.admin.review.approved }).last().waitFor();
          await small.waitFor({ state: "detached" });
          expect(await moneyOf(player.cookie)).toBe(30_000);

          // Above it: the first approval holds the deposit, visibly, and credits nothing.
          const large = page.getByTestId("review-card").filter({ hasText: "Chen Large" }).first();
          await large.getByTestId("review-approve").click();
          await dialog.waitFor();
          expect(await dialog.getByTestId("approve-amount").innerText()).toBe("12,000.00");
          expect(await dialog.getByTestId("approve-step").innerText()).toContain(lead(texts.admin.approvals.stepHold));
          expect(await dialog.getByTestId("approve-turnover").innerText()).toContain(lead(texts.admin.approvals.turnoverShort));
          await screenshot(page, `88-approve-hold-confirm-${lang}`);
          await dialog.getByTestId("approve-confirm").click();
          await page.locator(".adm-toast-main", { hasText: texts.admin.approvals.held }).last().waitFor();
          await expect.poll(() => large.getByTestId("review-status").innerText()).toBe(texts.admin.approvals.statusAwaiting);
          expect(await large.getByTestId("review-first-approval").innerText()).toMatch(/^admin\b/);
          expect(await moneyOf(player.cookie)).toBe(30_000);
          await screenshot(page, `88-approve-awaiting-${lang}`);

          // The same operator cannot confirm it: refused in words, nothing moves.
          await large.getByTestId("review-approve").click();
          await dialog.getByTestId("approve-confirm").click();
          await page.locator(".adm-toast-main", { hasText: texts.server.SECOND_APPROVER_SAME }).last().waitFor();
          expect(await large.getByTestId("review-status").innerText()).toBe(texts.admin.approvals.statusAwaiting);
          expect(await moneyOf(player.cookie)).toBe(30_000);

          // A second operator sees it awaiting, confirms it, and the player is credited once.
          const other = second.page;
          await other.goto("/admin/deposits");
          const held = other.getByTestId("review-card").filter({ hasText: "Chen Large" }).first();
          // A cold console page on a busy machine: let its first list arrive before reading a card.
          await held.waitFor({ timeout: 30_000 });
          expect(await held.getByTestId("review-status").innerText()).toBe(texts.admin.approvals.statusAwaiting);
          await held.getByTestId("review-approve").click();
          const otherDialog = other.locator("[data-testid=approve-dialog]:visible");
          await otherDialog.waitFor();
          expect(await other.locator(".adm-dialog-title:visible").innerText()).toBe(texts.admin.approvals.confirmSecondTitle);
          expect(await otherDialog.getByTestId("approve-step").innerText()).toContain("admin ");
          await screenshot(other, `88-approve-second-${lang}`);
          await otherDialog.getByTestId("approve-confirm").dblclick();
          await other.locator(".adm-toast-main", { hasText: texts.admin.review.approved }).last().waitFor();
          await held.waitFor({ state: "detached" });
          expect(await moneyOf(player.cookie)).toBe(1_230_000);

          // Both steps are audit lines, by two operators.
          await other.goto("/admin/audit");
          await other.locator("[data-testid=audit-line][data-action='deposit.firstApproval']").first().waitFor();
          expect(await other.locator("[data-testid=audit-line][data-action='deposit.firstApproval']").first().innerText()).toContain(texts.admin.approvals.auditFirstDeposit);
          await screenshot(other, `88-approve-audit-${lang}`);
          expect(first.errors).toEqual([]);
          expect(second.errors).toEqual([]);
        } finally {
          await first.close();
          await second.close();
        }
      },
      TIMEOUT,
    );
  }
});
