import { describe, expect, it } from "vitest";
import type { Notice } from "../../src/domain/notifications/notice";
import { LANGUAGES } from "./languages";
import { pushMessage } from "./push-texts";

/** The push notices' own texts (issue 39): five languages, the product's money words, every placeholder filled. */
const WORDS = { en: ["deposit", "withdrawal"], tw: ["儲值", "提領"], zh: ["充值", "提现"], jp: ["入金", "出金"], kor: ["입금", "출금"] } as const;

const NOTICES: readonly Notice[] = [
  { kind: "deposit_approved", userId: 1, depositId: 7, amountMinor: 123_456 },
  { kind: "withdrawal_paid", userId: 1, withdrawalId: 8, amountMinor: 123_456 },
  { kind: "withdrawal_rejected", userId: 1, withdrawalId: 8, amountMinor: 123_456 },
  { kind: "win", userId: 1, gameId: 2, issue: "20261128-0042", profitMinor: 123_456 },
  { kind: "round_closing", userId: 1, gameId: 2, roomId: 21, issue: "20261128-0042" },
];

describe("push notice texts", () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: every notice has a title and a filled text, with the product's words for money`, () => {
      const [deposit, withdrawal] = WORDS[lang];
      for (const notice of NOTICES) {
        const message = pushMessage(notice, lang);
        expect(message.title.length).toBeGreaterThan(0);
        expect(message.body).not.toMatch(/[{}]/);
        if (notice.kind === "round_closing") expect(message.body).toContain("20261128-0042");
        else expect(message.body).toContain("1,234.56");
        if (notice.kind === "win") expect(message.body).toContain("20261128-0042");
        if (notice.kind === "deposit_approved") expect(`${message.title} ${message.body}`.toLowerCase()).toContain(deposit);
        if (notice.kind.startsWith("withdrawal")) expect(`${message.title} ${message.body}`.toLowerCase()).toContain(withdrawal);
      }
    });
  }

  it("a tap opens the notice's screen", () => {
    expect(NOTICES.map((n) => pushMessage(n, "en").url)).toEqual(["/CapitalDetail", "/CapitalDetail", "/CapitalDetail", "/BetRecord", "/betRoom?id=21&game_id=2"]);
  });
});
