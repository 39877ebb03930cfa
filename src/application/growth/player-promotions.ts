import type { ErrorCode, ErrorParams, Result } from "../../domain/errors";
import { claimDayOf, PROMOTION_LANGS, type Promotion, type PromotionEligibility, type PromotionKind, type PromotionLang, type PromotionReward, type RedPacketState } from "../../domain/growth/promotion";
import { checkClaim } from "../../domain/growth/promotion-eligibility";
import { isEmpty } from "../../domain/growth/promotion-red-packet";
import { outstandingFromCheckpoint } from "../../domain/growth/wagering-fold";
import type { Minor } from "../../domain/money";
import type { AppDeps } from "../deps";
import { inRead, type Refuse } from "../unit-of-work";
import { claimFactsOf } from "./promotion-claim-facts";
import { wageringCheckpointOf } from "./wagering-status";

/** One running promotion as the activity centre shows it to a player. */
interface PlayerPromotion {
  readonly id: number;
  readonly kind: PromotionKind;
  /** The terms in the player's language. */
  readonly title: string;
  readonly body: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly reward: PromotionReward;
  readonly eligibility: PromotionEligibility;
  readonly wageringMultiple: number;
  /** What the player has been paid by it (every day, for a check-in). */
  readonly claimedMinor: Minor;
  /** A check-in: claimed today; the others: claimed at all. */
  readonly claimedNow: boolean;
  /** A red packet's pool left to share; null for the other kinds. */
  readonly redPacket: RedPacketState | null;
  /** Whether a claim now would be taken (the first-deposit bonus is never claimed: it comes with the deposit). */
  readonly claimable: boolean;
  /** Why not, when not claimable and not claimed: the refusal a claim would get now. */
  readonly refusal: { readonly code: ErrorCode; readonly params: ErrorParams | null } | null;
}

export interface PlayerPromotions {
  readonly promotions: readonly PlayerPromotion[];
  /** Stakes still needed before a withdrawal because of bonuses (the wagering rule). */
  readonly wageringLeftMinor: Minor;
}

const langOf = (lang: string): PromotionLang => ((PROMOTION_LANGS as readonly string[]).includes(lang) ? (lang as PromotionLang) : "tw");

/** The running promotions with their terms, what the player has claimed, what is left, and whether they may claim. */
export function playerPromotions(deps: Pick<AppDeps, "store" | "clock" | "schedule">, input: { readonly userId: number; readonly lang: string }): Promise<Result<PlayerPromotions, "USER_NOT_FOUND">> {
  const nowMs = deps.clock.nowMs();
  return inRead(deps, async (tx, refuse: Refuse<"USER_NOT_FOUND">) => {
    const user = (await tx.users.byId(input.userId)) ?? refuse("USER_NOT_FOUND");
    const running = await tx.promotions.runningAt(nowMs);
    const facts = await claimFactsOf(tx, deps.schedule, user, nowMs);
    const claims = await tx.promotions.claimsOfUser(user.id, running.map((p) => p.id));
    const lang = langOf(input.lang);
    const promotions = await Promise.all(
      running.map(async (p: Promotion): Promise<PlayerPromotion> => {
        const mine = claims.filter((c) => c.promotionId === p.id);
        const day = claimDayOf(p.reward.kind, facts.day);
        const claimedNow = mine.some((c) => c.day === day);
        const redPacket = p.reward.kind === "red_packet" ? await tx.promotions.redPacket(p.id) : null;
        const checked = checkClaim(p, facts);
        let refusal: PlayerPromotion["refusal"] = null;
        if (p.reward.kind !== "first_deposit" && !claimedNow) {
          if (!checked.ok) refusal = { code: checked.error.code, params: checked.error.params ?? null };
          else if (redPacket !== null && isEmpty(redPacket)) refusal = { code: "RED_PACKET_EMPTY", params: null };
        }
        const terms = p.terms[lang];
        return {
          id: p.id,
          kind: p.reward.kind,
          title: terms.title,
          body: terms.body,
          startMs: p.startMs,
          endMs: p.endMs,
          reward: p.reward,
          eligibility: p.eligibility,
          wageringMultiple: p.wageringMultiple,
          claimedMinor: mine.reduce((sum, c) => sum + c.amountMinor, 0),
          claimedNow,
          redPacket,
          claimable: p.reward.kind !== "first_deposit" && !claimedNow && refusal === null,
          refusal,
        };
      }),
    );
    return { promotions, wageringLeftMinor: outstandingFromCheckpoint(await wageringCheckpointOf(tx, user.id, nowMs)) };
  });
}
