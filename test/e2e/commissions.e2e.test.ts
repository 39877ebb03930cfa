/**
 * An agent sees a commission statement after a simulated day (issue 40), in a real browser against the real server
 * (20 s rounds): the demo player (invited by the demo agent) bets through the API and the round settles; then the
 * day is ended by running payDueCommissions against the server's own SQLite file at the first minute of the next
 * day; the agent signs in and finds, on the team screen, the paid period in the history, its statement (masked
 * name, basis, rate, amount), the invite link with its QR code, and each member's turnover. Screenshots in en and tw.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "../../adapters/persistence/open-store";
import { payDueCommissions } from "../../src/application/growth/pay-due-commissions";
import { commissionPeriodAt } from "../../src/domain/growth/periods";
import { DEFAULT_SCHEDULE } from "../../src/domain/rounds/schedule";
import { DEMO_ACCOUNTS } from "../../simulator/demo/seed-demo";
import type { AppDeps } from "../../src/application/deps";
import { en } from "../../web/src/i18n/locales/en";
import { tw } from "../../web/src/i18n/locales/tw";
import { admin as adminEn } from "../../web/src/i18n/locales/admin/en";
import { admin as adminTw } from "../../web/src/i18n/locales/admin/tw";
import { axeFindings, describeFindings } from "./support/axe";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { smallTargets } from "./support/small-targets";
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
interface Statement {
  periodKey: string;
  amountMinor: number;
  basisMinor: number;
  rateBp: number;
  lines: { playerId: number; name: string; stakesMinor: number; contributionMinor: number }[];
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.runIf(chromiumAvailable())("an agent's commission statement in Chromium (phone 390x844)", () => {
  // The server's database lives where this test can open it too, to end the day.
  const dataDir = mkdtempSync(join(tmpdir(), "lottery-e2e-commissions-"));
  const suite = browserSuite({ env: { DATA_DIR: dataDir } });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
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

  /** Ends the day: the end-of-period run, in this process, on the server's database, at the next day's first minute. */
  async function endTheDay(): Promise<void> {
    const store = await openStore({ dataDir });
    try {
      const schedule = DEFAULT_SCHEDULE;
      const nextDayMs = commissionPeriodAt(schedule, "daily", Date.now()).toMs + 60_000;
      const deps = { store, schedule, events: { publish: () => undefined } } as unknown as AppDeps;
      await payDueCommissions(deps, nextDayMs);
    } finally {
      await store.close();
    }
  }

  async function agentPage(cookie: string, lang: string): Promise<{ page: Page; errors: string[] }> {
    const context = await suite.newPhone();
    await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
    const [name, ...rest] = cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    const page = await context.newPage();
    return { page, errors: watchErrors(page) };
  }

  it(
    "after the day ends, the agent's team screen shows the paid period with the right amount, the statement and the invite link",
    async () => {
      const playerCookie = (await apiLogin(base(), DEMO_ACCOUNTS.player.username, DEMO_ACCOUNTS.player.password)).cookie;
      const issue = await openIssue(playerCookie, 4_000);
      await mutate(playerCookie, "bet.place", { roomId: ROOM, issue, playTypes: [1], stake: "1000", expectedTotal: "1000" });
      await mutate(playerCookie, "bet.place", { roomId: ROOM, issue, playTypes: [3], stake: "500", expectedTotal: "500" });
      // Wait for the round to settle.
      for (let i = 0; i < 120; i++) {
        // Yesterday to tomorrow in UTC: whatever the operator's day is near midnight.
        const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
        const bets = (await query<{ items: { issue: string; status: number }[] }>(playerCookie, "records.bets", { from: day(-1), to: day(1), pageSize: 100 })).items;
        if (bets.filter((bet) => bet.issue === issue).every((bet) => bet.status === 1) && bets.some((bet) => bet.issue === issue)) break;
        await sleep(1_000);
      }

      await endTheDay();
      const agent = await apiLogin(base(), DEMO_ACCOUNTS.agent.username, DEMO_ACCOUNTS.agent.password);
      const history = await query<{ items: { periodKey: string; amountMinor: number }[] }>(agent.cookie, "team.commissionHistory", { page: 1 });
      const paid = history.items[0]!;
      const statement = await query<Statement>(agent.cookie, "team.commission", { periodKey: paid.periodKey });
      // 0.50 % (the default rate) of at least 1,500.00 of the demo player's stakes: 7.50 or more.
      expect(statement.amountMinor).toBeGreaterThanOrEqual(750);
      expect(statement.amountMinor).toBe(paid.amountMinor);
      expect(statement.lines.some((line) => /^\S\*\*\*\S?$/.test(line.name) && line.stakesMinor >= 150_000)).toBe(true);
      const funds = await query<{ items: { type: number; quantityMinor: number; mark: string }[] }>(agent.cookie, "records.funds", { from: "2018-01-01", to: "2099-12-31" }).catch(() => null);
      if (funds) expect(funds.items.some((line) => line.type === 6 && line.mark === `commission:${paid.periodKey}`)).toBe(true);

      for (const [dictionary, suffix] of [
        [en, "en"],
        [tw, "tw"],
      ] as const) {
        const { page, errors } = await agentPage(agent.cookie, suffix);
        await page.goto("/shareFriend");
        await page.getByTestId("commission-statement").waitFor();
        // The invite link: the register page with the code prefilled, a copy button and a QR code.
        const link = await page.getByTestId("invite-link").inputValue();
        expect(link).toBe(`${base()}/register?inviter_id=${agent.inviteCode}`);
        await page.getByTestId("invite-qr").waitFor();
        expect(await page.getByTestId("invite-copy").innerText()).toBe(dictionary.agentTeam.copy);
        // Each member's turnover this period beside the list's own figures.
        await page.getByTestId("team-member").first().waitFor();
        expect(await page.getByTestId("team-member-turnover").count()).toBeGreaterThan(0);
        await screenshot(page, `40-commission-team-${suffix}`);
        // Accessible as every player screen is (issue 39): no serious axe violation, no control under 24 px.
        const findings = await axeFindings(page, `${suffix} team`);
        expect(findings, describeFindings(findings)).toEqual([]);
        expect(await page.evaluate(smallTargets, { rootSelector: ".app-page:not([aria-hidden])", alsoSelector: ".adm-tab-bar-item", primarySelector: ".adm-button-primary:not(.adm-button-mini):not(.adm-button-small)", inlineSlackChars: 10 })).toEqual([]);

        // The paid period in the history, with its amount; opening it shows the statement.
        const row = page.getByTestId("commission-period-row").first();
        expect(await row.getByTestId("commission-period-amount").innerText()).toBe(shownMoney(paid.amountMinor, suffix));
        await row.click();
        await page.getByText(dictionary.agentTeam.paid, { exact: true }).waitFor();
        expect(await page.getByTestId("commission-amount").innerText()).toBe(shownMoney(statement.amountMinor, suffix));
        expect(await page.getByTestId("commission-rate").innerText()).toBe("0.50 %");
        expect(await page.getByTestId("commission-basis").innerText()).toBe(shownMoney(statement.basisMinor, suffix));
        const names = await page.getByTestId("commission-line-name").allInnerTexts();
        expect(names).toEqual(statement.lines.map((line) => line.name));
        await page.getByTestId("commission-statement").evaluate((card) => card.scrollIntoView({ block: "center" }));
        await screenshot(page, `40-commission-statement-${suffix}`);
        // The member's row: the list's own figures and, beside them, the turnover and contribution of this period.
        const member = page.getByTestId("team-member").first();
        await member.evaluate((row) => row.scrollIntoView({ block: "center" }));
        const mine = statement.lines.find((line) => line.stakesMinor >= 150_000)!;
        expect(await member.getByTestId("team-member-turnover").innerText()).toBe(shownMoney(mine.stakesMinor, suffix));
        expect(await member.getByTestId("team-member-contribution").innerText()).toBe(shownMoney(mine.contributionMinor, suffix));
        await screenshot(page, `40-commission-member-${suffix}`);
        expect(errors).toEqual([]);
      }
    },
    TIMEOUT,
  );

  it(
    "the console shows the agent's statement and history, and sets the agent's own rate",
    async () => {
      const operator = await apiLogin(base(), DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
      const agent = await apiLogin(base(), DEMO_ACCOUNTS.agent.username, DEMO_ACCOUNTS.agent.password);
      for (const [dictionary, suffix] of [
        [adminEn, "en"],
        [adminTw, "tw"],
      ] as const) {
        const { page, errors } = await agentPage(operator.cookie, suffix);
        await page.goto(`/admin/player?id=${agent.id}`);
        await page.getByTestId("player-commissions").click();
        await page.waitForURL((url) => url.pathname === "/admin/agent-commissions");
        await page.getByTestId("commission-history-row").first().waitFor();
        await page.getByTestId("commission-history-view").first().click();
        await page.getByText(dictionary.commissions.paid, { exact: true }).waitFor();
        // The console names the players in full.
        expect(await page.getByTestId("commission-line").first().innerText()).toContain(DEMO_ACCOUNTS.player.username);
        await screenshot(page, `40-commission-console-${suffix}`);
        if (suffix === "en") {
          await page.getByTestId("commission-rate-input").locator("input").fill("0.8");
          await page.getByTestId("commission-rate-save").click();
          await page.getByTestId("commission-own-rate").getByText("0.80 %").waitFor();
          expect((await query<{ ownRateBp: number | null }>(operator.cookie, "admin.commissions.agent", { agentId: agent.id })).ownRateBp).toBe(80);
          await page.getByTestId("commission-rate-clear").click();
          await page.getByTestId("commission-own-rate").getByText("0.50 %").waitFor();
        }
        expect(errors).toEqual([]);
      }
    },
    TIMEOUT,
  );
});
