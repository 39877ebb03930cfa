/**
 * The forgotten-password flow (issue 38) in Chromium against the real server.
 * A player is signed in on one phone (context A). They have forgotten the
 * password and asked customer service: an operator (context B, desktop)
 * issues a reset link from the player's context beside the support thread,
 * then again from the player's console page (which voids the first), each
 * after a confirm step showing the details on file to verify the player by.
 * The player opens the first link on another phone (context C): it says a
 * newer one replaced it and leads to customer service; the second link names
 * the account, refuses two different passwords, and sets the new one: the
 * player ends signed in at home. Phone A's session is gone (a reload lands on
 * the login page), the old password no longer signs in and the new one does;
 * the link, opened again, says it was used; the audit page names both steps.
 * In en and tw; the page also fits 360 to 430 px in the five languages.
 * Screenshots test-results/e2e/38-reset-*.png.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { admin as enAdmin } from "../../web/src/i18n/locales/admin/en";
import { admin as twAdmin } from "../../web/src/i18n/locales/admin/tw";
import { en } from "../../web/src/i18n/locales/en";
import { tw } from "../../web/src/i18n/locales/tw";
import { LANGUAGES } from "../../web/src/i18n/languages";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { probeLayout } from "./support/layout-probe";
import { apiLogin, captchaText, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 240_000;
const DESKTOP = { viewport: { width: 1280, height: 860 } } as const;
const TEXTS = { en: { app: en, admin: enAdmin }, tw: { app: tw, admin: twAdmin } } as const;

/** The text before a message's first {{parameter}}. */
const lead = (text: string): string => text.split("{{")[0]!;

describe.runIf(chromiumAvailable())("the forgotten-password link in Chromium", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;

  /** A browser context in `lang`, signed in with `cookie` if given; phone-sized unless `desktop`. */
  async function browserIn(lang: string, options: { cookie?: string; desktop?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = options.desktop ? await suite.browser.newContext({ ...DESKTOP, baseURL: base() }) : await suite.newPhone();
    context.setDefaultTimeout(15_000);
    await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
    if (options.cookie) {
      const [name, ...rest] = options.cookie.split("=");
      await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    }
    const page = await context.newPage();
    return { context, page, errors: watchErrors(page) };
  }

  /** Whether a username and password sign in (through the API, the captcha read through the test hook). */
  async function signsIn(username: string, password: string): Promise<boolean> {
    const captcha = await trpcCall<{ captchaId: string }>(base(), "auth.captcha", null);
    const response = await fetch(`${base()}/trpc/auth.login`, {
      method: "POST",
      headers: { origin: base(), "content-type": "application/json" },
      body: JSON.stringify({ username, password, captchaId: captcha.data.captchaId, captchaAnswer: await captchaText(base(), captcha.data.captchaId) }),
    });
    return response.ok;
  }

  for (const lang of ["en", "tw"] as const) {
    it(
      `${lang}: the operator issues a link, the player sets a new password with it and ends signed in; the old session is gone`,
      async () => {
        const { app, admin } = TEXTS[lang];
        const username = `e2ereset${lang}${Date.now() % 100_000}`;
        const registered = await registerInvitedPlayer(base(), username);
        // Details on file the operator will check the player against.
        await trpcCall(base(), "wallet.setPayoutMethod", { type: 0, acc: "Chen Mei", accName: "6222029999994321", accBank: "Mega Bank", mark: "" }, { cookie: registered.cookie });

        // A: the player's phone, signed in.
        const phoneA = await browserIn(lang, { cookie: registered.cookie });
        await phoneA.page.goto("/personal");
        expect(await phoneA.page.getByTestId("personal-username").innerText()).toContain(username);

        // The player asks the desk; B: the operator, beside the thread, issues a link after the confirm step.
        const posted = await trpcCall<{ conversationId: number }>(base(), "support.post", { text: `I forgot my login password. My username is: ${username}` }, { cookie: registered.cookie });
        const staff = await apiLogin(base(), "admin", "admin123");
        const consoleB = await browserIn(lang, { cookie: staff.cookie, desktop: true });
        const b = consoleB.page;
        await b.goto(`/admin/support?c=${posted.data.conversationId}`);
        const context = b.getByTestId("support-context");
        await context.getByTestId("support-context-name").filter({ hasText: username }).waitFor();
        await context.getByTestId("reset-link-issue").click();
        const confirm = b.getByTestId("reset-link-confirm");
        await confirm.waitFor();
        expect(await b.locator(".adm-dialog-title").innerText()).toBe(admin.resetLink.confirmTitle.replace("{{username}}", username));
        expect(await confirm.innerText()).toContain(admin.resetLink.verify);
        // The details on file to compare: the card's name and its last digits, not the whole number.
        await expect.poll(() => confirm.getByTestId("reset-link-on-file").innerText()).toContain("Chen Mei");
        const onFile = await confirm.getByTestId("reset-link-on-file").innerText();
        expect(onFile).toContain("…4321");
        expect(onFile).not.toContain("6222029999994321");
        await screenshot(b, `38-reset-confirm-${lang}`);
        await confirm.getByTestId("reset-link-confirm-issue").click();
        await confirm.waitFor({ state: "hidden" });
        const fromInbox = await context.getByTestId("reset-link-url").inputValue();
        expect(fromInbox).toMatch(new RegExp(`^${base().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
        expect(await context.getByTestId("reset-link-expiry").innerText()).toContain(lead(admin.resetLink.expires));
        await screenshot(b, `38-reset-inbox-${lang}`);

        // The operator issues again from the player's page: the first link is void.
        await b.goto(`/admin/player?id=${registered.id}`);
        await b.getByTestId("reset-link-issue").click();
        await b.getByTestId("reset-link-confirm-issue").click();
        await b.getByTestId("reset-link-confirm").waitFor({ state: "hidden" });
        const link = await b.getByTestId("reset-link-url").inputValue();
        expect(link).not.toBe(fromInbox);
        await screenshot(b, `38-reset-issued-${lang}`);
        // Copy puts the full link on the clipboard.
        await consoleB.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base() });
        await b.getByTestId("reset-link-copy").click();
        await expect.poll(() => b.evaluate(() => navigator.clipboard.readText())).toBe(link);

        // C: another phone, not signed in. The first link says it was replaced and leads to customer service.
        const phoneC = await browserIn(lang);
        const c = phoneC.page;
        await c.goto(fromInbox.replace(base(), ""));
        await c.locator("[data-testid=reset-unusable][data-state=replaced]").waitFor();
        expect(await c.getByTestId("reset-unusable").innerText()).toContain(app.resetPassword.replacedTitle);
        await screenshot(c, `38-reset-replaced-${lang}`);

        // The second link names the account; two different passwords are refused before anything is sent.
        await c.goto(link.replace(base(), ""));
        await c.getByTestId("reset-form").waitFor();
        expect(await c.getByTestId("reset-account").innerText()).toBe(username);
        expect(await c.getByTestId("reset-note").innerText()).toContain(lead(app.resetPassword.forAccount.replace("{{username}}", username)));
        await screenshot(c, `38-reset-page-${lang}`);
        await c.locator("input[name=newPassword]").fill("brand-new-1");
        await c.locator("input[name=confirmPassword]").fill("brand-new-2");
        await c.getByTestId("reset-submit").click();
        await c.locator(".adm-toast-main", { hasText: app.wallet.passwordsInconsistent }).waitFor();
        // A password the rules refuse: the server's words, and the link still works.
        await c.locator("input[name=newPassword]").fill("abc");
        await c.locator("input[name=confirmPassword]").fill("abc");
        await c.getByTestId("reset-submit").click();
        await c.locator(".adm-toast-main").filter({ hasText: lang === "en" ? "6 to 64" : "6" }).waitFor();
        expect(await signsIn(username, "secret123")).toBe(true);

        await c.locator("input[name=newPassword]").fill("brand-new-1");
        await c.locator("input[name=confirmPassword]").fill("brand-new-1");
        await c.getByTestId("reset-submit").click();
        await c.waitForURL((url) => url.pathname === "/");
        await c.locator(".adm-toast-main", { hasText: app.resetPassword.success }).waitFor();
        // Home as a signed-in player sees it: the balance.
        await c.getByTestId("home-balance").waitFor();
        await screenshot(c, `38-reset-done-${lang}`, { withToast: true });
        await c.goto("/personal");
        expect(await c.getByTestId("personal-username").innerText()).toContain(username);

        // A: its session ended with the reset; a reload lands on the login page.
        await phoneA.page.reload();
        await phoneA.page.waitForURL((url) => url.pathname === "/login");
        await phoneA.page.getByTestId("login-form").waitFor();
        await screenshot(phoneA.page, `38-reset-old-session-${lang}`);
        expect(await signsIn(username, "secret123")).toBe(false);
        expect(await signsIn(username, "brand-new-1")).toBe(true);

        // The link again: used, with the way to customer service.
        await c.goto(link.replace(base(), ""));
        await c.locator("[data-testid=reset-unusable][data-state=used]").waitFor();
        await screenshot(c, `38-reset-used-${lang}`);
        await c.getByTestId("reset-to-service").click();
        await c.waitForURL((url) => url.pathname === "/customer");

        // The audit trail names both steps in words.
        await b.goto("/admin/audit");
        const line = (action: string) => b.locator(`[data-testid=audit-line][data-action="${action}"]`).filter({ hasText: new RegExp(`user #${registered.id}(?!\\d)`) }).first();
        await line("account.passwordResetByLink").waitFor();
        expect(await line("account.passwordResetByLink").innerText()).toContain(admin.resetLink.auditUsed);
        expect(await line("account.resetLinkIssued").innerText()).toContain(admin.resetLink.auditIssued);
        expect(await b.getByTestId("audit-table").innerText()).not.toContain(new URL(link).searchParams.get("token")!);
        await screenshot(b, `38-reset-audit-${lang}`);

        for (const errors of [phoneA.errors, consoleB.errors, phoneC.errors]) expect(errors).toEqual([]);
        await consoleB.context.close();
      },
      TIMEOUT,
    );
  }

  it(
    "the page fits phones of 360, 390 and 430 px in the five languages, with a working link and with one that no longer works",
    async () => {
      const registered = await registerInvitedPlayer(base(), `e2eresetlayout${Date.now() % 100_000}`);
      const staff = await apiLogin(base(), "admin", "admin123");
      const issued = await trpcCall<{ path: string }>(base(), "admin.players.issueResetLink", { userId: registered.id }, { cookie: staff.cookie });
      const problems: string[] = [];
      for (const lang of LANGUAGES) {
        const { page, errors } = await browserIn(lang);
        for (const [path, ready] of [
          [issued.data.path, "[data-testid=reset-form]"],
          ["/reset-password?token=not-a-link", "[data-testid=reset-unusable]"],
        ] as const) {
          await page.goto(path);
          await page.locator(`.app-page:not([aria-hidden]) ${ready}`).waitFor();
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          for (const width of [360, 390, 430]) {
            await page.setViewportSize({ width, height: 800 });
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
            const found = await page.evaluate(probeLayout, { rootSelector: ".app-page:not([aria-hidden])", longToken: 24 });
            problems.push(...found.map((problem) => `${lang} ${width}px ${path}: ${problem.kind} ${problem.where} "${problem.text}"`));
          }
        }
        if (lang === "jp") await screenshot(page, "38-reset-unknown-jp-430");
        expect(errors).toEqual([]);
        await page.context().close();
      }
      expect(problems).toEqual([]);
      // Looking never uses the link up.
      expect((await trpcCall<{ state: string }>(base(), "auth.resetLink", { token: new URL(issued.data.path, base()).searchParams.get("token") }, { method: "GET" })).data.state).toBe("valid");
    },
    TIMEOUT,
  );
});
