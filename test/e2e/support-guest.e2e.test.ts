/**
 * Guests at the support desk (issue 38) in Chromium on a 390 px phone against the real server: a visitor who is
 * not signed in opens the framed desk from /customer, gives a display name and the captcha, writes, gets the
 * automatic reply and the staff's answer live under their name; then signs in on the same phone and keeps the
 * thread (en: a player without a conversation of their own; tw: one whose earlier conversation the guest's messages
 * join after). Screenshots: test-results/e2e/38-guest-*.png (en and tw).
 */
import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { en as enServer } from "../../adapters/i18n/messages/en";
import { tw as twServer } from "../../adapters/i18n/messages/tw";
import { DEFAULT_AUTO_REPLIES } from "../../src/domain/support/auto-reply";
import { admin as enAdmin } from "../../web/src/i18n/locales/admin/en";
import { admin as twAdmin } from "../../web/src/i18n/locales/admin/tw";
import { en } from "../../web/src/i18n/locales/en";
import { tw } from "../../web/src/i18n/locales/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin, captchaText, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 180_000;
const TEXTS = { en, tw } as const;
const SERVER_TEXTS = { en: enServer, tw: twServer } as const;
const ADMIN_TEXTS = { en: enAdmin, tw: twAdmin } as const;

interface Inbox {
  readonly items: readonly { readonly conversation: { readonly id: number; readonly owner: { readonly kind: string } }; readonly ownerName: string | null }[];
}
interface Thread {
  readonly conversation: { readonly id: number } | null;
  readonly messages: readonly { readonly seq: number; readonly author: string; readonly text: string }[];
}

describe.runIf(chromiumAvailable())("support desk guests (Chromium, phone 390x844)", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;
  let serial = 0;
  let operatorCookie: string | null = null;
  const operator = async () => (operatorCookie ??= (await apiLogin(base(), "admin", "admin123")).cookie);

  const input = (chat: FrameLocator | Page) => chat.locator("[data-testid=chat-input] textarea:not([aria-hidden])");
  const messages = (chat: FrameLocator | Page, author?: string) => chat.locator(author ? `[data-testid=chat-message][data-author=${author}]` : "[data-testid=chat-message]");
  const texts = (chat: FrameLocator | Page) => chat.locator("[data-testid=chat-message] [data-testid=chat-text]").allInnerTexts();

  /**
   * Fills the captcha shown in `scope` with its answer (read through the test server's hook); `used`: the id of
   * one already spent, whose replacement is awaited.
   */
  async function solveCaptcha(scope: FrameLocator | Page, used: string | null = null): Promise<string> {
    const image = scope.getByTestId("captcha");
    await image.locator("img").waitFor();
    await expect.poll(() => image.getAttribute("data-captcha-id")).not.toBe(used);
    const id = (await image.getAttribute("data-captcha-id"))!;
    await scope.locator("input[name=captcha]").fill(await captchaText(base(), id));
    return id;
  }

  for (const lang of ["en", "tw"] as const) {
    it(
      `${lang}: a guest opens the framed desk with a name and the captcha, writes and gets the answer live, then signs in and keeps the thread`,
      async () => {
        const t = TEXTS[lang];
        const admin = await operator();
        const username = `guest${lang}${Date.now() % 100_000}${serial++}`;
        const player = await registerInvitedPlayer(base(), username);
        // tw: the player already talked to the desk; the guest's messages will follow theirs.
        const earlier = lang === "tw" ? "上次的問題" : null;
        if (earlier !== null) await trpcCall(base(), "support.post", { text: earlier }, { cookie: player.cookie });

        const context = await suite.newPhone();
        await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
        const page = await context.newPage();
        const errors = watchErrors(page);

        await page.goto("/customer");
        await page.getByTestId("customer-chat").click();
        await page.waitForURL((url) => url.pathname === "/iframe");
        const chat = page.frameLocator("[data-testid=chat-frame]");
        const form = chat.getByTestId("chat-guest-form");
        await form.waitFor();
        await chat.locator("#splash").waitFor({ state: "detached" });
        expect(await chat.getByTestId("chat-signed-out").innerText()).toContain(t.support.guestTitle);

        // An empty name is refused before anything is sent, in the page's language.
        await form.locator("input[name=displayName]").fill("   ");
        await chat.locator("input[name=captcha]").fill("0000");
        await chat.getByTestId("chat-guest-start").click();
        expect(await chat.getByTestId("chat-guest-problem").innerText()).toBe(t.support.guestNameInvalid.replace("{{max}}", "20"));
        const name = lang === "en" ? "Ann Guest" : "林小姐";
        await form.locator("input[name=displayName]").fill(name);
        // A wrong captcha: the server's refusal, in the page's language; a fresh captcha to try again.
        const spent = await chat.getByTestId("captcha").getAttribute("data-captcha-id");
        await chat.getByTestId("chat-guest-start").click();
        await chat.getByText(SERVER_TEXTS[lang].CAPTCHA_WRONG).waitFor();
        expect(await chat.getByTestId("chat-guest-problem").innerText()).toBe(SERVER_TEXTS[lang].CAPTCHA_WRONG);
        await screenshot(page, `38-guest-form-${lang}`);
        await solveCaptcha(chat, spent);
        await chat.getByTestId("chat-guest-start").click();

        // The same chat as a player's, under the guest's name.
        await chat.getByTestId("chat-guest-bar").waitFor();
        expect(await chat.getByTestId("chat-guest-bar").innerText()).toContain(t.support.guestAs.replace("{{name}}", name));
        const cookies = await context.cookies();
        expect(cookies.find((c) => c.name === "support_guest")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
        const question = lang === "en" ? "I cannot sign in, can you help?" : "我無法登入，可以幫忙嗎？";
        await input(chat).fill(question);
        await chat.getByTestId("chat-send").click();
        await messages(chat, "system").waitFor();
        expect(await messages(chat, "system").getByTestId("chat-text").innerText()).toBe(DEFAULT_AUTO_REPLIES[lang]);
        expect(await messages(chat, "guest").getByTestId("chat-text").innerText()).toBe(question);

        // The console names the guest and answers; the answer arrives live.
        const inbox = (await trpcCall<Inbox>(base(), "admin.support.inbox", { view: "waiting", search: name }, { cookie: admin, method: "GET" })).data;
        expect(inbox.items.map((item) => [item.conversation.owner.kind, item.ownerName])).toEqual([["guest", name]]);
        const guestConversation = inbox.items[0]!.conversation.id;
        const answer = lang === "en" ? "Of course. What is your username?" : "當然，請問您的帳號是？";
        await trpcCall(base(), "admin.support.reply", { conversationId: guestConversation, text: answer }, { cookie: admin });
        await messages(chat, "staff").waitFor();
        expect(await messages(chat, "staff").getByTestId("chat-text").innerText()).toBe(answer);
        await screenshot(page, `38-guest-chat-${lang}`);

        // The console's thread names the guest by the name they gave.
        const desk = await suite.browser.newContext({ viewport: { width: 1280, height: 860 }, baseURL: base() });
        try {
          await desk.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
          const [cookieName, ...cookieValue] = admin.split("=");
          await desk.addCookies([{ name: cookieName!, value: cookieValue.join("="), url: base() }]);
          const consolePage = await desk.newPage();
          await consolePage.goto(`/admin/support?c=${guestConversation}`);
          const label = `${ADMIN_TEXTS[lang].inbox.guest} · ${name}`;
          await consolePage.getByTestId("support-thread").getByTestId("support-thread-name").filter({ hasText: label }).waitFor();
          // Answered, it no longer waits: it is under All.
          await consolePage.getByTestId("support-view-all").click();
          await consolePage.getByTestId("support-item").filter({ hasText: label }).waitFor();
          await screenshot(consolePage, `38-guest-console-${lang}`);
        } finally {
          await desk.close();
        }

        // Signing in happens in the whole window; the guest's thread becomes the player's.
        await chat.getByTestId("chat-guest-sign-in").click();
        await page.waitForURL((url) => url.pathname === "/login");
        await page.locator("input[name=username]").fill(username);
        await page.locator("input[name=password]").fill("secret123");
        await solveCaptcha(page);
        await page.getByTestId("login-submit").click();
        await page.waitForURL((url) => url.pathname === "/");
        expect((await context.cookies()).some((c) => c.name === "support_guest")).toBe(false);

        await page.goto("/chat");
        await page.getByTestId("chat-composer").waitFor();
        await messages(page, "staff").waitFor();
        const expected = [...(earlier === null ? [] : [earlier, DEFAULT_AUTO_REPLIES[lang]]), question, DEFAULT_AUTO_REPLIES[lang], answer];
        expect(await texts(page)).toEqual(expected);
        expect(await page.getByTestId("chat-guest-bar").count()).toBe(0);
        await screenshot(page, `38-guest-signed-in-${lang}`);

        // The server agrees: one thread, each message once, in order; no guest conversation left.
        const mine = (await trpcCall<Thread>(base(), "support.thread", {}, { cookie: player.cookie, method: "GET" })).data;
        expect(mine.messages.map((m) => m.text)).toEqual(expected);
        expect(mine.messages.map((m) => m.seq)).toEqual(expected.map((_, i) => i + 1));
        const after = (await trpcCall<Inbox>(base(), "admin.support.inbox", { view: "all", search: name }, { cookie: admin, method: "GET" })).data;
        expect(after.items.filter((item) => item.conversation.owner.kind === "guest")).toEqual([]);
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  }
});
