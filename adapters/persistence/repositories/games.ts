import { sql, type Selectable } from "kysely";
import { ROOM_TIERS, type Game, type Room, type RoomOdds, type RoomTier } from "../../../src/domain/games/game";
import type { GameRepository } from "../../../src/ports/store";
import type { Executor, SqlDialect } from "../dialect";
import type { GamesTable, RoomsTable } from "../schema";
import { hotStatement } from "./hot-sql";
import { flag } from "./sql-helpers";

/** Every bet runs these (hot-sql.ts). */
const gameById = hotStatement<Selectable<GamesTable>>("select * from games where id = ?");
const roomById = hotStatement<Selectable<RoomsTable>>("select * from rooms where id = ?");
/**
 * A room and its game (null columns when the game is gone). Its columns are read by subqueries,
 * not a join: better-sqlite3 ran the two-table join in about 20 µs against 4 µs for this form.
 */
const roomWithGame = hotStatement<Selectable<RoomsTable> & { g_id: number | null; g_name: string; g_on_sale: GamesTable["on_sale"]; g_sort_order: number; g_exposure_cap_minor: number | null }>(
  "select r.*, (select id from games where id = r.game_id) as g_id, (select name from games where id = r.game_id) as g_name," +
    " (select on_sale from games where id = r.game_id) as g_on_sale, (select sort_order from games where id = r.game_id) as g_sort_order," +
    " (select exposure_cap_minor from games where id = r.game_id) as g_exposure_cap_minor from rooms r where r.id = ?",
);

/** Entries kept at most; a few per room and round, so this is days of rounds of a large operator. */
const MAX_CACHED_ODDS = 10_000;

/**
 * The odds in force in a room at an instant already past, per store (one per
 * kyselyStore), so a bet does not read the odds tables again and again. Safe to
 * keep because that answer cannot change any more: operators' changes are
 * scheduled from the next round's opening (room_odds_changes, effective_from_ms
 * after the moment they are made), so no change written later, by this server
 * or another on the same database, applies at an instant already past; and a
 * bet asks for the odds at its round's opening. The base table (room_odds) is
 * written only when a room is created or games are installed: that clears the
 * cache of this store, and a round already open elsewhere keeps the odds it
 * opened with until its next round, which is the rule anyway.
 */
export interface OddsCache {
  readonly entries: Map<string, readonly RoomOdds[]>;
}
export const newOddsCache = (): OddsCache => ({ entries: new Map() });

export function gameRepository(db: Executor, dialect: SqlDialect, oddsCache: OddsCache = newOddsCache()): GameRepository {
  /** A transaction that wrote odds reads its own uncommitted rows: what it reads is not cached. */
  let wroteOdds = false;
  async function oddsFromTables(roomId: number, atMs?: number): Promise<RoomOdds[]> {
    const rows = await db.selectFrom("room_odds").selectAll().where("room_id", "=", roomId).orderBy("play_type").execute();
    const byType = new Map(rows.map((r) => [r.play_type, r.odds_hundredths]));
    let changes = db.selectFrom("room_odds_changes").select(["play_type", "odds_hundredths"]).where("room_id", "=", roomId);
    if (atMs !== undefined) changes = changes.where("effective_from_ms", "<=", atMs);
    // Oldest first, so the latest change of each play type is the one that stays.
    for (const change of await changes.orderBy("effective_from_ms").orderBy("id").execute()) byType.set(change.play_type, change.odds_hundredths);
    return [...byType.entries()].sort(([a], [b]) => a - b).map(([playType, oddsHundredths]) => ({ roomId, playType, oddsHundredths }));
  }

  return {
    async list() {
      const rows = await db.selectFrom("games").selectAll().orderBy("sort_order").orderBy("id").execute();
      return rows.map(toGame);
    },

    async byId(id) {
      const row = (await gameById(db, [id])).rows[0];
      return row ? toGame(row) : null;
    },

    async upsert(game) {
      const values = { id: game.id, name: game.name, on_sale: flag(game.onSale), sort_order: game.sortOrder };
      await db
        .insertInto("games")
        .values(values)
        .onConflict((oc) => oc.column("id").doUpdateSet({ name: values.name, on_sale: values.on_sale, sort_order: values.sort_order }))
        .execute();
    },

    async rooms(gameId) {
      const rows = await db.selectFrom("rooms").selectAll().where("game_id", "=", gameId).orderBy("id").execute();
      return rows.map(toRoom);
    },

    async roomById(id) {
      const row = (await roomById(db, [id])).rows[0];
      return row ? toRoom(row) : null;
    },

    async roomWithGame(id) {
      const row = (await roomWithGame(db, [id])).rows[0];
      if (!row) return null;
      const { g_id, g_name, g_on_sale, g_sort_order, g_exposure_cap_minor, ...room } = row;
      return {
        room: toRoom(room),
        game: g_id === null ? null : toGame({ id: g_id, name: g_name, on_sale: g_on_sale, sort_order: g_sort_order, exposure_cap_minor: g_exposure_cap_minor }),
      };
    },

    async upsertRoom(room) {
      const values = {
        game_id: room.gameId,
        title: room.title,
        join_limit_minor: room.joinLimitMinor,
        min_stake_minor: room.minStakeMinor,
        max_stake_minor: room.maxStakeMinor,
        max_round_stake_minor: room.maxRoundStakeMinor,
        tier: room.tier,
      };
      if (room.id <= 0) {
        const row = await db.insertInto("rooms").values(values).returning("id").executeTakeFirstOrThrow();
        return row.id;
      }
      await db
        .insertInto("rooms")
        .values({ id: room.id, ...values })
        .onConflict((oc) => oc.column("id").doUpdateSet(values))
        .execute();
      if (dialect === "postgres") {
        // An explicit id does not advance PostgreSQL's identity sequence; move it
        // past the largest id so the next assigned id cannot collide. (Rooms are
        // configuration, written by one operator or seed at a time.)
        await sql`select setval(pg_get_serial_sequence('rooms', 'id'), (select max(id) from rooms))`.execute(db);
      }
      return room.id;
    },

    async setExposureCap(target, capMinor) {
      const table = target.kind === "game" ? "games" : "rooms";
      const result = await db.updateTable(table).set({ exposure_cap_minor: capMinor }).where("id", "=", target.id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async odds(roomId, atMs) {
      // Only an instant already past (see OddsCache); the real clock, not the application's, decides that.
      const cacheable = atMs !== undefined && atMs <= Date.now();
      const key = `${roomId}:${atMs}`;
      const cached = cacheable ? oddsCache.entries.get(key) : undefined;
      if (cached !== undefined) return [...cached];
      const odds = await oddsFromTables(roomId, atMs);
      if (cacheable && !wroteOdds) {
        if (oddsCache.entries.size >= MAX_CACHED_ODDS) oddsCache.entries.clear();
        oddsCache.entries.set(key, [...odds]);
      }
      return odds;
    },

    async scheduleOdds(odds, effectiveFromMs) {
      if (odds.length === 0) return;
      // Normally for a round not yet open (nothing cached can be affected); a change for an instant already past is cleared too.
      wroteOdds = true;
      oddsCache.entries.clear();
      await db
        .insertInto("room_odds_changes")
        .values(odds.map((o) => ({ room_id: o.roomId, play_type: o.playType, odds_hundredths: o.oddsHundredths, effective_from_ms: effectiveFromMs })))
        .execute();
    },

    async scheduledOdds(roomId, afterMs) {
      const rows = await db
        .selectFrom("room_odds_changes")
        .select(["play_type", "odds_hundredths", "effective_from_ms"])
        .where("room_id", "=", roomId)
        .where("effective_from_ms", ">", afterMs)
        .orderBy("effective_from_ms")
        .orderBy("id")
        .execute();
      return rows.map((r) => ({ roomId, playType: r.play_type, oddsHundredths: r.odds_hundredths, effectiveFromMs: r.effective_from_ms }));
    },

    async setOdds(odds) {
      if (odds.length === 0) return;
      wroteOdds = true;
      oddsCache.entries.clear();
      await db
        .insertInto("room_odds")
        .values(odds.map((o) => ({ room_id: o.roomId, play_type: o.playType, odds_hundredths: o.oddsHundredths })))
        .onConflict((oc) =>
          oc.columns(["room_id", "play_type"]).doUpdateSet((eb) => ({ odds_hundredths: eb.ref("excluded.odds_hundredths") })),
        )
        .execute();
    },
  };
}

/** exposure_cap_minor absent (a read that does not select it, e.g. an order's context): the cap is left out, not claimed null. */
export const toGame = (row: Omit<Selectable<GamesTable>, "exposure_cap_minor"> & { exposure_cap_minor?: number | null }): Game => ({
  id: row.id,
  name: row.name,
  onSale: row.on_sale !== 0,
  sortOrder: row.sort_order,
  ...(row.exposure_cap_minor === undefined ? {} : { exposureCapMinor: row.exposure_cap_minor }),
});

export const toRoom = (row: Selectable<RoomsTable>): Room => ({
  id: row.id,
  gameId: row.game_id,
  title: row.title,
  joinLimitMinor: row.join_limit_minor,
  minStakeMinor: row.min_stake_minor,
  maxStakeMinor: row.max_stake_minor,
  maxRoundStakeMinor: row.max_round_stake_minor,
  tier: (ROOM_TIERS as readonly number[]).includes(row.tier) ? (row.tier as RoomTier) : 0,
  exposureCapMinor: row.exposure_cap_minor,
});
