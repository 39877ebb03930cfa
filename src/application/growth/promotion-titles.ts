import { parsePayoutMark } from "../../domain/growth/payout-mark";
import { PROMOTION_LANGS, type PromotionLang } from "../../domain/growth/promotion";
import { FUND_TYPE, type FundType } from "../../domain/wallet/fund-log";
import type { AppDeps } from "../deps";

/** Fund records name at most a page of promotions: more ids than this in one call is a caller's bug. */
const MAX_IDS = 100;

/**
 * The titles of these promotions in a language (the fund records' bonus lines name theirs), running or ended;
 * a promotion that does not exist is absent. An unknown language reads the default, tw.
 */
export async function promotionTitles(deps: Pick<AppDeps, "store">, promotionIds: readonly number[], lang: string): Promise<Map<number, string>> {
  const ids = [...new Set(promotionIds)].slice(0, MAX_IDS);
  const language: PromotionLang = (PROMOTION_LANGS as readonly string[]).includes(lang) ? (lang as PromotionLang) : "tw";
  if (ids.length === 0) return new Map();
  return deps.store.read(async (tx) => {
    const titles = new Map<number, string>();
    for (const id of ids) {
      const promotion = await tx.promotions.byId(id);
      if (promotion) titles.set(id, promotion.terms[language].title);
    }
    return titles;
  });
}

/** The promotions whose bonuses these fund lines are (`bonus:promotion:<id>` on a bonus line). */
export const bonusPromotionIds = (lines: readonly { readonly type: FundType; readonly mark: string }[]): number[] =>
  lines.flatMap((line) => {
    const mark = line.type === FUND_TYPE.bonus ? parsePayoutMark(line.mark) : null;
    return mark?.kind === "promotion_bonus" ? [mark.promotionId] : [];
  });

/** A fund line's promotion title, or null when it is no promotion's bonus (or the promotion is gone). */
export function promotionTitleOf(line: { readonly type: FundType; readonly mark: string }, titles: ReadonlyMap<number, string>): string | null {
  const [id] = bonusPromotionIds([line]);
  return id === undefined ? null : (titles.get(id) ?? null);
}
