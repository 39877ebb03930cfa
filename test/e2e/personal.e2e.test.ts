/**
 * The account screens in a real browser (the shared browserSuite set-up): /personal,
 * /setting?type=1, /about, /system, /changeline, logout. Screenshots in test-results/e2e/.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { tw } from "../../web/src/i18n/locales/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 120_000;

describe.runIf(chromiumAvailable())("account screens in Chromium (phone 390x844)", () => {
  const suite = browserSuite();

  /** A phone signed in as `username` (logged in through the API, its session cookie handed to the browser). */
  async function signedInPage(username: string, password: string): Promise<{ page: Page; errors: string[]; user: { id: number; inviteCode: number | null } }> {
    const user = await apiLogin(suite.server.baseUrl, username, password);
    const context = await suite.newPhone();
    const [name, ...rest] = user.cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: suite.server.baseUrl }]);
    const page = await context.newPage();
    return { page, errors: watchErrors(page), user };
  }

  const current = (page: Page) => page.locator(".app-page:not([aria-hidden])");

  it(
    "demo player: /personal shows assets (hideable), frozen amount, no invite code; settings, about, system, change line; logout",
    async () => {
      const { page, errors } = await signedInPage("demo", "demo123");
      await page.goto("/personal");
      await page.getByTestId("personal-username").waitFor();
      expect(await page.getByTestId("personal-username").innerText()).toBe("demo");
      expect(await page.getByTestId("personal-assets").innerText()).toBe("10,000.00");
      expect(await page.getByTestId("personal-frozen").innerText()).toBe("0.00");
      expect(await page.getByTestId("personal-invite-code").count()).toBe(0);
      expect(await page.getByTestId("personal-entry-team").count()).toBe(0);
      const tabs = await page.locator(".adm-tab-bar-item-title").allInnerTexts();
      expect(tabs).toContain(tw.tabs.personal);
      await screenshot(page, "20-personal");

      await page.getByTestId("personal-assets-toggle").click();
      expect(await page.getByTestId("personal-assets").innerText()).toBe("****");
      expect(await page.getByTestId("personal-frozen").innerText()).toBe("****");
      await screenshot(page, "21-personal-hidden");
      await page.getByTestId("personal-assets-toggle").click();
      expect(await page.getByTestId("personal-assets").innerText()).toBe("10,000.00");

      // Pull to refresh reloads the profile (a touch drag down from the top, through the DevTools protocol).
      const reloaded = page.waitForRequest((request) => request.url().includes("account.profile"));
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: string, y: number) =>
        cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x: 195, y }] } as never);
      await touch("touchStart", 300);
      for (let y = 310; y <= 560; y += 10) await touch("touchMove", y);
      await touch("touchEnd", 560);
      await reloaded;
      await page.getByTestId("personal-assets").waitFor();
      expect(await page.getByTestId("personal-assets").innerText()).toBe("10,000.00");

      // The deposit entry opens /Recharge with the player's group and username (SPEC section 2).
      await page.getByTestId("personal-entry-deposit").click();
      await page.waitForURL((url) => url.pathname === "/Recharge");
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ group_id: "1", username: "demo" });
      await page.goBack();
      await page.getByTestId("personal-entry-about").waitFor();

      // About, from the entry.
      await page.getByTestId("personal-entry-about").click();
      await page.getByTestId("about-version").waitFor();
      expect(await page.getByTestId("about-version").innerText()).toContain("21.04.02");
      expect(await current(page).innerText()).toContain("©");
      await screenshot(page, "22-about");

      // Settings (type=1): change line, about, system, language, logout.
      await page.goto("/setting?type=1");
      await page.getByTestId("setting").waitFor();
      for (const key of ["changeline", "about", "system", "language", "logout"]) await page.getByTestId(`setting-${key}`).waitFor();
      await screenshot(page, "23-setting");
      await page.getByTestId("setting-language").click();
      await page.waitForURL((url) => url.pathname === "/language");
      await page.goBack();
      await page.getByTestId("setting").waitFor();

      // System: the profit vibration switch, kept in localStorage across a reload.
      await page.getByTestId("setting-system").click();
      const vibration = page.getByTestId("profit-vibration");
      await vibration.waitFor();
      expect(await vibration.getAttribute("aria-checked")).toBe("false");
      await vibration.click();
      expect(await vibration.getAttribute("aria-checked")).toBe("true");
      await page.reload();
      await page.getByTestId("profit-vibration").waitFor();
      expect(await page.getByTestId("profit-vibration").getAttribute("aria-checked")).toBe("true");
      expect(await page.evaluate(() => localStorage.getItem("profitVibration"))).toBe("1");
      await screenshot(page, "24-system");

      // Change line: line 1 now; choose line 2, confirm goes back; the home page shows line 2.
      await page.goto("/setting?type=1");
      await page.getByTestId("setting-changeline").click();
      await page.getByTestId("changeline").waitFor();
      expect(await page.getByTestId("changeline-current").innerText()).toContain(tw.line.line1);
      await page.getByTestId("changeline-option-1").click();
      await screenshot(page, "25-changeline");
      await page.getByTestId("changeline-confirm").click();
      await page.waitForURL((url) => url.pathname === "/setting");
      expect(await page.evaluate(() => sessionStorage.getItem("activeList"))).toBe("1");
      await page.goto("/");
      await page.getByTestId("line-button").waitFor();
      expect(await page.getByTestId("line-button").innerText()).toBe(tw.line.button.replace("{{n}}", "2"));
      await page.goto("/changeline");
      expect(await page.getByTestId("changeline-current").innerText()).toContain(tw.line.line2);

      // Logout from /personal lands on /login; /personal then sends a guest to /login.
      await page.goto("/personal");
      await page.getByTestId("personal-logout").click();
      await page.waitForURL((url) => url.pathname === "/login");
      await page.getByTestId("login-form").waitFor();
      await page.goto("/personal");
      await page.waitForURL((url) => url.pathname === "/login");
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "agent: /personal shows the invite code (user id + 100000) and the team entry",
    async () => {
      const { page, errors, user } = await signedInPage("agent", "agent123");
      await page.goto("/personal");
      await page.getByTestId("personal-invite-code").waitFor();
      expect(await page.getByTestId("personal-invite-code").innerText()).toBe(String(user.id + 100_000));
      await page.getByTestId("personal-entry-team").waitFor();
      await screenshot(page, "26-personal-agent");
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});
