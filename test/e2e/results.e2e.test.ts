/**
 * The results screens in a real browser against the real server (20 s rounds):
 * draw history and its in-browser proof check, the trend chart, the candle
 * chart, news and a hostile article, the rules' odds and RTP, customer service
 * and the chat frame for a guest. The HTML sanitiser is also run on its own in
 * Chromium against a list of hostile inputs. Screenshots: test-results/e2e/6*.png.
 */
import { resolve } from "node:path";
import { build } from "esbuild";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { theoreticalRtp } from "../../src/domain/betting/odds";
import { en } from "../../web/src/i18n/locales/en";
import { tw } from "../../web/src/i18n/locales/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 150_000;

/** The SPEC section 5 sum ranges, written out again here so the screens are checked against the spec, not against themselves. */
const SPEC_RANGES: Record<string, (sum: number) => boolean> = {
  big: (s) => s >= 14 && s <= 27,
  small: (s) => s >= 0 && s <= 13,
  single: (s) => s % 2 === 1,
  double: (s) => s % 2 === 0,
  big_single: (s) => s >= 15 && s <= 27 && s % 2 === 1,
  small_single: (s) => s >= 1 && s <= 13 && s % 2 === 1,
  big_double: (s) => s >= 14 && s <= 26 && s % 2 === 0,
  small_double: (s) => s >= 0 && s <= 12 && s % 2 === 0,
};

interface DrawnRound {
  issue: string;
  digits: number[];
  sum: number;
}

describe.runIf(chromiumAvailable())("results screens in Chromium (phone 390x844)", () => {
  const suite = browserSuite();

  async function signedInPage(): Promise<{ page: Page; errors: string[]; cookie: string }> {
    const user = await apiLogin(suite.server.baseUrl, "demo", "demo123");
    const context = await suite.newPhone();
    const [name, ...rest] = user.cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: suite.server.baseUrl }]);
    const page = await context.newPage();
    return { page, errors: watchErrors(page), cookie: user.cookie };
  }

  /** Waits until the game has at least `count` drawn rounds (the test server starts with none and draws every 20 s). */
  async function drawsOf(gameId: number, count: number, cookie: string): Promise<DrawnRound[]> {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const { data } = await trpcCall<DrawnRound[]>(suite.server.baseUrl, "round.recent", { gameId, limit: 10 }, { cookie, method: "GET" });
      if (data.length >= count) return data;
      if (Date.now() > deadline) throw new Error(`game ${gameId} drew only ${data.length} rounds in 90 s`);
      await new Promise((done) => setTimeout(done, 2_000));
    }
  }

  const current = (page: Page) => page.locator(".app-page:not([aria-hidden])");

  it(
    "the article sanitiser keeps text and allowed markup and removes scripts, handlers, javascript: URLs and foreign markup",
    async () => {
      const bundle = await build({
        entryPoints: [resolve(import.meta.dirname, "../../web/src/screens/results/sanitize-html.ts")],
        bundle: true,
        write: false,
        format: "iife",
        globalName: "Sanitizer",
        target: "es2022",
      });
      const context = await suite.newPhone();
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.setContent("<!doctype html><html><body><div id=out></div></body></html>");
      await page.addScriptTag({ content: bundle.outputFiles[0]!.text });

      const hostile = [
        `<p>Hello <b>bold</b> <i>it</i></p><script>window.__pwned = "script"</script>`,
        `<img src="x" onerror="window.__pwned = 'img'">`,
        `<a href="javascript:window.__pwned='a'">js</a>`,
        `<a href=" JaVa&#x09;ScRiPt:window.__pwned='entity'">tab</a>`,
        `<a href="&#106;avascript:window.__pwned='dec'">dec</a>`,
        `<a href="vbscript:msgbox(1)">vb</a><a href="data:text/html,<script>alert(1)</script>">data</a>`,
        `<svg><script>window.__pwned='svg'</script><a href="javascript:1">svg link</a></svg>`,
        `<math><mtext><img src=x onerror="window.__pwned='math'"></mtext></math>`,
        `<iframe src="javascript:window.__pwned='frame'"></iframe><object data="x"></object><embed src="x">`,
        `<style>body{display:none}</style><link rel=stylesheet href="x.css"><meta http-equiv=refresh content="0;url=javascript:1">`,
        `<form action="javascript:1"><input autofocus onfocus="window.__pwned='input'"><button>go</button></form>`,
        `<div style="background:url(javascript:1)" onclick="window.__pwned='div'" class="x" id="y">styled</div>`,
        `<template><img src=x onerror="window.__pwned='template'"></template>`,
        `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
        `<details open ontoggle="window.__pwned='details'">summary</details><video><source onerror="window.__pwned='video'"></video>`,
        `<!-- comment --><font color="red">font text</font>`,
        // Well-known mutation-XSS payloads: markup that parses safely once and turns hostile when parsed again.
        `<svg></p><style><a id="</style><img src=1 onerror=window.__pwned='mxss-svg-style'>">`,
        `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=window.__pwned='mxss-mglyph'&gt;">`,
        `<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__pwned='mxss-nested-form'>`,
        `<math><mi><table><mglyph><svg><mtext><style><img src=x onerror=window.__pwned='mxss-mi'></style></mtext></svg></mglyph></table></mi></math>`,
        `<xmp><p title="</xmp><img src=x onerror=window.__pwned='xmp'>"></xmp>`,
        `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;window.__pwned='hex'">hex</a>`,
        `<img src="x" alt="&quot;"><img src=x onerror=window.__pwned='quote'>">`,
        // Last: the unclosed <p> keeps the noscript open to the end, so everything after it would be dropped with it.
        `<noscript><p title="</noscript><img src=x onerror=window.__pwned='noscript'>"></noscript>`,
      ].join("\n");

      const result = await page.evaluate(async (html) => {
        const S = (window as unknown as { Sanitizer: { sanitizeHtml(h: string): string; sanitizeToFragment(h: string): DocumentFragment } }).Sanitizer;
        const out = document.getElementById("out")!;
        out.appendChild(S.sanitizeToFragment(html));
        await new Promise((done) => setTimeout(done, 300));
        const elements = Array.from(out.querySelectorAll("*"));
        return {
          html: S.sanitizeHtml(html),
          text: out.textContent ?? "",
          tags: [...new Set(elements.map((e) => e.localName))].sort(),
          attributes: elements.flatMap((e) => Array.from(e.attributes).map((a) => `${e.localName}[${a.name}=${a.value}]`)),
          pwned: (window as unknown as { __pwned?: string }).__pwned ?? null,
          keptGood: S.sanitizeHtml(
            `<p>ok <a href="https://example.com/x">link</a> <a href="/rule">rel</a> <img src="data:image/png;base64,iVBORw0KGgo=" alt="dot" width="10"></p><table><tr><td colspan="2">cell</td></tr></table>`,
          ),
        };
      }, hostile);

      expect(result.pwned).toBeNull();
      const allowed = ["a", "b", "blockquote", "br", "caption", "code", "div", "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img", "li", "ol", "p", "pre", "s", "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "u", "ul"];
      expect(result.tags.every((tag) => allowed.includes(tag)), result.tags.join(",")).toBe(true);
      for (const attribute of result.attributes) {
        expect(attribute).not.toMatch(/^\w+\[on/);
        expect(attribute).not.toMatch(/javascript|vbscript|data:text|data:image\/svg/i);
        expect(attribute).not.toMatch(/\[(style|class|id)=/);
      }
      expect(result.html).not.toMatch(/<script|<svg|<math|<iframe|<object|<embed|<style|<link|<meta|<form|<input|<template|<noscript|<xmp|<mglyph|onerror=/i);
      expect(result.text).toContain("Hello bold it");
      expect(result.text).toContain("styled");
      expect(result.text).toContain("font text");
      expect(result.text).not.toContain("svg link");
      // Allowed markup survives: links get a safe target, pictures and table spans stay.
      expect(result.keptGood).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">link</a>');
      expect(result.keptGood).toContain('<a href="/rule"');
      expect(result.keptGood).toContain('src="data:image/png;base64,iVBORw0KGgo="');
      expect(result.keptGood).toContain('<td colspan="2">cell</td>');
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "a guest: /customer shows the support hours, the FAQ and the chat; /iframe frames the site's own support desk",
    async () => {
      const context = await suite.newPhone();
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto("/customer");
      await page.getByTestId("customer-hours").waitFor();
      expect(await page.getByTestId("customer-hours").innerText()).toBe("12:00 - 23:30");
      expect(await current(page).innerText()).toContain(tw.results.supportHours);
      expect(await page.locator(".adm-tab-bar-item-title").allInnerTexts()).toContain(tw.tabs.customer);
      await page.getByText(tw.results.faqPasswordQ).click();
      await page.getByText(tw.results.faqPasswordA).waitFor();
      await screenshot(page, "60-customer");

      await page.getByTestId("customer-chat").click();
      await page.waitForURL((url) => url.pathname === "/iframe");
      const frame = page.getByTestId("chat-frame");
      await frame.waitFor();
      // No customer-service link is set: the frame holds the site's own support desk, which asks a guest to sign in.
      expect(await frame.getAttribute("src")).toBe("/chat");
      const inner = page.frameLocator("[data-testid=chat-frame]");
      await inner.getByTestId("chat-signed-out").waitFor();
      await inner.locator("#splash").waitFor({ state: "detached" });
      await screenshot(page, "61-iframe");
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "news: hot topics and tabs, an article renders; a hostile article in the link is neutralised",
    async () => {
      const { page, errors } = await signedInPage();
      await page.goto("/moreNews");
      await page.getByTestId("news-tops").waitFor();
      expect(await page.getByTestId("news-top").count()).toBeGreaterThan(0);
      expect(await page.getByTestId("news-tab").count()).toBeGreaterThan(0);
      await screenshot(page, "62-more-news");

      const first = page.getByTestId("news-item").first();
      const title = (await first.innerText()).trim();
      await first.click();
      await page.waitForURL((url) => url.pathname === "/aticleDetail" && url.searchParams.has("id"));
      await page.getByTestId("article-title").waitFor();
      expect(await page.getByTestId("article-title").innerText()).toBe(title);
      expect((await page.getByTestId("article-content").innerText()).trim().length).toBeGreaterThan(10);
      await screenshot(page, "63-article");

      // The original client passes the whole article in the link (query news), so anyone can write its HTML.
      const hostile = {
        title: "Hostile",
        content:
          `<p>Safe text</p><script>window.__pwned = 1</script><img src="/nothing.png" onerror="window.__pwned = 2">` +
          `<a href="javascript:window.__pwned = 3" data-x="1">click me</a><iframe src="/"></iframe><p onclick="window.__pwned = 4">tap</p>`,
      };
      await page.goto(`/aticleDetail?news=${encodeURIComponent(JSON.stringify(hostile))}`);
      const content = page.getByTestId("article-content");
      await content.getByText("Safe text").waitFor();
      expect(await page.getByTestId("article-title").innerText()).toBe("Hostile");
      expect(await content.locator("script, iframe").count()).toBe(0);
      expect(await content.locator("[onerror], [onclick], [data-x]").count()).toBe(0);
      expect(await content.locator("a").getAttribute("href")).toBeNull();
      await content.getByText("click me").click();
      await content.getByText("tap").click();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null)).toBeNull();
      await screenshot(page, "64-article-hostile");
      // Chromium reports each on* attribute of the hostile HTML as a CSP violation while parsing it
      // (inert: nothing runs, as __pwned shows); the img's missing file may 404. Nothing else is allowed.
      expect(errors.filter((e) => !/Executing inline event handler violates|Failed to load resource/.test(e))).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "/rule lists every play type with its sums, the room's odds and the RTP those odds give; /lotteryExplain describes the product",
    async () => {
      const { page, errors, cookie } = await signedInPage();
      const { data: catalogue } = await trpcCall<{ games: { id: number; rooms: { id: number }[] }[] }>(suite.server.baseUrl, "home.games", null, { method: "GET" });
      const roomId = catalogue.games[0]!.rooms[0]!.id;
      const { data: odds } = await trpcCall<{ base: { playType: number; oddsHundredths: number }[]; numbers: { playType: number; oddsHundredths: number }[] }>(
        suite.server.baseUrl,
        "round.odds",
        { roomId },
        { cookie, method: "GET" },
      );
      await page.goto("/rule");
      await page.getByTestId("odds-row").first().waitFor();
      const rows = await page.getByTestId("odds-row").evaluateAll((trs) =>
        trs.map((tr) => ({ playType: Number(tr.getAttribute("data-play-type")), cells: Array.from(tr.querySelectorAll("td")).map((td) => td.textContent ?? "") })),
      );
      const expected = [...odds.base, ...odds.numbers];
      expect(rows.map((r) => r.playType)).toEqual(expected.map((e) => e.playType));
      expect(rows.length).toBe(38);
      for (const row of rows) {
        const entry = expected.find((e) => e.playType === row.playType)!;
        expect(row.cells[2]).toBe((entry.oddsHundredths / 100).toFixed(2));
        expect(row.cells[3]).toBe(`${(Math.round(theoreticalRtp(entry.playType, entry.oddsHundredths) * 10_000) / 100).toFixed(2)}%`);
      }
      const big = rows.find((r) => r.playType === 1)!;
      expect(big.cells[0]).toBe(tw.play.big);
      expect(big.cells[1]).toBe("14-27");
      expect(rows.find((r) => r.playType === 11)!.cells[1]).toBe(tw.results.rangeOdd.replace("{{from}}", "15").replace("{{to}}", "27"));
      expect(rows.find((r) => r.playType === 14)!.cells[1]).toBe(tw.results.rangeEven.replace("{{from}}", "0").replace("{{to}}", "12"));
      expect(rows.find((r) => r.playType === 21)!.cells[1]).toBe("0-5");
      expect(rows.find((r) => r.playType === 107)!.cells[1]).toBe("7");
      expect(await current(page).innerText()).toContain(tw.results.ruleOpposite);
      await screenshot(page, "65-rule");

      await page.goto("/lotteryExplain?game_id=1&name=Singapore");
      await page.getByTestId("lottery-explain").waitFor();
      expect(await current(page).innerText()).toContain(tw.results.explainFair);
      await screenshot(page, "66-lottery-explain");
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "draw history: each draw's digits add up to its sum and labels; the draw's proof verifies in the browser, a tampered seed fails",
    async () => {
      const { page, errors, cookie } = await signedInPage();
      const recent = await drawsOf(1, 2, cookie);
      await page.goto("/lotteryDetail?game_id=1&name=Singapore");
      await page.getByTestId("draw-item").first().waitFor();
      expect(await current(page).locator(".adm-nav-bar-title").innerText()).toContain(tw.games.Singapore);
      const items = await page.getByTestId("draw-item").evaluateAll((buttons) =>
        buttons.map((b) => ({
          issue: b.getAttribute("data-issue") ?? "",
          digits: Array.from(b.querySelectorAll("[data-testid=draw-digit]")).map((d) => Number(d.textContent)),
          sum: Number(b.querySelector("[data-testid=draw-sum]")?.textContent),
          labels: Array.from(b.querySelectorAll("[data-testid=draw-label]")).map((l) => l.textContent ?? ""),
        })),
      );
      expect(items.length).toBeGreaterThanOrEqual(2);
      for (const item of items) {
        expect(item.digits).toHaveLength(3);
        expect(item.digits.reduce((a, b) => a + b, 0)).toBe(item.sum);
        expect(item.labels).toEqual([item.sum >= 14 ? tw.play.big : tw.play.small, item.sum % 2 === 1 ? tw.play.single : tw.play.double]);
      }
      // Newest first, and the same draws the server reports (a newer one may have been drawn meanwhile).
      expect(items.map((i) => i.issue)).toEqual([...items.map((i) => i.issue)].sort().reverse());
      const known = items.find((i) => i.issue === recent[0]!.issue);
      expect(known?.digits).toEqual(recent[0]!.digits);
      await screenshot(page, "67-lottery-detail");

      await page.getByTestId("draw-item").first().click();
      await page.waitForURL((url) => url.pathname === "/drawDetail" && url.searchParams.get("issue") === items[0]!.issue);
      await page.getByTestId("proof-verify").waitFor();
      expect(await page.getByTestId("proof-commitment").innerText()).toMatch(/^[0-9a-f]{64}$/);
      const seed = page.getByLabel(tw.results.revealedSeed);
      const published = await seed.inputValue();
      expect(published).toMatch(/^[0-9a-f]{64}$/);

      await page.getByTestId("proof-verify").click();
      const outcome = page.getByTestId("proof-outcome");
      await outcome.waitFor();
      expect(await outcome.getAttribute("data-ok")).toBe("true");
      expect(await outcome.innerText()).toContain(tw.results.verifyPass);
      expect(await outcome.innerText()).toContain(items[0]!.digits.join(" "));
      await screenshot(page, "68-draw-verified");

      // One character changed: the check must fail, and say so.
      const tampered = published.slice(0, -1) + (published.endsWith("0") ? "1" : "0");
      await seed.fill(tampered);
      await page.getByTestId("proof-verify").click();
      await outcome.waitFor();
      expect(await outcome.getAttribute("data-ok")).toBe("false");
      expect(await outcome.innerText()).toContain(tw.results.verifyFail);
      await screenshot(page, "69-draw-tampered");

      await page.getByTestId("proof-seed-restore").click();
      await page.getByTestId("proof-verify").click();
      await outcome.waitFor();
      expect(await outcome.getAttribute("data-ok")).toBe("true");
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "trend chart: every row's highlights are the outcomes its sum wins; the game switcher and date picker work",
    async () => {
      const { page, errors, cookie } = await signedInPage();
      await drawsOf(2, 2, cookie);
      await page.goto("/trendChart?game_id=1&name=Singapore");
      await page.getByTestId("trend-row").first().waitFor();

      const readRows = () =>
        page.getByTestId("trend-row").evaluateAll((trs) =>
          trs.map((tr) => ({
            sum: Number(tr.querySelector("[data-testid=trend-sum]")?.textContent),
            hits: Array.from(tr.querySelectorAll("td[data-column]")).map((td) => ({ column: td.getAttribute("data-column") ?? "", hit: td.getAttribute("data-hit") === "1", text: td.textContent ?? "" })),
          })),
        );
      const check = (rows: Awaited<ReturnType<typeof readRows>>) => {
        expect(rows.length).toBeGreaterThanOrEqual(2);
        for (const row of rows) {
          expect(row.hits).toHaveLength(8);
          for (const cell of row.hits) {
            expect(cell.hit, `sum ${row.sum}, ${cell.column}`).toBe(SPEC_RANGES[cell.column]!(row.sum));
            expect(cell.text).toBe(cell.hit ? tw.play[cell.column as keyof typeof tw.play] : "");
          }
        }
      };
      const singapore = await readRows();
      check(singapore);
      // The count row adds up the highlights.
      expect(await page.getByTestId("trend-count-big").innerText()).toBe(String(singapore.filter((r) => r.sum >= 14).length));
      await screenshot(page, "6a-trend-chart");

      await page.getByTestId("game-tab-2").click();
      await page.waitForURL((url) => url.searchParams.get("game_id") === "2");
      await page.waitForFunction((title) => document.querySelector(".app-page:not([aria-hidden]) .adm-nav-bar-title")?.textContent?.includes(title), tw.games["New Zealand"]);
      await page.getByTestId("trend-row").first().waitFor();
      check(await readRows());

      // The date picker: today is preselected; an earlier day with no draws says so.
      const todayText = await page.getByTestId("trend-date").innerText();
      expect(todayText).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await page.getByTestId("trend-date").click();
      await page.locator(".adm-picker").waitFor();
      await screenshot(page, "6b-trend-date");
      await page.locator(".adm-picker-header-button").last().click();
      await page.locator(".adm-picker").waitFor({ state: "hidden" });
      expect(await page.getByTestId("trend-date").innerText()).toBe(todayText);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "/find: a tab per game and a candlestick chart with its legend",
    async () => {
      const { page, errors, cookie } = await signedInPage();
      await drawsOf(3, 2, cookie);
      await page.goto("/find");
      await page.getByTestId("candle-chart").locator("canvas").first().waitFor();
      for (const name of ["Singapore", "New Zealand", "Kuala Lumpur", "Australia"] as const) await page.getByText(tw.games[name], { exact: true }).first().waitFor();
      const legend = await page.getByTestId("candle-legend").innerText();
      for (const word of [tw.results.long, tw.results.short, tw.results.flat]) expect(legend).toContain(word);
      await screenshot(page, "6c-find");

      const asked = page.waitForRequest((request) => request.url().includes("round.candles") && decodeURIComponent(request.url()).includes('"gameId":3'));
      await page.getByTestId("game-tab-3").click();
      await asked;
      await page.getByTestId("candle-latest").waitFor();
      expect(await page.getByTestId("candle-chart").locator("canvas").count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "in English: the support-hours message of SPEC section 8, the trend columns and the rules",
    async () => {
      const { page, errors, cookie } = await signedInPage();
      // The player chose English earlier (SPEC section 3: locale and localetype 3 in local storage).
      await page.addInitScript(() => {
        localStorage.setItem("locale", "en");
        localStorage.setItem("localetype", "3");
      });
      await drawsOf(4, 1, cookie);
      await page.goto("/customer");
      await page.getByTestId("customer-hours").waitFor();
      expect(await current(page).innerText()).toContain("The service pauses at night, contact customer service between 12:00 and 23:30.");
      await page.goto("/trendChart?game_id=4&name=Australia");
      await page.getByTestId("trend-row").first().waitFor();
      const headers = await page.getByTestId("trend-table").locator("thead th").allInnerTexts();
      expect(headers.slice(2)).toEqual([en.play.big_single, en.play.small_single, en.play.big_double, en.play.small_double, en.play.big, en.play.small, en.play.single, en.play.double]);
      expect(await current(page).locator(".adm-nav-bar-title").innerText()).toBe("Australia trend");
      await screenshot(page, "6d-trend-chart-en");
      await page.goto("/rule");
      await page.getByTestId("odds-row").first().waitFor();
      expect(await page.getByTestId("odds-row").first().locator("td").first().innerText()).toBe(en.play.big);
      await screenshot(page, "6e-rule-en");
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "through the operator console: a hostile article is neutralised for players; an off-site chat link is offered, not framed",
    async () => {
      const base = suite.server.baseUrl;
      const admin = await apiLogin(base, "admin", "admin123");
      const { data: home } = await trpcCall<{ articleTabs: { id: number; title: string }[] }>(base, "home.content", null, { method: "GET" });
      const tab = home.articleTabs[0]!;
      const hostile =
        `<h2>Operator news</h2><p>Kept paragraph</p><script>window.__pwned = "script"</script>` +
        `<img src="/missing.png" onerror="window.__pwned = 'img'"><a href="javascript:window.__pwned = 'link'">bad link</a>` +
        `<a href="https://example.com/promo">good link</a><svg onload="window.__pwned = 'svg'"></svg><iframe src="/"></iframe>`;
      const { data: article } = await trpcCall<{ id: number }>(base, "admin.content.saveArticle", { tabId: tab.id, title: "Hostile news", contentHtml: hostile }, { cookie: admin.cookie });

      const { page, errors } = await signedInPage();
      await page.goto("/moreNews");
      await page.getByTestId("news-item").filter({ hasText: "Hostile news" }).click();
      await page.waitForURL((url) => url.pathname === "/aticleDetail" && url.searchParams.get("id") === String(article.id));
      const content = page.getByTestId("article-content");
      await content.getByText("Kept paragraph").waitFor();
      expect(await content.locator("h2").innerText()).toBe("Operator news");
      expect(await content.locator("script, svg, iframe, [onerror], [onload]").count()).toBe(0);
      expect(await content.getByText("bad link").getAttribute("href")).toBeNull();
      expect(await content.getByText("good link").getAttribute("href")).toBe("https://example.com/promo");
      expect(await content.getByText("good link").getAttribute("rel")).toBe("noopener noreferrer nofollow");
      await content.getByText("bad link").click();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null)).toBeNull();
      await screenshot(page, "6f-article-operator-hostile");
      expect(errors.filter((e) => !/Executing inline event handler violates|Failed to load resource/.test(e))).toEqual([]);

      // A chat on another site cannot be framed (and would not allow it): the guest gets a clear message and a way out.
      await trpcCall(base, "admin.content.setCustomerServiceLink", { url: "https://chat.example.com/room" }, { cookie: admin.cookie });
      try {
        const guestContext = await suite.newPhone();
        // The test machine has no internet: the off-site chat answers from here.
        await guestContext.route("https://chat.example.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>chat</title>" }));
        const guest = await guestContext.newPage();
        const guestErrors = watchErrors(guest);
        await guest.goto("/iframe");
        await guest.getByTestId("chat-open").waitFor();
        expect(await guest.getByTestId("chat-frame").count()).toBe(0);
        expect(await current(guest).innerText()).toContain(tw.results.chatElsewhere);
        const popup = guest.waitForEvent("popup");
        await guest.getByTestId("chat-open").click();
        const opened = await popup;
        await opened.waitForLoadState();
        expect(opened.url()).toBe("https://chat.example.com/room");
        await opened.close();
        await screenshot(guest, "6g-iframe-offsite");
        expect(guestErrors).toEqual([]);
      } finally {
        await trpcCall(base, "admin.content.setCustomerServiceLink", { url: "/chat" }, { cookie: admin.cookie });
      }
    },
    TIMEOUT,
  );
});
