import type { Minor } from "../money";

/** 0 accepted (pending), 1 settled: the wire's `status`. */
export type BetStatus = 0 | 1;

export interface BetRecord {
  readonly id: number;
  /** Shown to the player and the operator; unique. */
  readonly orderNo: string;
  readonly userId: number;
  readonly gameId: number;
  readonly roomId: number;
  readonly issue: string;
  readonly playType: number;
  readonly stakeMinor: Minor;
  /** Odds snapshot taken when the bet was accepted: later odds changes never touch it. */
  readonly oddsHundredths: number;
  /** 1 once settled or refunded (a refunded bet is over too: the legacy wire reads it as settled with profit 0). */
  readonly status: BetStatus;
  readonly hit: boolean;
  /** What settlement credited (stake x odds when hit, else 0); for a refunded bet, the stake it gave back. */
  readonly payoutMinor: Minor;
  readonly placedAtMs: number;
  /** When it was settled or refunded. */
  readonly settledAtMs: number | null;
  /**
   * Set when the bet's round was voided and its stake refunded (issue 41): it was never settled, it counts for
   * nothing (turnover, loss limits, rebates, commissions, VIP progress), and its round's `voided` says why.
   */
  readonly refundedAtMs: number | null;
  /** The bet this one followed, when placed by follow-bet. */
  readonly followOfBetId: number | null;
}

export type NewBet = Omit<BetRecord, "id" | "status" | "hit" | "payoutMinor" | "settledAtMs" | "refundedAtMs">;

/** What the bet rules read of a bet the player already placed in the round: its room, play and stake. */
export type StakeInRound = Pick<BetRecord, "roomId" | "playType" | "stakeMinor">;

/**
 * How an order's records name its bets (the prefixes are exported for stores
 * that build the names in SQL, from ids they assign in the same statement).
 * A fund line of a bet refers to it as `bet:<id>`; an order's stake transfer
 * lists its bets as `bets:<id>,<id>`, and when the client sent no request id
 * the transfer is named after the order's first bet.
 */
export const BET_REF_PREFIX = "bet:";
export const ORDER_BETS_REF_PREFIX = "bets:";
export const ORDER_TRANSFER_PREFIX = "order:bet";
export const betRef = (betId: number): string => `${BET_REF_PREFIX}${betId}`;
/** The refund of a bet of a voided round: its transfer's id (unique per bet, so a bet is refunded at most once). */
const VOID_TRANSFER_PREFIX = "void:bet";
export const voidTransferId = (betId: number): string => `${VOID_TRANSFER_PREFIX}${betId}`;
export const orderBetsRef = (betIds: readonly number[]): string => `${ORDER_BETS_REF_PREFIX}${betIds.join(",")}`;
export const orderTransferId = (firstBetId: number): string => `${ORDER_TRANSFER_PREFIX}${firstBetId}`;
/** The bet ids an order's stake transfer lists (orderBetsRef read back). */
export const betIdsOfOrderRef = (ref: string): number[] => ref.slice(ORDER_BETS_REF_PREFIX.length).split(",").map(Number);
