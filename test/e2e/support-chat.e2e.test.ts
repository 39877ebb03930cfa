/**
 * The player's side of the support desk (issue 38) in Chromium on a 390 px phone against the real server:
 * /customer's "online chat" frames our own /chat; a player writes, gets the automatic reply, sees the staff's read
 * receipt and answer arrive live (plain text, never HTML); the service tab's badge counts an answer on another
 * screen and clears once it is read; "forgot password" opens the desk with a prepared request; refusals in the
 * server's words keep the text; outside the hours the banner says when staff answer and the message is kept as
 * "left while closed". Screenshots: test-results/e2e/38-*.png (en and tw).
 */
import type { BrowserContext, FrameLocator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { en as enServer } from "../../adapters/i18n/messages/en";
import { tw as twServer } from "../../adapters/i18n/messages/tw";
import { DEFAULT_AUTO_REPLIES } from "../../src/domain/support/auto-reply";
import { en } from "../../web/src/i18n/locales/en";
import { tw } from "../../web/src/i18n/locales/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { gradientPng } from "./support/png";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 180_000;
/** The operator's zone, so the test can place the support hours around its own clock. */
const ZONE = "Asia/Taipei";
const TEXTS = { en, tw } as const;
type Lang = keyof typeof TEXTS;

/** Minutes after midnight now, on the operator's clock. */
function minuteNow(): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(Date.now());
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return part("hour") * 60 + part("minute");
}
const hhmm = (minute: number): string => {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

describe.runIf(chromiumAvailable())("the support chat, player side (Chromium, phone 390x844)", () => {
  const suite = browserSuite({ env: { GAME_TIMEZONE: ZONE } });
  const base = () => suite.server.baseUrl;
  let serial = 0;
  let operatorCookie: string | null = null;

  async function operator(): Promise<string> {
    operatorCookie ??= (await apiLogin(base(), "admin", "admin123")).cookie;
    return operatorCookie;
  }

  /** Support hours set by the operator (admin.support.settings.save, "HH:MM-HH:MM" on the operator's clock). */
  async function setHours(hours: string): Promise<void> {
    await trpcCall(base(), "admin.support.settings.save", { hours }, { cookie: await operator() });
  }
  /** A window that holds now with hours to spare (whatever time the test runs). */
  const openWindow = (): string => `${hhmm(minuteNow() - 120)}-${hhmm(minuteNow() + 240)}`;

  /** A new player (a thread of their own), signed in in a fresh phone showing `lang`. */
  async function player(lang: Lang): Promise<{ id: number; cookie: string; username: string; context: BrowserContext; page: Page; errors: string[] }> {
    const username = `chat${lang}${Date.now() % 100_000}${serial++}`;
    const registered = await registerInvitedPlayer(base(), username);
    const context = await suite.newPhone();
    await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
    const [name, ...rest] = registered.cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    const page = await context.newPage();
    return { id: registered.id, cookie: registered.cookie, username, context, page, errors: watchErrors(page) };
  }

  const thread = async (cookie: string) =>
    (await trpcCall<{ conversation: { id: number } | null; unread: number }>(base(), "support.thread", {}, { cookie, method: "GET" })).data;
  const unread = async (cookie: string) => (await trpcCall<{ unread: number }>(base(), "support.unread", null, { cookie, method: "GET" })).data.unread;
  const serviceBadge = (page: Page) => page.locator(".adm-tab-bar-item").nth(2).locator(".adm-badge-content");
  const input = (chat: FrameLocator | Page) => chat.locator("[data-testid=chat-input] textarea:not([aria-hidden])");
  const messages = (chat: FrameLocator | Page, author?: string) => chat.locator(author ? `[data-testid=chat-message][data-author=${author}]` : "[data-testid=chat-message]");

  for (const lang of ["en", "tw"] as const) {
    it(
      `${lang}: from /customer the online chat frames our desk; a message gets the automatic reply, the staff's read receipt and answer arrive live, the tab's badge counts an answer elsewhere and clears once read`,
      async () => {
        const t = TEXTS[lang];
        const admin = await operator();
        const hours = openWindow();
        await setHours(hours);
        const { page, cookie, errors } = await player(lang);

        await page.goto("/customer");
        await page.getByTestId("customer-chat").click();
        await page.waitForURL((url) => url.pathname === "/iframe");
        expect(await page.getByTestId("chat-frame").getAttribute("src")).toBe("/chat");
        const chat = page.frameLocator("[data-testid=chat-frame]");
        await chat.getByTestId("chat-empty").waitFor();
        await chat.locator("#splash").waitFor({ state: "detached" });
        // One title bar: the frame's page knows it is framed and leaves its own out.
        expect(await chat.locator(".adm-nav-bar").count()).toBe(0);
        expect(await page.locator(".app-page:not([aria-hidden]) .adm-nav-bar").count()).toBe(1);
        expect(await chat.getByTestId("chat-hours").getAttribute("data-open")).toBe("true");
        expect(await chat.getByTestId("chat-hours").innerText()).toBe(t.support.open.replace("{{hours}}", hours));

        const question = "My deposit has not arrived.\nReference D-1234";
        await input(chat).fill(question);
        await chat.getByTestId("chat-send").click();
        await messages(chat, "system").waitFor();
        expect(await messages(chat).count()).toBe(2);
        expect(await messages(chat, "player").getByTestId("chat-text").innerText()).toBe(question);
        // The automatic reply is labelled as such, in the player's language.
        const auto = messages(chat, "system");
        expect(await auto.locator(".chat-author").innerText()).toBe(t.support.auto);
        expect(await auto.getByTestId("chat-text").innerText()).toBe(DEFAULT_AUTO_REPLIES[lang]);
        expect(await input(chat).inputValue()).toBe("");
        expect(await chat.getByTestId("chat-receipt").innerText()).toBe(t.support.sent);
        expect(await chat.getByTestId("chat-left-closed").count()).toBe(0);

        // An operator reads the message: the receipt turns to Read without a reload.
        const conversationId = (await thread(cookie)).conversation!.id;
        await trpcCall(base(), "admin.support.markRead", { conversationId, seq: 1 }, { cookie: admin });
        await chat.locator("[data-testid=chat-receipt][data-read=true]").waitFor();
        expect(await chat.getByTestId("chat-receipt").innerText()).toBe(t.support.read);

        // The answer arrives live, as plain text: markup and links are shown, not rendered or followed.
        const answer = "Found it: see https://example.com/help <b>not bold</b> <img src=x onerror=alert(1)>";
        await trpcCall(base(), "admin.support.reply", { conversationId, text: answer }, { cookie: admin });
        await messages(chat, "staff").waitFor();
        expect(await messages(chat, "staff").getByTestId("chat-text").innerText()).toBe(answer);
        expect(await messages(chat, "staff").locator(".chat-author").innerText()).toBe(t.support.staff);
        expect(await chat.locator("[data-testid=chat-thread] a, [data-testid=chat-thread] b, [data-testid=chat-text] img").count()).toBe(0);
        // On screen, so read: nothing left for the badge.
        await expect.poll(() => unread(cookie), { timeout: 10_000 }).toBe(0);
        await screenshot(page, `38-chat-${lang}`);

        // Another screen: an answer there shows on the service tab, live.
        await page.locator(".app-page:not([aria-hidden]) .adm-nav-bar-back").click();
        await page.waitForURL((url) => url.pathname === "/customer");
        await page.locator(".adm-tab-bar-item").nth(1).click();
        await page.waitForURL((url) => url.pathname === "/wallet");
        expect(await serviceBadge(page).count()).toBe(0);
        await trpcCall(base(), "admin.support.reply", { conversationId, text: "Your deposit is credited." }, { cookie: admin });
        await expect.poll(async () => (await serviceBadge(page).count()) > 0 && (await serviceBadge(page).innerText()), { timeout: 15_000 }).toBe("1");
        await screenshot(page, `38-badge-${lang}`);

        // Reading it in the chat clears the badge.
        await page.locator(".adm-tab-bar-item").nth(2).click();
        await page.waitForURL((url) => url.pathname === "/customer");
        expect(await serviceBadge(page).innerText()).toBe("1");
        await page.getByTestId("customer-chat").click();
        await chat.getByText("Your deposit is credited.").waitFor();
        await expect.poll(() => unread(cookie), { timeout: 10_000 }).toBe(0);
        await page.locator(".app-page:not([aria-hidden]) .adm-nav-bar-back").click();
        await page.waitForURL((url) => url.pathname === "/customer");
        await page.getByTestId("customer-hours").waitFor();
        await expect.poll(() => serviceBadge(page).count(), { timeout: 10_000 }).toBe(0);
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  }

  it(
    "forgot password: the login link opens the desk in the frame (a guest is asked to sign in); /chat?topic=password starts the composer with the request",
    async () => {
      const guestContext = await suite.newPhone();
      await guestContext.addInitScript(() => localStorage.setItem("locale", "en"));
      const guest = await guestContext.newPage();
      const guestErrors = watchErrors(guest);
      await guest.goto("/login");
      await guest.getByTestId("forgot-password").click();
      await guest.waitForURL((url) => url.pathname === "/iframe" && url.searchParams.get("topic") === "password");
      expect(await guest.getByTestId("chat-frame").getAttribute("src")).toBe("/chat?topic=password");
      const frame = guest.frameLocator("[data-testid=chat-frame]");
      await frame.getByTestId("chat-signed-out").waitFor();
      expect(await frame.getByTestId("chat-signed-out").innerText()).toContain(en.support.signedOutTitle);
      await frame.locator("#splash").waitFor({ state: "detached" });
      await screenshot(guest, "38-forgot-guest-en");
      // Signing in happens in the whole window, not inside the frame.
      await frame.getByTestId("chat-sign-in").click();
      await guest.waitForURL((url) => url.pathname === "/login");
      expect(guestErrors).toEqual([]);

      for (const lang of ["en", "tw"] as const) {
        const { page, errors } = await player(lang);
        await page.goto("/chat?topic=password");
        await page.getByTestId("chat-composer").waitFor();
        // Not framed: the page has its own title bar.
        expect(await page.locator(".app-page:not([aria-hidden]) .adm-nav-bar").innerText()).toBe(TEXTS[lang].support.title);
        expect(await input(page).inputValue()).toBe(TEXTS[lang].support.topicPassword);
        expect(await input(page).evaluate((element) => element === document.activeElement)).toBe(true);
        await screenshot(page, `38-topic-password-${lang}`);
        expect(errors).toEqual([]);
      }
    },
    TIMEOUT,
  );

  it(
    "refusals are shown in the server's words and the text stays: too long (with the counter), too fast, muted; pictures of another type or over 2 MB are refused before upload; a player on a time-out still reaches the desk",
    async () => {
      const admin = await operator();
      await setHours(openWindow());
      const { page, cookie, id, errors } = await player("en");
      // A time-out stops play, not support.
      await trpcCall(base(), "protection.timeOut", { days: 1, password: "secret123" }, { cookie });
      await page.goto("/customer");
      await page.getByTestId("customer-chat").click();
      const chat = page.frameLocator("[data-testid=chat-frame]");
      await chat.getByTestId("chat-composer").waitFor();

      // Pictures are checked here before any upload: the type, then the size (the server checks again by the bytes).
      const picker = chat.getByTestId("chat-image-input");
      await picker.setInputFiles({ name: "anim.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
      expect(await chat.getByTestId("chat-error").innerText()).toBe(en.support.imageType);
      await picker.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
      expect(await chat.getByTestId("chat-error").innerText()).toBe(en.support.imageSize);
      expect(await messages(chat).count()).toBe(0);

      await input(chat).fill("x".repeat(1_799));
      expect(await chat.getByTestId("chat-counter").count()).toBe(0);
      await input(chat).fill("x".repeat(1_900));
      expect(await chat.getByTestId("chat-counter").innerText()).toBe("1900/2000");
      const tooLong = "y".repeat(2_001);
      await input(chat).fill(tooLong);
      expect(await chat.locator(".chat-counter-over").innerText()).toBe("2001/2000");
      await chat.getByTestId("chat-send").click();
      await chat.getByTestId("chat-error").waitFor();
      expect(await chat.getByTestId("chat-error").innerText()).toMatch(new RegExp(`^${enServer.SUPPORT_MESSAGE_TOO_LONG.replace("{max}", "2,?000")}$`));
      expect(await input(chat).inputValue()).toBe(tooLong);
      await screenshot(page, "38-too-long-en");

      // Ten messages a minute at most: the eleventh is refused and kept.
      for (let i = 0; i < 10; i++) await trpcCall(base(), "support.post", { text: `quick ${i}` }, { cookie });
      await chat.locator("[data-testid=chat-message][data-seq='11']").waitFor();
      await input(chat).fill("one more question");
      await chat.getByTestId("chat-send").click();
      await chat.getByText(enServer.SUPPORT_TOO_FAST).waitFor();
      expect(await input(chat).inputValue()).toBe("one more question");

      // Muted by an operator: said so, the text still there.
      await trpcCall(base(), "admin.support.mute", { target: { kind: "player", userId: id }, minutes: 5, reason: "test" }, { cookie: admin });
      await chat.getByTestId("chat-send").click();
      await chat.getByText(enServer.SUPPORT_MUTED).waitFor();
      expect(await input(chat).inputValue()).toBe("one more question");
      await screenshot(page, "38-muted-en");
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  for (const lang of ["en", "tw"] as const) {
    it(
      `${lang}: a picture sent from the image button shows as a thumbnail that opens full size; an operator's picture arrives live; a file that is not an image by its bytes is refused in the server's words`,
      async () => {
        const t = TEXTS[lang];
        await setHours(openWindow());
        const { page, cookie, errors } = await player(lang);
        await page.goto("/customer");
        await page.getByTestId("customer-chat").click();
        const chat = page.frameLocator("[data-testid=chat-frame]");
        await chat.getByTestId("chat-composer").waitFor();

        await chat.getByTestId("chat-image-input").setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: gradientPng(240, 160, 200) });
        const mine = messages(chat, "player");
        await mine.getByTestId("chat-image").waitFor();
        // The first message of the thread gets the automatic reply, a picture too.
        await messages(chat, "system").waitFor();
        const thumbnail = mine.locator("[data-testid=chat-image] img");
        await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
        expect(await thumbnail.getAttribute("alt")).toBe(t.support.imageAlt);
        expect(await mine.getByTestId("chat-text").count()).toBe(0);
        await thumbnail.click();
        const viewer = chat.locator(".adm-image-viewer-image-wrapper img");
        await viewer.waitFor();
        expect(await viewer.getAttribute("src")).toBe(await thumbnail.getAttribute("src"));
        await screenshot(page, `38-image-viewer-${lang}`);
        // A tap while the viewer is still fading in can go unheard (seen in a CI run under load): tap until it closes.
        await expect
          .poll(async () => {
            if ((await viewer.count()) > 0) await chat.locator(".adm-image-viewer-control").first().tap({ timeout: 2_000 }).catch(() => undefined);
            return viewer.count();
          }, { timeout: 15_000 })
          .toBe(0);

        // The operator answers with a picture (the console's upload): it arrives without a reload.
        const conversationId = (await thread(cookie)).conversation!.id;
        const form = new FormData();
        form.append("image", new Blob([new Uint8Array(gradientPng(160, 240, 40))], { type: "image/png" }), "answer.png");
        const sent = await fetch(`${base()}/admin/support/conversations/${conversationId}/images`, { method: "POST", body: form, headers: { origin: base(), cookie: await operator() } });
        expect(sent.status).toBe(201);
        const staffImage = messages(chat, "staff").locator("[data-testid=chat-image] img");
        await expect.poll(() => staffImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight), { timeout: 15_000 }).toBe(240);

        // A file that says PNG but is not one: the server reads the bytes and refuses, in the player's language.
        await chat.getByTestId("chat-image-input").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("GIF89a not a png at all") });
        await chat.getByTestId("chat-error").waitFor();
        expect(await chat.getByTestId("chat-error").innerText()).toBe((lang === "en" ? enServer : twServer).SUPPORT_IMAGE_TYPE);
        expect(await messages(chat, "player").count()).toBe(1);
        await screenshot(page, `38-images-${lang}`);
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  }

  for (const lang of ["en", "tw"] as const) {
    it(
      `${lang}: outside the hours the banner says when staff answer; the message is kept as left while closed and the automatic reply answers at once`,
      async () => {
        const t = TEXTS[lang];
        const opensAt = hhmm(minuteNow() + 120);
        await setHours(`${opensAt}-${hhmm(minuteNow() + 180)}`);
        try {
          const { page, errors } = await player(lang);
          await page.goto("/chat");
          await page.getByTestId("chat-composer").waitFor();
          const banner = page.getByTestId("chat-hours");
          expect(await banner.getAttribute("data-open")).toBe("false");
          const text = await banner.innerText();
          expect(text).toContain(opensAt);
          const sentence = (template: string) => template.split("{{")[0]!;
          expect([t.support.closedToday, t.support.closedTomorrow].some((template) => text.startsWith(sentence(template))), text).toBe(true);

          await input(page).fill(lang === "en" ? "Are you there?" : "請問有人在嗎？");
          await page.getByTestId("chat-send").click();
          await messages(page, "system").waitFor();
          const mine = messages(page, "player");
          expect(await mine.getByTestId("chat-left-closed").innerText()).toBe(t.support.leftWhileClosed);
          expect(await messages(page, "system").getByTestId("chat-left-closed").count()).toBe(0);
          await screenshot(page, `38-closed-${lang}`);
          expect(errors).toEqual([]);
        } finally {
          await setHours(openWindow());
        }
      },
      TIMEOUT,
    );
  }
});
