import { describe, expect, it } from "vitest";
import { DICTIONARIES as SERVER_MESSAGES } from "../../adapters/i18n/messages";
import { LANGUAGES, type Lang } from "../../web/src/i18n/languages";
import { admin as adminEn } from "../../web/src/i18n/locales/admin/en";
import { admin as adminJp } from "../../web/src/i18n/locales/admin/jp";
import { admin as adminKor } from "../../web/src/i18n/locales/admin/kor";
import { admin as adminTw } from "../../web/src/i18n/locales/admin/tw";
import { admin as adminZh } from "../../web/src/i18n/locales/admin/zh";
import { en } from "../../web/src/i18n/locales/en";
import { jp } from "../../web/src/i18n/locales/jp";
import { kor } from "../../web/src/i18n/locales/kor";
import { tw } from "../../web/src/i18n/locales/tw";
import { zh } from "../../web/src/i18n/locales/zh";

/**
 * Issue 37, item 5: one word for a deposit and one for a withdrawal in each language, on
 * every screen and in every server message; one word for a won bet's credit (the payout),
 * one for what the bet made or lost (the net result), and "lost" for a lost bet.
 * zh and tw follow the server's long-standing choice (mainland 充值/提现, Taiwan 儲值/提領);
 * the legacy wire's field values are not texts and are not touched.
 */
interface Words {
  readonly deposit: RegExp;
  readonly withdrawal: RegExp;
  /** Other words for a deposit or a withdrawal, none of which may appear. */
  readonly synonyms: readonly RegExp[];
  readonly payout: string;
  readonly net: string;
  readonly lost: string;
  /** Words that call a payout or a net result "profit" (or the payout by another name); none may appear. */
  readonly profitWords: readonly RegExp[];
}

const WORDS: Record<Lang, Words> = {
  en: {
    deposit: /^Deposits?$/,
    withdrawal: /^Withdraw(als?)?$/,
    // "Payout" is a won bet's credit: where withdrawals go is not "payout details".
    synonyms: [/recharg/i, /top[- ]?up/i, /cash[- ]?out/i, /pay[- ]?in\b/i, /\bpayout (account|details|method)/i],
    payout: "Payout",
    net: "Net result",
    lost: "Lost",
    profitWords: [/profit/i, /winnings/i],
  },
  zh: { deposit: /^充值$/, withdrawal: /^提现$/, synonyms: [/存入/, /存款/, /储值/, /(?<![输收])入金/, /转出/, /提款/, /取款/, /出款/, /提取/, /出金/], payout: "派奖", net: "净输赢", lost: "未中奖", profitWords: [/盈利/, /派彩/] },
  tw: {
    deposit: /^儲值$/,
    withdrawal: /^提領$/,
    synonyms: [/充值/, /存入/, /存款/, /(?<![輸收])入金/, /轉出/, /提現/, /提款/, /取款/, /出款/, /提取/, /出金/],
    payout: "派獎",
    net: "淨輸贏",
    lost: "未中獎",
    profitWords: [/盈利/, /派彩/],
  },
  jp: { deposit: /^入金$/, withdrawal: /^出金$/, synonyms: [/チャージ/, /引き出/, /引出/, /払い出/, /出款/, /預け入れ/, /充値/], payout: "払戻", net: "純損益", lost: "落選", profitWords: [/利益/] },
  kor: { deposit: /^입금$/, withdrawal: /^출금$/, synonyms: [/충전/, /인출/, /환전/], payout: "당첨금", net: "순손익", lost: "미당첨", profitWords: [/수익/, /지급액/] },
};

const WEB = {
  zh: { ...zh, admin: adminZh },
  tw: { ...tw, admin: adminTw },
  en: { ...en, admin: adminEn },
  jp: { ...jp, admin: adminJp },
  kor: { ...kor, admin: adminKor },
};

function flatten(tree: object, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === "object") for (const [k, v] of flatten(value as object, path)) out.set(k, v);
    else if (typeof value === "string") out.set(path, value);
  }
  return out;
}

/** Every text a person can read in one language: the web's dictionaries (player and console) and the server's messages. */
function texts(lang: Lang): Map<string, string> {
  const all = flatten(WEB[lang], "web");
  for (const [key, text] of flatten(SERVER_MESSAGES[lang], "server")) all.set(key, text);
  return all;
}

/** The texts that use another word for a deposit or a withdrawal. */
function synonymsIn(lang: Lang, entries: Map<string, string>): string[] {
  return [...entries].filter(([, text]) => WORDS[lang].synonyms.some((word) => word.test(text))).map(([key, text]) => `${lang}:${key} = ${text}`);
}

describe("one word for deposits and one for withdrawals in each language", () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: the buttons, titles and fund types all say the chosen words`, () => {
      const entries = texts(lang);
      for (const key of ["web.personal.deposit", "web.wallet.deposit", "web.wallet.rechargeTitle", "web.room.menuDeposit", "web.records.fundRecharge", "web.admin.funds.typeRecharge", "web.protection.deposited"]) {
        expect(entries.get(key), `${lang}:${key}`).toMatch(WORDS[lang].deposit);
      }
      for (const key of ["web.personal.withdraw", "web.wallet.withdraw", "web.wallet.withdrawTitle", "web.records.fundWithdraw", "web.admin.funds.typeWithdraw", "web.protection.withdrawn"]) {
        expect(entries.get(key), `${lang}:${key}`).toMatch(WORDS[lang].withdrawal);
      }
    });

    it(`${lang}: no text of the app or the server uses another word for them`, () => {
      expect(synonymsIn(lang, texts(lang))).toEqual([]);
    });

    it(`${lang}: a won bet's credit is the payout, what a bet made is the net result, a lost bet is lost`, () => {
      const entries = texts(lang);
      for (const key of ["web.records.fundProfit", "web.records.payout", "web.admin.funds.typeProfit", "web.admin.reports.payout"]) expect(entries.get(key), `${lang}:${key}`).toBe(WORDS[lang].payout);
      expect(entries.get("web.protection.paid")?.startsWith(WORDS[lang].payout), `${lang}:protection.paid`).toBe(true);
      for (const key of ["web.records.netResult", "web.admin.bets.profit", "web.protection.net"]) expect(entries.get(key), `${lang}:${key}`).toBe(WORDS[lang].net);
      for (const key of ["web.records.lost", "web.records.badgeLost"]) expect(entries.get(key), `${lang}:${key}`).toBe(WORDS[lang].lost);
      const profitTexts = [...entries].filter(([, text]) => WORDS[lang].profitWords.some((word) => word.test(text))).map(([key, text]) => `${lang}:${key} = ${text}`);
      expect(profitTexts).toEqual([]);
    });
  }

  it("the check catches a synonym slipped into any text", () => {
    expect(synonymsIn("en", new Map([["x", "Top up your wallet"]]))).toHaveLength(1);
    expect(synonymsIn("zh", new Map([["x", "请存款"]]))).toHaveLength(1);
    // "请输入金额" (enter the amount) is not a deposit word.
    expect(synonymsIn("zh", new Map([["x", "请输入金额"], ["y", "入金"]]))).toEqual(["zh:y = 入金"]);
    expect(synonymsIn("tw", new Map([["x", "提現金額"]]))).toHaveLength(1);
    expect(synonymsIn("kor", new Map([["x", "충전하기"]]))).toHaveLength(1);
    expect(synonymsIn("jp", new Map([["x", "チャージする"]]))).toHaveLength(1);
  });
});
