import type { Result } from "../../domain/errors";
import { claimDayOf, type PromotionKind } from "../../domain/growth/promotion";
import { checkClaim, type ClaimRefusal } from "../../domain/growth/promotion-eligibility";
import { afterShare, isEmpty, randomBelow, redPacketShare } from "../../domain/growth/promotion-red-packet";
import type { Minor } from "../../domain/money";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { addressKeyOf, claimFactsOf } from "./promotion-claim-facts";
import { payPromotionBonus } from "./promotion-bonus";

export type ClaimPromotionRefusal =
  | ClaimRefusal
  | "USER_NOT_FOUND"
  | "PROMOTION_NOT_FOUND"
  | "PROMOTION_INVALID"
  | "PROMOTION_ALREADY_CLAIMED"
  | "PROMOTION_ADDRESS_CLAIMED"
  | "RED_PACKET_EMPTY"
  | "INSUFFICIENT_FUNDS"
  | "IDEMPOTENCY_CONFLICT";

export interface ClaimPromotionInput {
  readonly userId: number;
  readonly promotionId: number;
  /** The client address the claim came from (null: unknown, which counts as one address of its own). */
  readonly address: string | null;
}

export interface PromotionClaimed {
  readonly promotionId: number;
  readonly kind: PromotionKind;
  readonly amountMinor: Minor;
  /** The check-in's day; "" for a red packet. */
  readonly day: string;
}

/**
 * A player claims a daily check-in or a red packet, in one transaction: the promotion must be running, the player
 * not on a break and eligible, the claim their first (of the day, for a check-in) and, where the operator says so,
 * the first from their address; a red packet's share is drawn from the injected random source under the pool's
 * lock, so 50 players at once never take more than the pool. The bonus is paid through payOut, and its wagering
 * requirement is added. A first-deposit bonus is not claimed: it is paid when the deposit is approved.
 */
export function claimPromotion(deps: AppDeps, input: ClaimPromotionInput): Promise<Result<PromotionClaimed, ClaimPromotionRefusal>> {
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<ClaimPromotionRefusal>) => {
    const { tx } = work;
    const user = (await tx.users.byId(input.userId)) ?? work.refuse("USER_NOT_FOUND");
    const promotion = (await tx.promotions.byId(input.promotionId)) ?? work.refuse("PROMOTION_NOT_FOUND");
    if (promotion.reward.kind === "first_deposit") work.refuse("PROMOTION_INVALID", { field: "kind" });
    const facts = await claimFactsOf(tx, deps.schedule, user, nowMs);
    const checked = checkClaim(promotion, facts);
    if (!checked.ok) work.refuse(checked.error.code, checked.error.params);

    const day = claimDayOf(promotion.reward.kind, facts.day);
    const addressKey = promotion.eligibility.onePerAddress ? addressKeyOf(input.address ?? "unknown") : null;
    // A red packet's claims queue on its pool's lock, so the checks below see every claim committed before.
    const pool = promotion.reward.kind === "red_packet" ? await tx.promotions.lockRedPacket(promotion.id) : null;
    if (await tx.promotions.claimOf(promotion.id, user.id, day)) work.refuse("PROMOTION_ALREADY_CLAIMED");
    if (addressKey !== null && (await tx.promotions.addressClaimed(promotion.id, addressKey, day))) work.refuse("PROMOTION_ADDRESS_CLAIMED");

    let amountMinor: Minor;
    if (promotion.reward.kind === "red_packet") {
      if (pool === null || isEmpty(pool)) return work.refuse("RED_PACKET_EMPTY");
      amountMinor = redPacketShare(pool, (bound) => randomBelow((n) => deps.random.bytes(n), bound));
      await tx.promotions.setRedPacket(promotion.id, afterShare(pool, amountMinor));
    } else {
      amountMinor = promotion.reward.amountMinor;
    }

    // The unique keys decide a race the reads above could not see (two claims of one player at once on PostgreSQL).
    if (!(await tx.promotions.insertClaim({ promotionId: promotion.id, userId: user.id, day, addressKey, amountMinor, atMs: nowMs }))) {
      work.refuse((await tx.promotions.claimOf(promotion.id, user.id, day)) ? "PROMOTION_ALREADY_CLAIMED" : "PROMOTION_ADDRESS_CLAIMED");
    }
    if (!(await payPromotionBonus(work, { promotion, userId: user.id, amountMinor, claimDay: day, detail: day === "" ? {} : { day }, atMs: nowMs }))) {
      work.refuse("PROMOTION_ALREADY_CLAIMED");
    }
    return { promotionId: promotion.id, kind: promotion.reward.kind, amountMinor, day };
  });
}
