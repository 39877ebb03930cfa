import type { Minor } from "../../../domain/money";
import type { WinNotice } from "../../../domain/betting/win-notice";

export interface WinNoticeRepository {
  /** Adds profit to the user's notice for that round, creating it on first use. */
  add(userId: number, gameId: number, issue: string, profitMinor: Minor, atMs: number): Promise<void>;
  /** Unseen notices of a user (optionally of one game), oldest first. */
  unseen(userId: number, gameId: number | null): Promise<WinNotice[]>;
  /** Marks the notice seen if it belongs to the user; false otherwise. */
  markSeen(id: number, userId: number): Promise<boolean>;
}
