import { CompiledQuery, type QueryResult } from "kysely";
import { dialectOf, type Executor } from "../dialect";

/**
 * A statement of the bet path, written once as SQL text with `?` placeholders.
 * Building the same query through kysely's builder on every call cost about a
 * sixth of a bet's CPU; this hands the finished text and parameters straight to
 * the executor (the transaction's connection, as any repository statement), so
 * nothing is built per call. SQLite's driver then takes the prepared statement
 * from the store's cache keyed by this text (statement-cache.ts). PostgreSQL
 * gets the same text with `$1, $2, ...` placeholders, converted once here.
 *
 * Only for fixed statements whose text has no `?` other than the parameters
 * (no string literal holding a question mark).
 */
export function hotStatement<Row>(sqliteText: string): (db: Executor, params: readonly unknown[]) => Promise<QueryResult<Row>> {
  let n = 0;
  const postgresText = nameOnPostgres(sqliteText.replace(/\?/g, () => `$${++n}`));
  return (db, params) =>
    db.executeQuery<Row>(CompiledQuery.raw(dialectOf(db) === "postgres" ? postgresText : sqliteText, params as unknown[]));
}

/**
 * A PostgreSQL-only statement of the bet path, written with `$1, $2, ...` (a parameter may be used more than once).
 *
 * `commitsAfter`: the statement is always the last of its transaction, and it fails (aborting the transaction)
 * whenever its transaction must not commit. The store then sends COMMIT right behind it, without waiting for its
 * answer (hot-path-client.ts), and nothing may follow it in its transaction but that commit (or a rollback).
 */
export function hotPostgresStatement<Row>(postgresText: string, options: { commitsAfter?: boolean } = {}): (db: Executor, params: readonly unknown[]) => Promise<QueryResult<Row>> {
  nameOnPostgres(postgresText);
  if (options.commitsAfter) committingTexts.add(postgresText);
  return (db, params) => db.executeQuery<Row>(CompiledQuery.raw(postgresText, params as unknown[]));
}

const committingTexts = new Set<string>();

/** Whether a statement is one its transaction's COMMIT may follow at once (hotPostgresStatement's `commitsAfter`). */
export const commitsAfter = (postgresText: string): boolean => committingTexts.has(postgresText);

/** The hot statements' PostgreSQL texts, each with the name it is prepared under. */
const preparedNames = new Map<string, string>();

function nameOnPostgres(postgresText: string): string {
  if (!preparedNames.has(postgresText)) preparedNames.set(postgresText, `hot_${preparedNames.size + 1}`);
  return postgresText;
}

/**
 * The name a hot statement is prepared under on each PostgreSQL connection
 * (hot-path-client.ts), or undefined for any other text. Parsing and planning
 * the bet path's statements anew each time cost PostgreSQL more CPU than
 * running them; prepared once per connection, the server plans them once.
 * Only these few fixed texts are named, so a connection holds a bounded set.
 */
export const preparedNameOf = (postgresText: string): string | undefined => preparedNames.get(postgresText);
