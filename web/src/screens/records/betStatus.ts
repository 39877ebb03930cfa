import type { RouterOutputs } from "../../trpc";

export type BetItem = RouterOutputs["records"]["bets"]["items"][number];

/**
 * SPEC section 4: 0 accepted (no profit yet); settled without a hit: unprofitable; settled with a hit: profit.
 * "void" (issue 41): its round was voided and the stake refunded (the bet reads settled, payout = stake).
 */
export type BetOutcome = "accepted" | "lost" | "won" | "void";

export const outcomeOf = (bet: Pick<BetItem, "status" | "hit"> & { readonly voided?: BetItem["voided"] }): BetOutcome =>
  bet.voided ? "void" : bet.status === 0 ? "accepted" : bet.hit ? "won" : "lost";
