import { baseLabels, playTypeDef, type ParityLabel, type PlayTypeKey, type SizeLabel } from "../../../src/domain/outcome";
import type { Lang } from "../../i18n";

/**
 * The names of the play types as the legacy screens print them (oddsList's
 * class_name, orderList's play_method, issueList's base and join), in the
 * caller's language. The original stored them as Chinese text; a number play
 * type is shown as the number itself.
 */
type RangeKey = Exclude<PlayTypeKey, "number">;

const LABELS: Readonly<Record<Lang, Readonly<Record<RangeKey, string>>>> = {
  zh: {
    big: "大",
    small: "小",
    single: "单",
    double: "双",
    big_single: "大单",
    big_double: "大双",
    small_single: "小单",
    small_double: "小双",
    extreme_small: "极小",
    extreme_big: "极大",
  },
  tw: {
    big: "大",
    small: "小",
    single: "單",
    double: "雙",
    big_single: "大單",
    big_double: "大雙",
    small_single: "小單",
    small_double: "小雙",
    extreme_small: "極小",
    extreme_big: "極大",
  },
  en: {
    big: "Big",
    small: "Small",
    single: "Odd",
    double: "Even",
    big_single: "Big Odd",
    big_double: "Big Even",
    small_single: "Small Odd",
    small_double: "Small Even",
    extreme_small: "Extreme Small",
    extreme_big: "Extreme Big",
  },
  jp: {
    big: "大",
    small: "小",
    single: "奇数",
    double: "偶数",
    big_single: "大奇数",
    big_double: "大偶数",
    small_single: "小奇数",
    small_double: "小偶数",
    extreme_small: "極小",
    extreme_big: "極大",
  },
  kor: {
    big: "대",
    small: "소",
    single: "홀",
    double: "짝",
    big_single: "대홀",
    big_double: "대짝",
    small_single: "소홀",
    small_double: "소짝",
    extreme_small: "극소",
    extreme_big: "극대",
  },
};

/** The name of a wire play_type in `lang`: "大", "Big Odd", "17"; the number itself for an unknown one. */
export function playLabel(playType: number, lang: Lang): string {
  const def = playTypeDef(playType);
  if (def === undefined) return String(playType);
  if (def.key === "number") return String(def.number);
  return LABELS[lang][def.key];
}

/** A drawn sum's size and parity labels ("大", "單"), and their combination ("大單"). */
export function sumLabels(sum: number, lang: Lang): { readonly base: readonly [string, string]; readonly join: string } {
  const [size, parity] = baseLabels(sum);
  const combo = `${size}_${parity}` as `${SizeLabel}_${ParityLabel}`;
  return { base: [LABELS[lang][size], LABELS[lang][parity]], join: LABELS[lang][combo] };
}
