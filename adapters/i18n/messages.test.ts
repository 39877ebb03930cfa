import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../src/domain/errors";
import type { MessageKey } from "./dictionary";
import { DEFAULT_LANG, LANGUAGES, type Lang, parseLang } from "./languages";
import { DICTIONARIES } from "./messages";
import { NOTICE_KEYS } from "./notice-keys";
import { translate } from "./translate";

const ALL_KEYS: readonly MessageKey[] = [...ERROR_CODES, ...NOTICE_KEYS];

/**
 * The params each producer passes (grep `fail(` / `refuse(` in src/). A message may
 * only use these: a parameter slot the core never fills would reach players as "{x}".
 * Keys not listed get no params, so their messages must have no parameter slot.
 */
const PARAMS_SENT: Partial<Record<MessageKey, readonly string[]>> = {
  INVALID_INPUT: ["field", "max"],
  VOID_REASON_INVALID: ["lang", "max"],
  DATE_RANGE_TOO_LONG: ["max"],
  USERNAME_INVALID: ["min", "max"],
  PASSWORD_INVALID: ["min", "max"],
  SECURITY_CODE_FORMAT: ["length"],
  REQUEST_TOO_LARGE: ["max_kb"],
  SECURITY_CODE_WRONG: ["remaining"],
  SECURITY_CODE_LOCKED: ["minutes", "unlock_at_ms"],
  ROUND_NOT_CURRENT: ["issue"],
  PLAY_TYPE_UNKNOWN: ["play_type"],
  STAKE_BELOW_MINIMUM: ["min"],
  STAKE_ABOVE_MAXIMUM: ["max"],
  ROOM_JOIN_LIMIT: ["limit"],
  RECHARGE_MINIMUM: ["minimum"],
  WITHDRAW_MINIMUM: ["minimum"],
  WITHDRAW_INSUFFICIENT: ["frozen", "available"],
  WITHDRAW_TURNOVER: ["shortfall", "water_limit"],
  PAYOUT_METHOD_MISSING: ["type"],
  PAYOUT_CARD_INVALID: ["min", "max"],
  PAYOUT_WALLET_TYPE_REQUIRED: ["allowed"],
  REQUEST_NOT_PENDING: ["status"],
  ODDS_INVALID: ["min", "max"],
  ROOM_LIMITS_INVALID: ["min", "max", "round"],
  SCHEDULE_WINDOW_TOO_SHORT: ["seconds"],
  SCHEDULE_ROUND_INVALID: ["min", "max"],
  SCHEDULE_CLOSE_INVALID: ["min", "max"],
  DATE_TOO_EARLY: ["min"],
  LOGIN_SLOW_DOWN: ["seconds"],
  SIGNUP_LIMITED: ["limit", "minutes"],
  PAYOUT_CHANGE_HOLD: ["until", "until_ms"],
  DEPOSIT_CURRENCY_NOT_ACCEPTED: ["currencies"],
  DEPOSIT_AMOUNT_RANGE: ["min", "max"],
  DEPOSIT_TX_HASH_INVALID: ["network"],
  RECEIPT_TOO_LARGE: ["max_mb"],
  DAILY_DEPOSIT_LIMIT: ["limit", "left"],
  WEEKLY_DEPOSIT_LIMIT: ["limit", "left"],
  MONTHLY_DEPOSIT_LIMIT: ["limit", "left"],
  DAILY_LOSS_LIMIT: ["limit", "left"],
  WEEKLY_LOSS_LIMIT: ["limit", "left"],
  MONTHLY_LOSS_LIMIT: ["limit", "left"],
  DAILY_STAKE_LIMIT: ["limit", "left"],
  WEEKLY_STAKE_LIMIT: ["limit", "left"],
  MONTHLY_STAKE_LIMIT: ["limit", "left"],
  PLAY_TIMED_OUT: ["until", "until_ms"],
  PLAY_SELF_EXCLUDED: ["until", "until_ms"],
  SUPPORT_MESSAGE_TOO_LONG: ["max"],
  SUPPORT_IMAGE_TOO_LARGE: ["max_mb"],
  QUICK_REPLY_SHORTCUT_INVALID: ["max"],
  QUICK_REPLY_SHORTCUT_TAKEN: ["shortcut"],
  SUPPORT_CONTENT_LIMIT: ["max"],
  SUPPORT_GUEST_NAME_INVALID: ["max"],
  SUPPORT_GUESTS_LIMIT: ["limit"],
  GROWTH_SETTINGS_INVALID: ["field"],
  RISK_SETTINGS_INVALID: ["field"],
  EXPOSURE_CAP: ["play", "left"],
  PROMOTION_INVALID: ["field"],
  REBATE_BELOW_MINIMUM: ["minimum", "accrued"],
  PROMOTION_LEVEL_REQUIRED: ["level"],
  PROMOTION_DEPOSIT_REQUIRED: ["amount"],
  PROMOTION_TURNOVER_REQUIRED: ["amount", "shortfall"],
  WITHDRAW_WAGERING: ["shortfall"],
  EXCLUSION_ONLY_LONGER: ["until", "until_ms"],
  PAYOUT_CHANGED_BANK_CARD: ["at", "hours"],
  PAYOUT_CHANGED_WALLET: ["at", "hours"],
};

/** Params the SPEC asks the player to see: the message must show them in every language. */
const PARAMS_SHOWN: Partial<Record<MessageKey, readonly string[]>> = {
  ROOM_JOIN_LIMIT: ["limit"],
  WITHDRAW_INSUFFICIENT: ["frozen"],
  WITHDRAW_TURNOVER: ["water_limit"],
  SECURITY_CODE_WRONG: ["remaining"],
  SECURITY_CODE_LOCKED: ["minutes"],
};

const parameterSlots = (text: string): string[] => [...text.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? "").sort();

const sampleValue = (name: string): string | number =>
  ["limit", "frozen", "available", "shortfall", "minimum", "min", "max"].includes(name) ? "1234.50" : 7;

describe("dictionaries", () => {
  it.each(LANGUAGES)("%s has a non-empty text for every error code and notice", (lang) => {
    const dictionary: Readonly<Record<string, unknown>> = DICTIONARIES[lang];
    for (const key of ALL_KEYS) {
      expect(typeof dictionary[key], `${lang}.${key}`).toBe("string");
      expect(String(dictionary[key]).trim(), `${lang}.${key}`).not.toBe("");
    }
    // No stale entries: a renamed code must not leave its old text behind.
    expect(Object.keys(dictionary).sort()).toEqual([...ALL_KEYS].sort());
  });

  it.each(ALL_KEYS)("%s uses the same parameter slots in all five languages, all of them sent by the core", (key) => {
    const expected = parameterSlots(DICTIONARIES.en[key]);
    for (const lang of LANGUAGES) expect(parameterSlots(DICTIONARIES[lang][key]), `${lang}.${key}`).toEqual(expected);
    const sent = PARAMS_SENT[key] ?? [];
    for (const name of expected) expect(sent, `${key} uses {${name}}`).toContain(name);
    for (const name of PARAMS_SHOWN[key] ?? []) expect(expected, `${key} must show {${name}}`).toContain(name);
  });

  it("zh and tw are different scripts, not copies", () => {
    const same = ALL_KEYS.filter((key) => DICTIONARIES.zh[key] === DICTIONARIES.tw[key]);
    expect(same.length).toBeLessThanOrEqual(ALL_KEYS.length * 0.1);
  });

  it("is written in each language, not left in English", () => {
    const cjk = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
    for (const lang of ["zh", "tw", "jp", "kor"] as const) {
      for (const key of ALL_KEYS) expect(DICTIONARIES[lang][key], `${lang}.${key}`).toMatch(cjk);
    }
    for (const key of ALL_KEYS) expect(DICTIONARIES.en[key], `en.${key}`).not.toMatch(cjk);
  });

  it("says the same thing for an error code and the notice that mirrors it", () => {
    const pairs = [
      ["ROUND_CLOSED", "CLOSED_STOP_BUYING"],
      ["GAME_DISCONTINUED", "PRODUCT_DISCONTINUED"],
      ["VISITOR_NOT_ALLOWED", "VISITOR_REGISTER"],
      ["NOT_LOGGED_IN", "PLEASE_LOG_IN"],
      ["SESSION_INVALID", "SESSION_EXPIRED"],
    ] as const;
    for (const lang of LANGUAGES) {
      for (const [code, notice] of pairs) expect(DICTIONARIES[lang][code], `${lang}.${code}`).toBe(DICTIONARIES[lang][notice]);
    }
  });

  it("leaves nothing unfilled when every param is given", () => {
    for (const lang of LANGUAGES) {
      for (const key of ALL_KEYS) {
        const params = Object.fromEntries((PARAMS_SENT[key] ?? []).map((name) => [name, sampleValue(name)]));
        const text = translate(key, lang, params);
        expect(text, `${lang}.${key}`).not.toMatch(/[{}]|undefined|null|NaN/);
      }
    }
  });
});

describe("parseLang", () => {
  it.each<[unknown, Lang]>([
    ["zh", "zh"],
    ["tw", "tw"],
    ["en", "en"],
    ["jp", "jp"],
    ["kor", "kor"],
    ["ZH", "zh"],
    [" Kor ", "kor"],
    ["zh-CN", "zh"],
    ["zh_CN", "zh"],
    ["zh-Hans", "zh"],
    ["zh-Hans-CN", "zh"],
    ["zh-SG", "zh"],
    ["zh-TW", "tw"],
    ["zh-HK", "tw"],
    ["zh-MO", "tw"],
    ["zh-Hant", "tw"],
    ["zh-Hant-HK", "tw"],
    ["en-US", "en"],
    ["en-GB", "en"],
    ["ja", "jp"],
    ["ja-JP", "jp"],
    ["ko", "kor"],
    ["ko-KR", "kor"],
    ["fr-FR,en;q=0.8", "en"],
    ["zh-TW,zh;q=0.9,en;q=0.8", "tw"],
    [["en", "zh"], "en"],
  ])("%j -> %s", (input, expected) => {
    expect(parseLang(input)).toBe(expected);
  });

  it.each<unknown>([undefined, null, "", "  ", "fr", "de-DE", "x", 42, {}, [], "__proto__", "constructor"])("falls back to tw for %j", (input) => {
    expect(parseLang(input)).toBe(DEFAULT_LANG);
    expect(DEFAULT_LANG).toBe("tw");
  });
});

describe("translate", () => {
  it("fills parameter slots in the caller's language", () => {
    expect(translate("ROOM_JOIN_LIMIT", "en", { limit: "500.00" })).toBe("Your assets are insufficient, this room requires at least 500.00");
    expect(translate("WITHDRAW_INSUFFICIENT", "tw", { frozen: "20.00", available: "80.00" })).toBe("可提領資金不足（凍結金額 20.00，可用 80.00）");
    expect(translate("SECURITY_CODE_WRONG", "zh", { remaining: 3 })).toBe("安全码错误，还可尝试 3 次");
  });

  it("fills every occurrence and ignores extra params", () => {
    expect(translate("PROMOTION_LEVEL_REQUIRED", "tw", { level: "premium" })).toBe("此活動限 VIP 高級 以上參加");
    expect(translate("PROMOTION_LEVEL_REQUIRED", "en", { level: "supreme" })).toBe("This promotion is for VIP level Supreme and above");
    expect(translate("WITHDRAW_TURNOVER", "en", { shortfall: "10.00", water_limit: 1, extra: "x" })).toBe(
      "Your turnover must reach 1x your deposits before you can withdraw (10.00 to go)",
    );
  });

  it("leaves a parameter slot visible when its value is missing or unusable, and never throws", () => {
    expect(translate("ROOM_JOIN_LIMIT", "en")).toContain("{limit}");
    expect(translate("ROOM_JOIN_LIMIT", "en", {})).toContain("{limit}");
    const odd = { limit: Number.NaN } as Record<string, number>;
    expect(translate("ROOM_JOIN_LIMIT", "en", odd)).toContain("{limit}");
    const inherited = Object.create({ limit: "9.00" }) as Record<string, string>;
    expect(translate("ROOM_JOIN_LIMIT", "en", inherited)).toContain("{limit}");
    expect(translate("ROOM_JOIN_LIMIT", "en", { limit: "$& $1" })).toContain("$& $1");
  });

  it("falls back to the default language, then to the key, for values that escape the types", () => {
    expect(translate("LOGIN_OK", "xx" as Lang)).toBe(DICTIONARIES.tw.LOGIN_OK);
    expect(translate("NOT_A_CODE" as MessageKey, "en")).toBe("NOT_A_CODE");
    expect(translate("constructor" as MessageKey, "constructor" as Lang)).toBe("constructor");
  });

  it("answers the SPEC section 8 texts", () => {
    expect(translate("INSUFFICIENT_FUNDS", "en")).toBe("Your assets are insufficient, please deposit");
    expect(translate("PASSWORD_MISMATCH", "tw")).toBe("兩次輸入的密碼不一致");
    expect(translate("ROUND_CLOSED", "zh")).toBe("已封盘，停止购买");
    expect(translate("LOGIN_OK", "jp")).toBe("ログインしました");
    expect(translate("ORDER_PLACED", "kor")).toBe("주문이 완료되었습니다");
  });
});
