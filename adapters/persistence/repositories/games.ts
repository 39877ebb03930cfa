import { sql, type Selectable } from "kysely";
import type { Game, Room } from "../../../src/domain/game";
import type { GameRepository } from "../../../src/ports/store";
import type { Executor, SqlDialect } from "../dialect";
import type { GamesTable, RoomsTable } from "../schema";
import { flag } from "./sql-helpers";

export function gameRepository(db: Executor, dialect: SqlDialect): GameRepository {
  return {
    async list() {
      const rows = await db.selectFrom("games").selectAll().orderBy("sort_order").orderBy("id").execute();
      return rows.map(toGame);
    },

    async byId(id) {
      const row = await db.selectFrom("games").selectAll().where("id", "=", id).executeTakeFirst();
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
      const row = await db.selectFrom("rooms").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toRoom(row) : null;
    },

    async upsertRoom(room) {
      const values = {
        game_id: room.gameId,
        title: room.title,
        join_limit_minor: room.joinLimitMinor,
        min_stake_minor: room.minStakeMinor,
        max_stake_minor: room.maxStakeMinor,
        max_round_stake_minor: room.maxRoundStakeMinor,
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

    async odds(roomId, atMs) {
      const rows = await db.selectFrom("room_odds").selectAll().where("room_id", "=", roomId).orderBy("play_type").execute();
      const byType = new Map(rows.map((r) => [r.play_type, r.odds_hundredths]));
      let changes = db.selectFrom("room_odds_changes").select(["play_type", "odds_hundredths"]).where("room_id", "=", roomId);
      if (atMs !== undefined) changes = changes.where("effective_from_ms", "<=", atMs);
      // Oldest first, so the latest change of each play type is the one that stays.
      for (const change of await changes.orderBy("effective_from_ms").orderBy("id").execute()) byType.set(change.play_type, change.odds_hundredths);
      return [...byType.entries()].sort(([a], [b]) => a - b).map(([playType, oddsHundredths]) => ({ roomId, playType, oddsHundredths }));
    },

    async scheduleOdds(odds, effectiveFromMs) {
      if (odds.length === 0) return;
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

const toGame = (row: Selectable<GamesTable>): Game => ({
  id: row.id,
  name: row.name,
  onSale: row.on_sale !== 0,
  sortOrder: row.sort_order,
});

const toRoom = (row: Selectable<RoomsTable>): Room => ({
  id: row.id,
  gameId: row.game_id,
  title: row.title,
  joinLimitMinor: row.join_limit_minor,
  minStakeMinor: row.min_stake_minor,
  maxStakeMinor: row.max_stake_minor,
  maxRoundStakeMinor: row.max_round_stake_minor,
});
