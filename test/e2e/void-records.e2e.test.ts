/**
 * A voided round seen by the player (issue 41), in a real browser against the real server: a bet of a round the
 * operator voided reads "Void, refunded" with the reason in the reader's language, in the bet records and on the
 * bet's page, and its refund line is in the fund records. Screenshots 41-void-{records,detail}-{en,tw}.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { argon2Hasher } from "../../adapters/crypto/argon2-hasher";
import { DATABASE_FILE_NAME } from "../../adapters/persistence/open-store";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { placeBet } from "../../src/application/betting/place-bet";
import { voidRound } from "../../src/application/risk/void-round";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/rounds/schedule";
import { en } from "../../web/src/i18n/locales/en";
import { tw } from "../../web/src/i18n/locales/tw";
import { createPlayer, testApp } from "../support/app";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 120_000;
const USERNAME = "voidfan";
const PASSWORD = "secret123";
const REASON = { zh: "开奖中断", tw: "開獎中斷", en: "The draw was interrupted", jp: "抽選が中断されました", kor: "추첨이 중단되었습니다" };

/** The latest round of the schedule that opened in the last day (the test may run outside the sales hours). */
function recentRound() {
  for (let t = Date.now(); t > Date.now() - 86_400_000; t -= 30_000) {
    const round = roundAt(DEFAULT_SCHEDULE, t);
    if (round) return round;
  }
  throw new Error("no round in the last day");
}

/** A player's bet in a round that was then voided, written before the server starts. */
async function seed(dir: string): Promise<void> {
  const store = await openSqliteStore({ file: join(dir, DATABASE_FILE_NAME) });
  try {
    const round = recentRound();
    const app = await testApp(store, { startMs: round.openAtMs + 1_000 });
    await new RoundEngine(app.deps, { chainLength: 50 }).tick();
    const player = await createPlayer(app, { balanceMinor: 10_000, username: USERNAME });
    await store.transaction((tx) => argon2Hasher.hash(PASSWORD).then((passwordHash) => tx.users.update(player.id, { passwordHash })));
    const placed = await placeBet(app.deps, { userId: player.id, roomId: 11, issue: round.issue, playTypes: [PLAY_TYPE.big], stakeMinor: 1_000 });
    expect(placed.ok).toBe(true);
    app.clock.set(round.openAtMs + 5_000);
    expect((await voidRound(app.deps, { gameId: 1, issue: round.issue, reason: REASON, operatorId: 1 })).ok).toBe(true);
  } finally {
    await store.close();
  }
}

describe.runIf(chromiumAvailable())("a voided round in the player's records, in Chromium (phone 390x844)", () => {
  const dir = mkdtempSync(join(tmpdir(), "void-records-"));
  beforeAll(() => seed(dir), 60_000);
  const suite = browserSuite({ env: { DATA_DIR: dir, DEMO: "0" } });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const [lang, locale, dictionary] of [
    ["en", "en-US", en],
    ["tw", "zh-TW", tw],
  ] as const) {
    it(
      `says "void, refunded" with the reason in ${lang}, and lists the refund`,
      async () => {
        const { cookie } = await apiLogin(suite.server.baseUrl, USERNAME, PASSWORD);
        const context = await suite.newPhone({ locale });
        const [name, ...rest] = cookie.split("=");
        await context.addCookies([{ name: name!, value: rest.join("="), url: suite.server.baseUrl }]);
        await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto("/BetRecord");
        await page.getByTestId("bet-item").first().waitFor();
        expect(await page.getByTestId("bet-status").first().innerText()).toBe(dictionary.records.voidRefunded);
        expect(await page.getByTestId("bet-void-reason").first().innerText()).toBe(REASON[lang]);
        await screenshot(page, `41-void-records-${lang}`);
        await page.getByTestId("bet-item").first().click();
        await page.getByTestId("bet-badge").waitFor();
        expect(await page.getByTestId("bet-badge").innerText()).toBe(dictionary.records.badgeVoid);
        await screenshot(page, `41-void-detail-${lang}`);
        await page.goto("/CapitalDetail");
        await page.getByTestId("fund-item").first().waitFor();
        expect(await page.getByTestId("fund-type").first().innerText()).toBe(dictionary.records.fundRefund);
        expect(await page.getByTestId("fund-amount").first().innerText()).toBe("+10.00");
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  }
});
