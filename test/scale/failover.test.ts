import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgresStore } from "../../adapters/persistence/postgres-store";
import { verifyDraw } from "../../src/domain/fairness/verify";
import { FUND_TYPE } from "../../src/domain/wallet/fund-log";
import { checkLedgerInvariants, stakesHeld } from "../../src/domain/wallet/ledger";
import { units } from "../../src/domain/money";
import { payoutMinor } from "../../src/domain/betting/odds";
import { isWinning, PLAY_TYPES, sumOf } from "../../src/domain/betting/outcome";
import { roundAt } from "../../src/domain/rounds/schedule";
import { parseScheduleConfig } from "../../adapters/http/schedule-env";
import type { Store } from "../../src/ports/store";
import { trpcMutation, type PlacedView } from "../load/http-client";
import { seedPlayers } from "../support/seed-players";
import { startServerProcess, type ServerProcess } from "../support/server-process";
import { postgresProblem, TEST_DATABASE_URL } from "../support/stores";
import { watchRoom, type RoomWatcher } from "./room-watcher";
import { withPgClient } from "../support/pg-admin";

/**
 * Two real server processes on one PostgreSQL database: A drives the rounds
 * (it holds the advisory lock), B stands by. Bets go through both, a guest
 * watches the room on each. A is killed with kill -9 in the middle of
 * settling a round; B must take the lock within 10 s and finish that round
 * exactly once, and both watchers must have seen it: B's from the first phase
 * to the last (A's phases reached it by NOTIFY), A's until A died and, after
 * reconnecting to B as a client behind a proxy would, B's next phases.
 */

const GAME = 1;
const ROOM = 11;
const PLAYERS = 40;
const TAKEOVER_LIMIT_MS = 10_000;
const ENV = {
  ROUND_SECONDS: "16",
  CLOSE_SECONDS: "4",
  // Settlement slowed down (10 bets a transaction, 50 ms apart) so that the kill lands inside it.
  TEST_SETTLE_CHUNK_BETS: "10",
  TEST_SETTLE_PAUSE_MS: "50",
};
const scheduled = parseScheduleConfig({ SALES_WINDOW: "00:00-24:00", ...ENV });
if (!scheduled.ok) throw new Error("bad test schedule");
const schedule = scheduled.value;
const NUMBER_PLAY_TYPES = PLAY_TYPES.map((p) => p.playType).filter((p) => p > 4);

const redact = (url: string): string => url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");

/** The application_name of the connection holding the round driver's advisory lock in this database, or null. */
async function lockHolder(client: pg.Client): Promise<string | null> {
  const result = await client.query<{ application_name: string }>(
    `select a.application_name from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.database = (select oid from pg_database where datname = current_database())`,
  );
  return result.rows[0]?.application_name ?? null;
}

async function waitFor<T>(what: string, timeoutMs: number, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const untilMs = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > untilMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
}

// Without PostgreSQL: skipped (saying why) locally, failed under CI=true, where it must run.
const unreachable = postgresProblem === null || process.env.CI === "true" ? "" : ` (skipped: PostgreSQL unreachable at ${redact(TEST_DATABASE_URL)}: ${postgresProblem})`;
const suite = postgresProblem === null || process.env.CI === "true" ? describe : describe.skip;

suite(`several servers on one PostgreSQL${unreachable}`, () => {
  it("hands the rounds over within 10 s when the driver dies mid-settlement: the round completes once and every server's watchers see it", async () => {
    if (postgresProblem !== null) throw new Error(`PostgreSQL unreachable at ${redact(TEST_DATABASE_URL)} (${postgresProblem}); required under CI=true`);
    const database = `scale_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
    await withPgClient(TEST_DATABASE_URL, (c) => c.query(`create database "${database}"`));
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${database}`;
    const urlFor = (name: string) => {
      const named = new URL(url);
      named.searchParams.set("application_name", name);
      return named.toString();
    };
    const servers: ServerProcess[] = [];
    const watchers: RoomWatcher[] = [];
    let store: Store | null = null;
    const observer = new pg.Client({ connectionString: url.toString() });
    try {
      store = await openPostgresStore({ url: url.toString(), poolSize: 2 });
      const players = await seedPlayers(store, { count: PLAYERS, depositMinor: units(10_000), prefix: "fo" });
      await observer.connect();

      const a = await startServerProcess({ env: { ...ENV, DATABASE_URL: urlFor("server_a") } });
      servers.push(a);
      await waitFor("server A to drive the rounds", 30_000, async () => (await lockHolder(observer)) === "server_a");
      const b = await startServerProcess({ env: { ...ENV, DATABASE_URL: urlFor("server_b") } });
      servers.push(b);
      expect(await lockHolder(observer)).toBe("server_a");

      const watchA = watchRoom(a.baseUrl, GAME);
      const watchB = watchRoom(b.baseUrl, GAME);
      watchers.push(watchA, watchB);
      await waitFor("both streams to open", 30_000, async () => watchA.events.length > 0 && watchB.events.length > 0);

      // The round under test: one with time left for the bets, announced open by A to both watchers.
      let round = roundAt(schedule, Date.now())!;
      if (round.closeAtMs - Date.now() < 6_000) {
        await sleep(round.drawAtMs - Date.now() + 200);
        round = roundAt(schedule, Date.now())!;
      }
      const issue = round.issue;
      await waitFor(`round ${issue} to be announced open on both servers`, 15_000, async () =>
        [watchA, watchB].every((w) => w.phases().some(([i, s]) => i === issue && s === "open")),
      );

      // Half the players bet through A, half through B.
      const placed = await Promise.all(
        players.map((player, index) => {
          const playTypes = NUMBER_PLAY_TYPES.filter((_, i) => (i + index) % 2 === 0).slice(0, 12);
          return trpcMutation<PlacedView>(index % 2 === 0 ? a.baseUrl : b.baseUrl, "bet.place", { roomId: ROOM, issue, playTypes, stake: "2", expectedTotal: String(2 * playTypes.length), requestId: `fo-${index}` }, player.token);
        }),
      );
      expect(placed.map((p) => p.status)).toEqual(players.map(() => 200));
      const betIds = placed.flatMap((p) => p.data!.bets.map((bet) => bet.id));
      const viaA = placed.filter((_, i) => i % 2 === 0).flatMap((p) => p.data!.bets.map((bet) => bet.id));
      const viaB = placed.filter((_, i) => i % 2 === 1).flatMap((p) => p.data!.bets.map((bet) => bet.id));
      // Every bet reaches the watchers of both servers, whichever server took it.
      await waitFor("every bet on both streams", 30_000, async () => [watchA, watchB].every((w) => betIds.every((id) => w.betIds().includes(id))));
      expect(viaA.length).toBeGreaterThan(0);
      expect(viaB.length).toBeGreaterThan(0);

      // Kill the driver while it settles the round: drawn, some bets settled, some not.
      await waitFor(`round ${issue} to be half settled`, 60_000, async () => {
        const stored = await store!.read((tx) => tx.rounds.get(GAME, issue));
        if (stored?.status === "settled") throw new Error(`round ${issue} settled before the kill could land (settlement too fast for this test)`);
        if (stored?.status !== "drawn") return false;
        const left = await store!.read((tx) => tx.bets.countUnsettled(GAME, issue));
        return left > 0 && left < betIds.length;
      });
      await a.kill9();
      const killedAtMs = Date.now();
      const leftAtKill = await store.read((tx) => tx.bets.countUnsettled(GAME, issue));
      expect(leftAtKill).toBeGreaterThan(0);
      watchA.close();
      // A's watcher comes back through the proxy, which now only has B.
      const watchA2 = watchRoom(b.baseUrl, GAME);
      watchers.push(watchA2);

      await waitFor("server B to take over", 60_000, async () => (await lockHolder(observer)) === "server_b");
      const takeoverMs = Date.now() - killedAtMs;
      expect(takeoverMs).toBeLessThanOrEqual(TAKEOVER_LIMIT_MS);
      await waitFor(`round ${issue} to be settled`, 60_000, async () => (await store!.read((tx) => tx.rounds.get(GAME, issue)))?.status === "settled");
      await waitFor(`round ${issue} settled on B's stream`, 30_000, async () => watchB.phases().some(([i, s]) => i === issue && s === "settled"));

      // The next round, driven by B from its close on, reaches A's returning watcher too.
      const next = roundAt(schedule, round.drawAtMs)!;
      await waitFor(`round ${next.issue} to close on both streams`, 60_000, async () =>
        [watchA2, watchB].every((w) => w.phases().some(([i, s]) => i === next.issue && s === "closed")),
      );

      // Phases of the round: A's watcher saw it until A died; B's saw every phase, each once.
      const phasesOf = (w: RoomWatcher) => w.phases().filter(([i]) => i === issue).map(([, s]) => s);
      expect(phasesOf(watchB)).toEqual(["open", "closed", "drawn", "settled"]);
      expect(phasesOf(watchA).slice(0, 3)).toEqual(["open", "closed", "drawn"]);
      expect(phasesOf(watchA)).not.toContain("settled");

      await b.stop();
      await checkRounds(store, round.openAtMs);
      await checkBets(store, players.map((p) => ({ id: p.id, depositMinor: p.depositMinor })), betIds);
      console.log(
        `failover: A killed with ${leftAtKill} of ${betIds.length} bets of ${issue} unsettled; B took the lock after ${takeoverMs} ms and finished the round once`,
      );
    } catch (error) {
      for (const [index, server] of servers.entries()) console.error(`server ${"AB"[index]} log tail:\n${server.log().slice(-3_000)}`);
      throw error;
    } finally {
      for (const watcher of watchers) watcher.close();
      for (const server of servers) await server.kill9();
      await store?.close();
      await observer.end().catch(() => {});
      await withPgClient(TEST_DATABASE_URL, (c) => c.query(`drop database if exists "${database}" with (force)`)).catch((error: unknown) => console.warn(`could not drop ${database}`, error));
    }
  }, 300_000);
});

/** No issue skipped or repeated since the test round's opening; every round due is settled and its draw verifies. */
async function checkRounds(store: Store, sinceMs: number): Promise<void> {
  const nowMs = Date.now();
  for (const game of await store.read((tx) => tx.games.list())) {
    const rounds = (await store.read((tx) => tx.rounds.recent(game.id, 1_000))).filter((r) => r.openAtMs >= sinceMs).reverse();
    expect(rounds.length).toBeGreaterThan(1);
    for (const [index, round] of rounds.entries()) {
      if (index > 0) expect(round.issue, `game ${game.id}: the round after ${rounds[index - 1]!.issue}`).toBe(roundAt(schedule, rounds[index - 1]!.drawAtMs)!.issue);
      if (round.drawAtMs > nowMs - 2_000) continue;
      expect(round.status, `round ${game.id}/${round.issue}`).toBe("settled");
      expect(verifyDraw({ gameId: game.id, issue: round.issue, commitment: round.commitment, revealedSeed: round.revealedSeed!, digits: round.digits!, betsRoot: round.betsRoot }).ok).toBe(true);
    }
  }
}

/** Each bet settled once with the right payout; each player's money adds up; the ledger balances. */
async function checkBets(store: Store, players: readonly { id: number; depositMinor: number }[], betIds: readonly number[]): Promise<void> {
  const money = new Map(players.map((p) => [p.id, p.depositMinor]));
  const wins = new Map<number, number>();
  let houseMinor = 0;
  for (const id of betIds) {
    const bet = (await store.read((tx) => tx.bets.byId(id)))!;
    const round = (await store.read((tx) => tx.rounds.get(bet.gameId, bet.issue)))!;
    const hit = isWinning(bet.playType, sumOf(round.digits!));
    const payout = hit ? payoutMinor(bet.stakeMinor, bet.oddsHundredths) : 0;
    expect([bet.status, bet.hit, bet.payoutMinor]).toEqual([1, hit, payout]);
    houseMinor += bet.stakeMinor - payout;
    expect((await store.read((tx) => tx.ledger.transferById(`bet:${bet.id}:payout`)))?.amountMinor ?? 0).toBe(payout);
    money.set(bet.userId, money.get(bet.userId)! - bet.stakeMinor + payout);
    if (payout > 0) wins.set(bet.userId, (wins.get(bet.userId) ?? 0) + 1);
  }
  for (const player of players) {
    const balances = await store.read((tx) => tx.ledger.balancesOfUser(player.id));
    expect(balances.availableMinor).toBe(money.get(player.id));
    const profitLines = await store.read((tx) => tx.fundLog.ofUser(player.id, { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, FUND_TYPE.profit, { offset: 0, limit: 1_000 }));
    expect(profitLines.length).toBe(wins.get(player.id) ?? 0);
  }
  // Every stake collected once (a chunk's stakes in one transfer): stakes is empty, the house has stakes minus payouts.
  expect(stakesHeld(await store.read((tx) => tx.ledger.allBalances()))).toBe(0);
  expect(await store.read((tx) => tx.ledger.balance("house"))).toBe(houseMinor);
  expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
}
