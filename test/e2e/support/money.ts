import type { Lang } from "../../../web/src/i18n/languages";
import { money } from "../../../web/src/format/money";

/** An amount (minor units) as the web client shows it in `lang` (default tw, the browser suites' language): "10,000.00". */
export const shownMoney = (amountMinor: number, lang: Lang = "tw"): string => money(amountMinor, lang);

/** An amount as shown on a screen ("10,000.00") as a number of units (10000), for arithmetic in a test. */
export const shownUnits = (text: string): number => Number(text.trim().replace(/,/g, ""));
