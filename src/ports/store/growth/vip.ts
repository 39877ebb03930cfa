import type { VipState } from "../../../domain/growth/vip-level";
import type { TimeRange } from "../common";

/** Players' VIP levels (migration 036): one row per player ever reviewed; a player without one is junior. */
export interface VipStateRepository {
  of(userId: number): Promise<VipState | null>;
  ofUsers(userIds: readonly number[]): Promise<Map<number, VipState>>;
  /** Writes a player's state as reviewed (a second server's review of the same day writes the same figures). */
  save(state: VipState): Promise<void>;
  /** Players holding a level above junior, ascending: a review must see them even without play (a level may drop). */
  holders(): Promise<number[]>;
  /** Players with an approved deposit credited in the range, ascending (a level may need deposits only). */
  depositors(range: TimeRange): Promise<number[]>;
}
