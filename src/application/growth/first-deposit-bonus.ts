import type { User } from "../../domain/accounts/user";
import { checkClaim, firstDepositBonusMinor } from "../../domain/growth/promotion-eligibility";
import type { Minor } from "../../domain/money";
import type { ScheduleConfig } from "../../domain/rounds/schedule";
import type { Work } from "../unit-of-work";
import { claimFactsOf } from "./promotion-claim-facts";
import { payPromotionBonus } from "./promotion-bonus";

/**
 * The first-deposit bonus, inside the deposit approval's transaction (review-deposit.ts) right after the deposit
 * is credited: for each running first-deposit promotion, x % of the deposit up to the cap, if this is the player's
 * first approved deposit and they are eligible (not on a break, level, new player, the deposit at least the
 * minimum). A player who is not gets nothing and is told nothing: the deposit itself is what they asked for.
 * Once-per-address does not apply here: an approval has no client address (the promotion's claim is the deposit).
 * Answers what was paid in all.
 */
export async function payFirstDepositBonuses(
  work: Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">,
  schedule: Pick<ScheduleConfig, "timeZone">,
  input: { readonly user: User; readonly depositMinor: Minor; readonly depositId: number; readonly atMs: number },
): Promise<Minor> {
  const { tx } = work;
  const promotions = (await tx.promotions.runningAt(input.atMs)).filter((p) => p.reward.kind === "first_deposit");
  if (promotions.length === 0) return 0;
  // The deposit just credited is among the player's deposits: any more and this is not their first.
  const everDeposited = (await tx.growthFigures.depositsOf([input.user.id], { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER })).get(input.user.id) ?? 0;
  if (everDeposited - input.depositMinor > 0) return 0;
  const facts = { ...(await claimFactsOf(tx, schedule, input.user, input.atMs)), depositMinor: input.depositMinor };
  let paidMinor = 0;
  for (const promotion of promotions) {
    if (promotion.reward.kind !== "first_deposit" || !checkClaim(promotion, facts).ok) continue;
    const amountMinor = firstDepositBonusMinor(input.depositMinor, promotion.reward.percentBp, promotion.reward.capMinor);
    if (amountMinor <= 0) continue;
    if (!(await tx.promotions.insertClaim({ promotionId: promotion.id, userId: input.user.id, day: "", addressKey: null, amountMinor, atMs: input.atMs }))) continue;
    const detail = { depositId: input.depositId, depositMinor: input.depositMinor, percentBp: promotion.reward.percentBp, capMinor: promotion.reward.capMinor };
    if (await payPromotionBonus(work, { promotion, userId: input.user.id, amountMinor, claimDay: "", detail, atMs: input.atMs })) paidMinor += amountMinor;
  }
  return paidMinor;
}
