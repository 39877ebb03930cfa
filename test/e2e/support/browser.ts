import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** The system Chromium (`apt-get install -y chromium`); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumAvailable = (): boolean => existsSync(CHROMIUM_PATH);

export const SCREENSHOT_DIR = resolve(import.meta.dirname, "../../../test-results/e2e");

/** A phone: 390x844 CSS pixels (iPhone 12-15 class), touch, 2x pixels. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

/**
 * Headless Chromium with nothing in the background that could reach the network
 * or slow a test down. `launch` gives every run a fresh temporary profile
 * (user-data-dir), removed when the browser closes.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export interface PhoneOptions {
  readonly locale?: string;
  /**
   * The app's service worker precaches the whole player app (over 1 MB) in the background of every fresh
   * context: blocked unless a test is about the service worker (test/e2e/pwa.e2e.test.ts, push).
   */
  readonly serviceWorkers?: "allow" | "block";
  readonly userAgent?: string;
}

/** A new phone context (its own cookies and storage), optionally with a browser language. */
export async function phoneContext(browser: Browser, baseUrl: string, options: PhoneOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...PHONE,
    baseURL: baseUrl,
    locale: options.locale ?? "zh-TW",
    serviceWorkers: options.serviceWorkers ?? "block",
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Saves a screenshot of the viewport as test-results/e2e/<name>.png (after the toasts are gone, unless `withToast`). */
export async function screenshot(page: Page, name: string, options: { withToast?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.locator("#splash").waitFor({ state: "detached" });
  if (!options.withToast) {
    // Every toast gone: one may still fade out while the next shows (two masks at once).
    await page.waitForFunction(() => document.querySelectorAll(".adm-toast-mask").length === 0);
    // Let a slide finish so the picture shows the screen, not a transition.
    await page.waitForFunction(() => document.querySelectorAll("[aria-hidden=true].app-page").length === 0);
    await page.waitForTimeout(150);
  }
  await page.screenshot({ path });
  return path;
}

/** Collects the browser's console errors and failed page scripts, so a test can insist there are none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    // A refused call (a wrong captcha: 400) is logged by the browser as a failed resource; that is the server answering, not the page failing.
    if (message.type() === "error" && !/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return errors;
}

/**
 * Waits until the bet room takes bets with at least `minSeconds` on its countdown, and at most `maxSeconds`
 * (the next round if need be); answers the round's issue.
 */
export async function waitForOpen(page: Page, minSeconds: number, maxSeconds = Infinity): Promise<string> {
  const text = async (testId: string) => (await page.getByTestId(testId).innerText()).trim();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const state = await page.getByTestId("room-state").getAttribute("data-state").catch(() => null);
    if (state === "open") {
      const [mm, ss] = (await text("room-countdown")).split(":").map(Number);
      const left = mm! * 60 + ss!;
      if (left >= minSeconds && left <= maxSeconds) return /\d{11,14}/.exec(await text("room-issue"))![0];
    }
    await page.waitForTimeout(300);
  }
  throw new Error("the room never opened with enough time left");
}
