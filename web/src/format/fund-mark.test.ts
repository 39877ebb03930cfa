import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { en } from "../i18n/locales/en";
import { tw } from "../i18n/locales/tw";
import { fundMarkText } from "./fund-mark";

async function translator(lang: "en" | "tw") {
  const i18n = createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { translation: lang === "en" ? en : tw } }, interpolation: { escapeValue: false } });
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

  it("shows an operator's own words as written", async () => {
    const t = await translator("en");
    expect(fundMarkText(t, "compensation for ticket 88")).toBe("compensation for ticket 88");
  });
});
