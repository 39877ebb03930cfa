import type { BetRecord } from "../../domain/betting/bet";
import type { Minor } from "../../domain/money";

/**
 * An order and what placing it answers, apart from the use case that places it,
 * so that the replay of an order (order-replay.ts) and placeBet (place-bet.ts)
 * both read them without importing each other.
 */

export interface PlaceBetInput {
  readonly userId: number;
  readonly roomId: number;
  readonly issue: string;
  readonly playTypes: readonly number[];
  /** Stake of each selected play type. */
  readonly stakeMinor: Minor;
  /** Optional client key: the same request sent twice places the bets once and answers the same. */
  readonly requestId?: string;
  /** Set by follow-bet: the bet being copied. */
  readonly followOfBetId?: number;
  /**
   * The total the client's confirm dialog showed (stake x play types): one it
   * computed otherwise is refused before anything moves. The original clients
   * send none (their protocol has no total), so it is optional.
   */
  readonly expectedTotalMinor?: Minor;
}

export interface PlacedBets {
  readonly bets: readonly BetRecord[];
  readonly totalMinor: Minor;
  /** The wire's after_quantity: money after the stake left. */
  readonly moneyAfterMinor: Minor;
}
