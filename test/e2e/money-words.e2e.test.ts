/**
 * Issue 37, items 4 and 5, in a real browser against the real server (20 s rounds), in en and tw:
 * the deposit details show each label above its value, the account number and the USDT address
 * in a block that never overflows at 360 px, one full-width copy button per value to paste;
 * fund details show a deposit under review as requested (neutral, no sign) and a rejected one
 * struck through; a won bet's fund line is the Payout, its bet record the Net result; a lost bet
 * reads Lost. Screenshots test-results/e2e/37-*.png.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_DEPOSIT_CHANNELS } from "../../simulator/demo/seed-demo";
import { en } from "../../web/src/i18n/locales/en";
import { tw } from "../../web/src/i18n/locales/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 240_000;
const GAME = 1;
/** Singapore's Beginner room: stakes from 1.00. */
const ROOM = 11;
/** "The sum is exactly n" is play type 100 + n: the 28 of them make exactly one winner and 27 losers. */
const EVERY_SUM = Array.from({ length: 28 }, (_, n) => 100 + n);
const USDT_ADDRESS = DEMO_DEPOSIT_CHANNELS.find((c) => c.kind === "usdt")!.address!;
/** The two languages looked at. */
const LANGS = [
  { lang: "en", texts: en },
  { lang: "tw", texts: tw },
] as const;

interface Bet {
  id: number;
  issue: string;
  status: 0 | 1;
  hit: boolean;
  stakeMinor: number;
  profitMinor: number;
}
interface Round {
  nowMs: number;
  current: { issue: string; closeAtMs: number; closed: boolean } | null;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const units = (minor: number) => (minor / 100).toFixed(2);

describe.runIf(chromiumAvailable())("deposit details and money words in Chromium", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;
  const query = async <T,>(cookie: string, path: string, input: unknown = null) => (await trpcCall<T>(base(), path, input, { cookie, method: "GET" })).data;
  const mutate = async <T,>(cookie: string, path: string, input: unknown = null) => (await trpcCall<T>(base(), path, input, { cookie })).data;

  /** A phone signed in with `cookie`, in `lang` (the app's own language setting, as /language stores it). */
  async function signedInPage(cookie: string, lang: string, width = 390): Promise<{ page: Page; errors: string[] }> {
    const context = await suite.newPhone();
    const [name, ...rest] = cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
    const page = await context.newPage();
    if (width !== 390) await page.setViewportSize({ width, height: 800 });
    return { page, errors: watchErrors(page) };
  }

  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error("not on screen");
    return found;
  };

  /** Every shown detail's label sits wholly above its value. */
  async function labelsAboveValues(page: Page, names: readonly string[]): Promise<void> {
    for (const name of names) {
      const label = await box(page.getByTestId(`deposit-label-${name}`));
      const value = await box(page.getByTestId(`deposit-${name}`));
      expect(label.y + label.height, `${name}: label above value`).toBeLessThanOrEqual(value.y + 0.5);
    }
  }

  /** The value stays inside its card: no scrolling overflow, no edge past the card's. */
  async function fitsItsCard(page: Page, name: string): Promise<void> {
    const value = page.getByTestId(`deposit-${name}`);
    const overflow = await value.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, font: getComputedStyle(el).fontFamily }));
    expect(overflow.scroll, `${name} overflows`).toBeLessThanOrEqual(overflow.client);
    expect(overflow.font, `${name} in a monospaced face`).toMatch(/mono/i);
    const card = await box(page.getByTestId("deposit-details"));
    const shown = await box(value);
    expect(shown.x + shown.width).toBeLessThanOrEqual(card.x + card.width);
    expect(shown.x).toBeGreaterThanOrEqual(card.x);
  }

  /** Exactly the given values have a copy button, each as wide as its detail's row. */
  async function oneWideCopyEach(page: Page, names: readonly string[]): Promise<void> {
    expect(await page.getByTestId("deposit-details").locator("button").count()).toBe(names.length);
    for (const name of names) {
      const row = await box(page.getByTestId(`deposit-field-${name}`));
      const button = await box(page.getByTestId(`deposit-copy-${name}`));
      expect(button.width, `${name}: full-width copy`).toBeGreaterThanOrEqual(row.width - 1);
      const value = await box(page.getByTestId(`deposit-${name}`));
      expect(button.y, `${name}: copy under its value`).toBeGreaterThanOrEqual(value.y + value.height - 0.5);
    }
  }

  for (const { lang, texts } of LANGS) {
    it(
      `${lang}: at 360 px the bank and USDT details put each label above its value, keep the address inside the card, one full-width copy button per value to paste`,
      async () => {
        const demo = await apiLogin(base(), "demo", "demo123");
        const { page, errors } = await signedInPage(demo.cookie, lang, 360);
        await page.goto("/Recharge");
        await page.locator("[data-testid=deposit-details][data-kind=bank]").waitFor();
        expect(await page.getByTestId("deposit-label-bankName").innerText()).toBe(texts.deposit.bankName);
        const bank = ["bankName", "holder", "accountNumber"] as const;
        await labelsAboveValues(page, bank);
        await fitsItsCard(page, "accountNumber");
        await oneWideCopyEach(page, ["holder", "accountNumber"]);
        await page.getByTestId("deposit-details").scrollIntoViewIfNeeded();
        await screenshot(page, `37-4-deposit-bank-${lang}`);

        await page.getByTestId("deposit-mode").getByText(texts.deposit.modeUsdt, { exact: true }).click();
        await page.locator("[data-testid=deposit-details][data-kind=usdt]").waitFor();
        expect(await page.getByTestId("deposit-address").innerText()).toBe(USDT_ADDRESS);
        expect(await page.getByTestId("deposit-network").innerText()).toBe("TRC20");
        await labelsAboveValues(page, ["network", "address"]);
        await fitsItsCard(page, "address");
        await oneWideCopyEach(page, ["address"]);
        await page.getByTestId("deposit-field-address").scrollIntoViewIfNeeded();
        await screenshot(page, `37-4-deposit-usdt-${lang}`);
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  }

  /** The issue of a round still open for at least `leftMs`, waiting for the next one if needed. */
  async function openIssue(cookie: string, leftMs: number): Promise<string> {
    for (let i = 0; i < 120; i++) {
      const round = await query<Round>(cookie, "round.current", { gameId: GAME });
      if (round.current && !round.current.closed && round.current.closeAtMs - round.nowMs >= leftMs) return round.current.issue;
      await sleep(500);
    }
    throw new Error("no open round");
  }

  it(
    "fund details: a deposit under review is requested, without a sign, in a neutral colour; a rejected one is struck through; a won bet's line is the Payout, its record the Net result, a lost bet Lost (en and tw)",
    async () => {
      const demo = await apiLogin(base(), "demo", "demo123");
      const cookie = demo.cookie;
      const admin = await apiLogin(base(), "admin", "admin123");
      const today = (await query<{ today: string }>(cookie, "records.days")).today;

      // 28 bets of 1.00 (every sum) in one round: one wins, 27 lose.
      const issue = await openIssue(cookie, 6_000);
      await mutate(cookie, "bet.place", { roomId: ROOM, issue, playTypes: EVERY_SUM, stake: "1", expectedTotal: "28" });
      const bets = async () => (await query<{ items: Bet[] }>(cookie, "records.bets", { from: today, to: today, pageSize: 100 })).items.filter((b) => b.issue === issue);
      await expect.poll(async () => (await bets()).filter((b) => b.status === 1).length, { timeout: 90_000, interval: 1_000 }).toBe(28);
      const winner = (await bets()).find((b) => b.hit)!;
      const payoutMinor = winner.stakeMinor + winner.profitMinor;

      // One deposit rejected, then one left under review (the newest line).
      const rejected = await mutate<{ id: number }>(cookie, "wallet.recharge", { amount: "150" });
      await mutate(admin.cookie, "admin.deposits.reject", { id: rejected.id, remark: "no payment arrived" });
      await mutate(cookie, "wallet.recharge", { amount: "100" });

      for (const { lang, texts } of LANGS) {
        const { page, errors } = await signedInPage(cookie, lang);
        await page.goto("/CapitalDetail");
        const lines = page.getByTestId("fund-item");
        await lines.first().waitFor();

        const pending = lines.first();
        expect(await pending.getAttribute("data-type")).toBe("0");
        const pendingAmount = pending.getByTestId("fund-amount");
        expect(await pendingAmount.innerText()).toBe(texts.records.amountRequested.replace("{{amount}}", "100.00"));
        expect(await pendingAmount.innerText()).not.toMatch(/[+-]/);
        expect(await pending.getByTestId("fund-status").innerText()).toBe(texts.records.reviewPending);
        // Neutral: the secondary text colour, not the colour a credit is shown in.
        const colours = await page.evaluate(() => {
          const probe = document.createElement("span");
          probe.className = "record-amount record-amount-in";
          document.body.append(probe);
          const credit = getComputedStyle(probe).color;
          // The secondary text colour as the page computes it (a token of web/src/styles/tokens.css).
          probe.className = "";
          probe.style.color = "var(--text-secondary)";
          const secondary = getComputedStyle(probe).color;
          probe.remove();
          return { credit, secondary };
        });
        const pendingColour = await pendingAmount.evaluate((el) => getComputedStyle(el).color);
        expect(pendingColour).not.toBe(colours.credit);
        expect(pendingColour).toBe(colours.secondary);

        const refused = lines.filter({ has: page.locator("[data-testid=fund-amount][data-kind=rejected]") }).first();
        expect(await refused.getByTestId("fund-status").innerText()).toBe(texts.records.reviewRejected);
        expect(await refused.getByTestId("fund-amount").innerText()).toBe("150.00");
        expect(await refused.getByTestId("fund-amount").evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain("line-through");
        await screenshot(page, `37-5-fund-requested-rejected-${lang}`);

        // The payout: the fund line of the win says Payout and the whole credit.
        await page.goto("/CapitalDetail?type=3");
        const payout = page.locator("[data-testid=fund-item][data-type='3']").first();
        await payout.waitFor();
        expect(await payout.getByTestId("fund-type").innerText()).toBe(texts.records.fundProfit);
        expect(texts.records.fundProfit).toBe(lang === "en" ? "Payout" : "派獎");
        expect(await page.getByTestId("fund-amount").allInnerTexts()).toContain(`+${units(payoutMinor)}`);
        await screenshot(page, `37-5-fund-payout-${lang}`);

        // The bet records: the win's Net result (payout less stake), and Lost for the others.
        await page.goto("/BetRecord");
        await page.getByTestId("bet-item").first().waitFor();
        await screenshot(page, `37-5-bet-record-${lang}`);
        const end = page.getByTestId("bets-self-end");
        for (let i = 0; i < 30 && !(await end.isVisible()); i++) {
          await page.locator(".app-page:not([aria-hidden])").evaluate((el) => el.scrollTo(0, el.scrollHeight));
          await page.waitForTimeout(300);
        }
        await end.waitFor();
        const round = page.getByTestId("bet-item").filter({ has: page.getByTestId("bet-issue").getByText(issue, { exact: true }) });
        expect(await round.count()).toBe(28);
        const statuses = await round.getByTestId("bet-status").allInnerTexts();
        expect(texts.records.netResult).toBe(lang === "en" ? "Net result" : "淨輸贏");
        expect(texts.records.lost).toBe(lang === "en" ? "Lost" : "未中獎");
        expect(statuses.filter((s) => s === texts.records.lost)).toHaveLength(27);
        expect(statuses.filter((s) => s === `${texts.records.netResult} +${units(winner.profitMinor)}`)).toHaveLength(1);
        await page.locator('[data-testid=bet-item]:has([data-outcome="won"])').first().scrollIntoViewIfNeeded();
        await screenshot(page, `37-5-bet-record-won-${lang}`);

        // The won bet's detail: Net result under the net amount, the Payout line with the whole credit.
        await page.goto(`/betDetail?id=${winner.id}`);
        await page.getByTestId("bet-profit").waitFor();
        expect(await page.getByTestId("bet-profit").innerText()).toBe(`+${units(winner.profitMinor)}`);
        expect(await page.locator(".detail-hero-caption").innerText()).toBe(texts.records.netResult);
        expect(await page.getByText(texts.records.payout, { exact: true }).count()).toBeGreaterThan(0);
        await screenshot(page, `37-5-bet-detail-won-${lang}`);
        expect(errors).toEqual([]);
      }
    },
    TIMEOUT,
  );
});
