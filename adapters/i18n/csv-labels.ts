import type { PlayTypeKey } from "../../src/domain/betting/outcome";
import type { FUND_TYPE } from "../../src/domain/wallet/fund-log";
import { admin as consoleEn } from "../../web/src/i18n/locales/admin/en";
import { en as webEn } from "../../web/src/i18n/locales/en";
import { admin as consoleJp } from "../../web/src/i18n/locales/admin/jp";
import { jp as webJp } from "../../web/src/i18n/locales/jp";
import { admin as consoleKor } from "../../web/src/i18n/locales/admin/kor";
import { kor as webKor } from "../../web/src/i18n/locales/kor";
import { admin as consoleTw } from "../../web/src/i18n/locales/admin/tw";
import { tw as webTw } from "../../web/src/i18n/locales/tw";
import { admin as consoleZh } from "../../web/src/i18n/locales/admin/zh";
import { zh as webZh } from "../../web/src/i18n/locales/zh";
import type { Lang } from "./languages";

/**
 * The words the console's CSV exports write in cells (not column titles: those
 * are csv-headers.ts), in the operator's language, as the console's screens
 * say them: fund log types, the demo games' names, play types and a bet's
 * outcome. Games and play types are the web's own words (`games.*`, `play.*`),
 * read from its dictionaries so a sheet and a screen cannot differ; a name the
 * operator gave a game of their own is written as given. `{n}` is a number
 * play type's sum.
 */
export interface CsvLabels {
  readonly game: Readonly<Record<string, string>>;
  readonly fund: Readonly<Record<keyof typeof FUND_TYPE, string>>;
  readonly play: Readonly<Record<PlayTypeKey, string>>;
  readonly bet: Readonly<Record<"open" | "won" | "lost", string>>;
}

/** The parts of a web dictionary the sheets reuse. */
interface WebWords {
  readonly games: Readonly<Record<string, string>>;
  readonly play: Readonly<Record<PlayTypeKey, string>>;
}

/** The parts of the console's dictionary the sheets reuse: its fund types and a bet not drawn yet. */
interface ConsoleWords {
  readonly funds: Readonly<Record<"typeRecharge" | "typeWithdraw" | "typeBuy" | "typeProfit" | "typeGift" | "typeAdjustment" | "typeCommission" | "typeRebate" | "typeBonus" | "typeRefund", string>>;
  readonly bets: { readonly open: string };
}

/** The web writes the sum as i18next's `{{n}}`; the sheets fill `{n}`. */
function fromScreens(web: WebWords, console: ConsoleWords, outcome: { readonly won: string; readonly lost: string }): CsvLabels {
  const play = Object.fromEntries(Object.entries(web.play).map(([key, word]) => [key, word.replace("{{n}}", "{n}")])) as Record<PlayTypeKey, string>;
  const { typeRecharge, typeWithdraw, typeBuy, typeProfit, typeGift, typeAdjustment, typeCommission, typeRebate, typeBonus, typeRefund } = console.funds;
  return {
    game: web.games,
    play,
    fund: { recharge: typeRecharge, withdraw: typeWithdraw, buy: typeBuy, profit: typeProfit, gift: typeGift, adjustment: typeAdjustment, commission: typeCommission, rebate: typeRebate, bonus: typeBonus, refund: typeRefund },
    bet: { open: console.bets.open, ...outcome },
  };
}

/** The sheets' words in each language; a settled bet's outcome is the only one the screens do not already hold. */
export const CSV_LABELS: Readonly<Record<Lang, CsvLabels>> = {
  en: fromScreens(webEn, consoleEn, { won: "Won", lost: "Lost" }),
  tw: fromScreens(webTw, consoleTw, { won: "中獎", lost: "未中獎" }),
  zh: fromScreens(webZh, consoleZh, { won: "中奖", lost: "未中奖" }),
  jp: fromScreens(webJp, consoleJp, { won: "当選", lost: "落選" }),
  kor: fromScreens(webKor, consoleKor, { won: "당첨", lost: "미당첨" }),
};
