import { sql, type Selectable } from "kysely";
import {
  assertWellFormed,
  mayGoNegative,
  playerAccount,
  TRANSFER_KINDS,
  type AccountId,
  type Transfer,
  type TransferKind,
} from "../../../src/domain/ledger";
import type { Minor } from "../../../src/domain/money";
import type { LedgerRepository } from "../../../src/ports/store";
import { dialectOf, type Executor } from "../dialect";
import type { TransfersTable } from "../schema";
import { sumOf } from "./sql-helpers";

/** The user an account belongs to (null for system accounts), kept in a column for per-user queries. */
const ownerOf = (account: AccountId): number | null => {
  const match = /^u:(\d+):/.exec(account);
  return match ? Number(match[1]) : null;
};

export function ledgerRepository(db: Executor): LedgerRepository {
  /** Adds `delta` to an account, creating it on first use. One statement. */
  const add = (account: AccountId, delta: Minor) =>
    db
      .insertInto("accounts")
      .values({ id: account, user_id: ownerOf(account), balance_minor: delta })
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) => ({
          balance_minor: eb("accounts.balance_minor", "+", eb.ref("excluded.balance_minor")),
        })),
      )
      .execute();

  return {
    /*
     * Order of statements, and why it is race-free on both dialects:
     * 1. INSERT the transfer ON CONFLICT (id) DO NOTHING. The primary key is the
     *    idempotency check. On PostgreSQL a concurrent transaction inserting the
     *    same id blocks here until the first commits (then: conflict, we answer
     *    "duplicate") or rolls back (then: we insert). No check-then-insert gap.
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
      const inserted = await db
        .insertInto("transfers")
        .values({
          id: t.id,
          from_account: t.fromAccount,
          to_account: t.toAccount,
          amount_minor: t.amountMinor,
          kind: t.kind,
          user_id: t.userId,
          ref: t.ref,
          at_ms: t.atMs,
        })
        .onConflict((oc) => oc.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) return "duplicate";

      if (mayGoNegative(t.fromAccount)) {
        await add(t.fromAccount, -t.amountMinor);
      } else {
        const debit = await db
          .updateTable("accounts")
          .set((eb) => ({ balance_minor: eb("balance_minor", "-", t.amountMinor) }))
          .where("id", "=", t.fromAccount)
          .where("balance_minor", ">=", t.amountMinor)
          .executeTakeFirst();
        if (debit.numUpdatedRows === 0n) {
          await db.deleteFrom("transfers").where("id", "=", t.id).execute();
          return "insufficient";
        }
      }
      await add(t.toAccount, t.amountMinor);
      return "applied";
    },

    async lockPlayer(userId) {
      if (dialectOf(db) !== "postgres") return; // SQLite: BEGIN IMMEDIATE already made this the only writer
      const account = playerAccount(userId, "available");
      await db.insertInto("accounts").values({ id: account, user_id: userId, balance_minor: 0 }).onConflict((oc) => oc.column("id").doNothing()).execute();
      await db.selectFrom("accounts").select("id").where("id", "=", account).forUpdate().execute();
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
      const rows = await db.selectFrom("accounts").select(["id", "balance_minor"]).where("id", "in", ids).execute();
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
      const row = await db
        .selectFrom("bets")
        .select(sumOf("stake_minor").as("total"))
        .where("user_id", "=", userId)
        .where("status", "=", 1)
        .where("settled_at_ms", ">=", range.fromMs)
        .where("settled_at_ms", "<", range.toMs)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async depositedMinor(userId, range) {
      const row = await db
        .selectFrom("transfers")
        .select(sumOf("amount_minor").as("total"))
        // A literal, so both planners use the partial index transfers_deposits.
        .where("kind", "=", sql.lit("deposit" satisfies TransferKind))
        .where("user_id", "=", userId)
        .where("at_ms", ">=", range.fromMs)
        .where("at_ms", "<", range.toMs)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}

function toTransfer(row: Selectable<TransfersTable>): Transfer {
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
