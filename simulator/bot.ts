import type { Minor } from "../src/domain/money";
import type { PayoutType } from "../src/domain/wallet/payout-method";

/** One bot as every part of a run sees it (registered in bots.ts; its chat in chat.ts, its money in wallet.ts). */

export type Strategy = "flat" | "martingale" | "follow" | "all-in";

export interface Bot {
  readonly index: number;
  readonly userId: number;
  readonly username: string;
  readonly strategy: Strategy;
  /** Chance of acting in a given round. */
  readonly activity: number;
  readonly favouriteGameId: number;
  readonly baseStakeMinor: Minor;
  /** The martingale's current stake (doubles after a loss, back to base after a win). */
  stakeMinor: Minor;
  /** Play types it likes; a martingale bot sticks to the first. */
  readonly playTypes: readonly number[];
  readonly depositMinor: Minor;
  /** Cashes out when its money reaches this. */
  readonly cashOutAboveMinor: Minor;
  readonly payoutType: PayoutType;
  readonly securityCode: string;
}
