import { parsePayoutMark } from "../../../src/domain/growth/payout-mark";
import type { PromotionTitleOf } from "../format/fund-mark";
import { trpc } from "../trpc";

/**
 * A promotion's title for a fund line's bonus mark (`bonus:promotion:<id>`), in the reader's language, from the
 * activity centre's list: asked once for every line that needs it (the rows share the query), and only by those.
 * A promotion that ended is no longer listed: its line says "Promotion bonus".
 */
export function usePromotionTitles(mark: string): PromotionTitleOf {
  const needed = parsePayoutMark(mark)?.kind === "promotion_bonus";
  const list = trpc.promotions.list.useQuery(undefined, { enabled: needed, staleTime: 5 * 60_000, retry: false });
  return (promotionId) => list.data?.promotions.find((promotion) => promotion.id === promotionId)?.title ?? null;
}
