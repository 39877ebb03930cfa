import { sql, type Selectable } from "kysely";
import {
  AUTO_VOID_CODES,
  nextStatus,
  ROUND_STATUSES,
  VOID_REASON_LANGS,
  VOIDABLE_STATUSES,
  type AutoVoidCode,
  type Digits,
  type RoundRecord,
  type RoundStatus,
  type RoundVoid,
  type VoidReasonText,
} from "../../../src/domain/rounds/round";
import type { SeedChain } from "../../../src/domain/fairness/seed-chain";
import type { RoundRepository, SeedChainRepository } from "../../../src/ports/store";
import { dialectOf, type Executor } from "../dialect";
import type { RoundsTable, SeedChainsTable } from "../schema";
import { hotStatement } from "./hot-sql";
import { checkLimit, checkPage } from "./sql-helpers";

/** Every bet runs it (hot-sql.ts). */
const roundByIssue = hotStatement<Selectable<RoundsTable>>("select * from rounds where game_id = ? and issue = ?");

/** The first key of the two-key advisory lock round creation takes per game (any constant no other lock uses). */
const ROUND_CREATION_LOCK = 7_312;

export function roundRepository(db: Executor): RoundRepository {
  return {
    async lockCreation(gameId) {
      // SQLite: BEGIN IMMEDIATE already made this the only writer.
      if (dialectOf(db) !== "postgres") return;
      await sql`select pg_advisory_xact_lock(${ROUND_CREATION_LOCK}, cast(${gameId} as integer))`.execute(db);
    },

    async lockForBet(gameId, issue) {
      if (dialectOf(db) !== "postgres") return this.get(gameId, issue);
      // A share lock: bets of the round go on side by side, the close (an update of the row) waits for them,
      // and a bet that comes after the close reads the closed status.
      const row = await db.selectFrom("rounds").selectAll().where("game_id", "=", gameId).where("issue", "=", issue).forShare().executeTakeFirst();
      return row ? toRound(row) : null;
    },

    async create(round) {
      const row = await db
        .insertInto("rounds")
        .values({
          game_id: round.gameId,
          issue: round.issue,
          open_at_ms: round.openAtMs,
          close_at_ms: round.closeAtMs,
          draw_at_ms: round.drawAtMs,
          status: round.status,
          chain_id: round.chainId,
          chain_index: round.chainIndex,
          commitment: round.commitment,
          revealed_seed: round.revealedSeed,
          d1: round.digits?.[0] ?? null,
          d2: round.digits?.[1] ?? null,
          d3: round.digits?.[2] ?? null,
          bets_root: round.betsRoot,
          draw_scheme: round.drawScheme,
        })
        .onConflict((oc) => oc.columns(["game_id", "issue"]).doNothing())
        .returning("issue")
        .executeTakeFirst();
      return row !== undefined;
    },

    async get(gameId, issue) {
      const row = (await roundByIssue(db, [gameId, issue])).rows[0];
      return row ? toRound(row) : null;
    },

    async advance(gameId, issue, from, to, draw) {
      // A caller asking for anything but the next step, or drawing without the
      // draw, has a bug: throw rather than answer false.
      if (nextStatus(from) !== to) throw new RangeError(`round ${gameId}/${issue}: cannot move ${from} -> ${to}`);
      if ((to === "drawn") !== (draw !== undefined)) {
        throw new RangeError(`round ${gameId}/${issue}: the draw goes with, and only with, the move to drawn`);
      }
      const result = await db
        .updateTable("rounds")
        .set(
          draw
            ? { status: to, revealed_seed: draw.revealedSeed, d1: draw.digits[0], d2: draw.digits[1], d3: draw.digits[2] }
            : { status: to },
        )
        .where("game_id", "=", gameId)
        .where("issue", "=", issue)
        .where("status", "=", from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markVoid(gameId, issue, from, voided, revealedSeed) {
      if (!from.every((status) => VOIDABLE_STATUSES.includes(status)) || from.length === 0) {
        throw new RangeError(`round ${gameId}/${issue}: cannot void from ${from.join(", ")}`);
      }
      const result = await db
        .updateTable("rounds")
        .set({
          status: "void" satisfies RoundStatus,
          // A drawn round keeps the seed its draw revealed; any other gets it now (see voidRound).
          revealed_seed: sql<string>`coalesce(revealed_seed, ${revealedSeed})`,
          void_reason: voided.kind === "operator" ? JSON.stringify(voided.reason) : null,
          void_code: voided.kind === "auto" ? voided.code : null,
          voided_by: voided.kind === "operator" ? voided.operatorId : null,
          voided_at_ms: voided.atMs,
        })
        .where("game_id", "=", gameId)
        .where("issue", "=", issue)
        .where("status", "in", from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async voidedWithOpenBets(gameId, limit) {
      // Like settledRoundsWithUnsettledBets: the game's open bets are few, each checked against its round.
      const rows = await db
        .selectFrom("open_bets")
        .innerJoin("rounds", (join) => join.onRef("rounds.game_id", "=", "open_bets.game_id").onRef("rounds.issue", "=", "open_bets.issue"))
        .select("open_bets.issue")
        .distinct()
        .where("open_bets.game_id", "=", gameId)
        .where("rounds.status", "=", sql.lit("void" satisfies RoundStatus))
        .orderBy("open_bets.issue")
        .limit(checkLimit(limit))
        .execute();
      return rows.map((row) => row.issue);
    },

    async fixBetsRoot(gameId, issue, root) {
      const result = await db
        .updateTable("rounds")
        .set({ bets_root: root })
        .where("game_id", "=", gameId)
        .where("issue", "=", issue)
        .where("status", "=", sql.lit("closed" satisfies RoundStatus))
        .where("bets_root", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async unfinished(gameId) {
      const rows = await db
        .selectFrom("rounds")
        .selectAll()
        .where("game_id", "=", gameId)
        // Literals, spelled as the partial index rounds_unfinished (migration 039) is, so that both planners match it.
        .where("status", "<>", sql.lit("settled" satisfies RoundStatus))
        .where("status", "<>", sql.lit("void" satisfies RoundStatus))
        .orderBy("open_at_ms")
        .orderBy("issue")
        .execute();
      return rows.map(toRound);
    },

    async recent(gameId, limit) {
      const rows = await db
        .selectFrom("rounds")
        .selectAll()
        .where("game_id", "=", gameId)
        .orderBy("open_at_ms", "desc")
        .orderBy("issue", "desc")
        .limit(checkLimit(limit))
        .execute();
      return rows.map(toRound);
    },

    async drawnBetween(gameId, range, page) {
      checkPage(page);
      const rows = await db
        .selectFrom("rounds")
        .selectAll()
        .where("game_id", "=", gameId)
        .where("status", "in", ["drawn", "settled"] satisfies RoundStatus[])
        .where("draw_at_ms", ">=", range.fromMs)
        .where("draw_at_ms", "<", range.toMs)
        .orderBy("draw_at_ms", "desc")
        .orderBy("issue", "desc")
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map(toRound);
    },

    async atChainPosition(chainId, chainIndex) {
      const row = await db.selectFrom("rounds").selectAll().where("chain_id", "=", chainId).where("chain_index", "=", chainIndex).executeTakeFirst();
      return row ? toRound(row) : null;
    },

    async latest(gameId) {
      // "Highest chain index" within the newest chain: a new chain starts again
      // at index 1, and the round to continue from is the last one of that chain.
      const row = await db
        .selectFrom("rounds")
        .selectAll()
        .where("game_id", "=", gameId)
        .orderBy("chain_id", "desc")
        .orderBy("chain_index", "desc")
        .limit(1)
        .executeTakeFirst();
      return row ? toRound(row) : null;
    },
  };
}

export function seedChainRepository(db: Executor): SeedChainRepository {
  return {
    async create(chain) {
      const row = await db
        .insertInto("seed_chains")
        .values({
          game_id: chain.gameId,
          // Never the secret itself: only what the vault sealed.
          top_seed: "",
          sealed_top: chain.sealedTop,
          length: chain.length,
          anchor: chain.anchor,
          created_at_ms: chain.createdAtMs,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toChain(row);
    },

    async byId(id) {
      const row = await db.selectFrom("seed_chains").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toChain(row) : null;
    },

    async stillPlain() {
      const rows = await db.selectFrom("seed_chains").select(["id", "game_id", "length", "anchor", "top_seed"]).where("top_seed", "!=", "").orderBy("id").execute();
      return rows.map((row) => ({ id: row.id, gameId: row.game_id, length: row.length, anchor: row.anchor, topSeed: row.top_seed }));
    },

    async sealPlain(id, sealedTop) {
      await db.updateTable("seed_chains").set({ sealed_top: sealedTop, top_seed: "" }).where("id", "=", id).execute();
    },

    async list(gameId) {
      const rows = await db.selectFrom("seed_chains").selectAll().where("game_id", "=", gameId).orderBy("id").execute();
      return rows.map(toChain);
    },

    async current(gameId) {
      const row = await db
        .selectFrom("seed_chains")
        .selectAll()
        .where("game_id", "=", gameId)
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      return row ? toChain(row) : null;
    },
  };
}

export function toRound(row: Selectable<RoundsTable>): RoundRecord {
  if (!(ROUND_STATUSES as readonly string[]).includes(row.status)) {
    throw new Error(`round ${row.game_id}/${row.issue}: bad status ${row.status}`);
  }
  const digits: Digits | null = row.d1 === null || row.d2 === null || row.d3 === null ? null : [row.d1, row.d2, row.d3];
  return {
    gameId: row.game_id,
    issue: row.issue,
    openAtMs: row.open_at_ms,
    closeAtMs: row.close_at_ms,
    drawAtMs: row.draw_at_ms,
    status: row.status as RoundStatus,
    chainId: row.chain_id,
    chainIndex: row.chain_index,
    commitment: row.commitment,
    revealedSeed: row.revealed_seed,
    digits,
    drawScheme: row.draw_scheme === 2 ? 2 : 1,
    betsRoot: row.bets_root,
    voided: voidOf(row),
  };
}

/** A void as stored (migration 039): present exactly on a void round. */
function voidOf(row: Selectable<RoundsTable>): RoundVoid | null {
  if (row.status !== "void") return null;
  const atMs = row.voided_at_ms;
  if (atMs === null) throw new Error(`round ${row.game_id}/${row.issue}: void without its time`);
  if (row.void_code !== null) {
    if (!(AUTO_VOID_CODES as readonly string[]).includes(row.void_code)) throw new Error(`round ${row.game_id}/${row.issue}: bad void code ${row.void_code}`);
    return { kind: "auto", code: row.void_code as AutoVoidCode, atMs: Number(atMs) };
  }
  if (row.void_reason === null || row.voided_by === null) throw new Error(`round ${row.game_id}/${row.issue}: void without its reason`);
  const parsed = JSON.parse(row.void_reason) as Record<string, unknown>;
  const reason = Object.fromEntries(VOID_REASON_LANGS.map((lang) => [lang, typeof parsed[lang] === "string" ? parsed[lang] : ""])) as VoidReasonText;
  return { kind: "operator", reason, operatorId: Number(row.voided_by), atMs: Number(atMs) };
}

const toChain = (row: Selectable<SeedChainsTable>): SeedChain => ({
  id: row.id,
  gameId: row.game_id,
  sealedTop: row.sealed_top,
  length: row.length,
  anchor: row.anchor,
  createdAtMs: row.created_at_ms,
});
