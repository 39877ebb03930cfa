import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Page } from "../../../src/ports/store";

/**
 * SUM of an integer column as a JS number, 0 over no rows. The cast matters on
 * PostgreSQL, where SUM(bigint) is NUMERIC (returned as a string); BIGINT comes
 * back through the int8 parser, which refuses unsafe integers.
 */
export const sumOf = (column: string): RawBuilder<number> => sql<number>`cast(coalesce(sum(${sql.ref(column)}), 0) as bigint)`;

export const flag = (value: boolean): number => (value ? 1 : 0);

export function checkPage(page: Page): Page {
  if (!Number.isSafeInteger(page.offset) || page.offset < 0) throw new RangeError(`bad page offset ${page.offset}`);
  if (!Number.isSafeInteger(page.limit) || page.limit < 0) throw new RangeError(`bad page limit ${page.limit}`);
  return page;
}

export function checkLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`bad limit ${limit}`);
  return limit;
}

/** Most rows a housekeeping delete (expired captchas, old login failures) removes in one call. */
export const PURGE_BATCH = 1000;

/**
 * The condition a query names to read a round's bets through bets_round_id
 * (game_id, issue, id), always true. On PostgreSQL that index is partial on it
 * (migration 020), so that a player's own reads of a round, which must go
 * through bets_user_round, can never pick it when statistics are missing.
 * Spelled with a literal: a parameter would not prove the predicate in a
 * prepared statement's generic plan.
 */
export const ROUND_INDEX: RawBuilder<SqlBool> = sql<SqlBool>`bets.id > 0`;
