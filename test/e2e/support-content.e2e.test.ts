/**
 * The support desk's content in a real browser against the real server (issue
 * 38): an operator adds a quick reply and a FAQ article on /admin/support-settings,
 * tries the quick reply ("/shortcut" then Tab, and the picker), is refused bad
 * hours in their language; players read the article on the FAQ page (/customer)
 * in English and Traditional Chinese, and a Japanese reader gets the Chinese
 * text standing in; in the inbox's reply composer the operator inserts quick
 * replies by shortcut and by the picker and sends them to a player.
 * Screenshots: test-results/e2e/38-content-*.png.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { en as enServer } from "../../adapters/i18n/messages/en";
import { tw as twServer } from "../../adapters/i18n/messages/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 180_000;
const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;
/** SPEC localetype per language (web/src/i18n/languages.ts). */
const LOCALE_TYPE = { en: "3", tw: "2", jp: "4" } as const;

const REPLY = { shortcut: "refund", title: "Refund on its way", text: "Your refund has been sent; it reaches your account within 10 minutes." };
const ARTICLE = {
  en: { title: "Can I change my bank card?", body: "Yes: open the wallet, then Payout method.\nA changed card waits 24 hours before a withdrawal." },
  tw: { title: "可以更換銀行卡嗎？", body: "可以：打開錢包，再點「收款方式」。\n更換後的卡片需等候 24 小時才能提領。" },
};

describe.runIf(chromiumAvailable())("quick replies, the knowledge base and the desk's settings in Chromium", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;

  async function operatorCookie(): Promise<string> {
    return (await apiLogin(base(), "admin", "admin123")).cookie;
  }

  /** A desktop console window signed in as the demo operator, in `lang`. */
  async function consolePage(lang: "en" | "tw"): Promise<{ page: Page; errors: string[] }> {
    const cookie = await operatorCookie();
    const context = await suite.browser.newContext({ ...DESKTOP, baseURL: base(), locale: "zh-TW" });
    context.setDefaultTimeout(15_000);
    const [name, ...rest] = cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    await context.addInitScript(
      ([locale, type]) => {
        localStorage.setItem("locale", locale);
        localStorage.setItem("localetype", type);
      },
      [lang, LOCALE_TYPE[lang]] as const,
    );
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  /** A guest's phone in `lang` (the FAQ is open to everyone). */
  async function phoneIn(lang: "en" | "tw" | "jp"): Promise<{ page: Page; errors: string[] }> {
    const context = await suite.newPhone();
    await context.addInitScript(
      ([locale, type]) => {
        localStorage.setItem("locale", locale);
        localStorage.setItem("localetype", type);
      },
      [lang, LOCALE_TYPE[lang]] as const,
    );
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  const tryBox = (page: Page) => page.getByTestId("quick-reply-try");
  /** Until every toast has gone (a "saved" one may still show when the next answer's arrives). */
  const noToasts = (page: Page) => expect.poll(() => page.locator(".adm-toast-mask").count(), { timeout: 15_000 }).toBe(0);

  it(
    "an operator adds a quick reply and a two-language article, uses the reply by shortcut and by the picker, and is refused bad hours",
    async () => {
      const { page, errors } = await consolePage("en");
      await page.goto("/admin/support-settings");
      await page.getByTestId("console-support-settings").waitFor();
      // Reached from the console's navigation too.
      expect(await page.getByTestId("console-nav-support-settings").getAttribute("class")).toContain("console-nav-item-active");

      // A quick reply in English (the tab follows the console's language).
      const form = page.getByTestId("quick-reply-new");
      await form.getByTestId("quick-reply-shortcut").locator("input").fill(REPLY.shortcut);
      await form.getByTestId("quick-reply-title").locator("input").fill(REPLY.title);
      await form.getByTestId("quick-reply-text").locator("textarea").fill(REPLY.text);
      await form.getByTestId("quick-reply-save").click();
      await page.locator(`[data-testid=quick-reply-row][data-shortcut=${REPLY.shortcut}]`).waitFor();
      const listed = (await trpcCall<{ lang: string; shortcut: string; text: string }[]>(base(), "admin.support.quickReplies.list", null, { cookie: await operatorCookie(), method: "GET" })).data;
      expect(listed).toContainEqual(expect.objectContaining({ lang: "en", shortcut: REPLY.shortcut, text: REPLY.text }));

      // The same shortcut again in English is refused in English, and the list keeps one.
      await form.getByTestId("quick-reply-shortcut").locator("input").fill(REPLY.shortcut);
      await form.getByTestId("quick-reply-title").locator("input").fill("Twice");
      await form.getByTestId("quick-reply-text").locator("textarea").fill("Twice");
      await form.getByTestId("quick-reply-save").click();
      await page.locator(".adm-toast-main", { hasText: enServer.QUICK_REPLY_SHORTCUT_TAKEN.replace("{shortcut}", REPLY.shortcut) }).last().waitFor();
      expect(await page.locator(`[data-testid=quick-reply-row][data-shortcut=${REPLY.shortcut}]`).count()).toBe(1);

      // "/refund" then Tab becomes the reply; the picker, filtered by "gre", inserts the demo's greeting below it.
      await tryBox(page).click();
      await tryBox(page).pressSequentially("Hi!\n/refund");
      await tryBox(page).press("Tab");
      expect(await tryBox(page).inputValue()).toBe(`Hi!\n${REPLY.text}`);
      await page.getByTestId("quick-reply-button").click();
      await page.getByTestId("quick-reply-filter").locator("input").fill("gre");
      const items = page.getByTestId("quick-reply-item");
      await items.first().waitFor();
      // The console's language first: the English greeting heads the list.
      expect(await items.first().getAttribute("data-lang")).toBe("en");
      expect(await items.first().getAttribute("data-shortcut")).toBe("greet");
      await items.first().click();
      await page.getByTestId("quick-reply-picker").waitFor({ state: "detached" });
      expect(await tryBox(page).inputValue()).toBe(`Hi!\n${REPLY.text}\nHello! This is customer service. How can I help you today?`);

      // A knowledge-base article in English and Traditional Chinese.
      await page.getByTestId("support-article-new").click();
      const editor = page.getByTestId("support-article-editor");
      await editor.getByTestId("support-article-title").locator("input").fill(ARTICLE.en.title);
      await editor.getByTestId("support-article-body").locator("textarea").fill(ARTICLE.en.body);
      await editor.getByTestId("support-article-langs").getByRole("tab", { name: "繁體中文" }).click();
      await editor.locator("[data-testid=support-article-language][data-lang=tw]").waitFor();
      await editor.getByTestId("support-article-title").locator("input").fill(ARTICLE.tw.title);
      await editor.getByTestId("support-article-body").locator("textarea").fill(ARTICLE.tw.body);
      await editor.getByTestId("support-article-save").click();
      await editor.waitFor({ state: "detached" });
      await page.getByTestId("support-article-card").filter({ hasText: ARTICLE.en.title }).waitFor();
      await noToasts(page);

      // Hours no clock has: refused in English, nothing stored.
      await page.getByTestId("support-hours").locator("input").fill("25:00-26:00");
      await page.getByTestId("support-settings-save").click();
      await page.locator(".adm-toast-main", { hasText: enServer.SUPPORT_HOURS_INVALID }).last().waitFor();
      const settings = (await trpcCall<{ hours: string }>(base(), "admin.support.settings.get", null, { cookie: await operatorCookie(), method: "GET" })).data;
      expect(settings.hours).toBe("12:00-23:30");
      await noToasts(page);
      await page.getByTestId("support-hours").locator("input").fill("12:00-23:30");

      await page.getByTestId("support-article-card").first().scrollIntoViewIfNeeded();
      await screenshot(page, "38-content-settings-en-articles");
      await page.getByTestId("console-support-settings").evaluate((node) => node.scrollIntoView());
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, "38-content-settings-en");
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "the console page reads in Traditional Chinese, and refuses bad hours in it",
    async () => {
      const { page, errors } = await consolePage("tw");
      await page.goto("/admin/support-settings");
      await page.getByTestId("console-support-settings").waitFor();
      await page.getByTestId("support-hours").locator("input").fill("noon");
      await page.getByTestId("support-settings-save").click();
      await page.locator(".adm-toast-main", { hasText: twServer.SUPPORT_HOURS_INVALID }).last().waitFor();
      await noToasts(page);
      await page.getByTestId("quick-reply-button").click();
      await page.getByTestId("quick-reply-item").first().waitFor();
      // A Traditional Chinese console lists the Traditional Chinese replies first.
      expect(await page.getByTestId("quick-reply-item").first().getAttribute("data-lang")).toBe("tw");
      await screenshot(page, "38-content-picker-tw");
      await page.keyboard.press("Escape");
      await page.mouse.click(5, 5);
      await page.getByTestId("quick-reply-picker").waitFor({ state: "detached" });
      await screenshot(page, "38-content-settings-tw");
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  for (const lang of ["en", "tw"] as const) {
    it(
      `${lang}: in the inbox's composer "/shortcut" then Tab and the picker insert quick replies, and the player receives them`,
      async () => {
        const typed = lang === "en" ? { shortcut: "refund", text: REPLY.text } : { shortcut: "greet", text: "您好！我是線上客服，請問有什麼可以幫您？" };
        const closing = lang === "en" ? "Thank you for your patience. Is there anything else I can help with? Have a nice day!" : "感謝您的耐心等候，還有其他問題嗎？祝您愉快！";
        const player = await registerInvitedPlayer(base(), `e2equick${lang}`);
        // Written from an app in the test's language: the composer offers quick replies in the player's language.
        const posted = await trpcCall<{ conversationId: number }>(base(), "support.post", { text: "Is anyone there?" }, { cookie: player.cookie, lang });

        const { page, errors } = await consolePage(lang);
        await page.goto(`/admin/support?c=${posted.data.conversationId}`);
        const composer = page.getByTestId("support-composer-text");
        await composer.waitFor();
        await composer.click();
        await composer.pressSequentially(`/${typed.shortcut}`);
        await composer.press("Tab");
        expect(await composer.inputValue()).toBe(typed.text);
        // The picker inserts at the cursor: after a line break typed at the end.
        await composer.press("End");
        await composer.press("Shift+Enter");
        await page.getByTestId("quick-reply-button").click();
        await page.getByTestId("quick-reply-filter").locator("input").fill("bye");
        const first = page.getByTestId("quick-reply-item").first();
        expect(await first.getAttribute("data-lang")).toBe(lang);
        await screenshot(page, `38-content-inbox-picker-${lang}`);
        await first.click();
        await page.getByTestId("quick-reply-picker").waitFor({ state: "detached" });
        expect(await composer.inputValue()).toBe(`${typed.text}\n${closing}`);
        await screenshot(page, `38-content-inbox-${lang}`);

        await page.getByTestId("support-send").click();
        await expect
          .poll(async () => {
            const thread = (await trpcCall<{ messages: { author: string; text: string }[] }>(base(), "support.thread", {}, { cookie: player.cookie, method: "GET" })).data;
            return thread.messages.filter((m) => m.author === "staff").map((m) => m.text);
          }, { timeout: 15_000 })
          .toEqual([`${typed.text}\n${closing}`]);
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  }

  for (const lang of ["en", "tw", "jp"] as const) {
    it(
      `the FAQ page shows the published article to a guest reading ${lang}${lang === "jp" ? " (the Traditional Chinese text standing in)" : ""}`,
      async () => {
        const shown = lang === "en" ? ARTICLE.en : ARTICLE.tw;
        const { page, errors } = await phoneIn(lang);
        await page.goto("/customer");
        await page.getByTestId("customer").waitFor();
        const title = page.locator(".app-page:not([aria-hidden])").getByTestId("faq-article-title").filter({ hasText: shown.title });
        await title.click();
        const body = page.locator(".app-page:not([aria-hidden])").getByTestId("faq-article-body").filter({ hasText: shown.body.split("\n")[0]! });
        await body.waitFor();
        expect(await body.innerText()).toBe(shown.body);
        // The schedule's own question stays (test/e2e/schedule.e2e.test.ts reads it).
        await page.locator(".app-page:not([aria-hidden])").getByTestId("faq-hours-question").waitFor();
        if (lang !== "jp") await screenshot(page, `38-content-faq-${lang}`);
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  }
});
