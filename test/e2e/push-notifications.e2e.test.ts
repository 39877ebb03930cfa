import { randomUUID } from "node:crypto";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications as enTexts } from "../../web/src/i18n/locales/notifications/en";
import { notifications as twTexts } from "../../web/src/i18n/locales/notifications/tw";
import { LocalPushService, type TestSubscription } from "../support/local-push-service";
import { axeFindings, describeFindings } from "./support/axe";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 120_000;
const TEXTS = { en: enTexts, tw: twTexts } as const;
/** What the deposit notice says, as the server words it (adapters/i18n/push-texts.ts). */
const DEPOSIT_TITLE = { en: "Deposit approved", tw: "儲值已核准" } as const;

/**
 * The subscribe and permission flow in Chromium (issue 39). Headless Chromium cannot reach a real push service
 * here, so an init script stands in for the browser's push service: PushManager.prototype.subscribe answers a
 * subscription pointing to the test's local push endpoint, with keys only the test holds. The player turns a
 * toggle on (the page asks the permission, granted on the context), an operator approves a deposit, and the
 * notice arrives at the endpoint, encrypted for that subscription and readable by the test. A refused
 * permission is explained on the screen.
 */
describe.runIf(chromiumAvailable())("push notifications in Chromium", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;
  const push = new LocalPushService();
  beforeAll(() => push.start());
  afterAll(() => push.stop());

  /** A phone signed in as a new player, in `lang`, whose browser's push subscription is `browser`. */
  async function phone(lang: "en" | "tw", browser: TestSubscription, permission: "granted" | "denied"): Promise<{ context: BrowserContext; player: { id: number; cookie: string; username: string } }> {
    const username = `e2epush${lang}${permission.slice(0, 1)}${randomUUID().slice(0, 4)}`;
    const player = { ...(await registerInvitedPlayer(base(), username)), username };
    const context = await suite.newPhone({ locale: lang === "en" ? "en-US" : "zh-TW", serviceWorkers: "allow" });
    await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
    if (permission === "granted") await context.grantPermissions(["notifications"], { origin: base() });
    await context.addInitScript(
      ({ endpoint, keys, refuse }) => {
        // The stand-in push service's subscription, remembered across reloads as the browser's own would be.
        const KEPT = "e2e-push-subscribed";
        const subscription = {
          endpoint,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: () => Promise.resolve(localStorage.removeItem(KEPT) === undefined),
        } as unknown as PushSubscription;
        PushManager.prototype.getSubscription = () => Promise.resolve(localStorage.getItem(KEPT) ? subscription : null);
        PushManager.prototype.subscribe = () => {
          localStorage.setItem(KEPT, "1");
          return Promise.resolve(subscription);
        };
        // The player answers "Block" to the browser's question.
        if (refuse) Notification.requestPermission = () => Promise.resolve("denied");
      },
      { endpoint: browser.endpoint, keys: browser.keys, refuse: permission === "denied" },
    );
    const [name, ...rest] = player.cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    return { context, player };
  }

  for (const lang of ["en", "tw"] as const) {
    it(
      `${lang}: turning a notice on asks the permission and subscribes; an approved deposit arrives as a push readable only with the browser's keys`,
      async () => {
        const browser = push.subscription(`e2e-${lang}-${randomUUID()}`);
        const { context, player } = await phone(lang, browser, "granted");
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto("/personal");
        await page.getByTestId("personal-entry-notifications").click();
        await page.getByTestId("notifications").waitFor();
        await page.getByText(TEXTS[lang].intro).waitFor();
        await screenshot(page, `39-push-notifications-${lang}`);
        const findings = await axeFindings(page, "notifications");
        expect(findings, describeFindings(findings)).toEqual([]);

        await page.getByTestId("push-toggle-deposit").click();
        await expect.poll(() => page.getByTestId("push-toggle-deposit").getAttribute("aria-checked"), { timeout: 15_000 }).toBe("true");
        expect(await trpcCall<{ subscriptions: number }>(base(), "notifications.preferences", null, { cookie: player.cookie, method: "GET" })).toMatchObject({ data: { subscriptions: 1, preferences: { deposit: true } } });

        const channels = (await trpcCall<{ id: number; kind: string }[]>(base(), "wallet.depositChannels", null, { cookie: player.cookie, method: "GET" })).data;
        const asked = await trpcCall<{ id: number }>(base(), "wallet.recharge", { amount: "300.00", channelId: channels.find((c) => c.kind === "bank")!.id, reference: { payerName: "Chen Push", accountLast5: "12345" } }, { cookie: player.cookie });
        const operator = await apiLogin(base(), "admin", "admin123");
        await trpcCall(base(), "admin.deposits.approve", { id: asked.data.id }, { cookie: operator.cookie });
        await expect.poll(() => push.messagesOf(browser).length, { timeout: 15_000 }).toBe(1);
        const message = push.messagesOf(browser)[0]!;
        expect(message).toMatchObject({ title: DEPOSIT_TITLE[lang], body: expect.stringContaining("300.00"), url: "/CapitalDetail" });

        // The app's service worker given that very message as a push event: it shows the notification, and a tap
        // on it brings the open app to the notice's screen (web/src/pwa/push-handlers.ts).
        const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
        const shown = await worker.evaluate(async (data) => {
          const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
          const PushEventClass = (self as unknown as { PushEvent: new (type: string, init: { data: string }) => Event }).PushEvent;
          scope.dispatchEvent(new PushEventClass("push", { data }));
          for (let tries = 0; tries < 50; tries += 1) {
            const found = await scope.registration.getNotifications();
            if (found.length > 0) {
              const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
              scope.dispatchEvent(new NotificationEventClass("notificationclick", { notification: found[0]! }));
              return found.map((n) => ({ title: n.title, body: n.body, icon: n.icon, data: n.data as unknown }));
            }
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
          return [];
        }, JSON.stringify(message));
        expect(shown).toEqual([{ title: message.title, body: message.body, icon: expect.stringMatching(/\/icons\/icon-192\.png$/), data: { url: "/CapitalDetail" } }]);
        await page.waitForURL(/\/CapitalDetail$/i);

        // Signing out takes this browser's subscription with the session: the next person on the phone gets nothing.
        await page.goto("/personal");
        await page.getByTestId("personal-logout").click();
        await page.waitForURL(/\/login/);
        const again = await apiLogin(base(), player.username, "secret123");
        expect((await trpcCall<{ subscriptions: number }>(base(), "notifications.preferences", null, { cookie: again.cookie, method: "GET" })).data.subscriptions).toBe(0);
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );

    it(
      `${lang}: a refused permission is explained, with how to allow it, and nothing is subscribed`,
      async () => {
        const { context, player } = await phone(lang, push.subscription(`e2e-denied-${lang}-${randomUUID()}`), "denied");
        const page = await context.newPage();
        await page.goto("/notifications");
        await page.getByTestId("push-toggle-win").click();
        await page.getByTestId("push-denied").waitFor();
        expect(await page.getByTestId("push-denied").innerText()).toContain(TEXTS[lang].deniedBody);
        expect(await page.getByTestId("push-toggle-win").getAttribute("aria-checked")).toBe("false");
        await screenshot(page, `39-push-denied-${lang}`);
        const findings = await axeFindings(page, "notifications, permission refused");
        expect(findings, describeFindings(findings)).toEqual([]);
        expect(await trpcCall(base(), "notifications.preferences", null, { cookie: player.cookie, method: "GET" })).toMatchObject({ data: { subscriptions: 0, preferences: { win: false } } });
      },
      TIMEOUT,
    );
  }
});
