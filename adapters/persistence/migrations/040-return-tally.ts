import type { Kysely } from "kysely";

/**
 * The realised-return monitor's running totals (issue 41): per game and play type, and per game with the mark of
 * the last round added (a round is added once: the game row's mark moves by compare-and-set). Sums of squares and
 * expectations are floats: statistics, never money. FROZEN once released.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("return_tally_games")
    .addColumn("game_id", "integer", (c) => c.primaryKey())
    .addColumn("rounds", "bigint", (c) => c.notNull())
    .addColumn("stake_minor", "bigint", (c) => c.notNull())
    .addColumn("payout_minor", "bigint", (c) => c.notNull())
    .addColumn("expected_payout", "double precision", (c) => c.notNull())
    .addColumn("payout_variance", "double precision", (c) => c.notNull())
    .addColumn("mark_draw_at_ms", "bigint")
    .addColumn("mark_issue", "text")
    .execute();
  await db.schema
    .createTable("return_tally_plays")
    .addColumn("game_id", "integer", (c) => c.notNull())
    .addColumn("play_type", "integer", (c) => c.notNull())
    .addColumn("rounds", "bigint", (c) => c.notNull())
    .addColumn("bets", "bigint", (c) => c.notNull())
    .addColumn("stake_minor", "bigint", (c) => c.notNull())
    .addColumn("payout_minor", "bigint", (c) => c.notNull())
    .addColumn("win_amount_minor", "bigint", (c) => c.notNull())
    .addColumn("win_amount_squared", "double precision", (c) => c.notNull())
    .addPrimaryKeyConstraint("return_tally_plays_pk", ["game_id", "play_type"])
    .execute();
}
