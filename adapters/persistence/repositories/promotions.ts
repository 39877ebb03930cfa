import { sql, type Selectable } from "kysely";
import type { Promotion, PromotionClaim, PromotionDraft, PromotionKind, PromotionReward, PromotionStatus, PromotionTerms, RedPacketState } from "../../../src/domain/growth/promotion";
import type { PromotionRepository } from "../../../src/ports/store/growth/promotions";
import { dialectOf, type Executor } from "../dialect";
import type { Database } from "../schema";

const promotionOf = (row: Selectable<Database["promotions"]>): Promotion => ({
  id: Number(row.id),
  status: row.status as PromotionStatus,
  terms: JSON.parse(row.terms) as PromotionTerms,
  reward: { ...(JSON.parse(row.reward) as object), kind: row.kind as PromotionKind } as PromotionReward,
  startMs: Number(row.start_ms),
  endMs: Number(row.end_ms),
  eligibility: { minLevel: row.min_level, newPlayersOnly: row.new_players_only === 1, minDepositMinor: Number(row.min_deposit_minor), onePerAddress: row.one_per_address === 1 },
  wageringMultiple: row.wagering_multiple,
  createdAtMs: Number(row.created_at_ms),
  updatedAtMs: Number(row.updated_at_ms),
});

const claimOf = (row: Selectable<Database["promotion_claims"]>): PromotionClaim => ({
  id: Number(row.id),
  promotionId: Number(row.promotion_id),
  userId: Number(row.user_id),
  day: row.claim_day,
  amountMinor: Number(row.amount_minor),
  atMs: Number(row.created_at_ms),
});

/** The columns of what the operator decides; the reward's kind lives in its own column. */
function draftColumns(draft: PromotionDraft) {
  const { kind, ...reward } = draft.reward;
  return {
    kind,
    terms: JSON.stringify(draft.terms),
    reward: JSON.stringify(reward),
    start_ms: draft.startMs,
    end_ms: draft.endMs,
    min_level: draft.eligibility.minLevel,
    new_players_only: draft.eligibility.newPlayersOnly ? 1 : 0,
    min_deposit_minor: draft.eligibility.minDepositMinor,
    one_per_address: draft.eligibility.onePerAddress ? 1 : 0,
    wagering_multiple: draft.wageringMultiple,
  };
}

const stateOf = (row: { remaining_minor: number; remaining_packets: number } | undefined): RedPacketState | null =>
  row === undefined ? null : { remainingMinor: Number(row.remaining_minor), remainingPackets: Number(row.remaining_packets) };

/** Promotions, red packets and claims: the unique keys of promotion_claims decide every race between claims. */
export function promotionRepository(db: Executor): PromotionRepository {
  const redPackets = () => db.selectFrom("promotion_red_packets").select(["remaining_minor", "remaining_packets"]);
  return {
    async create(draft, atMs) {
      const row = await db
        .insertInto("promotions")
        .values({ ...draftColumns(draft), status: "running", created_at_ms: atMs, updated_at_ms: atMs })
        .returningAll()
        .executeTakeFirstOrThrow();
      return promotionOf(row);
    },

    async update(id, draft, atMs) {
      const result = await db.updateTable("promotions").set({ ...draftColumns(draft), updated_at_ms: atMs }).where("id", "=", id).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setStatus(id, status, atMs) {
      const result = await db.updateTable("promotions").set({ status, updated_at_ms: atMs }).where("id", "=", id).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async byId(id) {
      const row = await db.selectFrom("promotions").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? promotionOf(row) : null;
    },

    async list(limit) {
      const rows = await db.selectFrom("promotions").selectAll().orderBy("id", "desc").limit(limit).execute();
      return rows.map(promotionOf);
    },

    async runningAt(nowMs) {
      const rows = await db
        .selectFrom("promotions")
        .selectAll()
        .where("status", "=", "running")
        .where("end_ms", ">", nowMs)
        .where("start_ms", "<=", nowMs)
        .orderBy("start_ms", "asc")
        .orderBy("id", "asc")
        .execute();
      return rows.map(promotionOf);
    },

    async redPacket(promotionId) {
      return stateOf(await redPackets().where("promotion_id", "=", promotionId).executeTakeFirst());
    },

    async lockRedPacket(promotionId) {
      let query = redPackets().where("promotion_id", "=", promotionId);
      // SQLite: BEGIN IMMEDIATE made this transaction the only writer already.
      if (dialectOf(db) === "postgres") query = query.forUpdate();
      return stateOf(await query.executeTakeFirst());
    },

    async setRedPacket(promotionId, state) {
      await db
        .insertInto("promotion_red_packets")
        .values({ promotion_id: promotionId, remaining_minor: state.remainingMinor, remaining_packets: state.remainingPackets })
        .onConflict((oc) => oc.column("promotion_id").doUpdateSet({ remaining_minor: state.remainingMinor, remaining_packets: state.remainingPackets }))
        .execute();
    },

    async insertClaim(claim) {
      // ON CONFLICT DO NOTHING: on PostgreSQL a failed statement would abort the transaction, and a racing claim of
      // the same key waits for the first to commit, then does nothing.
      const row = await db
        .insertInto("promotion_claims")
        .values({ promotion_id: claim.promotionId, user_id: claim.userId, claim_day: claim.day, address_key: claim.addressKey, amount_minor: claim.amountMinor, created_at_ms: claim.atMs })
        .onConflict((oc) => oc.doNothing())
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    async claimOf(promotionId, userId, day) {
      const row = await db.selectFrom("promotion_claims").selectAll().where("promotion_id", "=", promotionId).where("user_id", "=", userId).where("claim_day", "=", day).executeTakeFirst();
      return row ? claimOf(row) : null;
    },

    async addressClaimed(promotionId, addressKey, day) {
      const row = await db.selectFrom("promotion_claims").select("id").where("promotion_id", "=", promotionId).where("address_key", "=", addressKey).where("claim_day", "=", day).executeTakeFirst();
      return row !== undefined;
    },

    async claimsOfUser(userId, promotionIds) {
      if (promotionIds.length === 0) return [];
      const rows = await db.selectFrom("promotion_claims").selectAll().where("user_id", "=", userId).where("promotion_id", "in", [...promotionIds]).orderBy("id", "asc").execute();
      return rows.map(claimOf);
    },

    async claimedTotals(promotionId) {
      const row = await db
        .selectFrom("promotion_claims")
        .select([sql<number>`cast(coalesce(sum(amount_minor), 0) as bigint)`.as("total"), sql<number>`count(*)`.as("count")])
        .where("promotion_id", "=", promotionId)
        .executeTakeFirstOrThrow();
      return { amountMinor: Number(row.total), count: Number(row.count) };
    },
  };
}
