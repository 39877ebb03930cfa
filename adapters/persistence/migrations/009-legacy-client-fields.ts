import { sql, type Kysely } from "kysely";

/**
 * Fields clients built for the original backend read (LEGACY-API.md, "What
 * clients built for the original read"). FROZEN once released, like the ones
 * before; it imports nothing from the application.
 *
 * - rooms.tier: the room's card style, 0 basic, 1 senior, 2 master, 3 expert
 *   (planList `type`). The standard rooms installed before this migration were
 *   Beginner, Advanced and VIP: 0, 1 and 2; any other room starts at 0.
 * - users.id_card: the identity-card number a player enters on the profile
 *   screen (the original client asks for it before its withdraw screen).
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("rooms").addColumn("tier", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await sql`update rooms set tier = 1 where title = 'Advanced'`.execute(db);
  await sql`update rooms set tier = 2 where title = 'VIP'`.execute(db);
  await db.schema.alterTable("users").addColumn("id_card", "text", (c) => c.notNull().defaultTo("")).execute();
}
