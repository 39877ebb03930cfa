/**
 * The console's queues filter and export (issue 37, item 13), in a real
 * browser against the real server: the operator types a player and an amount
 * range, sees only the matching requests, and the Export CSV button downloads
 * exactly those (BOM, columns in the operator's language). In en and tw, with
 * screenshots test-results/e2e/37-13-queue-filters-*.png.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { admin as enAdmin } from "../../web/src/i18n/locales/admin/en";
import { admin as twAdmin } from "../../web/src/i18n/locales/admin/tw";
import { CSV_HEADERS } from "../../adapters/i18n/csv-headers";
import { CSV_LABELS } from "../../adapters/i18n/csv-labels";
import { en as enServer } from "../../adapters/i18n/messages/en";
import { tw as twServer } from "../../adapters/i18n/messages/tw";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin, registerInvitedPlayer, trpcCall } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 180_000;
const DESKTOP = { viewport: { width: 1280, height: 860 } } as const;
const TEXTS = { en: enAdmin, tw: twAdmin } as const;
const SERVER = { en: enServer, tw: twServer } as const;

describe.runIf(chromiumAvailable())("queue filters and CSV export in Chromium", () => {
  const suite = browserSuite();
  const base = () => suite.server.baseUrl;

  async function consolePage(lang: "en" | "tw"): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const session = await apiLogin(base(), "admin", "admin123");
    const context = await suite.browser.newContext({ ...DESKTOP, baseURL: base(), acceptDownloads: true });
    context.setDefaultTimeout(15_000);
    await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
    const [name, ...rest] = session.cookie.split("=");
    await context.addCookies([{ name: name!, value: rest.join("="), url: base() }]);
    const page = await context.newPage();
    return { page, errors: watchErrors(page), close: () => context.close() };
  }

  for (const lang of ["en", "tw"] as const) {
    it(
      `${lang}: a player and an amount range narrow the deposit queue, and Export CSV downloads just those`,
      async () => {
        const texts = TEXTS[lang];
        const wanted = await registerInvitedPlayer(base(), `e2eqf${lang}w`);
        const other = await registerInvitedPlayer(base(), `e2eqf${lang}o`);
        const bank = (await trpcCall<{ id: number; kind: string }[]>(base(), "wallet.depositChannels", null, { cookie: wanted.cookie, method: "GET" })).data.find((c) => c.kind === "bank")!;
        const ask = (cookie: string, amount: string, payerName: string) =>
          trpcCall(base(), "wallet.recharge", { amount, channelId: bank.id, reference: { payerName, accountLast5: "24680" } }, { cookie });
        await ask(wanted.cookie, "150.00", "Small Wanted");
        await ask(wanted.cookie, "750.00", "Large Wanted");
        await ask(other.cookie, "800.00", `Other Player ${lang}`);

        const { page, errors, close } = await consolePage(lang);
        try {
          await page.goto("/admin/deposits");
          await page.getByTestId("review-card").first().waitFor();
          expect(await page.getByTestId("review-card").filter({ hasText: `Other Player ${lang}` }).count()).toBe(1);

          await page.getByTestId("filter-player").fill(`e2eqf${lang}w`);
          await page.getByTestId("filter-min-amount").fill("500");
          await page.getByTestId("filter-max-amount").fill("1000");
          await page.getByTestId("filter-apply").click();
          await expect.poll(() => page.getByTestId("review-card").count()).toBe(1);
          const card = page.getByTestId("review-card").first();
          expect(await card.innerText()).toContain("Large Wanted 24680");
          expect(await card.innerText()).toContain(`e2eqf${lang}w`);
          await screenshot(page, `37-13-queue-filters-${lang}`);

          // The button downloads the filtered queue, every matching row, in the operator's language.
          const link = page.getByTestId("export-csv");
          expect(await link.innerText()).toBe(texts.lists.exportCsv);
          const download = await Promise.all([page.waitForEvent("download"), link.click()]).then(([d]) => d);
          expect(download.suggestedFilename()).toMatch(/^deposits-\d{4}-\d{2}-\d{2}\.csv$/);
          const stream = await download.createReadStream();
          const parts: Buffer[] = [];
          for await (const part of stream) parts.push(part as Buffer);
          const bytes = Buffer.concat(parts);
          expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
          const [header, ...rows] = bytes.subarray(3).toString("utf8").split("\r\n").filter((line) => line !== "");
          expect(header!.split(",").slice(0, 5)).toEqual([CSV_HEADERS[lang].id, CSV_HEADERS[lang].playerId, CSV_HEADERS[lang].username, CSV_HEADERS[lang].nickname, CSV_HEADERS[lang].amount]);
          expect(rows).toHaveLength(1);
          expect(rows[0]).toContain(`,e2eqf${lang}w,`);
          expect(rows[0]).toContain(",750.00,");

          // A range that makes no sense is refused in words naming the box ("Max amount: ..."), which is marked; clearing brings the whole queue back.
          await page.getByTestId("filter-min-amount").fill("900");
          await page.getByTestId("filter-max-amount").fill("100");
          await page.getByTestId("filter-apply").click();
          const named = (field: string) => texts.lists.fieldError.replace("{{field}}", field).replace("{{message}}", SERVER[lang].INVALID_INPUT);
          await page.getByTestId("filter-error").waitFor({ timeout: 20_000 });
          expect(await page.getByTestId("filter-error").innerText()).toBe(named(texts.lists.maxAmount));
          expect(await page.getByTestId("filter-max-amount").getAttribute("aria-invalid")).toBe("true");
          expect(await page.getByTestId("filter-min-amount").getAttribute("aria-invalid")).toBeNull();
          await screenshot(page, `37-13-queue-filters-refused-${lang}`);
          // An amount that is not one names the minimum's box.
          await page.getByTestId("filter-min-amount").fill("1e3");
          await page.getByTestId("filter-max-amount").fill("");
          await page.getByTestId("filter-apply").click();
          await expect.poll(() => page.getByTestId("filter-error").innerText()).toBe(named(texts.lists.minAmount));
          expect(await page.getByTestId("filter-min-amount").getAttribute("aria-invalid")).toBe("true");
          await page.getByTestId("filter-clear").click();
          await expect.poll(() => page.getByTestId("review-card").filter({ hasText: `Other Player ${lang}` }).count()).toBe(1);

          // The players' list exports what its search finds.
          await page.goto("/admin/players");
          await page.getByTestId("players-search").locator("input").fill(`e2eqf${lang}w`);
          await page.getByTestId("players-search-submit").click();
          await expect.poll(() => page.getByText(`e2eqf${lang}o`).count()).toBe(0);
          await screenshot(page, `37-13-players-export-${lang}`);
          const players = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]).then(([d]) => d);
          const playerParts: Buffer[] = [];
          for await (const part of await players.createReadStream()) playerParts.push(part as Buffer);
          const playerRows = Buffer.concat(playerParts).subarray(3).toString("utf8").split("\r\n").filter((line) => line !== "");
          expect(playerRows[0]!.split(",")[1]).toBe(CSV_HEADERS[lang].username);
          expect(playerRows.slice(1).map((row) => row.split(",")[1])).toEqual([`e2eqf${lang}w`]);
          expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
        } finally {
          await close();
        }
      },
      TIMEOUT,
    );
  }

  /** A bet of `stake` on big in game 1's first room, in a round with a few seconds left to close. */
  async function placeBigBet(cookie: string, stake: string): Promise<void> {
    const { data: home } = await trpcCall<{ games: { id: number; rooms: { id: number }[] }[] }>(base(), "home.games", null, { method: "GET" });
    const roomId = home.games.find((g) => g.id === 1)!.rooms[0]!.id;
    for (let attempt = 0; attempt < 120; attempt++) {
      const { data } = await trpcCall<{ current: { issue: string; closeAtMs: number; closed: boolean } | null; nowMs: number }>(base(), "round.current", { gameId: 1 }, { cookie, method: "GET" });
      if (data.current && !data.current.closed && data.current.closeAtMs - data.nowMs > 3_000) {
        await trpcCall(base(), "bet.place", { roomId, issue: data.current.issue, playTypes: [1], stake, expectedTotal: stake }, { cookie });
        return;
      }
      await new Promise((done) => setTimeout(done, 500));
    }
    throw new Error("no round open for betting in 60 s");
  }

  for (const lang of ["en", "tw"] as const) {
    it(
      `${lang}: the player page's bets tab has Export CSV, which downloads that player's bets of the days shown`,
      async () => {
        const texts = TEXTS[lang];
        const bettor = await registerInvitedPlayer(base(), `e2ebx${lang}`);
        const admin = await apiLogin(base(), "admin", "admin123");
        await trpcCall(base(), "admin.funds.gift", { userId: bettor.id, amount: "100", requestId: `e2e-bets-export-${lang}`, reason: "Test funds" }, { cookie: admin.cookie });
        await placeBigBet(bettor.cookie, "12.00");

        const { page, errors, close } = await consolePage(lang);
        try {
          await page.goto(`/admin/player?id=${bettor.id}`);
          await page.getByTestId("player-funds").waitFor();
          await page.locator(".console-status-tabs").getByText(texts.players.bets, { exact: true }).click();
          await page.getByTestId("bet-line").first().waitFor();
          const link = page.getByTestId("export-csv");
          expect(await link.innerText()).toBe(texts.lists.exportCsv);
          expect(await link.getAttribute("href")).toMatch(new RegExp(`^/admin/export/bets\\.csv\\?userId=${bettor.id}&from=\\d{4}-\\d{2}-\\d{2}&to=\\d{4}-\\d{2}-\\d{2}&lang=${lang}$`));
          await screenshot(page, `37-13-player-bets-export-${lang}`);

          const download = await Promise.all([page.waitForEvent("download"), link.click()]).then(([d]) => d);
          expect(download.suggestedFilename()).toMatch(/^bets-\d{4}-\d{2}-\d{2}\.csv$/);
          const parts: Buffer[] = [];
          for await (const part of await download.createReadStream()) parts.push(part as Buffer);
          const [header, ...rows] = Buffer.concat(parts).subarray(3).toString("utf8").split("\r\n").filter((line) => line !== "");
          const h = CSV_HEADERS[lang];
          expect(header).toBe([h.id, h.orderNo, h.time, h.game, h.room, h.issue, h.play, h.stake, h.odds, h.status, h.draw, h.payout, h.netResult, h.settledAt].join(","));
          expect(rows).toHaveLength(1);
          const cells = rows[0]!.split(",");
          expect(cells[3]).toBe(CSV_LABELS[lang].game.Singapore);
          expect(cells[6]).toBe(CSV_LABELS[lang].play.big);
          expect(cells[7]).toBe("12.00");
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      },
      TIMEOUT,
    );
  }
});
