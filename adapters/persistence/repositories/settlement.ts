import { sql, type RawBuilder } from "kysely";
import { invariant } from "../../../src/domain/errors";
import { FUND_TYPE, REVIEW_STATUS } from "../../../src/domain/wallet/fund-log";
import { PLAYER_ACCOUNT_PREFIX, playerAccount, playerAccountSuffix, type PlayerAccountKind } from "../../../src/domain/wallet/ledger";
import type { SettlementRepository } from "../../../src/ports/store";
import type { SettleChunkInput, SettleChunkResult } from "../../../src/ports/store/rounds/settlement";
import type { Executor, SqlDialect } from "../dialect";
import { settledRowsOf, tallyChunk, type ChunkTally, type SettledRow } from "./settlement-tally";
import { checkLimit } from "./sql-helpers";

/** A player's account id in SQL, from the domain's one spelling of it (playerAccount). */
const accountOf = (userId: RawBuilder<unknown> | ReturnType<typeof sql.ref>, kind: PlayerAccountKind) =>
  sql`${sql.lit(PLAYER_ACCOUNT_PREFIX)} || ${userId} || ${sql.lit(playerAccountSuffix(kind))}`;

/**
 * Set-based settlement of one chunk: about ten statements whatever the number
 * of bets, instead of about ten per bet. Raw SQL on purpose (the hot path); the
 * dialects differ in how a list of ids is passed, and PostgreSQL gets a plan
 * hint for finding the chunk and one statement for the shards' debits.
 *
 * The statements, in this order:
 * 1. Find the chunk: the lowest and highest id of the round's `limit`
 *    lowest-id open bets (open_bets, migration 018), or highest-id ones
 *    (input.from, for a second settler at the other end). Then take it: DELETE the
 *    round's open_bets rows in that range, RETURNING the ids this transaction
 *    removed, and INSERT a result for each into bet_results, copying the bet's
 *    owner, play, stake and odds, with hit and payout (stake x odds / 100 in integer
 *    arithmetic: truncation is the floor for these non-negative operands; at
 *    most 1e11 x 1e5 = 1e16, well inside 64-bit integers on both dialects, and
 *    every payout is checked against the domain's multiplyByOdds). The bet's
 *    own row is never rewritten. Everything after works only on the ids the
 *    DELETE returned, and reads bet_results alone (no join back to bets).
 * 2. INSERT the transfers: ONE collect per stakes shard for the whole chunk
 *    (shard -> house, the sum of the stakes its bets hold, id
 *    `settle:<game>:<issue>:<lowest bet id of the shard>`, no user) and one
 *    payout per paid bet (id `bet:<id>:payout`). A collect per bet, as
 *    the per-bet reference writes, was a third of settlement's cost (a row and
 *    three index entries per bet) for nothing anyone reads: each stake is on
 *    record in its bet row and its bet_stake transfer, and the accounts move by
 *    exactly the same amounts. No ON CONFLICT: a bet whose open_bets row this
 *    transaction deleted cannot have been collected or paid yet (and its id is the
 *    lowest of no other chunk), so a primary key violation can only mean a bug,
 *    and it rolls the chunk back instead of paying twice.
 * 3. Credit each winner's available account once with the sum of their payouts
 *    (upsert: accounts are created on first use), in user-id order.
 * 4. INSERT the profit fund-log lines in bet-id order. `over` is what
 *    recordFund would have read after each payout: the player's money now
 *    (available + locked, read after step 3 updated and locked the row) minus
 *    the payouts of their later bets in this chunk.
 * 5. Upsert the win notices: profit += sum(payout - stake) of the paid bets.
 * 6. Debit each stakes shard by the sum of its bets' stakes, conditionally (it
 *    may not go below zero), in shard order: if one cannot, the per-bet path's
 *    first failing collect from that shard would have thrown
 *    INSUFFICIENT_FUNDS (its collects only ever take from it, so one fails iff
 *    their total exceeds the balance), so we do, and the chunk rolls back.
 * 7. Credit the house with stakes - payouts (it may go negative).
 * "Paid" means hit with a payout above zero, as in the per-bet path (a hit whose
 * payout rounds down to 0 moves no money, writes no line and no notice).
 *
 * Concurrency (PostgreSQL, READ COMMITTED). Two settlers of the same round may
 * pick the same chunk from their snapshots. Step 1's DELETE is a compare-and-set
 * per row: the second DELETE waits for the first one's row locks, and once that
 * commits PostgreSQL finds the row gone and skips the bet (if the first rolls
 * back, the row is still there and the second takes it). So each bet gets its
 * result, and everything after is written, by exactly one
 * transaction; the loser of the race settles fewer bets (often none) and the
 * caller simply goes on to the next chunk. The round engine on PostgreSQL runs
 * two settlers on purpose, one from each end (RoundEngineOptions.settleFromBothEnds),
 * so they only ever meet in the middle. No SKIP LOCKED: waiting keeps each
 * settler's chunks whole ranges. A player's profit lines are then in the order
 * the chunks paying them committed (each chunk's in bet-id order), and each
 * line's balance is their money after it, whichever chunk came first: the
 * second chunk paying a player waits at step 3 for the first to commit. Account rows are locked in the
 * order winners' available (by user id), stakes shards (by shard), house: the hot system rows
 * last, so they are held only for the end of the transaction. A deadlock with
 * a transaction locking in another order (a gift takes house then available)
 * is resolved by the store's retry. `over` reads the money after step 3 has
 * locked the winner's row, so a concurrent payout to the same player that
 * committed first is included, exactly as the per-bet path's re-read does.
 * SQLite runs one write transaction at a time, so none of this arises there.
 *
 * Finding the chunk: open_bets' primary key (game_id, issue, bet_id) holds
 * exactly the round's open bets in id order, so on both dialects the chunk is
 * a range read of `limit` entries, whatever the size of the round or of the
 * table.
 */
export function settlementRepository(db: Executor, dialect: SqlDialect): SettlementRepository {
  /**
   * `column IN (ids)` with the list as one parameter (a JSON array on SQLite, an
   * array on PostgreSQL). The PostgreSQL array goes as its text literal: pg
   * escapes an array parameter element by element, which was a tenth of the
   * client's CPU in a settlement (ids are safe integers, nothing to escape).
   */
  const inIds = (column: RawBuilder<unknown>, ids: readonly number[]): RawBuilder<unknown> =>
    dialect === "sqlite"
      ? sql`${column} in (select value from json_each(${JSON.stringify(ids)}))`
      : sql`${column} = any(cast(${`{${ids.join(",")}}`} as bigint[]))`;

  /** Step 1: the chunk, then its compare-and-set (deleting its open_bets rows, see above) and its results; the bets this transaction settled. */
  async function settleBets(input: SettleChunkInput, limit: number): Promise<readonly SettledRow[]> {
    const { gameId, issue, winningPlayTypes, atMs } = input;
    const order = input.from === "highest" ? sql`desc` : sql`asc`;
    const hit = winningPlayTypes.length > 0 ? sql`play_type in (${sql.join(winningPlayTypes)})` : sql`1 = 0`;
    // PostgreSQL plans this from open_bets' statistics, which lag behind a table
    // that fills with a round's bets and empties as they are settled: estimating
    // a couple of rows, it read all of the round's open bets by bitmap and sorted
    // them (17 to 30 ms a chunk in a round of 100,000) instead of reading the first
    // `limit` of the primary key in order (3 ms). Bitmap scans are off for this
    // one statement only: the later ones read thousands of ids with them.
    if (dialect === "postgres") await sql`set local enable_bitmapscan = off`.execute(db);
    const chunk = await sql<{ lowest: number | null; highest: number | null }>`
      select min(bet_id) as lowest, max(bet_id) as highest from (
        select bet_id from open_bets where game_id = ${gameId} and issue = ${issue} order by bet_id ${order} limit ${limit}
      ) as c`.execute(db);
    if (dialect === "postgres") await sql`set local enable_bitmapscan to default`.execute(db);
    const { lowest, highest } = chunk.rows[0] ?? { lowest: null, highest: null };
    if (lowest === null || highest === null) return [];
    const range = sql`game_id = ${gameId} and issue = ${issue} and bet_id >= ${lowest} and bet_id <= ${highest}`;
    // What the insert below computes for each bet, and hands back (SettledRow's columns, in order).
    const results = sql`
      insert into bet_results (bet_id, user_id, play_type, stake_minor, odds_hundredths, hit, payout_minor, settled_at_ms)
      select id, user_id, play_type, stake_minor, odds_hundredths,
             case when ${hit} then 1 else 0 end,
             case when ${hit} then stake_minor * odds_hundredths / 100 else 0 end,
             ${atMs}`;
    const returned = sql`bet_id, user_id, play_type, stake_minor, odds_hundredths, hit, payout_minor`;
    // The range as well as the ids: with the list alone PostgreSQL read the whole of
    // bets (a hashed filter over a sequential scan, 11 ms a 5,000-bet chunk in a
    // table of 100,000); with the range it reads one range of the primary key (2 to 4 ms).
    const ofChunk = (ids: RawBuilder<unknown>) => sql`from bets where id >= ${lowest} and id <= ${highest} and ${ids}`;
    if (dialect === "postgres") {
      // A chunk's ids and results come back as one text value each instead of a row per
      // bet: parsing 5,000 rows of seven columns was most of the client's CPU in a settlement.
      const opened = await sql<{ ids: string | null }>`
        with opened as (delete from open_bets where ${range} returning bet_id)
        select string_agg(cast(bet_id as text), ',') as ids from opened`.execute(db);
      const ids = opened.rows[0]?.ids ?? null;
      if (ids === null) return [];
      const settled = await sql<{ flat: string }>`
        with settled as (${results} ${ofChunk(sql`id = any(cast(${`{${ids}}`} as bigint[]))`)} returning ${returned})
        select string_agg(concat_ws(' ', ${returned}), ' ' order by bet_id) as flat from settled`.execute(db);
      const rows = settledRowsOf(settled.rows[0]!.flat);
      invariant(rows.length === ids.split(",").length, "a settled bet without its result");
      return rows;
    }
    // A range, not the list of ids: the same rows, one range of the primary key instead of a lookup per id.
    const opened = await sql<{ bet_id: number }>`delete from open_bets where ${range} returning bet_id`.execute(db);
    if (opened.rows.length === 0) return [];
    const settled = await sql<SettledRow>`
      ${results} ${ofChunk(inIds(sql.ref("id"), opened.rows.map((row) => row.bet_id)))}
      returning bet_id as id, user_id, play_type, stake_minor, odds_hundredths, hit, payout_minor`.execute(db);
    invariant(settled.rows.length === opened.rows.length, "a settled bet without its result");
    return settled.rows.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
  }

  /** Step 2: one collect per stakes shard, one payout transfer per paid bet. */
  async function writeTransfers(input: SettleChunkInput, tally: ChunkTally, at: RawBuilder<unknown>): Promise<void> {
    const { gameId, issue } = input;
    if (tally.collects.length > 0) {
      await sql`
        insert into transfers (id, from_account, to_account, amount_minor, kind, user_id, ref, at_ms)
        values ${sql.join(
          tally.collects.map(([shard, held]) => sql`(${`settle:${gameId}:${issue}:${held.lowestId}`}, ${shard}, 'house', ${held.stakesMinor}, 'bet_collect', null, ${`round:${gameId}:${issue}`}, ${at})`),
        )}`.execute(db);
    }
    if (tally.paidIds.length > 0) {
      await sql`
        insert into transfers (id, from_account, to_account, amount_minor, kind, user_id, ref, at_ms)
        select 'bet:' || bet_id || ':payout', 'house', ${accountOf(sql.ref("user_id"), "available")}, payout_minor, 'bet_payout', user_id, 'bet:' || bet_id, ${at}
        from bet_results where ${inIds(sql.ref("bet_id"), tally.paidIds)}`.execute(db);
    }
  }

  /** Steps 3-5: the winners' accounts, their profit lines with the running balance, their win notices. */
  async function payWinners(input: SettleChunkInput, tally: ChunkTally, at: RawBuilder<unknown>): Promise<void> {
    if (tally.paidIds.length === 0) return;
    const paid = (column: string) => inIds(sql.ref(column), tally.paidIds);
    // 3. Winners' available accounts, one row each.
    await sql`
      insert into accounts (id, user_id, balance_minor)
      select ${accountOf(sql.ref("user_id"), "available")}, user_id, sum(payout_minor)
      from bet_results where ${paid("bet_id")}
      group by user_id
      order by user_id
      on conflict (id) do update set balance_minor = accounts.balance_minor + excluded.balance_minor`.execute(db);

    // 4. Profit lines with their running balance.
    const markOf = sql`case r.play_type ${sql.join(
      input.winningPlayTypes.map((playType) => sql`when ${playType} then ${input.marks[playType]!}`),
      sql` `,
    )} end`;
    await sql`
      insert into fund_log (user_id, type, quantity_minor, over_minor, mark, status, ref, created_at_ms)
      select r.user_id, ${sql.lit(FUND_TYPE.profit)}, r.payout_minor,
             coalesce(av.balance_minor, 0) + coalesce(lk.balance_minor, 0)
               - sum(r.payout_minor) over (partition by r.user_id)
               + sum(r.payout_minor) over (partition by r.user_id order by r.bet_id rows between unbounded preceding and current row),
             ${markOf}, ${sql.lit(REVIEW_STATUS.approved)}, 'bet:' || r.bet_id, ${at}
      from bet_results r
      left join accounts av on av.id = ${accountOf(sql.ref("r.user_id"), "available")}
      left join accounts lk on lk.id = ${accountOf(sql.ref("r.user_id"), "locked")}
      where ${paid("r.bet_id")}
      order by r.bet_id`.execute(db);

    // 5. Win notices, created in the order of each winner's first paid bet.
    await sql`
      insert into win_notices (user_id, game_id, issue, profit_minor, seen, created_at_ms)
      select user_id, ${input.gameId}, ${input.issue}, sum(payout_minor - stake_minor), 0, ${at}
      from bet_results where ${paid("bet_id")}
      group by user_id
      order by min(bet_id)
      on conflict (user_id, game_id, issue) do update set profit_minor = win_notices.profit_minor + excluded.profit_minor`.execute(db);
  }

  /** Steps 6-7: the stakes shards pay the house, conditionally, in shard order; the house takes stakes - payouts. */
  async function collectStakes(tally: ChunkTally): Promise<boolean> {
    // The caller refuses when a shard holds too little, which rolls back everything this chunk wrote.
    if (!(await debitShards(tally.collects))) return false;
    await sql`
      insert into accounts (id, user_id, balance_minor) values ('house', null, ${tally.stakesMinor - tally.payoutsMinor})
      on conflict (id) do update set balance_minor = accounts.balance_minor + excluded.balance_minor`.execute(db);
    return true;
  }

  /**
   * Step 6's debits, each only if the shard holds enough: true when all went
   * through. PostgreSQL: one statement instead of one per shard (up to 16 round
   * trips a chunk), which locks the shards in shard order first (the FOR UPDATE
   * CTE, sorted) and then debits them. SQLite: one call per shard, in order.
   */
  async function debitShards(collects: ChunkTally["collects"]): Promise<boolean> {
    if (dialect === "postgres") {
      const debited = await sql<{ debited: number | string }>`
        with wanted as (
          select * from unnest(cast(${collects.map(([shard]) => shard)} as text[]), cast(${collects.map(([, held]) => held.stakesMinor)} as bigint[]))
            with ordinality as w(id, amount, n)
        ), locked as (
          select a.id from accounts a join wanted w on w.id = a.id order by w.n for update of a
        ), debited as (
          update accounts a set balance_minor = a.balance_minor - w.amount
          from wanted w
          where a.id = w.id and a.id in (select id from locked) and a.balance_minor >= w.amount
          returning a.id
        )
        select count(*) as debited from debited`.execute(db);
      return Number(debited.rows[0]!.debited) === collects.length;
    }
    for (const [shard, held] of collects) {
      const debit = await sql`
        update accounts set balance_minor = balance_minor - ${held.stakesMinor}
        where id = ${shard} and balance_minor >= ${held.stakesMinor}`.execute(db);
      if ((debit.numAffectedRows ?? 0n) === 0n) return false;
    }
    return true;
  }

  /** The paid players' money and lock_money after the chunk, in user-id order (for their balance events). */
  async function moneyOfPaid(tally: ChunkTally): Promise<SettleChunkResult["paidUsers"]> {
    const users = [...tally.paidUserIds].sort((a, b) => a - b);
    if (users.length === 0) return [];
    const balances = await sql<{ id: string; user_id: number; balance_minor: number }>`
      select id, user_id, balance_minor from accounts where ${inIds(sql.ref("user_id"), users)}`.execute(db);
    const money = new Map(users.map((userId) => [userId, { available: 0, locked: 0 }]));
    for (const row of balances.rows) {
      const entry = money.get(row.user_id)!;
      if (row.id === playerAccount(row.user_id, "available")) entry.available = row.balance_minor;
      else if (row.id === playerAccount(row.user_id, "locked")) entry.locked = row.balance_minor;
    }
    return users.map((userId) => {
      const { available, locked } = money.get(userId)!;
      return { userId, moneyMinor: available + locked, lockedMinor: locked };
    });
  }

  return {
    async settleChunk(input) {
      const limit = checkLimit(input.limit);
      for (const playType of input.winningPlayTypes) {
        invariant(Number.isSafeInteger(playType), `bad play type ${playType}`);
        invariant(typeof input.marks[playType] === "string", `no fund-log mark for winning play type ${playType}`);
      }
      if (limit === 0) return { settledBets: 0, paidUsers: [] };
      const settled = await settleBets(input, limit);
      if (settled.length === 0) return { settledBets: 0, paidUsers: [] };
      const tally = tallyChunk(settled, input.winningPlayTypes);
      const at = sql`cast(${input.atMs} as bigint)`;
      await writeTransfers(input, tally, at);
      await payWinners(input, tally, at);
      if (!(await collectStakes(tally))) return "insufficient";
      return { settledBets: settled.length, paidUsers: await moneyOfPaid(tally) };
    },
  };
}
