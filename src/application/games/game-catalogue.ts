import { fail, ok, type Result } from "../../domain/errors";
import type { Game, Room, RoomTier } from "../../domain/games/game";
import type { Minor } from "../../domain/money";
import { theoreticalRtp } from "../../domain/betting/odds";
import { PLAY_TYPES, type PlayTypeKey } from "../../domain/betting/outcome";
import { nextRoundAfter, roundAt } from "../../domain/rounds/schedule-versions";
import { scheduleOf } from "../rounds/schedule-book";
import type { AppDeps } from "../deps";

interface CatalogueRoom {
  readonly id: number;
  readonly gameId: number;
  readonly title: string;
  /** The card style: 0 basic, 1 senior, 2 master, 3 expert. */
  readonly tier: RoomTier;
  /** Balance needed to enter the room (the plan's join_limit). */
  readonly joinLimitMinor: Minor;
  readonly minStakeMinor: Minor;
  readonly maxStakeMinor: Minor;
}

export interface CatalogueGame {
  readonly id: number;
  readonly name: string;
  /** false: "closed / product discontinued". */
  readonly onSale: boolean;
  readonly rooms: readonly CatalogueRoom[];
}

/** Every game with its rooms (the home page's game list and /lottery's plan list), in the operator's order. */
export async function gameCatalogue(deps: AppDeps): Promise<{ readonly games: readonly CatalogueGame[] }> {
  return deps.store.read(async (tx) => {
    const games = [...(await tx.games.list())].sort(byDisplayOrder);
    const withRooms: CatalogueGame[] = [];
    for (const game of games) {
      const rooms = [...(await tx.games.rooms(game.id))].sort((a, b) => a.id - b.id);
      withRooms.push({ id: game.id, name: game.name, onSale: game.onSale, rooms: rooms.map(roomView) });
    }
    return { games: withRooms };
  });
}

export interface OddsEntry {
  readonly playType: number;
  readonly key: PlayTypeKey;
  /** The sum bet on, for number play types; null for the range ones. */
  readonly number: number | null;
  readonly oddsHundredths: number;
  /** The share of stakes these odds pay back on average (0.97 for 1.94 on big): shown so odds can be compared. */
  readonly theoreticalRtp: number;
}

export interface RoomOddsView {
  readonly room: CatalogueRoom;
  readonly game: Omit<CatalogueGame, "rooms">;
  /** The range play types (1-4, 11-14, 21-22): the wire's rule_base. */
  readonly base: readonly OddsEntry[];
  /** The numbers 0-27 (play types 100-127): the wire's rule_num. */
  readonly numbers: readonly OddsEntry[];
}

/** A room's odds table (oddsList), in the order of the play-type table. */
export async function roomOdds(deps: AppDeps, roomId: number): Promise<Result<RoomOddsView, "ROOM_NOT_FOUND" | "GAME_NOT_FOUND">> {
  return deps.store.read(async (tx) => {
    const room = await tx.games.roomById(roomId);
    if (!room) return fail("ROOM_NOT_FOUND");
    const game = await tx.games.byId(room.gameId);
    if (!game) return fail("GAME_NOT_FOUND");
    // The odds bets are taken at now: those of the running round, or of the next one outside sales.
    const nowMs = deps.clock.nowMs();
    const roundOpenMs = (roundAt(scheduleOf(deps), nowMs) ?? nextRoundAfter(scheduleOf(deps), nowMs)).openAtMs;
    const oddsByType = new Map((await tx.games.odds(room.id, roundOpenMs)).map((o) => [o.playType, o.oddsHundredths]));
    const entries: OddsEntry[] = [];
    // A play type the room has no odds for is not offered there: left out rather than invented.
    for (const def of PLAY_TYPES) {
      const oddsHundredths = oddsByType.get(def.playType);
      if (oddsHundredths === undefined) continue;
      entries.push({ playType: def.playType, key: def.key, number: def.number, oddsHundredths, theoreticalRtp: theoreticalRtp(def.playType, oddsHundredths) });
    }
    return ok({
      room: roomView(room),
      game: { id: game.id, name: game.name, onSale: game.onSale },
      base: entries.filter((e) => e.number === null),
      numbers: entries.filter((e) => e.number !== null),
    });
  });
}

const byDisplayOrder = (a: Game, b: Game): number => a.sortOrder - b.sortOrder || a.id - b.id;

const roomView = (room: Room): CatalogueRoom => ({
  id: room.id,
  gameId: room.gameId,
  title: room.title,
  tier: room.tier,
  joinLimitMinor: room.joinLimitMinor,
  minStakeMinor: room.minStakeMinor,
  maxStakeMinor: room.maxStakeMinor,
});
