/**
 * Issue 39, "Accessible": dark mode follows the system setting, and colour contrast holds (WCAG 2.2 AA) in both
 * schemes. Key screens of the player app (home, bet room, wallet, bet records, the charts) and a console queue,
 * in light and dark, en and tw: the page is dark when the system is (our tokens and antd-mobile's, through
 * html[data-prefers-color-scheme]), and axe-core's color-contrast rule finds nothing. A switch of the system
 * setting while the app is open repaints it, the candle chart's canvas included.
 * Screenshots test-results/e2e/39-theme-<lang>-<scheme>-<screen>.png.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, PHONE, screenshot } from "./support/browser";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 300_000;
const SCHEMES = ["light", "dark"] as const;
const LANGS = ["en", "tw"] as const;
type Scheme = (typeof SCHEMES)[number];

const SCREENS = [
  { name: "home", path: "/", ready: "[data-testid=home-balance]" },
  { name: "room", path: "/betRoom?id=11&game_id=1&name=Singapore&title=Beginner", ready: "[data-testid=play-21]" },
  { name: "wallet", path: "/wallet", ready: "[data-testid=wallet-money]" },
  { name: "records", path: "/CapitalDetail", ready: "[data-testid=fund-item], .section-empty, .status-block" },
  { name: "find", path: "/find", ready: "[data-testid=candle-legend]" },
] as const;

// axe-core's script from node_modules (exact-pinned), evaluated through the DevTools protocol (the app's CSP stays).
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's color-contrast rule only, over the page as it is: one line per element that fails. */
async function contrastFailures(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  const nodes = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: { nodes: { target: unknown[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "rule", values: ["color-contrast"] }, resultTypes: ["violations"] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.map(String).join(" >> ")} — ${(n.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 200)}`));
  });
  return nodes.map((n) => `[${screen}] ${n}`);
}

/** The relative luminance (0 black .. 1 white) of an element's computed background colour. */
function backgroundLuminance(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) throw new Error(`no ${sel}`);
    const [r, g, b] = (getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  }, selector);
}

/** The luminance of the candle chart's painted background (a canvas: CSS variables cannot reach it). */
function chartLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>("[data-testid=candle-chart] canvas");
    if (!canvas) throw new Error("no chart canvas");
    const [r, g, b] = canvas.getContext("2d")!.getImageData(4, 4, 1, 1).data;
    const channel = (c: number) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  });
}

async function settle(page: Page): Promise<void> {
  await page.locator("#splash").waitFor({ state: "detached" });
  await page.waitForFunction(() => document.querySelectorAll("[aria-hidden=true].app-page, .adm-toast-mask, .page-loading").length === 0);
  await page.waitForTimeout(300);
}

async function expectScheme(page: Page, scheme: Scheme, surface: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.getAttribute("data-prefers-color-scheme"))).toBe(scheme);
  const luminance = await backgroundLuminance(page, surface);
  if (scheme === "dark") expect(luminance, `${surface} is dark`).toBeLessThan(0.05);
  else expect(luminance, `${surface} is light`).toBeGreaterThan(0.8);
}

describe.runIf(chromiumAvailable())("dark mode and colour contrast (Chromium)", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;

  async function signedIn(cookie: string, lang: string, device: object = PHONE): Promise<BrowserContext> {
    const context = await suite.browser.newContext({ ...device, baseURL: base(), serviceWorkers: "block" });
    context.setDefaultTimeout(15_000);
    await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
    const [name, ...rest] = cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    return context;
  }

  it(
    "key screens in light and dark, en and tw: dark backgrounds when the system is dark, no contrast failure in either",
    async () => {
      const player = await registerInvitedPlayer(base(), `theme${Date.now() % 1_000_000}`);
      const demo = await apiLogin(base(), "demo", "demo123");
      const staff = await apiLogin(base(), "admin", "admin123");
      const channels = (await trpcCall<{ id: number; kind: string }[]>(base(), "wallet.depositChannels", null, { cookie: player.cookie, method: "GET" })).data;
      const bank = channels.find((c) => c.kind === "bank")!;
      await trpcCall(base(), "wallet.recharge", { amount: "300.00", channelId: bank.id, reference: { payerName: "Lin Theme", accountLast5: "22222" } }, { cookie: player.cookie });

      const failures: string[] = [];
      for (const lang of LANGS) {
        const phone = await signedIn(demo.cookie, lang);
        const console_ = await signedIn(staff.cookie, lang, { viewport: { width: 1280, height: 860 } });
        try {
          const page = await phone.newPage();
          const desk = await console_.newPage();
          for (const scheme of SCHEMES) {
            await page.emulateMedia({ colorScheme: scheme });
            for (const screen of SCREENS) {
              await page.goto(screen.path);
              await page.locator(screen.ready).first().waitFor({ timeout: 30_000 });
              await settle(page);
              await expectScheme(page, scheme, ".app-page:not([aria-hidden])");
              failures.push(...(await contrastFailures(page, `${lang} ${scheme} ${screen.name}`)));
              await screenshot(page, `39-theme-${lang}-${scheme}-${screen.name}`);
            }
            await desk.emulateMedia({ colorScheme: scheme });
            await desk.goto("/admin/deposits");
            await desk.getByTestId("review-card").first().waitFor();
            await settle(desk);
            await expectScheme(desk, scheme, ".console");
            failures.push(...(await contrastFailures(desk, `${lang} ${scheme} console deposits`)));
            await screenshot(desk, `39-theme-${lang}-${scheme}-console-deposits`);
          }
        } finally {
          await phone.close();
          await console_.close();
        }
      }
      expect(failures, failures.join("\n")).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "a switch of the system setting while the app is open repaints it, the candle chart included",
    async () => {
      const player = await registerInvitedPlayer(base(), `themeswitch${Date.now() % 1_000_000}`);
      const phone = await signedIn(player.cookie, "en");
      const page = await phone.newPage();
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto("/find");
      await page.getByTestId("candle-legend").waitFor();
      await settle(page);
      await expectScheme(page, "light", ".app-page");
      await expect.poll(() => chartLuminance(page)).toBeGreaterThan(0.8);

      await page.emulateMedia({ colorScheme: "dark" });
      await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute("data-prefers-color-scheme"))).toBe("dark");
      await expectScheme(page, "dark", ".app-page");
      await expect.poll(() => chartLuminance(page)).toBeLessThan(0.05);
      await phone.close();
    },
    TIMEOUT,
  );
});
