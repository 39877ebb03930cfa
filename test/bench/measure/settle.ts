/**
 * settle_100k_ms and settle_max_block_ms: one round of N bets (1,000 players,
 * N/1,000 bets each, every play type) settled by the real round engine over a
 * real store, timed from the tick that finds the round due for its draw to the
 * round settled, with perf_hooks.monitorEventLoopDelay watching the event loop.
 * close_ms: the tick before, which closes betting and fixes the round's bets
 * into their Merkle root (draw scheme 2), timed on its own with its own longest block.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { yieldToEventLoop } from "../../../adapters/rounds/round-driver";
import { RoundEngine } from "../../../src/application/rounds/round-engine";
import { playerAccount, stakesAccount } from "../../../src/domain/wallet/ledger";
import { units } from "../../../src/domain/money";
import { PLAY_TYPES } from "../../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../../src/domain/rounds/schedule";
import { settleChunkBetsFor, settlesFromBothEndsFor, type OpenedStore } from "../../../adapters/persistence/dialect";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp } from "../../support/app";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
const USERS = 1000;

export interface SettleFigures {
  readonly bets: number;
  readonly settle_ms: number;
  readonly settle_max_block_ms: number;
  /** The longest chunk transaction (what blocks the loop on SQLite, whose driver is synchronous). */
  readonly settle_max_chunk_ms: number;
  readonly chunks: number;
  /** Closing betting on the N bets: the Merkle root of the round's bets, hashed page by page. */
  readonly close_ms: number;
  readonly close_max_block_ms: number;
}

export async function measureSettle(store: OpenedStore, betCount: number, options: { chunkBets?: number } = {}): Promise<SettleFigures> {
  const app = await testApp(store);
  let last = performance.now();
  const gaps: number[] = [];
  const engine = new RoundEngine(app.deps, {
    chainLength: 1000,
    // As the server runs it: the store's own chunk size unless the caller sets one.
    settleChunkBets: options.chunkBets ?? settleChunkBetsFor(store.dialect),
    settleFromBothEnds: settlesFromBothEndsFor(store.dialect),
    yieldToEventLoop: async () => {
      gaps.push(performance.now() - last);
      await yieldToEventLoop();
      last = performance.now();
    },
  });
  await engine.tick();
  const round = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;
  const users: Awaited<ReturnType<typeof createPlayer>>[] = [];
  for (let i = 0; i < USERS; i++) users.push(await createPlayer(app, { balanceMinor: units(1_000_000) }));
  // Seed the bets straight through the repositories: this measures settlement, not placement.
  let seeded = 0;
  for (let u = 0; u < USERS; u += 50) {
    await store.transaction(async (tx) => {
      for (const [index, user] of users.slice(u, u + 50).entries()) {
        const mine = Math.floor(betCount / USERS) + (u + index < betCount % USERS ? 1 : 0);
        if (mine === 0) continue;
        for (let k = 0; k < mine; k++) {
          const play = PLAY_TYPES[(user.id * 7 + k) % PLAY_TYPES.length]!;
          await tx.bets.insert({ orderNo: `${round.issue}-${user.id}-${k}`, userId: user.id, gameId: 1, roomId: 11, issue: round.issue, playType: play.playType, stakeMinor: units(10), oddsHundredths: 194, placedAtMs: round.openAtMs + 1, followOfBetId: null });
        }
        seeded += mine;
        await tx.ledger.transfer({ id: `bench:${user.id}`, fromAccount: playerAccount(user.id, "available"), toAccount: stakesAccount(user.id), amountMinor: units(10) * mine, kind: "bet_stake", userId: user.id, ref: "bench", atMs: round.openAtMs + 1 });
      }
    });
  }
  const bets = await store.read((tx) => tx.bets.countUnsettled(1, round.issue));
  if (bets !== seeded || bets !== betCount) throw new Error(`seeded ${bets} bets, wanted ${betCount}`);
  // The close first, on its own: it hashes every bet into the round's bets root.
  collectGarbage();
  await yieldToEventLoop();
  app.clock.set(round.closeAtMs);
  const closeHistogram = monitorEventLoopDelay({ resolution: 5 });
  closeHistogram.enable();
  const closeStarted = performance.now();
  const closed = await engine.tick();
  const closeMs = performance.now() - closeStarted;
  closeHistogram.disable();
  if (closed.closed < 1) throw new Error("the round did not close");
  app.clock.set(round.drawAtMs);
  // Bill the seeding's garbage to the seeding, not to the settlement measured below.
  collectGarbage();
  await yieldToEventLoop();
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const started = performance.now();
  last = started;
  gaps.length = 0;
  const report = await engine.tick();
  const settleMs = performance.now() - started;
  histogram.disable();
  if (report.settledBets !== bets) throw new Error(`settled ${report.settledBets} of ${bets}`);
  return {
    bets,
    settle_ms: Math.round(settleMs),
    settle_max_block_ms: Math.round(histogram.max / 1e6),
    settle_max_chunk_ms: Math.round(Math.max(0, ...gaps)),
    chunks: gaps.length,
    close_ms: Math.round(closeMs),
    close_max_block_ms: Math.round(closeHistogram.max / 1e6),
  };
}
