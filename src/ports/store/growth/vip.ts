import type { VipState } from "../../../domain/growth/vip-level";

/** Players' VIP levels (migration 036): one row per player ever reviewed; a player without one is junior. */
export interface VipStateRepository {
  of(userId: number): Promise<VipState | null>;
  ofUsers(userIds: readonly number[]): Promise<Map<number, VipState>>;
  /** Writes a player's state as reviewed (a second server's review of the same day writes the same figures). */
  save(state: VipState): Promise<void>;
}
