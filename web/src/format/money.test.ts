import { describe, expect, it } from "vitest";
import { formatMoney } from "../../../src/domain/money";
import { LANGUAGES } from "../i18n/languages";
import { money } from "./money";

describe("money on the screen", () => {
  it("groups thousands and keeps two decimals in every language", () => {
    for (const lang of LANGUAGES) {
      expect(money(1_000_000, lang), lang).toBe("10,000.00");
      expect(money(50_000_000, lang), lang).toBe("500,000.00");
      expect(money(100_000_000_000, lang), lang).toBe("1,000,000,000.00");
      expect(money(5, lang), lang).toBe("0.05");
      expect(money(0, lang), lang).toBe("0.00");
      expect(money(-123_456, lang), lang).toBe("-1,234.56");
    }
  });

  it("is exact for every cent (no float rounding), and the wire's form stays plain", () => {
    for (const minor of [1, 7, 10, 99, 100, 101, 123_456_789_01, 99_999_999_999, 100_000_000_000 - 1]) {
      expect(money(minor, "en").replace(/,/g, "")).toBe(formatMoney(minor));
    }
    expect(formatMoney(1_000_000)).toBe("10000.00");
  });
});
