import { sql, type Kysely } from "kysely";

/**
 * Splits the single `stakes` account into the 16 shards `stakes:<user id mod 16>`
 * (src/domain/wallet/ledger.ts: STAKES_SHARDS, stakesAccount), so concurrent bets on
 * PostgreSQL stop queueing behind one locked row. FROZEN once released, like the
 * ones before, and it imports nothing from the application: 16 and the account
 * names are spelled here on purpose.
 *
 * Settlement now collects each bet's stake from its player's shard, so the
 * stakes of bets accepted before this migration move there, by ordinary
 * transfers (kind `stakes_split`, no user) that keep the ledger balanced and
 * its history explainable: each shard receives the stakes of its unsettled
 * bets, in shard order, never more than the old account holds. What the old
 * account might hold beyond the unsettled stakes stays there, as before.
 */
type Dialect = "sqlite" | "postgres";

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const legacy = await sql<{ balance_minor: number | string }>`select balance_minor from accounts where id = 'stakes'`.execute(db);
  let left = Number(legacy.rows[0]?.balance_minor ?? 0);
  if (!(left > 0)) return;
  const held = await sql<{ shard: number | string; total: number | string }>`
    select user_id % 16 as shard, sum(stake_minor) as total
    from bets where status = 0
    group by user_id % 16
    order by user_id % 16`.execute(db);
  const atMs = Date.now();
  for (const row of held.rows) {
    const amount = Math.min(left, Number(row.total));
    if (amount <= 0) continue;
    const shard = `stakes:${Number(row.shard)}`;
    await sql`
      insert into transfers (id, from_account, to_account, amount_minor, kind, user_id, ref, at_ms)
      values (${`split:${shard}`}, 'stakes', ${shard}, ${amount}, 'stakes_split', null, 'migration:006-stakes-shards', cast(${atMs} as bigint))`.execute(db);
    await sql`update accounts set balance_minor = balance_minor - ${amount} where id = 'stakes'`.execute(db);
    await sql`
      insert into accounts (id, user_id, balance_minor) values (${shard}, null, ${amount})
      on conflict (id) do update set balance_minor = accounts.balance_minor + excluded.balance_minor`.execute(db);
    left -= amount;
  }
}
