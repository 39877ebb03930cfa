import { PROMOTION_LANGS, type PromotionLang } from "../../domain/growth/promotion";
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
