/**
 * The installable app in Chromium against the real server (issue 39, pwa): the
 * per-language manifests and icons, the service worker (registers, controls
 * the page, never stores an API answer), the offline page with the last
 * results the room showed and the rules (and no balance), the install offer
 * (after a first bet or on a second visit, never on a first load; the iOS
 * steps where there is no prompt) and the "new version" offer when a new build
 * is served. Screenshots: test-results/e2e/39-pwa-*.png.
 *
 * The server serves a copy of the build, so the last test can turn it into a
 * "new build" (a changed page and service worker) without touching web/dist.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWebIfStale, distDir } from "../../web/build";
import { en } from "../../web/src/i18n/locales/en";
import { tw } from "../../web/src/i18n/locales/tw";
import { chromiumAvailable, screenshot, waitForOpen, watchErrors } from "./support/browser";
import { apiLogin } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 120_000;
const LANG_TAGS = { zh: "zh-Hans", tw: "zh-Hant", en: "en", jp: "ja", kor: "ko" } as const;
const IPHONE_SAFARI = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ROOM = "/betRoom?id=11&game_id=1&name=Singapore&title=Beginner";

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** A PNG's width and height from its header. */
const pngSize = (bytes: Buffer): [number, number] => {
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
};

/** What the browser hands a page that can be installed (headless Chromium sends none): prompt() is recorded. */
async function offerInstallEvent(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<unknown> };
    event.prompt = async () => void ((window as unknown as { __prompted: boolean }).__prompted = true);
    event.userChoice = Promise.resolve({ outcome: "accepted" });
    window.dispatchEvent(event);
  });
}

/** Opens the home page and waits until it has drawn (the install offer decides on start-up). */
async function openHome(page: Page): Promise<void> {
  await page.goto("/");
  await page.locator("#splash").waitFor({ state: "detached" });
}

describe.runIf(chromiumAvailable())("installable app and offline page in Chromium (phone 390x844)", () => {
  const served = mkdtempSync(join(tmpdir(), "lottery-pwa-dist-"));
  // Registered before the suite's own set-up: the build exists and is copied before the server starts on the copy.
  beforeAll(async () => {
    await buildWebIfStale({ quiet: true });
    cpSync(distDir, served, { recursive: true });
  }, 180_000);
  afterAll(() => rmSync(served, { recursive: true, force: true }));
  const suite = browserSuite({ env: { WEB_DIST_DIR: served } });

  const url = (path: string) => `${suite.server.baseUrl}${path}`;

  async function withLang(context: BrowserContext, lang: string): Promise<void> {
    await context.addInitScript((l) => window.localStorage.getItem("locale") ?? window.localStorage.setItem("locale", l), lang);
  }

  it("every language's manifest is linked, valid and served as a manifest; its icons load; sw.js is never cached; /manifest.json is not the page", async () => {
    const html = await (await fetch(url("/"))).text();
    expect(html).toContain('<link rel="manifest" href="/manifest-tw.webmanifest"');
    expect(html).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');

    const names = new Set<string>();
    for (const [lang, tag] of Object.entries(LANG_TAGS)) {
      const response = await fetch(url(`/manifest-${lang}.webmanifest`));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/manifest+json");
      const manifest = (await response.json()) as Manifest;
      expect(manifest).toMatchObject({ lang: tag, start_url: "/", scope: "/", display: "standalone", theme_color: "#d9363e", background_color: "#d9363e" });
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
      names.add(manifest.name);
      const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort();
      expect(icons).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
      for (const icon of manifest.icons) {
        const png = await fetch(url(icon.src));
        expect(png.headers.get("content-type")).toBe("image/png");
        expect(pngSize(Buffer.from(await png.arrayBuffer())).join("x")).toBe(icon.sizes);
      }
    }
    // Each language names the app its own way (zh and tw share the Chinese name).
    expect([...names].sort()).toEqual(["Sum Lottery", "サムロト", "합계 로또", "和值彩"].sort());
    expect(pngSize(Buffer.from(await (await fetch(url("/icons/apple-touch-icon.png"))).arrayBuffer()))).toEqual([180, 180]);

    const sw = await fetch(url("/sw.js"));
    expect(sw.status).toBe(200);
    expect(sw.headers.get("content-type")).toContain("javascript");
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    expect(await sw.text()).toContain("offline.html");
    expect((await fetch(url("/manifest.json"))).status).toBe(404);
    // A deep link is still the app.
    expect(await (await fetch(url("/betRecord"))).text()).toContain('<div id="root">');
  });

  it("the install offer comes on the second visit, never on the first, and stays away once dismissed; iOS Safari gets the Share steps", async () => {
    const context = await suite.newPhone();
    const first = await context.newPage();
    const errors = watchErrors(first);
    await openHome(first);
    await offerInstallEvent(first);
    await first.waitForTimeout(300);
    expect(await first.getByTestId("pwa-install").count()).toBe(0);
    await first.close();

    // A new tab is a new visit (a reload is not).
    const second = await context.newPage();
    await openHome(second);
    await offerInstallEvent(second);
    const offer = second.getByTestId("pwa-install");
    await offer.waitFor();
    expect(await offer.getAttribute("data-offer")).toBe("prompt");
    expect(await offer.innerText()).toContain(tw.pwa.installTitle);
    await screenshot(second, "39-pwa-install-tw");
    await second.getByTestId("pwa-install-dismiss").click();
    expect(await offer.count()).toBe(0);
    await second.close();

    const third = await context.newPage();
    await openHome(third);
    await offerInstallEvent(third);
    await third.waitForTimeout(300);
    expect(await third.getByTestId("pwa-install").count()).toBe(0);
    expect(errors).toEqual([]);

    // iPhone Safari: no install event at all; the steps show from the second visit, in the app's language.
    const iphone = await suite.newPhone({ userAgent: IPHONE_SAFARI });
    await withLang(iphone, "en");
    const visit1 = await iphone.newPage();
    await openHome(visit1);
    await visit1.waitForTimeout(300);
    expect(await visit1.getByTestId("pwa-install").count()).toBe(0);
    await visit1.close();
    const visit2 = await iphone.newPage();
    await openHome(visit2);
    await visit2.getByTestId("pwa-ios-steps").waitFor();
    expect(await visit2.getByTestId("pwa-ios-steps").innerText()).toContain(en.pwa.iosAdd);
    expect(await visit2.getByTestId("pwa-install-accept").count()).toBe(0);
    await screenshot(visit2, "39-pwa-ios-en");
    await visit2.evaluate(() => window.localStorage.setItem("locale", "tw"));
    await visit2.reload();
    await visit2.getByTestId("pwa-ios-steps").waitFor();
    expect(await visit2.getByTestId("pwa-ios-steps").innerText()).toContain(tw.pwa.iosAdd);
    await screenshot(visit2, "39-pwa-ios-tw");
  }, TIMEOUT);

  it(
    "the service worker controls the page and stores no API answer; after a first bet the install offer shows; offline, any page is the offline page with the room's last results and the rules, and no balance",
    async () => {
      const demo = await apiLogin(suite.server.baseUrl, "demo", "demo123");
      const context = await suite.newPhone({ serviceWorkers: "allow" });
      const [name, ...rest] = demo.cookie.split("=");
      await context.addCookies([{ name: name!, value: rest.join("="), url: suite.server.baseUrl }]);
      await withLang(context, "en");
      const page = await context.newPage();
      const errors = watchErrors(page);

      await openHome(page);
      expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest-en.webmanifest");
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      // A first load never offers installing, even when the browser could.
      await offerInstallEvent(page);
      await page.waitForTimeout(300);
      expect(await page.getByTestId("pwa-install").count()).toBe(0);

      // The room shows the last draw (the test server draws every 20 s) and takes a bet.
      await page.goto(ROOM);
      await page.getByTestId("room-last-draw").waitFor({ timeout: 45_000 });
      const shownIssue = /\d{11,14}/.exec(await page.getByTestId("room-draw-toggle").innerText())![0];
      const shownSum = (await page.getByTestId("room-last-draw-sum").innerText()).trim();
      const balance = (await page.getByTestId("room-balance").innerText()).trim();
      await waitForOpen(page, 6);
      await page.getByTestId("play-1").click();
      await page.getByTestId("bet-submit").click();
      await page.locator(".adm-dialog-button", { hasText: en.room.confirm }).click();
      await page.locator(".adm-toast-main", { hasText: en.room.orderPlaced }).waitFor();

      // Back on a tab screen, the install offer (a new event: the page reloaded).
      await openHome(page);
      await offerInstallEvent(page);
      await page.getByTestId("pwa-install").waitFor();
      expect(await page.getByTestId("pwa-install").innerText()).toContain(en.pwa.installTitle);
      await screenshot(page, "39-pwa-install-en");
      await page.getByTestId("pwa-install-accept").click();
      expect(await page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
      expect(await page.getByTestId("pwa-install").count()).toBe(0);

      // Nothing the API, the live stream or an upload answered is in any cache.
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(cached).toContain("/offline.html");
      expect(cached.some((path) => path.startsWith("/assets/"))).toBe(true);
      expect(cached.filter((path) => /^\/(trpc|live|index\.php|uploads?)(\/|$)/.test(path))).toEqual([]);
      expect(errors).toEqual([]);

      await context.setOffline(true);
      await page.goto(ROOM);
      const offline = page.getByTestId("offline-page");
      await offline.getByTestId("offline-title").waitFor();
      expect(await offline.getByTestId("offline-title").innerText()).toBe(en.pwa.offlineTitle);
      // The round the room showed is among the saved ones (a later draw may have come in before the network went).
      const draws = await offline.getByTestId("offline-draw").allInnerTexts();
      expect(draws.some((draw) => draw.includes(shownIssue) && draw.includes(`\n${shownSum}\n`))).toBe(true);
      expect(await offline.getByTestId("offline-rules").innerText()).toContain(en.results.ruleDraw);
      const text = await offline.innerText();
      expect(text).not.toContain(en.home.balance);
      expect(text).not.toContain(balance);
      expect(text).not.toContain("demo");
      await screenshot(page, "39-pwa-offline-en");

      await page.evaluate(() => window.localStorage.setItem("locale", "tw"));
      await page.reload();
      await offline.getByTestId("offline-title").waitFor();
      expect(await offline.getByTestId("offline-title").innerText()).toBe(tw.pwa.offlineTitle);
      expect(await offline.getByTestId("offline-rules").innerText()).toContain(tw.results.ruleDraw);
      expect((await offline.getByTestId("offline-draw").allInnerTexts()).join()).toContain(shownIssue);
      await screenshot(page, "39-pwa-offline-tw");

      // Back online, "Try again" loads the page the player asked for.
      // The page reloads itself on the browser's 'online' event, which headless Chromium does not always fire: then
      // the button does it. Either way the bet room comes back (a click racing the page's own reload may find no button).
      await context.setOffline(false);
      await page.getByTestId("offline-retry").click({ timeout: 5_000 }).catch(() => undefined);
      await page.getByTestId("bet-room").waitFor();
    },
    TIMEOUT,
  );

  it("a new build: the open page offers the new version, and Reload gets it", async () => {
    const context = await suite.newPhone({ serviceWorkers: "allow" });
    await withLang(context, "en");
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openHome(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    expect(await page.getByTestId("pwa-update").count()).toBe(0);

    // Build B: a changed page (marked) and so a changed service worker (the page's precache revision).
    const indexFile = join(served, "index.html");
    writeFileSync(indexFile, readFileSync(indexFile, "utf8").replace("<head>", '<head>\n    <meta name="build" content="B" />'));
    const swFile = join(served, "sw.js");
    const sw = readFileSync(swFile, "utf8");
    const changed = sw.replace(/"revision":"[0-9a-f]+","url":"index.html"/, '"revision":"b0000000000000000000000000000000","url":"index.html"');
    expect(changed).not.toBe(sw);
    writeFileSync(swFile, changed);
    // Compressed copies, where the build makes them, would still be build A.
    for (const file of [indexFile, swFile]) for (const suffix of [".br", ".gz"]) if (existsSync(file + suffix)) rmSync(file + suffix);

    // The page looks for a new build when it comes back to the foreground.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.getByTestId("pwa-update").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("pwa-update").innerText()).toContain(en.pwa.updateReady);
    await screenshot(page, "39-pwa-update-en");

    // Another tab opened meanwhile (in tw) offers it too.
    await context.addInitScript(() => window.localStorage.setItem("locale", "tw"));
    const other = await context.newPage();
    await openHome(other);
    await other.getByTestId("pwa-update").waitFor({ timeout: 15_000 });
    expect(await other.getByTestId("pwa-update").innerText()).toContain(tw.pwa.updateReady);
    await screenshot(other, "39-pwa-update-tw");
    await other.close();

    expect(await page.locator('meta[name="build"]').count()).toBe(0);
    await Promise.all([page.waitForEvent("load"), page.getByTestId("pwa-update-reload").click()]);
    await page.locator('meta[name="build"][content="B"]').waitFor({ state: "attached" });
    await page.locator("#splash").waitFor({ state: "detached" });
    expect(await page.getByTestId("pwa-update").count()).toBe(0);
    expect(errors).toEqual([]);
  }, TIMEOUT);
});
