/**
 * The support desk end to end (issue 38), two people in two browsers against the real server: a player on a
 * 390 px phone writes a message and sends a picture from /chat; an operator's console inbox (desktop, in
 * traditional Chinese) shows both without a reload; the operator answers with a quick reply ("/greet" then Tab),
 * offered in the player's language, not the console's;
 * the answer arrives live on the player's service tab as a badge, and reading it in the chat clears the badge.
 * Screenshots: test-results/e2e/38-desk-*.png.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { gradientPng } from "./support/png";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 180_000;
const DESKTOP = { viewport: { width: 1280, height: 860 } } as const;

/** What another browser or the live stream brings, waited for longer than expect.poll's 1 s (a busy machine). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

describe.runIf(chromiumAvailable())("the support desk, player and operator in two browsers", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;

  /** A browser context signed in with `cookie`, showing `lang`. */
  async function signedIn(cookie: string, lang: "en" | "tw", phone: boolean): Promise<{ page: Page; errors: string[] }> {
    const context = phone ? await suite.newPhone() : await suite.browser.newContext({ ...DESKTOP, baseURL: base() });
    context.setDefaultTimeout(15_000);
    await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
    const [name, ...rest] = cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  it(
    "a player's text and picture reach the operator's inbox live; a quick reply reaches the player live, badged on the service tab until read",
    async () => {
      const staff = await apiLogin(base(), "admin", "admin123");
      // Open round the clock, so the test does not depend on the hour it runs at.
      await trpcCall(base(), "admin.support.settings.save", { hours: "00:00-24:00" }, { cookie: staff.cookie });
      const username = `desk${Date.now() % 100_000}`;
      const registered = await registerInvitedPlayer(base(), username);
      const player = await signedIn(registered.cookie, "en", true);
      const operator = await signedIn(staff.cookie, "tw", false);
      const chat = player.page;
      const inbox = operator.page;

      await inbox.goto("/admin/support");
      await inbox.locator("[data-testid=support-live][data-state=live]").waitFor();
      const item = inbox.getByTestId("support-item").filter({ hasText: username });
      expect(await item.count()).toBe(0);

      // The player writes, then sends a picture.
      await chat.goto("/chat");
      await chat.getByTestId("chat-empty").waitFor();
      await chat.locator("[data-testid=chat-input] textarea:not([aria-hidden])").fill("My withdrawal is late. Screenshot below.");
      await chat.getByTestId("chat-send").click();
      await chat.locator("[data-testid=chat-message][data-author=system]").waitFor();
      await chat.getByTestId("chat-image-input").setInputFiles({ name: "bank.png", mimeType: "image/png", buffer: gradientPng(200, 120, 90) });
      await chat.locator("[data-testid=chat-message][data-author=player] [data-testid=chat-image] img").waitFor();

      // The operator's inbox shows the conversation without a reload; opening it shows the text and the picture.
      await item.waitFor();
      await item.click();
      const thread = inbox.getByTestId("support-thread");
      await thread.getByTestId("support-message").filter({ hasText: "My withdrawal is late." }).waitFor();
      const picture = thread.locator("[data-testid=support-message][data-author=player] [data-testid=support-message-image]");
      await picture.waitFor();
      // The picture is really served to the operator (loaded, with its own size), not a broken image.
      await poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
      await screenshot(inbox, "38-desk-inbox-tw");

      // The player moves to the wallet; the operator answers with the quick reply "/greet" then Tab.
      await chat.goto("/wallet");
      const badge = chat.locator(".adm-tab-bar-item").nth(2).locator(".adm-badge-content");
      await chat.locator(".adm-tab-bar-item").first().waitFor();
      expect(await badge.count()).toBe(0);
      const composer = inbox.getByTestId("support-composer-text");
      await composer.fill("/greet");
      await composer.press("Tab");
      const greeting = await composer.inputValue();
      // The console is in Chinese, the player wrote from an English app: the reply is offered in the player's language.
      expect(greeting).toBe("Hello! This is customer service. How can I help you today?");
      await inbox.getByTestId("support-send").click();
      await thread.locator("[data-testid=support-message][data-author=staff]").filter({ hasText: greeting.slice(0, 10) }).waitFor();

      // Live on the player's phone: the service tab counts it, and reading it in the chat clears the count.
      await poll(async () => (await badge.count()) > 0 && (await badge.innerText())).toBe("1");
      await screenshot(chat, "38-desk-badge-en");
      await chat.goto("/chat");
      const answer = chat.locator("[data-testid=chat-message][data-author=staff] [data-testid=chat-text]");
      await answer.waitFor();
      expect(await answer.innerText()).toBe(greeting);
      await screenshot(chat, "38-desk-chat-en");
      await chat.goto("/wallet");
      await chat.locator(".adm-tab-bar-item").first().waitFor();
      await poll(() => badge.count()).toBe(0);
      // And the operator sees the player's read receipt on the answer, live.
      await thread.getByTestId("support-message-read").waitFor();
      expect(player.errors).toEqual([]);
      expect(operator.errors).toEqual([]);
    },
    TIMEOUT,
  );
});
