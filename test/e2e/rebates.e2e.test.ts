/**
 * A player claims a rebate (issue 40), in a real browser against the real server (20 s rounds): the demo player bets
 * through the API and the round settles; on /personal the rebate card shows today's accrual ("Rebate today: 2.00")
 * and the VIP card the level with its progress; one tap on the claim button credits it (a toast says so) and the
 * fund record shows the rebate line. Once in English, once in traditional Chinese, with screenshots of each.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../simulator/demo/seed-demo";
import { en } from "../../web/src/i18n/locales/en";
import { tw } from "../../web/src/i18n/locales/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { shownMoney } from "./support/money";
import { apiLogin, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 240_000;
const GAME = 1;
const ROOM = 11;

interface Round {
  nowMs: number;
  current: { issue: string; closeAtMs: number; closed: boolean } | null;
}
interface Rebate {
  today: { day: string; accruedMinor: number; paidMinor: number };
  claimableMinor: number;
  canClaim: boolean;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const fill = (text: string, params: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? "");

describe.runIf(chromiumAvailable())("a player claims a rebate in Chromium (phone 390x844)", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;
  const query = async <T,>(cookie: string, path: string, input: unknown = null) => (await trpcCall<T>(base(), path, input, { cookie, method: "GET" })).data;
  const mutate = async <T,>(cookie: string, path: string, input: unknown = null) => (await trpcCall<T>(base(), path, input, { cookie })).data;

  async function openIssue(cookie: string, leftMs: number): Promise<string> {
    for (let i = 0; i < 120; i++) {
      const round = await query<Round>(cookie, "round.current", { gameId: GAME });
      if (round.current && !round.current.closed && round.current.closeAtMs - round.nowMs >= leftMs) return round.current.issue;
      await sleep(500);
    }
    throw new Error("no open round");
  }

  /** Bets 1,000.00 on big and waits until the rebate has grown by 2.00 (0.20 %, junior's base rate): the round settled. */
  async function betAndSettle(cookie: string): Promise<Rebate> {
    const before = (await query<Rebate>(cookie, "rewards.rebate")).today.accruedMinor;
    const issue = await openIssue(cookie, 4_000);
    await mutate(cookie, "bet.place", { roomId: ROOM, issue, playTypes: [1], stake: "1000", expectedTotal: "1000" });
    for (let i = 0; i < 90; i++) {
      const rebate = await query<Rebate>(cookie, "rewards.rebate");
      if (rebate.today.accruedMinor >= before + 200) return rebate;
      await sleep(1_000);
    }
    throw new Error("the round did not settle");
  }

  async function playerPage(cookie: string, lang: string): Promise<{ page: Page; errors: string[] }> {
    const context = await suite.newPhone();
    await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
    const [name, ...rest] = cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  it(
    "shows the accrued rebate on /personal, claims it with one tap, and the fund record shows the rebate line (en, tw)",
    async () => {
      const player = await apiLogin(base(), DEMO_ACCOUNTS.player.username, DEMO_ACCOUNTS.player.password);
      for (const [dictionary, lang] of [
        [en, "en"],
        [tw, "tw"],
      ] as const) {
        const rebate = await betAndSettle(player.cookie);
        expect(rebate.canClaim).toBe(true);
        const { page, errors } = await playerPage(player.cookie, lang);
        await page.goto("/personal");
        const today = page.getByTestId("rebate-today");
        await today.waitFor();
        expect(await today.innerText()).toBe(fill(dictionary.rewards.rebateToday, { amount: shownMoney(rebate.today.accruedMinor, lang) }));
        // The VIP card: the level, both thresholds' progress, and what each level gives once opened.
        expect(await page.getByTestId("vip-level").innerText()).toBe(dictionary.rewards.level_junior);
        await page.getByTestId("vip-progress-turnover").waitFor();
        await page.getByTestId("vip-progress-deposits").waitFor();
        await page.getByText(dictionary.rewards.levelsTitle, { exact: true }).click();
        await page.getByTestId("vip-level-supreme").waitFor();
        await page.getByTestId("rebate-card").evaluate((card) => card.scrollIntoView({ block: "start" }));
        await screenshot(page, `40-rebate-personal-${lang}`);
        await page.getByTestId("vip-levels").evaluate((list) => list.scrollIntoView({ block: "center" }));
        await screenshot(page, `40-vip-levels-${lang}`);

        const claim = page.getByTestId("rebate-claim");
        expect(await claim.innerText()).toBe(fill(dictionary.rewards.claim, { amount: shownMoney(rebate.claimableMinor, lang) }));
        await claim.click();
        await page.getByText(fill(dictionary.rewards.claimed, { amount: shownMoney(rebate.claimableMinor, lang) })).waitFor();
        await page.getByTestId("rebate-claimed").waitFor();
        expect(await page.getByTestId("rebate-claim").isDisabled()).toBe(true);
        expect(await page.getByTestId("rebate-claim").innerText()).toBe(dictionary.rewards.claimNone);
        await screenshot(page, `40-rebate-claimed-${lang}`, { withToast: true });
        const after = await query<Rebate>(player.cookie, "rewards.rebate");
        expect(after.today.paidMinor).toBe(after.today.accruedMinor);

        // The fund record: a rebate line of the day, for the amount claimed.
        await page.goto("/CapitalDetail");
        const line = page.locator('[data-testid="fund-item"][data-type="7"]').first();
        await line.waitFor();
        expect(await line.getByTestId("fund-mark").innerText()).toBe(fill(dictionary.fundMarks.rebate, { day: rebate.today.day }));
        expect(await line.getByTestId("fund-amount").innerText()).toContain(shownMoney(rebate.claimableMinor, lang));
        await screenshot(page, `40-rebate-fund-${lang}`);
        expect(errors).toEqual([]);
      }
    },
    TIMEOUT,
  );
});
