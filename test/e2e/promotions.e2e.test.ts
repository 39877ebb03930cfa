/**
 * Promotions in Chromium against the real server (issue 40): the operator creates a red packet on /admin/promotions
 * (terms in the five languages); a new player opens /actionCenter, reads its terms in their language, opens the red
 * packet with one tap (a toast names the amount) and finds the bonus in the fund records. Once in English, once in
 * traditional Chinese, with screenshots of the console form, the activity centre and the fund line.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { admin as enAdmin } from "../../web/src/i18n/locales/admin/en";
import { admin as twAdmin } from "../../web/src/i18n/locales/admin/tw";
import { en } from "../../web/src/i18n/locales/en";
import { tw } from "../../web/src/i18n/locales/tw";
import { axeFindings, describeFindings } from "./support/axe";
import { smallTargets } from "./support/small-targets";
import { chromiumAvailable, PHONE, screenshot, watchErrors } from "./support/browser";
import { shownMoney } from "./support/money";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 240_000;
const DESKTOP = { viewport: { width: 1280, height: 1000 } } as const;
const LANGS = { en: { player: en, console: enAdmin, device: DESKTOP }, tw: { player: tw, console: twAdmin, device: PHONE } } as const;
const TERM_LANGS = ["tw", "zh", "en", "jp", "kor"] as const;
const fill = (text: string, params: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? "");

/** Types into an antd field whose test id sits on the input itself or on its wrapper. */
async function type(field: Locator, text: string): Promise<void> {
  const tag = await field.evaluate((el) => el.tagName.toLowerCase());
  await (tag === "input" || tag === "textarea" ? field : field.locator("input, textarea").first()).fill(text);
}

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll("[aria-hidden=true].app-page, .console-loading").length === 0);
  await page.waitForTimeout(300);
}

/** axe-core's serious and critical findings and the controls under 24x24 px, for one screen. */
async function accessibility(page: Page, screen: string): Promise<void> {
  await settle(page);
  const findings = await axeFindings(page, screen);
  expect(findings.length, `serious or critical violations:\n${describeFindings(findings)}`).toBe(0);
  expect(await page.evaluate(smallTargets, { inlineSlackChars: 0 }), `${screen}: controls under 24x24 CSS px`).toEqual([]);
}

describe.runIf(chromiumAvailable())("promotions in Chromium", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;

  for (const lang of Object.keys(LANGS) as (keyof typeof LANGS)[]) {
    const { player: texts, console: consoleTexts, device } = LANGS[lang];
    it(
      `${lang}: the console creates a red packet; the activity centre shows its terms; a player opens it and sees the bonus in the fund records`,
      async () => {
        const suffix = `${lang}${Date.now() % 1_000_000}`;
        const title = (l: string) => `Lucky ${l} ${suffix}`;
        const body = (l: string) => `Open it today: ${l} terms ${suffix}`;

        // The console: the form with every language's title and terms, a pool of 10.00 in 2 packets.
        const staff = await apiLogin(base(), "admin", "admin123");
        const desk = await suite.browser.newContext({ ...device, baseURL: base() });
        try {
          desk.setDefaultTimeout(15_000);
          await desk.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
          const [name, ...rest] = staff.cookie.split("=");
          await desk.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
          const page = await desk.newPage();
          const errors = watchErrors(page);
          await page.goto("/admin/promotions");
          await page.getByTestId("promotion-add").click();
          const editor = page.getByTestId("promotion-new");
          await editor.waitFor();
          await editor.getByText(consoleTexts.promotions.kindRedPacket, { exact: true }).click();
          for (const l of TERM_LANGS) {
            await type(editor.getByTestId(`promotion-title-${l}`), title(l));
            await type(editor.getByTestId(`promotion-body-${l}`), body(l));
          }
          await type(editor.getByTestId("promotion-pool"), "10");
          await type(editor.getByTestId("promotion-packets"), "2");
          await type(editor.getByTestId("promotion-turnover"), "0");
          await type(editor.getByTestId("promotion-wagering"), "1");
          await screenshot(page, `40-promotion-console-form-${lang}`);
          await accessibility(page, `${lang} /admin/promotions form`);
          await editor.getByTestId("promotion-save").click();
          await page.getByText(consoleTexts.promotions.saved, { exact: true }).waitFor();
          const card = page.locator('[data-testid="promotion-card"]', { hasText: title("tw") });
          await card.waitFor();
          expect(await card.getByTestId("promotion-status").innerText()).toBe(consoleTexts.promotions.statusRunning);
          await settle(page);
          await card.scrollIntoViewIfNeeded();
          await screenshot(page, `40-promotion-console-list-${lang}`);
          expect(errors).toEqual([]);
        } finally {
          await desk.close();
        }

        // The player: a new account, the activity centre in their language.
        const player = await registerInvitedPlayer(base(), `e2epromo${suffix}`);
        const phone = await suite.newPhone();
        await phone.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
        const [name, ...rest] = player.cookie.split("=");
        await phone.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
        const page = await phone.newPage();
        const errors = watchErrors(page);
        await page.goto("/actionCenter");
        const promotion = page.locator('[data-testid="promotion"]', { hasText: title(lang) });
        await promotion.waitFor();
        expect(await promotion.getByTestId("promotion-terms").innerText()).toBe(body(lang));
        expect(await promotion.getByTestId("promotion-left").innerText()).toBe(fill(texts.promotions.redPacketLeft, { amount: shownMoney(1_000, lang), packets: "2" }));
        expect(await promotion.getByTestId("promotion-claimed").innerText()).toBe(texts.promotions.notClaimed);
        await promotion.scrollIntoViewIfNeeded();
        await screenshot(page, `40-promotion-center-${lang}`);
        await accessibility(page, `${lang} /actionCenter`);

        await promotion.getByTestId("promotion-claim").click();
        await promotion.getByTestId("promotion-claimed-now").waitFor();
        const { data } = await trpcCall<{ promotions: { title: string; claimedMinor: number }[]; wageringLeftMinor: number }>(base(), "promotions.list", null, { cookie: player.cookie, method: "GET", lang });
        const claimedMinor = data.promotions.find((p) => p.title === title(lang))!.claimedMinor;
        expect(claimedMinor).toBeGreaterThan(0);
        expect(claimedMinor).toBeLessThan(1_000);
        expect(await promotion.getByTestId("promotion-claimed").innerText()).toBe(fill(texts.promotions.claimed, { amount: shownMoney(claimedMinor, lang) }));
        expect(data.wageringLeftMinor).toBe(claimedMinor);
        await screenshot(page, `40-promotion-claimed-${lang}`, { withToast: true });

        // The fund record: a bonus line (type 8) of the amount, naming the promotion.
        await page.goto("/CapitalDetail");
        const line = page.locator('[data-testid="fund-item"][data-type="8"]').first();
        await line.waitFor();
        expect(await line.getByTestId("fund-amount").innerText()).toContain(shownMoney(claimedMinor, lang));
        await page.waitForFunction((expected) => document.querySelector('[data-testid="fund-item"][data-type="8"] [data-testid="fund-mark"]')?.textContent === expected, fill(texts.fundMarks.titledPromotionBonus, { title: title(lang) }));
        await screenshot(page, `40-promotion-fund-${lang}`);
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  }
});
