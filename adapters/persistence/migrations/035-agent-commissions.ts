import type { Kysely } from "kysely";

/**
 * Agents' commissions (issue 40): an agent's own rate when the operator sets one; each commission period's range as
 * first counted (so that a switch between daily and weekly never counts a bet twice, and a rerun reads the same
 * range); and each agent's statement of a finished period with one line per player, written once (unique per agent
 * and period) and paid from. FROZEN once released, like the ones before; it imports nothing from the application.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("commission_rates")
    .addColumn("agent_id", "bigint", (c) => c.primaryKey().references("users.id"))
    .addColumn("rate_bp", "integer", (c) => c.notNull())
    .addColumn("updated_at_ms", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("commission_periods")
    .addColumn("period_key", "text", (c) => c.primaryKey())
    .addColumn("from_ms", "bigint", (c) => c.notNull())
    .addColumn("to_ms", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("commission_statements")
    .$call((table) =>
      dialect === "sqlite"
        ? table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
        : table.addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity()),
    )
    .addColumn("agent_id", "bigint", (c) => c.notNull().references("users.id"))
    .addColumn("period_key", "text", (c) => c.notNull())
    .addColumn("from_ms", "bigint", (c) => c.notNull())
    .addColumn("to_ms", "bigint", (c) => c.notNull())
    .addColumn("basis", "text", (c) => c.notNull())
    .addColumn("rate_bp", "integer", (c) => c.notNull())
    .addColumn("second_level_rate_bp", "integer", (c) => c.notNull())
    .addColumn("basis_minor", "bigint", (c) => c.notNull())
    .addColumn("period_minor", "bigint", (c) => c.notNull())
    .addColumn("carry_in_minor", "bigint", (c) => c.notNull())
    .addColumn("carry_out_minor", "bigint", (c) => c.notNull())
    .addColumn("amount_minor", "bigint", (c) => c.notNull())
    .addColumn("players", "integer", (c) => c.notNull())
    .addColumn("created_at_ms", "bigint", (c) => c.notNull())
    .addUniqueConstraint("commission_statements_agent_period", ["agent_id", "period_key"])
    .execute();
  // An agent's history and latest carry: newest period first.
  await db.schema.createIndex("commission_statements_agent_to").on("commission_statements").columns(["agent_id", "to_ms"]).execute();

  await db.schema
    .createTable("commission_statement_lines")
    .addColumn("statement_id", "bigint", (c) => c.notNull().references("commission_statements.id"))
    .addColumn("player_id", "bigint", (c) => c.notNull())
    .addColumn("level", "integer", (c) => c.notNull())
    .addColumn("stakes_minor", "bigint", (c) => c.notNull())
    .addColumn("payouts_minor", "bigint", (c) => c.notNull())
    .addColumn("received_minor", "bigint", (c) => c.notNull())
    .addColumn("basis_minor", "bigint", (c) => c.notNull())
    .addColumn("contribution_minor", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("commission_statement_lines_pk", ["statement_id", "level", "player_id"])
    .execute();
}
