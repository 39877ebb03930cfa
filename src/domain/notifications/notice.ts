import type { Minor } from "../money";

/**
 * What a player may be told by push (issue 39): money notices (a deposit approved, a withdrawal paid or
 * rejected), a win, and the 30-second warning before a round of a chosen room closes. Nothing else is ever
 * sent: no marketing kind exists.
 */
export type NoticeKind = "deposit_approved" | "withdrawal_paid" | "withdrawal_rejected" | "win" | "round_closing";

/** One notice for one player: its kind, what its text needs, and the key that makes it sent once. */
export type Notice =
  | { readonly kind: "deposit_approved"; readonly userId: number; readonly depositId: number; readonly amountMinor: Minor }
  | { readonly kind: "withdrawal_paid" | "withdrawal_rejected"; readonly userId: number; readonly withdrawalId: number; readonly amountMinor: Minor }
  | { readonly kind: "win"; readonly userId: number; readonly gameId: number; readonly issue: string; readonly profitMinor: Minor }
  | { readonly kind: "round_closing"; readonly userId: number; readonly gameId: number; readonly roomId: number; readonly issue: string };

/** The player's choices; all off until the player turns one on (opt-in). */
export interface NoticePreferences {
  readonly deposit: boolean;
  /** Paid and rejected alike. */
  readonly withdrawal: boolean;
  readonly win: boolean;
  /** Rooms whose rounds' last 30 seconds the player wants to hear of. */
  readonly closingRooms: readonly number[];
}

export const NO_NOTICES: NoticePreferences = { deposit: false, withdrawal: false, win: false, closingRooms: [] };

/** How long before a round closes its warning goes out. */
export const CLOSING_LEAD_MS = 30_000;

/** Rooms one player may choose for the closing warning. */
export const MAX_CLOSING_ROOMS = 20;
