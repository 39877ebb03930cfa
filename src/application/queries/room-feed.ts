import { fail, ok, type Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import { playTypeDef, type PlayTypeKey } from "../../domain/outcome";
import type { AppDeps } from "../deps";
import { checkLimit, maskUsername } from "./query-input";

export const MAX_ROOM_FEED = 100;

/** A bet of another player as the room's live feed shows it: enough to follow it, not to identify its player. */
export interface RoomFeedEntry {
  /** What follow-bet takes. */
  readonly betId: number;
  readonly maskedUsername: string;
  readonly playType: number;
  readonly playKey: PlayTypeKey | null;
  readonly playNumber: number | null;
  readonly stakeMinor: Minor;
  readonly issue: string;
  readonly placedAtMs: number;
}

/** The room's bets placed at or after sinceMs, oldest first (the order they scroll in). */
export async function roomFeed(deps: AppDeps, roomId: number, sinceMs: number, limit: number): Promise<Result<readonly RoomFeedEntry[]>> {
  const checked = checkLimit(limit, MAX_ROOM_FEED);
  if (!checked.ok) return checked;
  if (!Number.isSafeInteger(sinceMs)) return fail("INVALID_INPUT", { field: "sinceMs" });
  return deps.store.read(async (tx) => {
    if (!(await tx.games.roomById(roomId))) return fail("ROOM_NOT_FOUND");
    const bets = await tx.bets.recentInRoom(roomId, sinceMs, checked.value);
    const names = new Map((await tx.users.byIds([...new Set(bets.map((b) => b.userId))])).map((u) => [u.id, u.username]));
    return ok(
      bets.map((bet) => {
        const def = playTypeDef(bet.playType);
        return {
          betId: bet.id,
          maskedUsername: maskUsername(names.get(bet.userId) ?? ""),
          playType: bet.playType,
          playKey: def?.key ?? null,
          playNumber: def?.number ?? null,
          stakeMinor: bet.stakeMinor,
          issue: bet.issue,
          placedAtMs: bet.placedAtMs,
        };
      }),
    );
  });
}
