/**
 * The fund line marks of the growth engine's payments (issue 40). Stable and machine-readable, so that every
 * screen and the legacy wire can say them in the reader's language: `commission:<periodKey>` (a day
 * "2026-11-28" or a week "week:2026-11-23"), `rebate:<day>`, `bonus:promotion:<id>`, `bonus:level:<n>`. Each kind's
 * use case writes its own (commissionMark, rebateMark, promotionMark, levelBonusMark); this reads them all.
 */
export type PayoutMark =
  | { readonly kind: "commission"; readonly day: string; readonly weekly: boolean }
  | { readonly kind: "rebate"; readonly day: string }
  | { readonly kind: "promotion_bonus"; readonly promotionId: number }
  | { readonly kind: "level_bonus"; readonly level: number };

const DAY = "(\\d{4}-\\d{2}-\\d{2})";
const COMMISSION = new RegExp(`^commission:(week:)?${DAY}$`);
const REBATE = new RegExp(`^rebate:${DAY}$`);
const PROMOTION = /^bonus:promotion:([1-9]\d{0,14})$/;
const LEVEL = /^bonus:level:([0-9])$/;

/** The payment a mark names, or null when it is no growth mark (a bet's, a deposit's, an operator's words). */
export function parsePayoutMark(mark: string): PayoutMark | null {
  const commission = COMMISSION.exec(mark);
  if (commission) return { kind: "commission", day: commission[2]!, weekly: commission[1] !== undefined };
  const rebate = REBATE.exec(mark);
  if (rebate) return { kind: "rebate", day: rebate[1]! };
  const promotion = PROMOTION.exec(mark);
  if (promotion) return { kind: "promotion_bonus", promotionId: Number(promotion[1]) };
  const level = LEVEL.exec(mark);
  if (level) return { kind: "level_bonus", level: Number(level[1]) };
  return null;
}
