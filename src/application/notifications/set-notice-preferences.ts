import type { Result } from "../../domain/errors";
import { MAX_CLOSING_ROOMS, type NoticePreferences } from "../../domain/notifications/notice";
import { fail } from "../../domain/errors";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";

/** Sets the player's notice toggles; every chosen room must exist. */
export async function setNoticePreferences(deps: AppDeps, input: { readonly userId: number; readonly preferences: NoticePreferences }): Promise<Result<NoticePreferences, "INVALID_INPUT">> {
  const rooms = [...new Set(input.preferences.closingRooms)].sort((a, b) => a - b);
  if (rooms.length > MAX_CLOSING_ROOMS || rooms.some((id) => !Number.isSafeInteger(id) || id <= 0)) return fail("INVALID_INPUT", { field: "closingRooms" });
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<"INVALID_INPUT">) => {
    for (const id of rooms) if ((await work.tx.games.roomById(id)) === null) work.refuse("INVALID_INPUT", { field: "closingRooms" });
    const preferences: NoticePreferences = { ...input.preferences, closingRooms: rooms };
    await work.tx.pushSubscriptions.savePreferences(input.userId, preferences, nowMs);
    return preferences;
  });
}
