import type { Room } from "./game";
import { fail, ok, type Result } from "../errors";
import { formatMoney } from "../money";

/**
 * SPEC section 5: entering a room needs a balance of at least its join_limit.
 * The limit is checked when the player enters, not again while they stay: a
 * player seen in the room (a heart poll naming it, its live stream held open,
 * an entry or a bet) within this window is still in it; after a longer absence
 * the next call naming the room is an entry again and checks the balance.
 */
export const ROOM_ABSENCE_WINDOW_MS = 5 * 60_000;

/**
 * How stale a player's recorded presence may grow before a call that keeps
 * them in writes it again: well inside the absence window, so that a player
 * who polls every 2 s is written once a minute, not every 2 s.
 */
export const PRESENCE_REFRESH_MS = 60_000;

/** Still in the room at nowMs, having last been seen there at seenAtMs (null: never). */
export function isStillPresent(seenAtMs: number | null, nowMs: number): boolean {
  return seenAtMs !== null && nowMs - seenAtMs <= ROOM_ABSENCE_WINDOW_MS;
}

/** Whether a call that keeps the player in should write their presence again (never seen, or seen too long ago). */
export function presenceNeedsRefresh(seenAtMs: number | null, nowMs: number): boolean {
  return seenAtMs === null || nowMs - seenAtMs >= PRESENCE_REFRESH_MS;
}

/** The entry rule: money (available plus frozen, as the room list shows it) of at least the room's join_limit. */
export function checkRoomEntry(room: Pick<Room, "joinLimitMinor">, moneyMinor: number): Result<void, "ROOM_JOIN_LIMIT"> {
  return moneyMinor < room.joinLimitMinor ? fail("ROOM_JOIN_LIMIT", { limit: formatMoney(room.joinLimitMinor) }) : ok(undefined);
}
