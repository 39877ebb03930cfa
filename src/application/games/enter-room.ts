import { moneyOf } from "../../domain/accounts/user";
import type { Result } from "../../domain/errors";
import { checkRoomEntry, isStillPresent, presenceNeedsRefresh } from "../../domain/games/presence-rules";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";

/** A room that is not there, a player who is not, or one whose money is below the room's join_limit. */
export type EnterRoomRefusal = "USER_NOT_FOUND" | "ROOM_NOT_FOUND" | "ROOM_JOIN_LIMIT";

export interface RoomEntry {
  readonly roomId: number;
  readonly joinLimitMinor: number;
  /** True when this call was the entry (the balance was checked); false when the player was still in the room. */
  readonly entered: boolean;
  /** When the player's presence in the room is now recorded as seen. */
  readonly seenAtMs: number;
}

/**
 * A call that names a room (the web room's entry or live stream, the legacy
 * heart with its plan_id): the player's entry when they were away longer than
 * the absence window (or never came), which needs money of at least the room's
 * join_limit; otherwise they are still in the room and nothing is checked
 * again, whatever they lost meanwhile (presence-rules.ts). Either way their
 * presence is written when due. A refused entry records nothing.
 */
export async function enterRoom(deps: AppDeps, userId: number, roomId: number): Promise<Result<RoomEntry, EnterRoomRefusal>> {
  return inTransaction(deps, async (work: Work<EnterRoomRefusal>) => {
    const room = (await work.tx.games.roomById(roomId)) ?? work.refuse("ROOM_NOT_FOUND");
    const seenAtMs = await work.tx.roomPresence.seenAt(userId, roomId);
    const nowMs = deps.clock.nowMs();
    if (isStillPresent(seenAtMs, nowMs)) {
      if (!presenceNeedsRefresh(seenAtMs, nowMs)) return { roomId, joinLimitMinor: room.joinLimitMinor, entered: false, seenAtMs: seenAtMs! };
      await work.tx.roomPresence.see(userId, roomId, nowMs);
      return { roomId, joinLimitMinor: room.joinLimitMinor, entered: false, seenAtMs: nowMs };
    }
    if (!(await work.tx.users.byId(userId))) work.refuse("USER_NOT_FOUND");
    const entry = checkRoomEntry(room, moneyOf(await work.tx.ledger.balancesOfUser(userId)));
    if (!entry.ok) work.refuse(entry.error.code, entry.error.params);
    await work.tx.roomPresence.see(userId, roomId, nowMs);
    return { roomId, joinLimitMinor: room.joinLimitMinor, entered: true, seenAtMs: nowMs };
  });
}

/**
 * Records players as seen in rooms at atMs, without judging anything: they
 * stay in rooms they are in (a live stream held open, an accepted bet). A
 * player who is not in the room yet is not let in by this: entries go through
 * enterRoom, and a bet from outside is judged as an entry before it is accepted.
 */
export async function seeInRoom(deps: AppDeps, userId: number, roomId: number, atMs: number): Promise<void> {
  await seeInRooms(deps, [{ userId, roomId }], atMs);
}

/** seeInRoom for many players at once, in one transaction (each server process's open live streams, about once a minute). */
export async function seeInRooms(deps: AppDeps, seen: readonly { readonly userId: number; readonly roomId: number }[], atMs: number): Promise<void> {
  if (seen.length === 0) return;
  await deps.store.transaction(async (tx) => {
    for (const { userId, roomId } of seen) await tx.roomPresence.see(userId, roomId, atMs);
  });
}
