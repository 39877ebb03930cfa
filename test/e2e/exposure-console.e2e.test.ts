/**
 * The console's live exposure view (issue 41) in Chromium against the real server: an operator opens
 * /admin/exposure on the round on sale; a player bets (big and the number 14) through the API; without a reload
 * (the game's live stream tells the page, no timer) the payout on 14 grows by at least the bets' payouts, the worst
 * sum is marked, and the player shows among the top players with exactly their stake; a recent round picked shows
 * as drawn. The demo's bots bet too, so the checks are on growth and on the player's own line. axe-core finds no serious or critical violation, no control
 * is under 24x24 px. en on a desktop, tw on a phone; screenshots test-results/e2e/41-exposure-*.png.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { numberPlayType, PLAY_TYPE } from "../../src/domain/betting/outcome";
import { payoutMinor } from "../../src/domain/betting/odds";
import { axeFindings, describeFindings } from "./support/axe";
import { chromiumAvailable, PHONE, screenshot, watchErrors } from "./support/browser";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";
import { smallTargets } from "./support/small-targets";

const TIMEOUT = 240_000;
const DESKTOP = { viewport: { width: 1280, height: 1000 } } as const;
const LANGS = { en: DESKTOP, tw: PHONE } as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const payoutOn = async (page: Page, sum: number): Promise<number> => Number(await page.locator(`[data-testid=exposure-sum][data-sum="${sum}"]`).getAttribute("data-payout-minor"));

describe.runIf(chromiumAvailable())("the console's live exposure view in Chromium", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;
  let staffCookie = "";
  let roomId = 0;

  beforeAll(async () => {
    staffCookie = (await apiLogin(base(), "admin", "admin123")).cookie;
    const { data: games } = await trpcCall<{ games: { id: number; rooms: { id: number }[] }[] }>(base(), "home.games", null, { method: "GET" });
    roomId = games.games.find((g) => g.id === 1)!.rooms[0]!.id;
  }, TIMEOUT);

  for (const [lang, device] of Object.entries(LANGS)) {
    it(
      `${lang}: bets placed by a player show on the open page: the payout per sum and the top players, no reload`,
      async () => {
        const player = await registerInvitedPlayer(base(), `e2eexp${lang}${Date.now() % 1_000_000}`);
        await trpcCall(base(), "admin.funds.gift", { userId: player.id, amount: "10000", requestId: `exposure-e2e-${player.id}`, reason: "e2e" }, { cookie: staffCookie });
        const context = await suite.browser.newContext({ ...device, baseURL: base() });
        try {
          context.setDefaultTimeout(15_000);
          await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
          const [name, ...rest] = staffCookie.split("=");
          await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
          const page = await context.newPage();
          const errors = watchErrors(page);

          // Reached from the console's navigation.
          await page.goto("/admin/draws");
          if (lang === "tw") await page.getByTestId("console-menu").click();
          await page.getByTestId("console-nav-exposure").filter({ visible: true }).click();
          await page.getByTestId("exposure-chart").waitFor();
          await page.waitForFunction(() => document.querySelector("[data-testid=exposure-live]")?.getAttribute("data-connected") === "true");
          await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

          // A round on sale with time to bet: the page shows it (it moves on by itself when a round opens).
          let issue = "";
          for (;;) {
            const { data } = await trpcCall<{ current: { issue: string; closeAtMs: number; closed: boolean } | null; nowMs: number }>(base(), "round.current", { gameId: 1 }, { cookie: player.cookie, method: "GET" });
            if (data.current && !data.current.closed && data.current.closeAtMs - data.nowMs > 9_000) {
              issue = data.current.issue;
              break;
            }
            await pause(500);
          }
          await page.waitForFunction((wanted) => document.querySelector("[data-testid=exposure-round]")?.getAttribute("data-issue") === wanted, issue);
          const before14 = await payoutOn(page, 14);

          const placed = await trpcCall<{ bets: { playType: number; stakeMinor: number; oddsHundredths: number }[] }>(
            base(),
            "bet.place",
            { roomId, issue, playTypes: [PLAY_TYPE.big, numberPlayType(14)], stake: "1500", expectedTotal: "3000.00" },
            { cookie: player.cookie },
          );
          const mine = placed.data.bets.reduce((total, bet) => total + payoutMinor(bet.stakeMinor, bet.oddsHundredths), 0);

          // The payout on 14 grows by at least both bets' payouts (bots may add theirs), the same on the page's row.
          await expect.poll(() => payoutOn(page, 14), { timeout: 10_000 }).toBeGreaterThanOrEqual(before14 + mine);
          const playerRow = page.locator(`[data-testid=exposure-top-player][data-user-id="${player.id}"]`);
          await playerRow.waitFor();
          expect((await playerRow.locator("td").nth(1).innerText()).replaceAll(",", "")).toBe("3000.00");
          // The worst sum is marked on its row, and it pays what the summary calls the worst case.
          const worst = await page.getByTestId("exposure-chart").getAttribute("data-worst-sum");
          expect(worst).not.toBe("");
          const worstRow = page.locator(`[data-testid=exposure-sum][data-sum="${worst}"]`);
          expect(await worstRow.getAttribute("class")).toContain("exposure-worst");
          expect(await worstRow.getAttribute("data-payout-minor")).toBe(await page.locator("[data-testid=exposure-line][data-scope=game]").getAttribute("data-worst-minor"));
          expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

          // A recent round, picked: its own figures, drawn (or voided); then back to the one on sale.
          const picker = page.getByTestId("exposure-round-picker");
          const past = await picker.locator("option").nth(1).getAttribute("value");
          await picker.selectOption(past!);
          await page.waitForFunction((wanted) => document.querySelector("[data-testid=exposure-round]")?.getAttribute("data-issue") === wanted, past);
          expect(["drawn", "settled", "void", "closed"]).toContain(await page.locator(".exposure-status").getAttribute("data-status"));
          await picker.selectOption("");
          await page.waitForFunction((wanted) => document.querySelector("[data-testid=exposure-round]")?.getAttribute("data-issue") !== wanted, past);

          await page.waitForFunction(() => document.querySelectorAll(".console-loading").length === 0);
          const findings = await axeFindings(page, `${lang} /admin/exposure`);
          const small = await page.evaluate(smallTargets, { inlineSlackChars: 0 });
          await screenshot(page, `41-exposure-${lang}`);
          await page.getByTestId("exposure-chart").scrollIntoViewIfNeeded();
          await screenshot(page, `41-exposure-${lang}-chart`);
          await page.getByTestId("exposure-top-players").scrollIntoViewIfNeeded();
          await screenshot(page, `41-exposure-${lang}-players`);

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
