/**
 * Issue 37, item 3: every text that states the schedule is built from the schedule the server runs on. The e2e
 * server runs 20-second rounds closing 5 s before the draw, round the clock (test/e2e/support/server.ts): the home
 * notice the demo seeded, /rule, /lotteryExplain, the room list and the FAQ say so, in English and in Traditional
 * Chinese, and nothing says 3.5 minutes or 10:00 to 02:00. Screenshots: test-results/e2e/s3-*.png.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 150_000;

/** What each language must read, written out here (not taken from the dictionaries the screens use). */
const EXPECTED = {
  en: {
    localeType: "3",
    notice: "A new round every 20 seconds, round the clock; betting closes 5 seconds before each draw.",
    rule: "A round lasts 20 seconds; betting closes 5 seconds before the draw. Rounds are sold round the clock.",
    explain: /^A new round every 20 seconds, round the clock\. Each game/,
    room: "A round every 20 seconds · betting closes 5 seconds before the draw · round the clock",
    faq: "Rounds are sold round the clock; customer service answers from 12:00 to 23:30.",
  },
  tw: {
    localeType: "2",
    notice: /^全天 24 小時不間斷，每20 ?秒開獎一期，開獎前5 ?秒封盤。/,
    rule: /^每期20 ?秒，開獎前5 ?秒封盤。銷售時間：全天 24 小時不間斷。$/,
    explain: /^全天 24 小時不間斷，每20 ?秒一期。/,
    room: /^每20 ?秒一期 · 開獎前5 ?秒封盤 · 全天 24 小時不間斷$/,
    faq: /^銷售時間：全天 24 小時不間斷；/,
  },
} as const;

/** A fixed schedule anywhere on a screen: SPEC's 3.5 minutes (or 3 min 30) and its 10:00 to 02:00 window. */
const FIXED_SCHEDULE = /3\.5|三分半|3 ?分 ?30|10:00|02:00/;

describe.runIf(chromiumAvailable())("the schedule's texts in Chromium (20 s rounds round the clock)", () => {
  const suite = browserSuite();
  const current = (page: Page) => page.locator(".app-page:not([aria-hidden])");

  async function pageIn(lang: keyof typeof EXPECTED): Promise<{ page: Page; errors: string[] }> {
    const user = await apiLogin(suite.server.baseUrl, "demo", "demo123");
    const context = await suite.newPhone();
    const [name, ...rest] = user.cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: suite.server.baseUrl }]);
    const page = await context.newPage();
    const localeType = EXPECTED[lang].localeType;
    await page.addInitScript(
      ([locale, type]) => {
        localStorage.setItem("locale", locale);
        localStorage.setItem("localetype", type);
      },
      [lang, localeType] as const,
    );
    return { page, errors: watchErrors(page) };
  }

  const matches = (text: string, expected: string | RegExp) => (typeof expected === "string" ? expect(text).toBe(expected) : expect(text).toMatch(expected));

  for (const lang of ["en", "tw"] as const) {
    it(
      `${lang}: the home notice, /rule, /lotteryExplain, the room list and the FAQ say 20 seconds, round the clock, never 3.5 minutes`,
      async () => {
        const { page, errors } = await pageIn(lang);
        const expected = EXPECTED[lang];

        await page.goto("/");
        const notice = page.getByTestId("notice");
        await notice.waitFor();
        const noticeText = (await notice.innerText()).trim();
        if (typeof expected.notice === "string") expect(noticeText.startsWith(expected.notice), noticeText).toBe(true);
        else expect(noticeText).toMatch(expected.notice);
        expect(noticeText).not.toMatch(FIXED_SCHEDULE);
        await screenshot(page, `s3-home-${lang}`);

        await page.goto("/rule");
        await page.getByTestId("rule-schedule").waitFor();
        matches((await page.getByTestId("rule-schedule").innerText()).trim(), expected.rule);
        await page.getByTestId("odds-row").first().waitFor();
        expect(await current(page).locator(".rule-text").innerText()).not.toMatch(FIXED_SCHEDULE);
        await screenshot(page, `s3-rule-${lang}`);

        await page.goto("/lotteryExplain?game_id=1&name=Singapore");
        await page.getByTestId("explain-schedule").waitFor();
        matches((await page.getByTestId("explain-schedule").innerText()).trim(), expected.explain);
        expect(await current(page).innerText()).not.toMatch(FIXED_SCHEDULE);
        await screenshot(page, `s3-explain-${lang}`);

        await page.goto("/lottery?id=1&name=Singapore");
        await page.getByTestId("lottery-schedule").waitFor();
        matches((await page.getByTestId("lottery-schedule").innerText()).trim(), expected.room);
        expect(await current(page).innerText()).not.toMatch(FIXED_SCHEDULE);
        await screenshot(page, `s3-room-list-${lang}`);

        await page.goto("/customer");
        await page.getByTestId("customer-hours").waitFor();
        // The hours panel appears once the schedule has loaded; clicking by position raced it.
        await current(page).getByTestId("faq-hours-question").click();
        await page.getByTestId("faq-hours").waitFor();
        matches((await page.getByTestId("faq-hours").innerText()).trim(), expected.faq);
        await screenshot(page, `s3-faq-${lang}`);
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  }
});
