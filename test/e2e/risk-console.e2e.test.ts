/**
 * The risk console pages (issue 41) in Chromium against the real server: the risk settings show the defaults
 * (10 minutes, 30 seconds), keep a change after a reload, refuse an alarm later than the automatic void with the
 * rule under the field in the page's language and save nothing; the return monitor opens (a table per game once
 * rounds are tallied, else the sentence that says when they will be). axe-core finds no serious or critical
 * violation, no control is under 24x24 px. en on a desktop, tw on a phone; screenshots test-results/e2e/41-risk-*.png.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { admin as enAdmin } from "../../web/src/i18n/locales/admin/en";
import { admin as twAdmin } from "../../web/src/i18n/locales/admin/tw";
import { axeFindings, describeFindings } from "./support/axe";
import { chromiumAvailable, PHONE, screenshot, watchErrors } from "./support/browser";
import { apiLogin } from "./support/server";
import { browserSuite } from "./support/suite";
import { smallTargets } from "./support/small-targets";

const TIMEOUT = 240_000;
const DESKTOP = { viewport: { width: 1280, height: 1000 } } as const;
const LANGS = {
  en: { texts: enAdmin.risk, device: DESKTOP, minutes: "15", seconds: "45" },
  tw: { texts: twAdmin.risk, device: PHONE, minutes: "10", seconds: "30" },
} as const;

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll("[aria-hidden=true].app-page, .console-loading").length === 0);
  await page.waitForTimeout(400);
}

describe.runIf(chromiumAvailable())("the risk console pages in Chromium", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;

  for (const [lang, { texts, device, minutes, seconds }] of Object.entries(LANGS)) {
    it(
      `${lang}: the risk settings kept after a reload, an alarm later than the void refused in words, the return monitor, no accessibility violation`,
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
          const voidField = page.getByTestId("risk-autoVoidAfterMs");
          const stallField = page.getByTestId("risk-stallAlarmAfterMs");

          await page.goto("/admin/risk-settings");
          await page.getByTestId("risk-settings-form").waitFor();
          await check("/admin/risk-settings");
          await voidField.fill(minutes);
          await stallField.fill(seconds);
          await page.getByTestId("risk-save").click();
          await page.getByText(texts.saved).waitFor();
          await page.reload();
          await page.getByTestId("risk-settings-form").waitFor();
          expect(await voidField.inputValue()).toBe(minutes);
          expect(await stallField.inputValue()).toBe(seconds);

          // An alarm later than the void: refused by the server, the rule said under the field, nothing saved.
          await stallField.fill(String(Number(minutes) * 60 + 1));
          await page.getByTestId("risk-save").click();
          const problem = page.getByTestId("risk-field-error");
          await problem.waitFor();
          expect(await problem.innerText()).toBe(texts.stallHint);
          expect(await stallField.getAttribute("aria-invalid")).toBe("true");
          await check("/admin/risk-settings (refused)");
          await screenshot(page, `41-risk-${lang}-settings-refused`);
          await page.reload();
          await page.getByTestId("risk-settings-form").waitFor();
          expect(await stallField.inputValue()).toBe(seconds);
          // Not a whole number: said before anything is sent.
          await voidField.fill("1.5");
          await page.getByTestId("risk-save").click();
          await expect.poll(() => problem.innerText()).toBe(texts.notNumber);

          await page.goto("/admin/returns");
          await page.getByTestId("console-returns").waitFor();
          await settle(page);
          const tables = await page.getByTestId("returns-table").count();
          if (tables === 0) await page.getByTestId("returns-none").waitFor();
          else expect(await page.getByTestId("returns-row").count()).toBeGreaterThan(0);
          await check("/admin/returns");
          await screenshot(page, `41-risk-${lang}-returns`);

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
