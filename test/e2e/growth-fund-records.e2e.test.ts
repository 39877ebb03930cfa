/**
 * The growth engine's credits in the player's fund records (issue 40), in a real browser against the real server:
 * a commission, a rebate, a running promotion's bonus and a level-up bonus, each under its own type with its remark
 * in the reader's language (the promotion by its title). Screenshots 40-fund-records-growth-{en,tw}.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { argon2Hasher } from "../../adapters/crypto/argon2-hasher";
import { DATABASE_FILE_NAME } from "../../adapters/persistence/open-store";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { payOut } from "../../src/application/growth/pay-out";
import { inTransaction, type Work } from "../../src/application/unit-of-work";
import { addCalendarDays } from "../../src/domain/calendar";
import { commissionMark } from "../../src/domain/growth/commission-statement";
import { payoutKey, type Payout } from "../../src/domain/growth/payout";
import { growthDayOf } from "../../src/domain/growth/periods";
import { promotionMark } from "../../src/domain/growth/promotion";
import { rebateMark } from "../../src/domain/growth/rebate-formula";
import { levelBonusMark } from "../../src/domain/growth/vip-level";
import { DEFAULT_SCHEDULE } from "../../src/domain/rounds/schedule";
import { en } from "../../web/src/i18n/locales/en";
import { tw } from "../../web/src/i18n/locales/tw";
import { testApp } from "../support/app";
import { chromiumAvailable, screenshot, watchErrors } from "./support/browser";
import { apiLogin } from "./support/server";
import { browserSuite } from "./support/suite";

const TIMEOUT = 120_000;
const USERNAME = "growthfan";
const PASSWORD = "secret123";
const yesterday = addCalendarDays(growthDayOf(DEFAULT_SCHEDULE, Date.now()), -1);

/** A player with this day's growth credits, written before the server starts (a day's runs are tested elsewhere). */
async function seed(dir: string): Promise<void> {
  const store = await openSqliteStore({ file: join(dir, DATABASE_FILE_NAME) });
  try {
    const app = await testApp(store, { startMs: Date.now() });
    const nowMs = Date.now();
    const user = await store.transaction(async (tx) =>
      tx.users.create({
        username: USERNAME,
        nickname: "",
        mobile: "",
        passwordHash: await argon2Hasher.hash(PASSWORD),
        role: "player",
        groupId: 3,
        inviterId: null,
        isSimulated: false,
        securityCodeHash: null,
        securityCodeFailures: 0,
        securityCodeLockedUntilMs: null,
        waterLimitPercent: 100,
        buyBanned: false,
        chatBanned: false,
        createdAtMs: nowMs - 86_400_000,
      }),
    );
    const text = (title: string) => ({ title, body: `${title}.` });
    const promotion = await store.transaction((tx) =>
      tx.promotions.create(
        {
          terms: { en: text("Daily check-in"), tw: text("每日簽到"), zh: text("每日签到"), jp: text("毎日チェックイン"), kor: text("매일 출석") },
          startMs: nowMs - 3_600_000,
          endMs: nowMs + 7 * 86_400_000,
          reward: { kind: "check_in", amountMinor: 500 },
          eligibility: { minLevel: 0, newPlayersOnly: false, minDepositMinor: 0, onePerAddress: false },
          wageringMultiple: 0,
        },
        nowMs,
      ),
    );
    const userId = user!.id;
    const payouts: Payout[] = [
      { key: payoutKey("commission", userId, yesterday), kind: "commission", amountMinor: 12_345, periodKey: yesterday, source: "commission", mark: commissionMark(yesterday) },
      { key: payoutKey("rebate", userId, `${yesterday}:240`), kind: "rebate", amountMinor: 240, periodKey: yesterday, source: "rebate", mark: rebateMark(yesterday) },
      { key: payoutKey("bonus", userId, `promotion:${promotion.id}`), kind: "bonus", amountMinor: 500, periodKey: `promotion:${promotion.id}`, source: `promotion:${promotion.id}`, mark: promotionMark(promotion.id) },
      { key: payoutKey("bonus", userId, "level:2"), kind: "bonus", amountMinor: 8_800, periodKey: "level:2", source: "level:2", mark: levelBonusMark(2) },
    ].map((payout, i) => ({ ...payout, userId, detail: "{}", atMs: nowMs + i }) as Payout);
    for (const payout of payouts) {
      const paid = await inTransaction(app.deps, (work: Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">) => payOut(work, payout));
      expect(paid).toEqual({ ok: true, value: true });
    }
  } finally {
    await store.close();
  }
}

describe.runIf(chromiumAvailable())("the growth engine's credits in the fund records, in Chromium (phone 390x844)", () => {
  const dir = mkdtempSync(join(tmpdir(), "growth-records-"));
  // Registered before the suite's own beforeAll, so the server starts on the seeded database.
  beforeAll(() => seed(dir), 60_000);
  const suite = browserSuite({ env: { DATA_DIR: dir, DEMO: "0" } });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const [lang, locale, dictionary] of [
    ["en", "en-US", en],
    ["tw", "zh-TW", tw],
  ] as const) {
    it(
      `says each credit's kind and period in ${lang}, a promotion by its title`,
      async () => {
        const { cookie } = await apiLogin(suite.server.baseUrl, USERNAME, PASSWORD);
        const context = await suite.newPhone({ locale });
        const [name, ...rest] = cookie.split("=");
        await context.addCookies([{ name: name!, value: rest.join("="), url: suite.server.baseUrl }]);
        await context.addInitScript((chosen) => localStorage.setItem("locale", chosen), lang);
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto("/CapitalDetail");
        const items = page.getByTestId("fund-item");
        await items.nth(3).waitFor();
        // Newest first: the level-up bonus, the promotion's bonus, the rebate, the commission.
        const title = lang === "en" ? "Daily check-in" : "每日簽到";
        const marks = dictionary.fundMarks;
        await page.getByText(marks.titledPromotionBonus.replace("{{title}}", title)).waitFor();
        expect(await page.getByTestId("fund-mark").allInnerTexts()).toEqual([
          marks.levelBonus.replace("{{level}}", dictionary.rewards.level_premium),
          marks.titledPromotionBonus.replace("{{title}}", title),
          marks.rebate.replace("{{day}}", yesterday),
          marks.commission.replace("{{day}}", yesterday),
        ]);
        expect(await page.getByTestId("fund-type").allInnerTexts()).toEqual([dictionary.records.fundBonus, dictionary.records.fundBonus, dictionary.records.fundRebate, dictionary.records.fundCommission]);
        expect(await page.getByTestId("fund-amount").allInnerTexts()).toEqual(["+88.00", "+5.00", "+2.40", "+123.45"]);
        await screenshot(page, `40-fund-records-growth-${lang}`);
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  }
});
