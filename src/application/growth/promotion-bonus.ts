import { payoutKey } from "../../domain/growth/payout";
import { promotionMark, promotionOnce, promotionSource, type Promotion } from "../../domain/growth/promotion";
import type { Minor } from "../../domain/money";
import type { Work } from "../unit-of-work";
import { payOut } from "./pay-out";
import { addWageringRequirement } from "./wagering-status";

/**
 * Pays a promotion's bonus inside the caller's transaction: through payOut under the key of the promotion (and
 * day, for a check-in), so it is paid once whatever races it, then the wagering requirement of the bonus.
 * Answers whether this call paid.
 */
export async function payPromotionBonus(
  work: Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">,
  input: { readonly promotion: Promotion; readonly userId: number; readonly amountMinor: Minor; readonly claimDay: string; readonly detail: Record<string, unknown>; readonly atMs: number },
): Promise<boolean> {
  const { promotion, userId, amountMinor, atMs } = input;
  const key = payoutKey("bonus", userId, promotionOnce(promotion.id, input.claimDay));
  const paid = await payOut(work, {
    key,
    kind: "bonus",
    userId,
    amountMinor,
    periodKey: promotionOnce(promotion.id, input.claimDay),
    source: promotionSource(promotion.id),
    detail: JSON.stringify({ kind: promotion.reward.kind, ...input.detail }),
    mark: promotionMark(promotion.id),
    atMs,
  });
  if (paid) await addWageringRequirement(work, { userId, payoutKey: key, bonusMinor: amountMinor, multiple: promotion.wageringMultiple, atMs });
  return paid;
}
