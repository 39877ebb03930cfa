import type { BetRecord } from "../../domain/bet";
import type { Game, Room } from "../../domain/game";
import type { RoundRecord } from "../../domain/round";
import type { User, UserBalances } from "../../domain/user";
import type { ProtectionState } from "./protection";

/**
 * Everything placeBet reads to judge one order, read with the player locked
 * against their own concurrent orders (and every other movement of their
 * money) until the transaction ends.
 */
export interface OrderContext {
  readonly user: User | null;
  readonly balances: UserBalances;
  readonly protection: ProtectionState;
  readonly room: Room | null;
  /** The room's game; null when the room names a game that is gone. */
  readonly game: Game | null;
  /** The round asked for, held against its close until the transaction ends (a close that came first is read). */
  readonly round: RoundRecord | null;
  /** The player's bets already in that round of the room's game, lowest id first. */
  readonly earlierBets: readonly BetRecord[];
}

/**
 * The bet path's reads in as few round trips as the store allows: every bet
 * asks, and on PostgreSQL each round trip costs about as much as the rules.
 */
export interface OrderRepository {
  /** Locks the player, then reads the order's context (nothing when the user is unknown). */
  contextOf(userId: number, roomId: number, issue: string): Promise<OrderContext>;
}
