import { fail, ok, type Result } from "../errors";
import type { ContentLanguage } from "../content/content-rules";
import type { Conversation, ConversationStatus } from "./conversation";

/**
 * Guests at the support desk (issue 38): a visitor who is not signed in opens
 * a conversation under a display name, after the captcha, and is known from
 * then on by a cookie holding a random token (only its hash is stored, as for
 * sessions). Signing in on that device makes the guest's conversation the
 * player's (`mergedConversation`).
 */

/** Longest display name, in characters (code points). */
export const GUEST_NAME_MAX_CHARS = 20;
/** How long a guest's cookie keeps them, from the start: 30 days. */
export const GUEST_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Guests one client address may start in any 24 hours. */
export const GUESTS_PER_ADDRESS = 5;
export const GUEST_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The cookie's token: 32 random bytes, 64 hex characters, like a session's. */
export const GUEST_TOKEN_BYTES = 32;
/** The guest's id, which their conversation's owner names: 16 random bytes, 32 hex characters. */
export const GUEST_ID_BYTES = 16;

export interface SupportGuest {
  /** 32 hex characters; the conversation's owner `{ kind: "guest", guestId }`. */
  readonly id: string;
  readonly displayName: string;
  /** The client address that started it (the limit per address); null when unknown. */
  readonly address: string | null;
  readonly createdAtMs: number;
  readonly expiresAtMs: number;
  /** The player who signed in on the guest's device and took the conversation over; null before. */
  readonly claimedByUserId: number | null;
}

/** Line breaks and other control characters, and the bidirectional overrides that could make a name read as another. */
const UNPLAIN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/** A display name as it will be stored: trimmed, 1 to 20 characters, one plain line. */
export function checkGuestName(raw: string): Result<string, "SUPPORT_GUEST_NAME_INVALID"> {
  const name = raw.trim();
  const length = Array.from(name).length;
  if (length === 0 || length > GUEST_NAME_MAX_CHARS || UNPLAIN.test(name)) return fail("SUPPORT_GUEST_NAME_INVALID", { max: GUEST_NAME_MAX_CHARS });
  return ok(name);
}

/** Whether a guest's cookie still names them: not expired, and not yet taken over by a player's sign-in. */
export const isGuestActive = (guest: Pick<SupportGuest, "expiresAtMs" | "claimedByUserId">, nowMs: number): boolean => guest.claimedByUserId === null && guest.expiresAtMs > nowMs;

/** The first instant of the 24 hours that end now: a guest counts against its address while it is younger. */
export const guestWindowStartMs = (nowMs: number): number => nowMs - GUEST_WINDOW_MS + 1;

/** One more guest from an address while it started fewer than GUESTS_PER_ADDRESS in the window (null: address unknown, no limit). */
export function checkGuestQuota(startedInWindow: number | null): Result<void, "SUPPORT_GUESTS_LIMIT"> {
  if (startedInWindow !== null && startedInWindow >= GUESTS_PER_ADDRESS) return fail("SUPPORT_GUESTS_LIMIT", { limit: GUESTS_PER_ADDRESS });
  return ok(undefined);
}

/** What a player's conversation becomes once a guest's messages are moved into it (besides the messages). */
export interface MergedConversation {
  readonly status: ConversationStatus;
  readonly closedAtMs: number | null;
  readonly assigneeId: number | null;
  readonly waitingSinceMs: number | null;
  readonly leftWhileClosed: boolean;
  /** The guest's language if they wrote (they wrote last, on this device), else the player's. */
  readonly customerLang: ContentLanguage | null;
  /** The read marks after the merge (never behind the player's: the store moves marks forward only). */
  readonly customerReadSeq: number;
  readonly staffReadSeq: number;
}

/**
 * The merge rule when the player already has a conversation: the guest's
 * messages follow the player's last one, renumbered (guest seq n becomes
 * player.lastSeq + n), so neither thread's order changes and nothing is
 * stored twice. Then:
 *
 * - it is open if either was (a guest waiting for an answer keeps waiting),
 *   closed only if both were (at the later close);
 * - the wait, if any, runs from the earliest wait of an open one; "left while
 *   closed" holds if it held for an open one;
 * - the player's assignee stays, or the guest's if the player had none;
 * - a side's read mark can only be one number: when that side had read all
 *   of the player's thread, the mark moves to where it stood in the guest's
 *   (so the unread count is the guest's unread); otherwise it stays where it
 *   was in the player's, and the guest's messages from the other side count
 *   as unread too: nothing unread is ever hidden.
 */
export function mergedConversation(player: Conversation, guest: Conversation, playerUnread: { readonly customer: number; readonly staff: number }): MergedConversation {
  const open = [player, guest].filter((c) => c.status === "open");
  const waits = open.map((c) => c.waitingSinceMs).filter((ms): ms is number => ms !== null);
  const closes = [player.closedAtMs, guest.closedAtMs].filter((ms): ms is number => ms !== null);
  return {
    status: open.length > 0 ? "open" : "closed",
    closedAtMs: open.length > 0 ? null : closes.length > 0 ? Math.max(...closes) : null,
    assigneeId: player.assigneeId ?? guest.assigneeId,
    waitingSinceMs: waits.length > 0 ? Math.min(...waits) : null,
    leftWhileClosed: open.some((c) => c.leftWhileClosed),
    customerLang: guest.customerLang ?? player.customerLang,
    customerReadSeq: playerUnread.customer === 0 ? player.lastSeq + guest.customerReadSeq : player.customerReadSeq,
    staffReadSeq: playerUnread.staff === 0 ? player.lastSeq + guest.staffReadSeq : player.staffReadSeq,
  };
}
