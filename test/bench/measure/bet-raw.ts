/**
 * bet_raw_per_s: the ceiling of this machine for what accepting a bet writes,
 * with no HTTP, no validation and no query builder: six cached prepared
 * statements a bet straight on better-sqlite3 (debit the player, credit stakes,
 * the transfer, the bet, its open_bets row, the fund line), each bet in its own savepoint, 64 bets
 * (the bench's 64 clients) per IMMEDIATE transaction, as the store's group
 * commit does at best, over the same schema and connection settings
 * (configureSqlite: WAL, synchronous = FULL, the page cache, sub-journals in
 * memory). One commit per bet would measure the disk's fsync, not the machine.
 */
import SqliteDatabase from "better-sqlite3";
import { configureSqlite } from "../../../adapters/persistence/sqlite-pragmas";
import type { BenchPlayer } from "../support/fixture";

const BATCH = 64;

export async function measureBetRaw(file: string, players: readonly BenchPlayer[], durationMs: number): Promise<{ perS: number; bets: number }> {
  const db = new SqliteDatabase(file);
  try {
    configureSqlite(db, { inMemory: false });
    // The round the bets belong to (bets reference it), outside the measured loop.
    const chain = db.prepare("insert into seed_chains (game_id, top_seed, length, anchor, created_at_ms) values (1, 'bench', 1, 'bench', 0)").run();
    db.prepare("insert into rounds (game_id, issue, open_at_ms, close_at_ms, draw_at_ms, status, chain_id, chain_index, commitment) values (1, '20990101001', 0, 1, 2, 'open', ?, 0, 'bench')").run(chain.lastInsertRowid);

    const debit = db.prepare("update accounts set balance_minor = balance_minor - ? where id = ? and balance_minor >= ?");
    const credit = db.prepare("insert into accounts (id, user_id, balance_minor) values ('stakes', null, ?) on conflict (id) do update set balance_minor = balance_minor + excluded.balance_minor");
    const transfer = db.prepare("insert into transfers (id, from_account, to_account, amount_minor, kind, user_id, ref, at_ms) values (?, ?, 'stakes', ?, 'bet_stake', ?, ?, ?)");
    const bet = db.prepare("insert into bets (order_no, user_id, game_id, room_id, issue, play_type, stake_minor, odds_hundredths, placed_at_ms) values (?, ?, 1, 11, '20990101001', 1, ?, 194, ?)");
    const open = db.prepare("insert into open_bets (game_id, issue, bet_id) values (1, '20990101001', ?)");
    const fund = db.prepare("insert into fund_log (user_id, type, quantity_minor, over_minor, mark, status, ref, created_at_ms) values (?, 2, ?, ?, 'Singapore 20990101001 big', 1, ?, ?)");
    const placeOne = db.transaction((userId: number, seq: number, atMs: number) => {
      const account = `u:${userId}:available`;
      if (debit.run(1000, account, 1000).changes !== 1) throw new Error("insufficient");
      credit.run(1000);
      const betId = bet.run(`R${seq}`, userId, 1000, atMs).lastInsertRowid;
      open.run(betId);
      transfer.run(`order:bet${betId}`, account, 1000, userId, `bets:${betId}`, atMs);
      fund.run(userId, -1000, 0, `bet:${betId}`, atMs);
    });
    // Called inside a transaction, better-sqlite3 runs placeOne in a savepoint.
    const placeBatch = db.transaction((first: number, atMs: number) => {
      for (let k = 0; k < BATCH; k++) placeOne(players[(first + k) % players.length]!.id, first + k, atMs);
    });

    const endMs = performance.now() + durationMs;
    let bets = 0;
    const startMs = performance.now();
    while (performance.now() < endMs) {
      // Let the event loop breathe between batches (timers of the runner), outside the transactions.
      for (let k = 0; k < 4; k++, bets += BATCH) placeBatch.immediate(bets, Date.now());
      await new Promise((done) => setImmediate(done));
    }
    const elapsedS = (performance.now() - startMs) / 1000;
    return { perS: Math.round(bets / elapsedS), bets };
  } finally {
    db.close();
  }
}
