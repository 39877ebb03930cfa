import { sql, type Selectable } from "kysely";
import {
  assertWellFormed,
  mayGoNegative,
  playerAccount,
  sameMovement,
  TRANSFER_KINDS,
  TURNOVER_FREE_CREDIT_KINDS,
  type AccountId,
  type Transfer,
  type TransferKind,
  type TransferOutcome,
} from "../../../src/domain/wallet/ledger";
import type { Minor } from "../../../src/domain/money";
import type { LedgerRepository } from "../../../src/ports/store";
import type { TimeRange } from "../../../src/ports/store/common";
import { dialectOf, type Executor } from "../dialect";
import type { TransfersTable } from "../schema";
import { hotPostgresStatement, hotStatement } from "./hot-sql";
import { checkLimit, sumOf } from "./sql-helpers";

/** The user an account belongs to (null for system accounts), kept in a column for per-user queries. */
export const ownerOf = (account: AccountId): number | null => {
  const match = /^u:(\d+):/.exec(account);
  return match ? Number(match[1]) : null;
};

// Every bet runs these (hot-sql.ts): written once, never rebuilt per call.
const insertTransfer = hotStatement<{ id: string }>(
  "insert into transfers (id, from_account, to_account, amount_minor, kind, user_id, ref, at_ms) values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (id) do nothing returning id",
);
const debitIfCovered = hotStatement("update accounts set balance_minor = balance_minor - ? where id = ? and balance_minor >= ?");
const addTo = hotStatement(
  "insert into accounts (id, user_id, balance_minor) values (?, ?, ?) on conflict (id) do update set balance_minor = accounts.balance_minor + excluded.balance_minor",
);
const deleteTransfer = hotStatement("delete from transfers where id = ?");
const balancesOf = hotStatement<{ id: string; balance_minor: number }>("select id, balance_minor from accounts where id in (?, ?, ?)");
const lockAccount = hotStatement<{ id: string }>("select id from accounts where id = ? for update");
const createAccount = hotStatement("insert into accounts (id, user_id, balance_minor) values (?, ?, 0) on conflict (id) do nothing");

/**
 * PostgreSQL: the CTEs `d` and `c` that move a transfer's money once the CTE
 * `t` has inserted its row: the debit only if t did and only if the source
 * covers the amount, the credit only if the debit took it. Given the
 * parameters' placeholders; every statement that moves covered money in one
 * round trip (this file's, orders.write's) builds its CTEs here.
 */
export function coveredMoveCtes(p: { from: string; to: string; amount: string; toOwner: string }): string {
  return `d as (
    update accounts set balance_minor = balance_minor - cast(${p.amount} as bigint)
    where id = ${p.from} and balance_minor >= cast(${p.amount} as bigint) and exists (select 1 from t)
    returning id
  ), c as (
    insert into accounts (id, user_id, balance_minor)
    select cast(${p.to} as text), cast(${p.toOwner} as bigint), cast(${p.amount} as bigint) where exists (select 1 from d)
    on conflict (id) do update set balance_minor = accounts.balance_minor + excluded.balance_minor
    returning id
  )`;
}

/**
 * PostgreSQL: steps 1 to 3 of `transfer` (see there) for a source that may not
 * go negative, in ONE round trip instead of three: each round trip to the
 * server costs about as much CPU as a bet's whole logic. Data-modifying CTEs
 * all run, in order of dependence: the debit only if the transfer row was
 * inserted (t), the credit only if the debit took the money (d). They behave as
 * the separate statements: the insert waits on a concurrent twin's uncommitted
 * row, and the UPDATE re-checks `balance_minor >= amount` on the newest row
 * version after waiting for its lock. Casts: a parameter's type is not
 * inferred in a SELECT list.
 */
const transferIfCoveredPg = hotPostgresStatement<{ inserted: number | string; debited: number | string; credited: number | string }>(`
  with t as (
    insert into transfers (id, from_account, to_account, amount_minor, kind, user_id, ref, at_ms)
    values ($1, $2, $3, $4, $5, $6, $7, $8)
    on conflict (id) do nothing
    returning id
  ), ${coveredMoveCtes({ from: "$2", to: "$3", amount: "$4", toOwner: "$9" })}
  select (select count(*) from t) as inserted, (select count(*) from d) as debited, (select count(*) from c) as credited`);

/**
 * PostgreSQL: locks the player's available account, the row every movement of
 * their money takes, until the transaction ends; false when it does not exist yet.
 */
async function lockPlayerAccount(db: Executor, userId: number): Promise<boolean> {
  return (await lockAccount(db, [playerAccount(userId, "available")])).rows.length > 0;
}

export function ledgerRepository(db: Executor): LedgerRepository {
  /** Adds `delta` to an account, creating it on first use. One statement. */
  const add = (account: AccountId, delta: Minor) => addTo(db, [account, ownerOf(account), delta]);
  /** A transfer whose id is taken: the same movement again, or another one under that id. */
  const existing = async (t: Transfer): Promise<TransferOutcome> => {
    const row = await db.selectFrom("transfers").selectAll().where("id", "=", t.id).executeTakeFirstOrThrow();
    return sameMovement(toTransfer(row), t) ? "exists" : "conflict";
  };
  /** A player's bets settled in the range: their results, through the (user_id, settled_at_ms) index. */
  const settledBetsOf = (userId: number, range: TimeRange) =>
    db.selectFrom("bet_results").where("user_id", "=", userId).where("settled_at_ms", ">=", range.fromMs).where("settled_at_ms", "<", range.toMs);

  return {
    /*
     * Order of statements, and why it is race-free on both dialects:
     * 1. INSERT the transfer ON CONFLICT (id) DO NOTHING. The primary key is the
     *    idempotency check. On PostgreSQL a concurrent transaction inserting the
     *    same id blocks here until the first commits (then: conflict, we answer
     *    "exists" or "conflict" from the stored row) or rolls back (then: we insert). No check-then-insert gap.
     * 2. Debit the source with ONE conditional UPDATE (balance >= amount). At
     *    READ COMMITTED, PostgreSQL re-evaluates the condition on the newest
     *    committed row after waiting for its lock, so two debits can never both
     *    pass on the same money. If no row changed: delete our own transfer row
     *    (invisible to everyone else until we commit) and answer "insufficient";
     *    nothing else was written.
     * 3. Credit the destination (upsert: accounts are created on first use).
     * SQLite runs one transaction at a time, so the same steps are trivially safe there.
     */
    async transfer(t) {
      assertWellFormed(t);
      if (!mayGoNegative(t.fromAccount) && dialectOf(db) === "postgres") {
        const row = (await transferIfCoveredPg(db, [t.id, t.fromAccount, t.toAccount, t.amountMinor, t.kind, t.userId, t.ref, t.atMs, ownerOf(t.toAccount)])).rows[0]!;
        if (Number(row.inserted) === 0) return existing(t);
        if (Number(row.debited) === 1) {
          if (Number(row.credited) !== 1) throw new Error(`transfer ${t.id}: debited but not credited`);
          return "created";
        }
        await deleteTransfer(db, [t.id]);
        return "insufficient";
      }
      const inserted = await insertTransfer(db, [t.id, t.fromAccount, t.toAccount, t.amountMinor, t.kind, t.userId, t.ref, t.atMs]);
      if (inserted.rows.length === 0) return existing(t);

      if (mayGoNegative(t.fromAccount)) {
        await add(t.fromAccount, -t.amountMinor);
      } else {
        const debit = await debitIfCovered(db, [t.amountMinor, t.fromAccount, t.amountMinor]);
        if ((debit.numAffectedRows ?? 0n) === 0n) {
          await deleteTransfer(db, [t.id]);
          return "insufficient";
        }
      }
      await add(t.toAccount, t.amountMinor);
      return "created";
    },

    async lockPlayer(userId) {
      if (dialectOf(db) !== "postgres") return; // SQLite: BEGIN IMMEDIATE already made this the only writer
      // One statement when the account exists (every bet but a new player's first); else create it, then lock it.
      if (await lockPlayerAccount(db, userId)) return;
      await createAccount(db, [playerAccount(userId, "available"), userId]);
      await lockPlayerAccount(db, userId);
    },

    async reconcile(limit) {
      const totals = await sql<{ accounts: number | string; total: number | string | null }>`
        select count(*) as accounts, sum(balance_minor) as total from accounts`.execute(db);
      // Every account either side of a transfer, against its balance (a full join: a transfer to an account
      // that has no row, or a row no transfer explains, is a mismatch as well).
      const rows = await sql<{ account: string; balance: number | string; moved: number | string }>`
        with moved as (
          select account, sum(delta) as net from (
            select to_account as account, amount_minor as delta from transfers
            union all
            select from_account as account, -amount_minor as delta from transfers
          ) sides
          group by account
        )
        select coalesce(a.id, m.account) as account, coalesce(a.balance_minor, 0) as balance, coalesce(m.net, 0) as moved
        from accounts a
        full outer join moved m on m.account = a.id
        where coalesce(a.balance_minor, 0) <> coalesce(m.net, 0)
        order by 1
        limit ${checkLimit(limit)}`.execute(db);
      const row = totals.rows[0]!;
      return {
        accounts: Number(row.accounts),
        totalMinor: Number(row.total ?? 0),
        mismatches: rows.rows.map((r) => ({ account: r.account, balanceMinor: Number(r.balance), transfersMinor: Number(r.moved) })),
      };
    },

    async balance(account) {
      const row = await db.selectFrom("accounts").select("balance_minor").where("id", "=", account).executeTakeFirst();
      return row?.balance_minor ?? 0;
    },

    async balancesOfUser(userId) {
      const ids = [
        playerAccount(userId, "available"),
        playerAccount(userId, "locked"),
        playerAccount(userId, "withdrawing"),
      ] as const;
      const { rows } = await balancesOf(db, ids);
      const of = (id: string) => rows.find((r) => r.id === id)?.balance_minor ?? 0;
      return { availableMinor: of(ids[0]), lockedMinor: of(ids[1]), withdrawingMinor: of(ids[2]) };
    },

    async allBalances() {
      const rows = await db.selectFrom("accounts").select(["id", "balance_minor"]).orderBy("id").execute();
      return new Map(rows.map((r) => [r.id as AccountId, r.balance_minor]));
    },

    async transferById(id) {
      const row = await db.selectFrom("transfers").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toTransfer(row) : null;
    },

    async transfersOfUser(userId, range) {
      const rows = await db
        .selectFrom("transfers")
        .selectAll()
        .where("user_id", "=", userId)
        .where("at_ms", ">=", range.fromMs)
        .where("at_ms", "<", range.toMs)
        // Oldest first, as a ledger reads; the id only breaks ties deterministically.
        .orderBy("at_ms")
        .orderBy("id")
        .execute();
      return rows.map(toTransfer);
    },

    async settledStakeMinor(userId, range) {
      const row = await settledBetsOf(userId, range).select(sumOf("stake_minor").as("total")).executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async settledResultMinor(userId, range) {
      const row = await settledBetsOf(userId, range)
        .select([sumOf("stake_minor").as("stake"), sumOf("payout_minor").as("payout")])
        .executeTakeFirstOrThrow();
      return { stakeMinor: Number(row.stake), payoutMinor: Number(row.payout) };
    },

    async turnoverCreditsMinor(userId, range) {
      // Every transfer touching a player's account names that player, so the (user_id, at_ms) index finds them.
      const row = await db
        .selectFrom("transfers")
        .select(sumOf("amount_minor").as("total"))
        .where("user_id", "=", userId)
        .where("at_ms", ">=", range.fromMs)
        .where("at_ms", "<", range.toMs)
        .where("to_account", "=", playerAccount(userId, "available"))
        .where("kind", "not in", TURNOVER_FREE_CREDIT_KINDS.map((kind) => sql.lit(kind)))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async moneyChangeMinor(userId, range) {
      // Every transfer touching a player's account names that player (its userId;
      // the settlement SQL writes it too), so the (user_id, at_ms) index finds them all.
      const money = [playerAccount(userId, "available"), playerAccount(userId, "locked")];
      const row = await db
        .selectFrom("transfers")
        .select((eb) =>
          sql<number>`cast(coalesce(sum(case when ${eb.ref("to_account")} in (${sql.join(money)}) then amount_minor else 0 end), 0)
            - coalesce(sum(case when ${eb.ref("from_account")} in (${sql.join(money)}) then amount_minor else 0 end), 0) as bigint)`.as("total"),
        )
        .where("user_id", "=", userId)
        .where("at_ms", ">=", range.fromMs)
        .where("at_ms", "<", range.toMs)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}

export function toTransfer(row: Selectable<TransfersTable>): Transfer {
  if (!(TRANSFER_KINDS as readonly string[]).includes(row.kind)) throw new Error(`transfer ${row.id}: bad kind ${row.kind}`);
  return {
    id: row.id,
    fromAccount: row.from_account as AccountId,
    toAccount: row.to_account as AccountId,
    amountMinor: row.amount_minor,
    kind: row.kind as TransferKind,
    userId: row.user_id,
    ref: row.ref,
    atMs: row.at_ms,
  };
}
