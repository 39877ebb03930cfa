import type { Selectable, Updateable } from "kysely";
import { FUND_TYPE, type FundLogEntry, type FundType, type ReviewStatus } from "../../../src/domain/wallet/fund-log";
import type { FundLogRepository } from "../../../src/ports/store";
import type { Executor } from "../dialect";
import type { FundLogTable } from "../schema";
import { hotStatement } from "./hot-sql";
import { checkPage } from "./sql-helpers";

/** Every bet runs it (hot-sql.ts). */
const insertEntry = hotStatement<Selectable<FundLogTable>>(
  "insert into fund_log (user_id, type, quantity_minor, over_minor, mark, status, ref, created_at_ms) values (?, ?, ?, ?, ?, ?, ?, ?) returning *",
);

export function fundLogRepository(db: Executor): FundLogRepository {
  return {
    async insert(entry) {
      const { rows } = await insertEntry(db, [entry.userId, entry.type, entry.quantityMinor, entry.overMinor, entry.mark, entry.status, entry.ref, entry.createdAtMs]);
      return toEntry(rows[0]!);
    },

    async byId(id) {
      const row = await db.selectFrom("fund_log").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toEntry(row) : null;
    },

    async update(id, changes) {
      const set: Updateable<FundLogTable> = {};
      if (changes.status !== undefined) set.status = changes.status;
      if (changes.overMinor !== undefined) set.over_minor = changes.overMinor;
      if (changes.mark !== undefined) set.mark = changes.mark;
      if (Object.keys(set).length === 0) return;
      await db.updateTable("fund_log").set(set).where("id", "=", id).execute();
    },

    async ofUser(userId, range, type, page, before) {
      checkPage(page);
      let query = db
        .selectFrom("fund_log")
        .selectAll()
        .where("user_id", "=", userId)
        .where("created_at_ms", ">=", range.fromMs)
        .where("created_at_ms", "<", range.toMs);
      if (typeof type === "number") query = query.where("type", "=", type);
      // An empty list matches nothing (-1 is no type): "in ()" is not SQL.
      else if (type !== null) query = query.where("type", "in", type.length === 0 ? [-1] : [...type]);
      if (before != null) query = query.where((eb) => eb.or([eb("created_at_ms", "<", before.atMs), eb.and([eb("created_at_ms", "=", before.atMs), eb("id", "<", before.id)])]));
      const rows = await query
        .orderBy("created_at_ms", "desc")
        .orderBy("id", "desc")
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      return rows.map(toEntry);
    },
  };
}

export function toReviewStatus(value: number, what: string): ReviewStatus {
  if (value !== 0 && value !== 1 && value !== 2) throw new Error(`${what}: bad review status ${value}`);
  return value;
}

function toEntry(row: Selectable<FundLogTable>): FundLogEntry {
  if (!(Object.values(FUND_TYPE) as number[]).includes(row.type)) throw new Error(`fund log ${row.id}: bad type ${row.type}`);
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type as FundType,
    quantityMinor: row.quantity_minor,
    overMinor: row.over_minor,
    mark: row.mark,
    status: toReviewStatus(row.status, `fund log ${row.id}`),
    ref: row.ref,
    createdAtMs: row.created_at_ms,
  };
}
