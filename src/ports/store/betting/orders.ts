import type { ExposureBreach } from "../../../domain/risk/exposure";
import type { BetRecord, NewBet, StakeInRound } from "../../../domain/betting/bet";
import type { NewFundLogEntry } from "../../../domain/wallet/fund-log";
import type { Transfer } from "../../../domain/wallet/ledger";
import type { Game, Room } from "../../../domain/games/game";
import type { RoundRecord } from "../../../domain/rounds/round";
import type { User, UserBalances } from "../../../domain/accounts/user";
import type { ProtectionState } from "../protection/protection";

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
  /** The player's bets already in that round of the room's game, lowest id first, as the rules read them. */
  readonly earlierBets: readonly StakeInRound[];
  /** The stake transfer an earlier attempt of the same request wrote (the id asked for), if any: the order stands already. */
  readonly requestTransfer: Transfer | null;
  /** When the player was last seen in the room (RoomPresenceRepository.seenAt), null if never. */
  readonly roomSeenAtMs: number | null;
}

/**
 * What an order the rules accepted writes: its bets, the one stake transfer
 * that pays for all of them, and a fund line per bet. What names what is
 * fixed here, since the ids are the store's: the transfer's ref is
 * `bets:<ids>` (orderBetsRef), each fund line's is `bet:<id>` (betRef), and a
 * transfer without an id of its own is `order:bet<first bet id>` (orderTransferId).
 */
export interface OrderToWrite {
  /** In the order placed: the store gives them ascending ids in this order. */
  readonly bets: readonly NewBet[];
  /** One per bet, in the same order, without the ref (the bet's, once it has an id). */
  readonly fundLines: readonly Omit<NewFundLogEntry, "ref">[];
  /** The stake transfer, from a source that may not go negative; id null: named after the first bet. */
  readonly stake: Omit<Transfer, "id" | "ref"> & { readonly id: string | null };
}

/**
 * The order written, or nothing written: "insufficient" when the source could
 * not cover the stake, "taken" when the transfer's id already names a
 * movement (a concurrent twin of the same request committed first). The
 * caller refuses both, which rolls back whatever the store wrote.
 */
/** exposure: a bet of the order would pass a round's exposure cap (issue 41); nothing of the order may commit. */
export type OrderWritten = { readonly bets: readonly BetRecord[] } | { readonly exposure: ExposureBreach } | "insufficient" | "taken";

/**
 * The bet path in as few round trips as the store allows: every bet asks, and
 * on PostgreSQL each round trip costs about as much as the rules.
 */
export interface OrderRepository {
  /**
   * Locks the player, then reads the order's context (nothing when the user is unknown), with the transfer
   * named `requestTransferId` (null: none asked for), so that a retried request is known in the same read.
   */
  contextOf(userId: number, roomId: number, issue: string, requestTransferId: string | null): Promise<OrderContext>;
  /**
   * Writes an accepted order (see OrderToWrite); the player must already be locked (contextOf). The last
   * statement of its transaction: the caller commits right after an order written, and refuses (rolls back)
   * after "insufficient" or "taken". On PostgreSQL the commit is sent with the write, and a refused write has
   * already lost the transaction.
   */
  write(order: OrderToWrite): Promise<OrderWritten>;
  /**
   * Shared transactions (PostgreSQL): takes the round exposure rows of all these orders at once, in one fixed
   * order, before any of them is written (the lock order: round-exposure.ts). Nothing to do on a single writer.
   */
  lockExposure(orders: readonly OrderToWrite[]): Promise<void>;
}
