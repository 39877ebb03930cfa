import { exclusionAt, type Exclusion } from "../protection/exclusion";
import type { Notice, NoticeKind, NoticePreferences } from "./notice";

/** Account and money notices: the only ones a player on a break still gets (their money is theirs to follow). */
export const isMoneyNotice = (kind: NoticeKind): boolean => kind === "deposit_approved" || kind === "withdrawal_paid" || kind === "withdrawal_rejected";

/** Whether the player's own toggles ask for this notice. */
function preferenceAllows(preferences: NoticePreferences, notice: Notice): boolean {
  switch (notice.kind) {
    case "deposit_approved":
      return preferences.deposit;
    case "withdrawal_paid":
    case "withdrawal_rejected":
      return preferences.withdrawal;
    case "win":
      return preferences.win;
    case "round_closing":
      return preferences.closingRooms.includes(notice.roomId);
  }
}

/**
 * Whether a notice goes out: the player asked for it, and, unless it is about their money, no time-out or
 * self-exclusion is in force (play notices would invite play the player chose to stop).
 */
export function mayNotify(notice: Notice, preferences: NoticePreferences, exclusion: Exclusion | null, nowMs: number): boolean {
  if (!preferenceAllows(preferences, notice)) return false;
  return isMoneyNotice(notice.kind) || exclusionAt(exclusion, nowMs) === null;
}

/**
 * The key under which a notice is claimed once among all server processes: every process hears the event, the
 * first to claim the key sends.
 */
export function noticeKey(notice: Notice): string {
  switch (notice.kind) {
    case "deposit_approved":
      return `deposit:${notice.depositId}`;
    case "withdrawal_paid":
    case "withdrawal_rejected":
      return `withdrawal:${notice.withdrawalId}`;
    case "win":
      return `win:${notice.gameId}:${notice.issue}:${notice.userId}`;
    case "round_closing":
      return `closing:${notice.gameId}:${notice.issue}:${notice.userId}`;
  }
}
