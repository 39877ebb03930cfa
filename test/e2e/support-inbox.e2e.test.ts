/**
 * The console's support inbox (issue 38) in a real browser against the real
 * server, with two operators (the demo's `admin` and a second one from
 * ADMIN_USERNAME) each on /admin/support: a player writes through the API and
 * the message shows in the first operator's inbox without a reload, with the
 * time waited and the count in the navigation; the context beside the thread
 * shows the player's balance and the deposit under review with its reference;
 * the operator answers (the player reads it), takes the conversation and
 * closes it, and the second operator's screen follows each step live; the
 * audit trail names the steps in words. In en and tw, desktop width, with
 * screenshots test-results/e2e/38-inbox-*.png.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { admin as enAdmin } from "../../web/src/i18n/locales/admin/en";
import { admin as twAdmin } from "../../web/src/i18n/locales/admin/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 180_000;
const DESKTOP = { viewport: { width: 1280, height: 860 } } as const;
const SECOND = { username: "admin2", password: "second123" } as const;
const TEXTS = { en: enAdmin, tw: twAdmin } as const;

/** Waits for what another browser or the live stream brings (expect.poll's 1 s is short for a busy machine). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** The text before a message's first {{parameter}}. */
const lead = (text: string): string => text.split("{{")[0]!;

describe.runIf(chromiumAvailable())("the support inbox in Chromium", () => {
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

  for (const lang of ["en", "tw"] as const) {
    it(
      `${lang}: a player's message arrives live; the operator sees the player's money, answers, takes and closes it; a second operator follows live`,
      async () => {
        const texts = TEXTS[lang].inbox;
        const username = `e2einbox${lang}`;
        const player = await registerInvitedPlayer(base(), username);
        const staff = await apiLogin(base(), "admin", "admin123");
        // Money on the account (a deposit approved), and a second deposit still under review, with its reference.
        const channels = (await trpcCall<{ id: number; kind: string }[]>(base(), "wallet.depositChannels", null, { cookie: player.cookie, method: "GET" })).data;
        const bank = channels.find((c) => c.kind === "bank")!;
        const paid = await trpcCall<{ id: number }>(base(), "wallet.recharge", { amount: "500.00", channelId: bank.id, reference: { payerName: "Wang Paid", accountLast5: "11111" } }, { cookie: player.cookie });
        await trpcCall(base(), "admin.deposits.approve", { id: paid.data.id }, { cookie: staff.cookie });
        await trpcCall(base(), "wallet.recharge", { amount: "300.00", channelId: bank.id, reference: { payerName: "Wang Stuck", accountLast5: "54321" } }, { cookie: player.cookie });

        const first = await consolePage("admin", "admin123", lang);
        const second = await consolePage(SECOND.username, SECOND.password, lang);
        try {
          const { page } = first;
          await page.goto("/admin/support");
          await page.locator("[data-testid=support-live][data-state=live]").waitFor();
          const item = page.getByTestId("support-item").filter({ hasText: username });
          expect(await item.count()).toBe(0);

          // The player writes; the operator's inbox shows it without a reload, waiting, unread.
          const posted = await trpcCall<{ conversationId: number }>(base(), "support.post", { text: `My deposit of 300 is stuck (${lang})` }, { cookie: player.cookie });
          const conversationId = posted.data.conversationId;
          await item.waitFor();
          expect(await item.getByTestId("support-item-waiting").innerText()).toContain(lead(texts.waiting).trim());
          expect(Number(await page.getByTestId("console-nav-support-count").first().innerText())).toBeGreaterThanOrEqual(1);
          await screenshot(page, `38-inbox-arrived-${lang}`);

          // The second operator opens the same conversation.
          const other = second.page;
          await other.goto(`/admin/support?c=${conversationId}`);
          await other.locator("[data-testid=support-live][data-state=live]").waitFor();
          await other.getByTestId("support-thread-status").waitFor({ timeout: 30_000 });
          expect(await other.getByTestId("support-thread-assignee").innerText()).toBe(texts.unassigned);

          // The first opens it: the thread, and beside it the player's balance and the deposit under review.
          await item.click();
          const thread = page.getByTestId("support-thread");
          await thread.getByTestId("support-message").filter({ hasText: "My deposit of 300 is stuck" }).waitFor();
          expect(await thread.getByTestId("support-thread-name").innerText()).toBe(username);
          const context = page.getByTestId("support-context");
          await poll(() => context.getByTestId("support-context-balance").innerText().catch(() => "")).toBe("500.00");
          const deposit = context.getByTestId("support-context-deposit");
          expect(await deposit.count()).toBe(1);
          expect(await deposit.innerText()).toContain("300.00");
          expect(await deposit.innerText()).toContain("Wang Stuck 54321");
          expect(await context.getByTestId("support-context-player-link").getAttribute("href")).toBe(`/admin/player?id=${player.id}`);
          // Read (the second operator opened it first): the unread count is gone from the first one's list too.
          await poll(() => item.getByTestId("support-item-unread").count()).toBe(0);

          // The answer: in the thread at once, and the player reads it.
          await page.getByTestId("support-composer-text").fill(`We are checking it (${lang}).\n<b>not bold</b>`);
          await page.getByTestId("support-send").click();
          const answer = thread.locator("[data-testid=support-message][data-author=staff]").filter({ hasText: `We are checking it (${lang}).` });
          await answer.waitFor();
          // Plain text: the markup is shown as typed, not rendered.
          expect(await answer.locator(".support-text").innerText()).toContain("<b>not bold</b>");
          expect(await answer.locator("b").count()).toBe(0);
          expect(await page.getByTestId("support-composer-text").inputValue()).toBe("");
          const playerThread = await trpcCall<{ messages: { author: string; text: string }[] }>(base(), "support.thread", {}, { cookie: player.cookie, method: "GET" });
          expect(playerThread.data.messages.at(-1)).toMatchObject({ author: "staff", text: `We are checking it (${lang}).\n<b>not bold</b>` });
          // The second operator's open thread shows the answer too, live.
          await other.locator("[data-testid=support-message][data-author=staff]").filter({ hasText: `We are checking it (${lang}).` }).waitFor();

          // Taken by the first operator (the reply already gave it to them: give it away, then take it back), seen live by the second.
          await page.getByTestId("support-assign").click();
          await page.locator(".adm-action-sheet-button-item", { hasText: SECOND.username }).click();
          await poll(() => other.getByTestId("support-thread-assignee").innerText()).toContain(SECOND.username);
          await page.getByTestId("support-take").click();
          await poll(() => thread.getByTestId("support-thread-assignee").innerText()).toBe(texts.assignedTo.replace("{{name}}", "admin"));
          await poll(() => other.getByTestId("support-thread-assignee").innerText()).toBe(texts.assignedTo.replace("{{name}}", "admin"));
          await screenshot(page, `38-inbox-thread-${lang}`);

          // Closed by the first, seen closed by the second without a reload; the player's next message shows live in the open thread.
          await page.getByTestId("support-close").click();
          await poll(() => thread.getByTestId("support-thread-status").getAttribute("data-status")).toBe("closed");
          await poll(() => other.getByTestId("support-thread-status").getAttribute("data-status")).toBe("closed");
          expect(await other.getByTestId("support-thread-status").innerText()).toBe(texts.statusClosed);
          await other.getByTestId("support-view-closed").click();
          await other.getByTestId("support-item").filter({ hasText: username }).waitFor();
          await screenshot(other, `38-inbox-second-closed-${lang}`);
          await trpcCall(base(), "support.post", { text: `One more thing (${lang})` }, { cookie: player.cookie });
          await thread.getByTestId("support-message").filter({ hasText: `One more thing (${lang})` }).waitFor();

          // Muted at the desk for a day, with a reason: the context says so.
          await page.getByTestId("support-mute").click();
          const muteDialog = page.locator("[data-testid=support-mute-dialog]:visible");
          await muteDialog.waitFor();
          await muteDialog.getByText(texts.mute1d, { exact: true }).click();
          await muteDialog.getByTestId("support-mute-reason").locator("input").fill("insults");
          await muteDialog.getByTestId("support-mute-save").click();
          await poll(() => context.getByTestId("support-context-bans").innerText()).toContain("insults");
          expect(await context.getByTestId("support-context-bans").innerText()).toContain(lead(texts.deskMuted).trim());

          // A narrow window stacks the list, the thread and the context, in that order.
          await page.setViewportSize({ width: 760, height: 1000 });
          const top = async (testId: string) => (await page.getByTestId(testId).boundingBox())!.y;
          await poll(async () => (await top("support-inbox")) < (await top("support-thread")) && (await top("support-thread")) < (await top("support-context"))).toBe(true);
          await page.getByTestId("support-inbox").scrollIntoViewIfNeeded();
          await screenshot(page, `38-inbox-narrow-${lang}`);

          // Each step is an audit line, in words.
          await page.goto("/admin/audit");
          const closeLine = page.locator("[data-testid=audit-line][data-action='support.close']").first();
          await closeLine.waitFor();
          expect(await closeLine.innerText()).toContain(texts.auditClose);
          expect(await page.locator("[data-testid=audit-line][data-action='support.assign']").first().innerText()).toContain(texts.auditAssign);

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
