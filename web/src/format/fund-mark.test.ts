import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { en } from "../i18n/locales/en";
import { jp } from "../i18n/locales/jp";
import { kor } from "../i18n/locales/kor";
import { tw } from "../i18n/locales/tw";
import { zh } from "../i18n/locales/zh";
import { fundMarkText } from "./fund-mark";

const DICTIONARIES = { en, tw, zh, jp, kor };

async function translator(lang: keyof typeof DICTIONARIES) {
  const i18n = createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { translation: DICTIONARIES[lang] } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

describe("fund-log remarks in the reader's language", () => {
  it("names the game, the round and the play of a bet or a win, the sum of a number bet included", async () => {
    const t = await translator("tw");
    expect(fundMarkText(t, "Singapore 202611220301 big")).toBe("新加坡 第202611220301期 · 大");
    expect(fundMarkText(t, "New Zealand 202611220301 number 15")).toBe(`${tw.games["New Zealand"]} 第202611220301期 · ${tw.play.number.replace("{{n}}", "15")}`);
  });

  it("translates deposits, withdrawals and gifts and keeps their details", async () => {
    const t = await translator("en");
    expect(fundMarkText(t, "recharge 1000.00 USDT (checked)")).toBe("Deposit 1000.00 USDT (checked)");
    expect(fundMarkText(t, "withdraw to Bank of Taiwan ****1234")).toBe("Withdraw to Bank of Taiwan ****1234");
    expect(fundMarkText(t, "gift")).toBe("Gift");
  });

  it("names the growth engine's credits and their period: commission, rebate, a promotion's bonus, a level-up bonus", async () => {
    const t = await translator("en");
    expect(fundMarkText(t, "commission:2026-11-28")).toBe("Commission 2026-11-28");
    expect(fundMarkText(t, "commission:week:2026-11-23")).toBe("Commission, week of 2026-11-23");
    expect(fundMarkText(t, "rebate:2026-11-28")).toBe("Rebate 2026-11-28");
    expect(fundMarkText(t, "bonus:promotion:7")).toBe("Promotion bonus");
    expect(fundMarkText(t, "bonus:promotion:7", (id) => (id === 7 ? "Welcome bonus" : null))).toBe("Promotion bonus: Welcome bonus");
    expect(fundMarkText(t, "bonus:level:1")).toBe("Level-up bonus: Intermediate");
    expect(fundMarkText(t, "bonus:level:3")).toBe("Level-up bonus: Supreme");
  });

  it("says them in each of the five languages, the VIP levels by their names", async () => {
    const said = async (lang: keyof typeof DICTIONARIES) => {
      const t = await translator(lang);
      return ["commission:2026-11-28", "rebate:2026-11-28", "bonus:promotion:7", "bonus:level:0", "bonus:level:2"].map((mark) => fundMarkText(t, mark));
    };
    expect(await said("tw")).toEqual(["佣金 2026-11-28", "返水 2026-11-28", "活動獎金", "晉級獎金：初級", "晉級獎金：高級"]);
    expect(await said("zh")).toEqual(["佣金 2026-11-28", "返水 2026-11-28", "活动奖金", "晋级奖金：初级", "晋级奖金：高级"]);
    expect(await said("jp")).toEqual(["コミッション 2026-11-28", "リベート 2026-11-28", "キャンペーンボーナス", "レベルアップボーナス：ジュニア", "レベルアップボーナス：プレミアム"]);
    expect(await said("kor")).toEqual(["커미션 2026-11-28", "리베이트 2026-11-28", "프로모션 보너스", "레벨업 보너스: 주니어", "레벨업 보너스: 프리미엄"]);
  });

  it("shows an operator's own words as written", async () => {
    const t = await translator("en");
    expect(fundMarkText(t, "compensation for ticket 88")).toBe("compensation for ticket 88");
    expect(fundMarkText(t, "commission for the week")).toBe("commission for the week");
  });
});
