import type { Result } from "../../domain/errors";
import type { Room } from "../../domain/games/game";
import { DEFAULT_RTP_BP, defaultOddsTable } from "../../domain/betting/odds";
import { checkName, checkRoomLimits, checkRoomTier, type RoomLimitsInput } from "../../domain/games/game-rules";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { oncePerRequest, recordAudit, type ConsoleRequestRefusal } from "../operations/audit-trail";
import type { MoneyRefusal } from "../../domain/money";

export interface SaveRoomInput extends RoomLimitsInput {
  readonly operatorId: number;
  /** The console's idempotency key: the same key sent twice does it once and answers the same. */
  readonly requestId?: string | null;
  /** null creates a room in the game, with the default odds for the house RTP. */
  readonly id: number | null;
  readonly gameId: number;
  readonly title: string;
  /** 0 basic, 1 senior, 2 master, 3 expert; left out, an edited room keeps its tier and a new one is basic. */
  readonly tier?: unknown;
}

/**
 * Creates or edits a room (a plan): title, join limit and the stake limits per
 * bet and per round. Limits are checked at each bet, so they hold from the
 * next bet on; bets already placed keep their stake and odds.
 */
export async function saveRoom(deps: Pick<AppDeps, "store" | "events" | "clock">, input: SaveRoomInput): Promise<Result<Room, "GAME_NOT_FOUND" | "INVALID_INPUT" | "NAME_REQUIRED" | "ROOM_LIMITS_INVALID" | "ROOM_NOT_FOUND" | ConsoleRequestRefusal | MoneyRefusal>> {
  const title = checkName(input.title, "title");
  if (!title.ok) return title;
  const limits = checkRoomLimits(input);
  if (!limits.ok) return limits;
  const tier = input.tier === undefined ? null : checkRoomTier(input.tier);
  if (tier !== null && !tier.ok) return tier;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, (work: Work<ConsoleRequestRefusal | "ROOM_NOT_FOUND" | "GAME_NOT_FOUND">) =>
    oncePerRequest(work, { operatorId: input.operatorId, requestId: input.requestId, action: "room.save", atMs: nowMs }, async () => {
    const { tx } = work;
    const before = input.id === null ? null : ((await tx.games.roomById(input.id)) ?? work.refuse("ROOM_NOT_FOUND"));
    // A room stays in its game: moving it would carry its bets and history into another game's reports.
    const gameId = before?.gameId ?? input.gameId;
    if ((await tx.games.byId(gameId)) === null) work.refuse("GAME_NOT_FOUND");
    const room: Room = { id: before?.id ?? 0, gameId, title: title.value, tier: tier?.value ?? before?.tier ?? 0, ...limits.value };
    const id = await tx.games.upsertRoom(room);
    if (before === null) await tx.games.setOdds(defaultOddsTable(DEFAULT_RTP_BP).map((o) => ({ roomId: id, ...o })));
    const saved = { ...room, id };
    await recordAudit(work, { operatorId: input.operatorId, action: "room.save", target: { type: "room", id: String(id) }, before: before && { ...before }, after: { ...saved }, atMs: nowMs });
    return saved;
    }),
  );
}
