/**
 * The support desk's figures on the console's reports page (issue 38) in a
 * real browser against the real server: two operators (the demo's `admin` and
 * a second one from ADMIN_USERNAME) answer players through the API, one
 * closes a conversation, one player waits unanswered; the reports page's
 * "Support desk" section then shows each operator's answers and closes of
 * today with their times, every operator's line, the open conversations per
 * hour (blank for the hour under way), and both CSV links download the same
 * figures in the page's language. In en and tw, desktop width, screenshots
 * test-results/e2e/38-figures-*.png.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { admin as enAdmin } from "../../web/src/i18n/locales/admin/en";
import { admin as twAdmin } from "../../web/src/i18n/locales/admin/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 180_000;
const DESKTOP = { viewport: { width: 1280, height: 1000 } } as const;
const SECOND = { username: "admin2", password: "second123" } as const;
const TEXTS = { en: enAdmin.supportFigures, tw: twAdmin.supportFigures } as const;
/** A duration under a minute as each language writes it ("2 s", "2 秒"). */
const SECONDS = { en: /^\d+ s$/, tw: /^\d+ 秒$/ } as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(chromiumAvailable())("the support desk's figures in Chromium", () => {
  const suite = browserSuite({ env: { ADMIN_USERNAME: SECOND.username, ADMIN_PASSWORD: SECOND.password } });
  const base = () => suite.server.baseUrl;

  beforeAll(async () => {
    const admin = await apiLogin(base(), "admin", "admin123");
    const second = await apiLogin(base(), SECOND.username, SECOND.password);
    const [one, two, three] = [await registerInvitedPlayer(base(), "e2efigone"), await registerInvitedPlayer(base(), "e2efigtwo"), await registerInvitedPlayer(base(), "e2efigthree")];
    // One: answered by admin about a second later, then closed by admin.
    const first = await trpcCall<{ conversationId: number }>(base(), "support.post", { text: "Where is my deposit?" }, { cookie: one.cookie });
    await pause(1_200);
    await trpcCall(base(), "admin.support.reply", { conversationId: first.data.conversationId, text: "Credited now" }, { cookie: admin.cookie });
    await trpcCall(base(), "admin.support.setStatus", { conversationId: first.data.conversationId, status: "closed" }, { cookie: admin.cookie });
    // Two: answered by the second operator; stays open.
    const other = await trpcCall<{ conversationId: number }>(base(), "support.post", { text: "How do I withdraw?" }, { cookie: two.cookie });
    await pause(1_200);
    await trpcCall(base(), "admin.support.reply", { conversationId: other.data.conversationId, text: "From the wallet page" }, { cookie: second.cookie });
    // Three: nobody answers yet.
    await trpcCall(base(), "support.post", { text: "Hello?" }, { cookie: three.cookie });
  }, TIMEOUT);

  /** The reports page, desktop-wide, signed in as the demo operator, in `lang`. */
  async function reportsPage(lang: "en" | "tw"): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const session = await apiLogin(base(), "admin", "admin123");
    const context = await suite.browser.newContext({ ...DESKTOP, baseURL: base() });
    context.setDefaultTimeout(15_000);
    await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
    const [name, ...rest] = session.cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    const page = await context.newPage();
    return { page, errors: watchErrors(page), close: () => context.close() };
  }

  const cells = async (row: ReturnType<Page["locator"]>) => (await row.locator("td").allInnerTexts()).map((text) => text.trim());

  for (const lang of ["en", "tw"] as const) {
    it(
      `${lang}: each operator's answers and closes of today with their times, every operator's line, the open conversations per hour, and both as CSV`,
      async () => {
        const texts = TEXTS[lang];
        const { page, errors, close } = await reportsPage(lang);
        try {
          await page.goto("/admin/reports");
          const table = page.getByTestId("support-figures-table");
          await table.waitFor();
          const section = page.locator(".support-figures").first();
          expect(await section.locator(".console-panel-title").innerText()).toBe(texts.title);
          expect(await table.locator("thead").innerText()).toContain(texts.firstResponse);
          expect(await table.locator("thead").innerText()).toContain(texts.resolution);

          // Today's lines (operators by id): admin answered one and closed one, admin2 answered one; then every operator together.
          const lines = table.getByTestId("figures-day-operator");
          await expect.poll(() => lines.count()).toBe(2);
          const byName = async (name: string) => (await Promise.all([0, 1].map((i) => cells(lines.nth(i))))).find((line) => line[1] === name)!;
          const [adminLine, secondLine] = [await byName("admin"), await byName(SECOND.username)];
          const today = adminLine[0]!;
          expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(adminLine.slice(1, 3)).toEqual(["admin", "1"]);
          expect(adminLine[3]).toMatch(SECONDS[lang]);
          expect(adminLine[5]).toBe("1");
          expect(secondLine.slice(1, 3)).toEqual([SECOND.username, "1"]);
          expect(secondLine.slice(5)).toEqual(["0", "—", "—"]);
          const all = await cells(table.getByTestId("figures-day-all"));
          expect(all.slice(0, 3)).toEqual([today, texts.allOperators, "2"]);
          expect(all[5]).toBe("1");
          // One day with figures: no total over the days.
          expect(await table.getByTestId("figures-total-all").count()).toBe(0);

          // The hours: today's row ends blank (the hour under way is not over), earlier hours count; two conversations are open now.
          const hours = page.getByTestId("support-hours-table");
          const todayRow = hours.getByTestId("support-hours-day").filter({ hasText: today });
          const counts = (await todayRow.locator(".support-hours-count").evaluateAll((spans) => spans.map((span) => span.getAttribute("data-open"))))!;
          expect(counts).toHaveLength(24);
          const blankFrom = counts.indexOf("");
          expect(blankFrom).toBeGreaterThanOrEqual(0);
          expect(counts.slice(blankFrom).every((open) => open === "")).toBe(true);
          expect(counts.slice(0, blankFrom).every((open) => /^\d+$/.test(open ?? ""))).toBe(true);
          expect(await section.innerText()).toContain(texts.definitions.split("{{")[0]!.trim());

          await section.scrollIntoViewIfNeeded();
          await page.evaluate(() => document.querySelector(".support-figures")?.scrollIntoView({ block: "start" }));
          await screenshot(page, `38-figures-${lang}`);

          // The CSV links carry the days on screen and the page's language, and download the same figures.
          const links = page.locator(".support-figures [data-testid=export-csv]");
          expect(await links.count()).toBe(2);
          const figuresHref = (await links.nth(0).getAttribute("href"))!;
          expect(figuresHref).toMatch(new RegExp(`^/admin/export/support-figures\\.csv\\?fromDay=\\d{4}-\\d{2}-\\d{2}&toDay=${today}&lang=${lang}$`));
          const figuresCsv = await page.request.get(figuresHref);
          expect(figuresCsv.status()).toBe(200);
          const rows = (await figuresCsv.text()).replace(/^\uFEFF/, "").split("\r\n");
          expect(rows[0]!.split(",")[1]).toBe(lang === "en" ? "Operator" : "操作人員");
          expect(rows.some((row) => row.startsWith(`${today},admin,1,`))).toBe(true);
          expect(rows.some((row) => row.startsWith(`${today},${texts.allOperators},2,`))).toBe(true);
          const hoursHref = (await links.nth(1).getAttribute("href"))!;
          expect(hoursHref).toContain("/admin/export/support-hours.csv?");
          const hoursCsv = (await (await page.request.get(hoursHref)).text()).replace(/^\uFEFF/, "").split("\r\n");
          expect(hoursCsv.filter((row) => row.startsWith(`${today},`))).toHaveLength(24);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      TIMEOUT,
    );
  }
});
