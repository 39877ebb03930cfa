/**
 * The growth engine's console pages (issue 40, lane reports) in Chromium against the real server: after a player
 * invited by the demo agent has a settled bet, the operator changes a setting (the default commission rate) and
 * finds it kept after a reload; a rate above 10 % is refused with the field and the rule in the page's language
 * and nothing is saved; a text that is no percentage is marked before anything is sent; the growth report shows the
 * settled turnover, the house's result and the demo agent's team, and its CSV downloads in the page's language; the
 * payouts history opens. axe-core finds no serious or critical violation on the three pages, no control is under
 * 24x24 px. en on a desktop, tw on a phone; screenshots test-results/e2e/40-growth-*.png.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { admin as enAdmin } from "../../web/src/i18n/locales/admin/en";
import { admin as twAdmin } from "../../web/src/i18n/locales/admin/tw";
import { axeFindings, describeFindings } from "./support/axe";
import { chromiumAvailable, PHONE, screenshot, watchErrors } from "./support/browser";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";
import { smallTargets } from "./support/small-targets";

const TIMEOUT = 240_000;
const DESKTOP = { viewport: { width: 1280, height: 1000 } } as const;
const LANGS = {
  en: { texts: enAdmin.growth, device: DESKTOP, rate: "1.25" },
  tw: { texts: twAdmin.growth, device: PHONE, rate: "0.75" },
} as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll("[aria-hidden=true].app-page, .console-loading").length === 0);
  await page.waitForTimeout(400);
}

describe.runIf(chromiumAvailable())("the growth console pages in Chromium", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;
  let today = "";

  beforeAll(async () => {
    const staff = await apiLogin(base(), "admin", "admin123");
    const overview = await trpcCall<{ schedule: { timeZone: string } }>(base(), "admin.games.overview", null, { cookie: staff.cookie, method: "GET" });
    today = new Date().toLocaleDateString("sv-SE", { timeZone: overview.data.schedule.timeZone });
    // A player of the demo agent's team bets 10.00 on big; the round settles within a round or two (20 s rounds).
    const player = await registerInvitedPlayer(base(), `e2egrowth${Date.now() % 1_000_000}`);
    await trpcCall(base(), "admin.funds.gift", { userId: player.id, amount: "100", requestId: `growth-e2e-${player.id}`, reason: "e2e" }, { cookie: staff.cookie });
    const { data: games } = await trpcCall<{ games: { id: number; rooms: { id: number }[] }[] }>(base(), "home.games", null, { method: "GET" });
    const roomId = games.games.find((g) => g.id === 1)!.rooms[0]!.id;
    for (;;) {
      const { data } = await trpcCall<{ current: { issue: string; closeAtMs: number; closed: boolean } | null; nowMs: number }>(base(), "round.current", { gameId: 1 }, { cookie: player.cookie, method: "GET" });
      if (data.current && !data.current.closed && data.current.closeAtMs - data.nowMs > 3_000) {
        await trpcCall(base(), "bet.place", { roomId, issue: data.current.issue, playTypes: [1], stake: "10", expectedTotal: "10.00" }, { cookie: player.cookie });
        break;
      }
      await pause(500);
    }
    for (let attempt = 0; ; attempt++) {
      const { data } = await trpcCall<{ items: { status: number; placedAtMs?: number }[] }>(base(), "records.bets", { scope: "self", from: today, to: today, page: 1, pageSize: 10 }, { cookie: player.cookie, method: "GET" });
      if (data.items.length > 0 && data.items.every((bet) => bet.status === 1)) break;
      if (attempt > 90) throw new Error("the bet was not settled in 90 s");
      await pause(1_000);
    }
  }, TIMEOUT);

  for (const [lang, { texts, device, rate }] of Object.entries(LANGS)) {
    it(
      `${lang}: a setting kept after a reload, a bad one refused in words, a report with the settled bets and its CSV, no accessibility violation`,
      async () => {
        const session = await apiLogin(base(), "admin", "admin123");
        const context = await suite.browser.newContext({ ...device, baseURL: base() });
        try {
          context.setDefaultTimeout(15_000);
          await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
          const [name, ...rest] = session.cookie.split("=");
          await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
          const page = await context.newPage();
          const errors = watchErrors(page);
          const findings: Awaited<ReturnType<typeof axeFindings>> = [];
          const small: string[] = [];
          const check = async (screen: string) => {
            await settle(page);
            findings.push(...(await axeFindings(page, `${lang} ${screen}`)));
            small.push(...(await page.evaluate(smallTargets, { inlineSlackChars: 0 })).map((line) => `[${lang} ${screen}] ${line}`));
          };
          const rateField = page.getByTestId("growth-commission.defaultRateBp");

          // The settings: every setting shown as read (0.50 %, 1.00), the rate changed and kept after a reload.
          await page.goto("/admin/growth-settings");
          await page.getByTestId("growth-settings-form").waitFor();
          expect(await page.getByTestId("growth-vip.levels.3.levelUpBonusMinor").inputValue()).toBe("588.00");
          await check("/admin/growth-settings");
          await rateField.fill(rate);
          await page.getByTestId("growth-settings-save").click();
          await page.getByText(texts.settings.saved).waitFor();
          await page.reload();
          await page.getByTestId("growth-settings-form").waitFor();
          expect(await rateField.inputValue()).toBe(rate);

          // Above 10 %: the server refuses; the page names the field and the rule in its language, and marks the field.
          await rateField.fill("12.00");
          await page.getByTestId("growth-settings-save").click();
          const problem = page.getByTestId("growth-settings-problem");
          await problem.waitFor();
          expect(await problem.innerText()).toBe(texts.settings.refused.replace("{{field}}", texts.settings.defaultRate).replace("{{rule}}", texts.settings.ruleRate));
          expect(await rateField.getAttribute("aria-invalid")).toBe("true");
          // Said under the field as well (on a phone the form's end is far below it), and named as the field's description.
          const fieldError = page.getByTestId("growth-field-error");
          expect(await fieldError.innerText()).toBe(await problem.innerText());
          expect(await rateField.getAttribute("aria-describedby")).toBe(await fieldError.getAttribute("id"));
          await check("/admin/growth-settings (refused)");
          await screenshot(page, `40-growth-${lang}-settings-refused`);
          // Not a percentage at all: marked before anything is sent.
          const premiumRebate = page.getByTestId("growth-vip.levels.2.baseRebateBp");
          await premiumRebate.fill("0.605");
          await page.getByTestId("growth-settings-save").click();
          await expect.poll(() => problem.innerText()).toBe(texts.settings.fixFields);
          await page.getByText(texts.settings.percentInvalid).waitFor();
          await page.reload();
          await page.getByTestId("growth-settings-form").waitFor();
          expect(await rateField.inputValue()).toBe(rate);
          expect(await premiumRebate.inputValue()).toBe("0.60");

          // The report: today's settled turnover and the house's result; the demo agent's team.
          await page.goto("/admin/growth-reports");
          const total = page.getByTestId("growth-report-total");
          await total.waitFor();
          const cells = (await total.locator("td").allInnerTexts()).map((text) => text.trim());
          expect(cells[0]).toBe(texts.reports.total);
          expect(Number(cells[1])).toBeGreaterThanOrEqual(1);
          expect(Number(cells[2]!.replaceAll(",", ""))).toBeGreaterThanOrEqual(10);
          // The last seven days, today last (a bet settled just before midnight counts on the day before).
          expect(await page.getByTestId("growth-report-day").last().locator("td").first().innerText()).toBe(today);
          await check("/admin/growth-reports");
          await screenshot(page, `40-growth-${lang}-report`);
          await page.locator(".console-status-tabs").getByText(texts.reports.byAgent, { exact: true }).click();
          const agentLine = page.getByTestId("growth-report-agent").filter({ hasText: "agent" });
          await agentLine.first().waitFor();
          expect(Number(await agentLine.first().locator("td").nth(1).innerText())).toBeGreaterThanOrEqual(1);
          await check("/admin/growth-reports (agents)");
          await page.locator(".console-status-tabs").getByText(texts.reports.byGame, { exact: true }).click();
          await page.getByTestId("growth-report-game").first().waitFor();
          await check("/admin/growth-reports (games)");

          // The CSV the page links to, in its language.
          const href = await page.getByTestId("export-csv").getAttribute("href");
          expect(href).toMatch(/^\/admin\/export\/growth-report\.csv\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d&lang=/);
          const csv = await page.evaluate(async (url) => (await fetch(url)).text(), href!);
          expect(csv).toContain(lang === "en" ? "House result after growth payments" : "平台盈虧（優惠後）");
          expect(csv.split("\r\n").length).toBeGreaterThan(9);

          // The payouts history.
          await page.goto("/admin/growth-payouts");
          await page.getByTestId("growth-payouts-kind").waitFor();
          await check("/admin/growth-payouts");
          await screenshot(page, `40-growth-${lang}-payouts`);

          expect(findings.length, `serious or critical violations:\n${describeFindings(findings)}`).toBe(0);
          expect(small, "controls under 24x24 CSS px").toEqual([]);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      },
      TIMEOUT,
    );
  }
});
