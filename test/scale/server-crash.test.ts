import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
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
import { prng } from "../load/prng";
import { seedPlayers, type SeededPlayer } from "../support/seed-players";
import { startServerProcess, type ServerProcess } from "../support/server-process";

/**
 * kill -9 of the real server process, over and over: during bursts of bets
 * from many clients and in the middle of settlement (slowed down through the
 * TEST_MODE hooks so that a kill can land inside it), each time restarted on
 * the same SQLite file. Unanswered orders are sent again with their request
 * id after the restart, as a client would. At the end: the bets in the
 * database are exactly the acknowledged ones, each once; every bet is settled
 * once with the right payout; every due round is settled and its draw
 * verifies; every player's money adds up; the ledger balances.
 */

const MIN_KILLS = 20;
const MIN_SETTLEMENT_KILLS = 5;
const MIN_BURST_KILLS = 5;
const PLAYERS = 60;
const ROOM = 11;
const GAME = 1;
const DEPOSIT = units(100_000);
/** The whole run stops here even if the counts were not reached (a very slow machine): the test then fails. */
const TIME_CAP_MS = 240_000;
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);

const ENV = {
  ROUND_SECONDS: "12",
  CLOSE_SECONDS: "4",
  // 20 bets a transaction and a 40 ms pause between: a round of ~1,000 bets takes seconds to settle.
  TEST_SETTLE_CHUNK_BETS: "20",
  TEST_SETTLE_PAUSE_MS: "40",
};
const scheduled = parseScheduleConfig({ SALES_WINDOW: "00:00-24:00", ...ENV });
if (!scheduled.ok) throw new Error("bad test schedule");
const schedule = scheduled.value;
const NUMBER_PLAY_TYPES = PLAY_TYPES.map((p) => p.playType).filter((p) => p > 4);

interface Order {
  readonly player: SeededPlayer;
  readonly requestId: string;
  readonly issue: string;
  readonly playTypes: number[];
  readonly stake: number;
}

describe(`the real server survives kill -9 (CRASH_SEED=${seed})`, () => {
  it(`keeps every acknowledged bet exactly once, pays none twice and settles every round across ${MIN_KILLS}+ kills`, async () => {
    const random = prng(seed);
    const dir = mkdtempSync(join(tmpdir(), "server-crash-"));
    const file = join(dir, "lottery.sqlite");
    const env = { ...ENV, DATA_DIR: dir };
    /** Bet ids of each answered order, by request id. */
    const acknowledged = new Map<string, number[]>();
    /** Orders sent whose answer never came (the server died): sent again after the restart. */
    let unanswered: Order[] = [];
    const serverErrors: string[] = [];
    let kills = 0;
    let settlementKills = 0;
    let burstKills = 0;
    let replays = 0;
    let orderSeq = 0;
    let server: ServerProcess | null = null;
    const startedMs = Date.now();

    const seedStore = await openSqliteStore({ file });
    const players = await seedPlayers(seedStore, { count: PLAYERS, depositMinor: DEPOSIT, prefix: "crash" });
    await seedStore.close();
    const watch = await openSqliteStore({ file });

    const send = async (order: Order): Promise<void> => {
      const outcome = await trpcMutation<PlacedView>(
        server!.baseUrl,
        "bet.place",
        { roomId: ROOM, issue: order.issue, playTypes: order.playTypes, stake: String(order.stake), expectedTotal: String(order.stake * order.playTypes.length), requestId: order.requestId },
        order.player.token,
        { timeoutMs: 30_000 },
      );
      if (outcome.status === 0) {
        unanswered.push(order);
        return;
      }
      if (outcome.status >= 500) serverErrors.push(`${outcome.status} ${outcome.appCode ?? outcome.error}`);
      if (outcome.data) {
        const ids = outcome.data.bets.map((b) => b.id);
        const earlier = acknowledged.get(order.requestId);
        // A request answered twice must be answered the same.
        if (earlier) expect(ids).toEqual(earlier);
        acknowledged.set(order.requestId, ids);
      }
    };

    const newOrder = (player: SeededPlayer, issue: string): Order => {
      const playTypes = NUMBER_PLAY_TYPES.filter(() => random() < 0.3).slice(0, 12);
      return { player, requestId: `c${seed}-${(orderSeq += 1)}`, issue, playTypes: playTypes.length > 0 ? playTypes : [13], stake: 1 + Math.floor(random() * 5) };
    };

    /** Every player sends orders for the current round, concurrently; resolves when every request has ended. */
    const burst = (issue: string): Promise<void> =>
      Promise.all(players.map(async (player) => {
        const orders = 1 + Math.floor(random() * 2);
        for (let i = 0; i < orders; i++) await send(newOrder(player, issue));
      })).then(() => undefined);

    /** A round of game 1 being settled right now (drawn, not yet settled), or null. */
    const settling = async () => {
      const unfinished = await watch.read((tx) => tx.rounds.unfinished(GAME));
      return unfinished.find((r) => r.status === "drawn") ?? null;
    };
    /** A round of game 1 with bets to settle that is drawn, or will be within a few seconds. */
    const settlementAhead = async (nowMs: number) => {
      for (const round of await watch.read((tx) => tx.rounds.unfinished(GAME))) {
        if (round.drawAtMs > nowMs + 5_000) continue;
        if ((await watch.read((tx) => tx.bets.countUnsettled(GAME, round.issue))) > 0) return round;
      }
      return null;
    };

    try {
      while (kills < MIN_KILLS || settlementKills < MIN_SETTLEMENT_KILLS || burstKills < MIN_BURST_KILLS) {
        if (Date.now() - startedMs > TIME_CAP_MS) break;
        server = await startServerProcess({ env });
        // A client whose request died with the server sends it again, same request id.
        const retry = unanswered;
        unanswered = [];
        replays += retry.length;
        await Promise.all(retry.map((order) => send(order)));

        const ahead = await settlementAhead(Date.now());
        if (ahead !== null && (settlementKills < MIN_SETTLEMENT_KILLS || random() < 0.6)) {
          // Kill during settlement: wait until it is under way, then kill at a random moment.
          const waitUntilMs = ahead.drawAtMs + 20_000;
          let round = await settling();
          while (round === null && Date.now() < waitUntilMs) {
            await sleep(20);
            round = await settling();
          }
          await sleep(Math.floor(random() * 300));
          await server.kill9();
          kills += 1;
          if (round !== null && (await watch.read((tx) => tx.rounds.get(GAME, round.issue)))?.status === "drawn") settlementKills += 1;
          continue;
        }
        // Kill during a burst of bets: requests in flight, transactions half done.
        let current = roundAt(schedule, Date.now());
        if (!current || current.closeAtMs - Date.now() < 2_000) {
          await sleep((current?.drawAtMs ?? Date.now()) - Date.now() + 300);
          current = roundAt(schedule, Date.now());
        }
        const inFlight = burst(current!.issue);
        await sleep(50 + Math.floor(random() * 700));
        await server.kill9();
        await inFlight;
        kills += 1;
        burstKills += 1;
      }

      // Last start: resend what is still unanswered, let every round with bets finish, stop cleanly.
      server = await startServerProcess({ env });
      replays += unanswered.length;
      const retry = unanswered;
      unanswered = [];
      await Promise.all(retry.map((order) => send(order)));
      expect(unanswered).toEqual([]);
      const finishBy = Date.now() + 120_000;
      let finishedAtMs = 0;
      while (finishedAtMs === 0 && Date.now() < finishBy) {
        const atMs = Date.now();
        if ((await settlementAhead(Number.MAX_SAFE_INTEGER)) === null && !(await overdue(watch, atMs))) finishedAtMs = atMs;
        else await sleep(100);
      }
      expect(finishedAtMs, "rounds still unsettled 120 s after the last restart").toBeGreaterThan(0);
      await server.stop();
      server = null;

      expect(serverErrors).toEqual([]);
      expect({ kills: kills >= MIN_KILLS, settlementKills: settlementKills >= MIN_SETTLEMENT_KILLS, burstKills: burstKills >= MIN_BURST_KILLS }).toEqual({
        kills: true,
        settlementKills: true,
        burstKills: true,
      });
      const report = await checkEverything(watch, players, acknowledged, finishedAtMs);
      console.log(
        `server crash test: ${kills} kills (${settlementKills} mid-settlement, ${burstKills} mid-burst), ${acknowledged.size} orders and ${report.bets} bets acknowledged, ${replays} resent, ${report.rounds} rounds settled, in ${Math.round((Date.now() - startedMs) / 1000)} s (CRASH_SEED=${seed})`,
      );
    } catch (error) {
      if (server) console.error(`server log tail:\n${server.log().slice(-4_000)}`);
      throw error;
    } finally {
      await server?.kill9();
      await watch.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 420_000);
});

/** Whether any game has a round past its draw time that is not settled yet. */
async function overdue(store: Store, nowMs: number): Promise<boolean> {
  for (const game of await store.read((tx) => tx.games.list())) {
    const unfinished = await store.read((tx) => tx.rounds.unfinished(game.id));
    if (unfinished.some((r) => r.drawAtMs <= nowMs)) return true;
  }
  return false;
}

/** The end-state checks; answers what was counted. */
async function checkEverything(store: Store, players: readonly SeededPlayer[], acknowledged: ReadonlyMap<string, number[]>, finishedAtMs: number) {
  let rounds = 0;
  const betsInStore = new Map<number, { userId: number; stakeMinor: number; payoutMinor: number }>();
  for (const game of await store.read((tx) => tx.games.list())) {
    for (const round of await store.read((tx) => tx.rounds.recent(game.id, 10_000))) {
      if (round.drawAtMs > finishedAtMs) {
        // Not due when the server stopped: it may be unfinished, but then without bets.
        expect(await store.read((tx) => tx.bets.ofRound(game.id, round.issue, 10))).toEqual([]);
        continue;
      }
      expect(round.status, `round ${game.id}/${round.issue}`).toBe("settled");
      rounds += 1;
      expect(verifyDraw({ gameId: game.id, issue: round.issue, commitment: round.commitment, revealedSeed: round.revealedSeed!, digits: round.digits!, betsRoot: round.betsRoot }).ok).toBe(true);
      const sum = sumOf(round.digits!);
      for (const bet of await store.read((tx) => tx.bets.ofRound(game.id, round.issue, 1_000_000))) {
        expect(betsInStore.has(bet.id)).toBe(false);
        const hit = isWinning(bet.playType, sum);
        const payout = hit ? payoutMinor(bet.stakeMinor, bet.oddsHundredths) : 0;
        expect([bet.id, bet.status, bet.hit, bet.payoutMinor]).toEqual([bet.id, 1, hit, payout]);
        const paid = await store.read((tx) => tx.ledger.transferById(`bet:${bet.id}:payout`));
        expect(paid?.amountMinor ?? 0).toBe(payout);
        betsInStore.set(bet.id, { userId: bet.userId, stakeMinor: bet.stakeMinor, payoutMinor: payout });
      }
    }
  }
  // The bets in the store are exactly the acknowledged ones (every unanswered order was resent until answered).
  const acknowledgedIds = [...acknowledged.values()].flat();
  expect(new Set(acknowledgedIds).size).toBe(acknowledgedIds.length);
  expect([...betsInStore.keys()].sort((a, b) => a - b)).toEqual([...acknowledgedIds].sort((a, b) => a - b));
  // Money: deposit - stakes + payouts, and one profit line per winning bet (none paid twice).
  for (const player of players) {
    const own = [...betsInStore.values()].filter((b) => b.userId === player.id);
    const expected = player.depositMinor - own.reduce((s, b) => s + b.stakeMinor, 0) + own.reduce((s, b) => s + b.payoutMinor, 0);
    const balances = await store.read((tx) => tx.ledger.balancesOfUser(player.id));
    expect(balances.availableMinor + balances.lockedMinor).toBe(expected);
    const profitLines = await store.read((tx) => tx.fundLog.ofUser(player.id, { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, FUND_TYPE.profit, { offset: 0, limit: 100_000 }));
    expect(profitLines.length).toBe(own.filter((b) => b.payoutMinor > 0).length);
  }
  // Every stake collected exactly once (settlement collects a chunk's stakes in one transfer): nothing is left in
  // stakes, and the house holds the stakes minus the payouts to the cent.
  const all = [...betsInStore.values()];
  expect(stakesHeld(await store.read((tx) => tx.ledger.allBalances()))).toBe(0);
  expect(await store.read((tx) => tx.ledger.balance("house"))).toBe(all.reduce((s, b) => s + b.stakeMinor - b.payoutMinor, 0));
  expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
  return { rounds, bets: betsInStore.size };
}
