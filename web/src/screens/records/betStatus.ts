import type { RouterOutputs } from "../../trpc";

export type BetItem = RouterOutputs["records"]["bets"]["items"][number];

/** SPEC section 4: 0 accepted (no profit yet); settled without a hit: unprofitable; settled with a hit: profit. */
export type BetOutcome = "accepted" | "lost" | "won";

export const outcomeOf = (bet: Pick<BetItem, "status" | "hit">): BetOutcome => (bet.status === 0 ? "accepted" : bet.hit ? "won" : "lost");
