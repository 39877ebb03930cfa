import { EXCLUSION_KINDS, type Exclusion, type ExclusionKind } from "../../../src/domain/protection/exclusion";
import { LIMIT_KINDS, type LimitKind, type PlayerLimit } from "../../../src/domain/protection/limits";
import { PERIODS, type Period } from "../../../src/domain/protection/periods";
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from "../../../src/domain/protection/reality-check";
import { REVIEW_STATUS } from "../../../src/domain/wallet/fund-log";
import type { ProtectionRepository, ProtectionState } from "../../../src/ports/store/protection/protection";
import type { Executor } from "../dialect";
import { sql } from "kysely";
import { sumOf } from "./sql-helpers";

const oneOf = <T extends string | number>(values: readonly T[], value: unknown, what: string): T => {
  if (!values.includes(value as T)) throw new RangeError(`stored ${what} ${String(value)} is not one of ${values.join(", ")}`);
  return value as T;
};

/** A protection_limits row as read (a raw union's or JSON's bigint columns may come back as text or numbers). */
export interface LimitRow {
  readonly kind: string | null;
  readonly period: string | null;
  readonly amount_minor: number | string | null;
  readonly pending_amount_minor: number | string | null;
  readonly pending_at_ms: number | string | null;
}

/** A player_protection row as read. */
export interface PlayerProtectionRow {
  readonly reality_check_minutes: number | string | null;
  readonly exclusion_kind: string | null;
  readonly exclusion_started_at_ms: number | string | null;
  readonly exclusion_until_ms: number | string | null;
}

/** A row of stateOf's union: a limit, or the player's own row. */
interface StateRow extends LimitRow, PlayerProtectionRow {
  readonly part: "limit" | "player";
}

/** A stored integer as a number: a raw union's bigint columns may come back as text on PostgreSQL. */
const int = (value: number | string | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));

/** The player's protection state from their limit rows and their own row (none: never set anything). */
export function toProtectionState(limitRows: readonly LimitRow[], player: PlayerProtectionRow | undefined): ProtectionState {
  const limits: PlayerLimit[] = limitRows.map((r) => {
    const pendingAtMs = int(r.pending_at_ms);
    return {
      kind: oneOf<LimitKind>(LIMIT_KINDS, r.kind, "limit kind"),
      period: oneOf<Period>(PERIODS, r.period, "limit period"),
      amountMinor: int(r.amount_minor),
      pending: pendingAtMs === null ? null : { amountMinor: int(r.pending_amount_minor), effectiveAtMs: pendingAtMs },
    };
  });
  const [kind, startedAtMs, untilMs] = [player?.exclusion_kind ?? null, int(player?.exclusion_started_at_ms), int(player?.exclusion_until_ms)];
  const exclusion: Exclusion | null =
    kind === null || startedAtMs === null || untilMs === null ? null : { kind: oneOf<ExclusionKind>(EXCLUSION_KINDS, kind, "exclusion kind"), startedAtMs, untilMs };
  const minutes = int(player?.reality_check_minutes);
  return { limits, exclusion, realityCheckMinutes: minutes === null ? null : oneOf<RealityCheckMinutes>(REALITY_CHECK_MINUTES, minutes, "reality-check interval") };
}

/** The movements a statement counts, by ledger kind: money in, money out, stakes, payouts. */
const STATEMENT_KINDS = { deposit: "depositedMinor", withdraw_payout: "withdrawnMinor", bet_stake: "stakedMinor", bet_payout: "paidMinor" } as const;

export function protectionRepository(db: Executor): ProtectionRepository {
  return {
    async stateOf(userId) {
      // One round trip for both tables (every bet asks): the limit rows, then the player's row tagged apart.
      const rows = await sql<StateRow>`
        select 'limit' as part, kind, period, amount_minor, pending_amount_minor, pending_at_ms,
               null as reality_check_minutes, null as exclusion_kind, null as exclusion_started_at_ms, null as exclusion_until_ms
        from protection_limits where user_id = ${userId}
        union all
        select 'player', null, null, null, null, null, reality_check_minutes, exclusion_kind, exclusion_started_at_ms, exclusion_until_ms
        from player_protection where user_id = ${userId}`.execute(db);
      return toProtectionState(
        rows.rows.filter((r) => r.part === "limit"),
        rows.rows.find((r) => r.part === "player"),
      );
    },

    async saveLimit(userId, limit, atMs) {
      const values = {
        amount_minor: limit.amountMinor,
        pending_amount_minor: limit.pending?.amountMinor ?? null,
        pending_at_ms: limit.pending?.effectiveAtMs ?? null,
        updated_at_ms: atMs,
      };
      await db
        .insertInto("protection_limits")
        .values({ user_id: userId, kind: limit.kind, period: limit.period, ...values })
        .onConflict((oc) => oc.columns(["user_id", "kind", "period"]).doUpdateSet(values))
        .execute();
    },

    async saveExclusion(userId, exclusion) {
      const values = { exclusion_kind: exclusion.kind, exclusion_started_at_ms: exclusion.startedAtMs, exclusion_until_ms: exclusion.untilMs };
      await db
        .insertInto("player_protection")
        .values({ user_id: userId, reality_check_minutes: null, ...values })
        .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
        .execute();
    },

    async saveRealityCheck(userId, minutes) {
      await db
        .insertInto("player_protection")
        .values({ user_id: userId, reality_check_minutes: minutes, exclusion_kind: null, exclusion_started_at_ms: null, exclusion_until_ms: null })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ reality_check_minutes: minutes }))
        .execute();
    },

    async playSince(userId, fromMs) {
      const answers = [];
      for (const since of fromMs) {
        const bets = await db
          .selectFrom("bets")
          .leftJoin("bet_results", "bet_results.bet_id", "bets.id")
          // A refunded bet (its round voided, issue 41) was never played: neither a stake nor a loss.
          .leftJoin("bet_refunds", "bet_refunds.bet_id", "bets.id")
          .select([sumOf("bets.stake_minor").as("staked"), sumOf("bet_results.payout_minor").as("paid")])
          .where("bets.user_id", "=", userId)
          .where("bets.placed_at_ms", ">=", since)
          .where("bet_refunds.bet_id", "is", null)
          .executeTakeFirstOrThrow();
        const deposits = await db
          .selectFrom("deposit_requests")
          .select([
            sumOf("amount_minor").as("deposited"),
            sql<number>`cast(coalesce(sum(case when status = ${sql.lit(REVIEW_STATUS.pending)} then amount_minor else 0 end), 0) as bigint)`.as("under_review"),
          ])
          .where("user_id", "=", userId)
          .where("created_at_ms", ">=", since)
          .where("status", "in", [REVIEW_STATUS.pending, REVIEW_STATUS.approved])
          .executeTakeFirstOrThrow();
        answers.push({ stakedMinor: Number(bets.staked), paidMinor: Number(bets.paid), depositedMinor: Number(deposits.deposited), underReviewMinor: Number(deposits.under_review) });
      }
      return answers;
    },

    async totals(userId, spans) {
      const answers = [];
      for (const span of spans) {
        const rows = await db
          .selectFrom("transfers")
          .select(["kind", sumOf("amount_minor").as("total")])
          .where("user_id", "=", userId)
          .where("at_ms", ">=", span.fromMs)
          .where("at_ms", "<", span.toMs)
          .where("kind", "in", Object.keys(STATEMENT_KINDS))
          .groupBy("kind")
          .execute();
        const line = { depositedMinor: 0, withdrawnMinor: 0, stakedMinor: 0, paidMinor: 0 };
        for (const row of rows) line[STATEMENT_KINDS[row.kind as keyof typeof STATEMENT_KINDS]] = Number(row.total);
        answers.push(line);
      }
      return answers;
    },

    async counts(nowMs) {
      const limits = await db
        .selectFrom("protection_limits")
        .select((eb) => [
          eb.fn.count<number>("user_id").distinct().as("players"),
        ])
        .where("amount_minor", "is not", null)
        .executeTakeFirstOrThrow();
      const pending = await db
        .selectFrom("protection_limits")
        .select((eb) => eb.fn.count<number>("user_id").distinct().as("players"))
        .where("pending_at_ms", ">", nowMs)
        .executeTakeFirstOrThrow();
      const breaks = await db
        .selectFrom("player_protection")
        .select(["exclusion_kind", (eb) => eb.fn.countAll<number>().as("players")])
        .where("exclusion_until_ms", ">", nowMs)
        .groupBy("exclusion_kind")
        .execute();
      const inBreak = (kind: ExclusionKind) => Number(breaks.find((b) => b.exclusion_kind === kind)?.players ?? 0);
      return { withLimits: Number(limits.players), withPendingRaises: Number(pending.players), timedOut: inBreak("time_out"), selfExcluded: inBreak("self_exclusion") };
    },
  };
}
