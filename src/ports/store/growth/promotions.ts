import type { Minor } from "../../../domain/money";
import type { Promotion, PromotionClaim, PromotionDraft, PromotionStatus, RedPacketState } from "../../../domain/growth/promotion";

/** A claim to record: `addressKey` only when the promotion is once per client address (else null). */
interface NewPromotionClaim {
  readonly promotionId: number;
  readonly userId: number;
  /** The check-in's day, "" for the once-only kinds. */
  readonly day: string;
  readonly addressKey: string | null;
  readonly amountMinor: Minor;
  readonly atMs: number;
}

/** Promotions of the activity centre, their claims and red packets' pools (migration 037). */
export interface PromotionRepository {
  create(draft: PromotionDraft, atMs: number): Promise<Promotion>;
  /** Replaces what the operator decides (not the status); false when there is no such promotion. */
  update(id: number, draft: PromotionDraft, atMs: number): Promise<boolean>;
  setStatus(id: number, status: PromotionStatus, atMs: number): Promise<boolean>;
  byId(id: number): Promise<Promotion | null>;
  /** Every promotion, newest first, at most `limit` (the console's list). */
  list(limit: number): Promise<Promotion[]>;
  /** Promotions players can claim now: running, started, not yet ended; oldest start first. */
  runningAt(nowMs: number): Promise<Promotion[]>;

  /** A red packet's pool as it stands (null: not a red packet). */
  redPacket(promotionId: number): Promise<RedPacketState | null>;
  /** The same, locked until the transaction ends (PostgreSQL: FOR UPDATE; SQLite's writer is alone already). */
  lockRedPacket(promotionId: number): Promise<RedPacketState | null>;
  setRedPacket(promotionId: number, state: RedPacketState): Promise<void>;

  /** Records a claim; false, nothing written, when the player (or the address) claimed it (that day) before. */
  insertClaim(claim: NewPromotionClaim): Promise<boolean>;
  /** The player's claim of a promotion on a day ("" for the once-only kinds), or null. */
  claimOf(promotionId: number, userId: number, day: string): Promise<PromotionClaim | null>;
  /** Whether some player claimed it from this address (that day). */
  addressClaimed(promotionId: number, addressKey: string, day: string): Promise<boolean>;
  /** The player's claims of these promotions, every day, oldest first. */
  claimsOfUser(userId: number, promotionIds: readonly number[]): Promise<PromotionClaim[]>;
  /** What all claims of a promotion paid, and how many there were. */
  claimedTotals(promotionId: number): Promise<{ readonly amountMinor: Minor; readonly count: number }>;
}
