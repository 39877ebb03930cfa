import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import type { Store } from "../../src/ports/store";
import { REOPENABLE_DATABASES, type Reopenable } from "../support/reopenable-databases";
import { createUser, newBet, seedGame, T0 } from "../support/store-fixtures";

/**
 * The schema of before migration 018, rebuilt from what 018 left: the
 * settlement columns of bets filled from bet_results (status 1 where a result
 * exists), their three indexes, bets_round as it was, and neither new table.
 * PostgreSQL's order_context stays as 018 made it: 018 replaces it whatever it was.
 */
const BEFORE_018 = [
  "alter table bets add column status integer not null default 0",
  "alter table bets add column hit integer not null default 0",
  "alter table bets add column payout_minor bigint not null default 0",
  "alter table bets add column settled_at_ms bigint",
  `update bets set status = 1,
     hit = (select r.hit from bet_results r where r.bet_id = bets.id),
     payout_minor = (select r.payout_minor from bet_results r where r.bet_id = bets.id),
     settled_at_ms = (select r.settled_at_ms from bet_results r where r.bet_id = bets.id)
   where id in (select bet_id from bet_results)`,
  "create index bets_unsettled on bets (game_id, issue, id) where status = 0",
  "create index bets_recent_wins on bets (settled_at_ms, id) where status = 1 and hit = 1",
  "create index bets_user_settled_at on bets (user_id, settled_at_ms) where settled_at_ms is not null",
  "create index bets_round on bets (game_id, issue)",
  "drop index bets_round_id",
  "drop table open_bets",
  "drop table bet_results",
  "delete from schema_migrations where name = '018-bet-results'",
];

const ISSUE = "20260101-0001";
const DAY = { fromMs: T0, toMs: T0 + 86_400_000 };

/** Everything the store answers about bets that 018 changed the source of. */
async function betsAsRead(store: Store, userIds: readonly number[], betIds: readonly number[]) {
  return store.read(async (tx) => ({
    byId: await Promise.all(betIds.map((id) => tx.bets.byId(id))),
    ofRound: await tx.bets.ofRound(1, ISSUE, 100),
    ofUsers: await tx.bets.ofUsers(userIds, DAY, { limit: 100, offset: 0 }),
    ofUserInRound: await Promise.all(userIds.map((id) => tx.bets.ofUserInRound(id, 1, ISSUE))),
    unsettled: (await tx.bets.unsettled(1, ISSUE, 100)).map((bet) => bet.id),
    countUnsettled: await tx.bets.countUnsettled(1, ISSUE),
    recentWins: (await tx.bets.recentWins(10)).map((bet) => bet.id),
    turnover: await Promise.all(userIds.map((id) => tx.ledger.settledStakeMinor(id, DAY))),
    results: await Promise.all(userIds.map((id) => tx.ledger.settledResultMinor(id, DAY))),
    play: await Promise.all(userIds.map((id) => tx.protection.playSince(id, [T0]))),
    report: await tx.reports.totalsByRound({ fromDay: "20260101", toDay: "20260101", gameId: 1 }),
  }));
}

/**
 * Migration 018 on a database of before it: each settled bet's result moves to
 * bet_results and each open bet to open_bets, and every read of a bet, of the
 * open bets, of the wins, of turnover and of the reports answers as before.
 * Built at the latest schema, brought back to the old one (BEFORE_018), and
 * migrated again on reopening.
 */
describe.each(REOPENABLE_DATABASES)("migration 018-bet-results (%s)", (_name, make) => {
  let database: Reopenable;
  beforeEach(async () => {
    database = await make();
  });
  afterEach(async () => {
    await database.drop();
  });

  it("moves results and open bets out of bets, and every read of a bet answers the same", async () => {
    let store = await database.open();
    const { userIds, betIds } = await store.transaction(async (tx) => {
      const { roomId } = await seedGame(tx);
      const userIds: number[] = [];
      const betIds: number[] = [];
      for (const i of [0, 1, 2]) {
        const user = await createUser(tx, { username: `p${i}` });
        userIds.push(user.id);
        for (const [playType, stakeMinor] of [[PLAY_TYPE.big, 1_000 + i], [PLAY_TYPE.small, 250], [PLAY_TYPE.single, 75]] as const) {
          betIds.push((await tx.bets.insert(newBet({ userId: user.id, roomId, playType, stakeMinor, placedAtMs: T0 + betIds.length }))).id);
        }
      }
      // Settled: a win and a loss of the first player, a win of the second (later); the rest stay open.
      expect(await tx.bets.markSettled(betIds[0]!, true, 1_940, T0 + 60_000)).toBe(true);
      expect(await tx.bets.markSettled(betIds[1]!, false, 0, T0 + 60_000)).toBe(true);
      expect(await tx.bets.markSettled(betIds[3]!, true, 1_941, T0 + 61_000)).toBe(true);
      return { userIds, betIds };
    });
    const before = await betsAsRead(store, userIds, betIds);
    await store.close();
    // What the test is about: three settled, six open, and the wins newest first.
    expect(before.countUnsettled).toBe(6);
    expect(before.unsettled).toEqual([betIds[2], betIds[4], betIds[5], betIds[6], betIds[7], betIds[8]]);
    expect(before.recentWins).toEqual([betIds[3], betIds[0]]);
    expect(before.byId[0]).toMatchObject({ status: 1, hit: true, payoutMinor: 1_940, settledAtMs: T0 + 60_000 });
    expect(before.byId[2]).toMatchObject({ status: 0, hit: false, payoutMinor: 0, settledAtMs: null });

    await database.run(BEFORE_018);
    store = await database.open();
    try {
      expect(await betsAsRead(store, userIds, betIds)).toEqual(before);
      // Settlement goes on from the moved open bets: each settled once, then none left.
      const done = await store.transaction(async (tx) => {
        await tx.rounds.advance(1, ISSUE, "open", "closed");
        await tx.rounds.advance(1, ISSUE, "closed", "drawn", { digits: [9, 9, 9], revealedSeed: "ab".repeat(32) });
        return tx.bets.unsettled(1, ISSUE, 100);
      });
      expect(done.map((bet) => bet.id)).toEqual(before.unsettled);
      for (const bet of done) expect(await store.transaction((tx) => tx.bets.markSettled(bet.id, false, 0, T0 + 70_000))).toBe(true);
      expect(await store.transaction((tx) => tx.bets.markSettled(betIds[0]!, false, 0, T0 + 70_000))).toBe(false);
      expect(await store.read((tx) => tx.bets.countUnsettled(1, ISSUE))).toBe(0);
    } finally {
      await store.close();
    }
  });
});
