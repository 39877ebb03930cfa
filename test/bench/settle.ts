/**
 * Settles one round of N bets (default 100,000) on each store and reports the
 * wall time and the longest event-loop block meanwhile.
 *   npm run bench:settle -- [--bets 100000] [--store sqlite|postgres|both] [--json]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { openPostgresStore } from "../../adapters/persistence/postgres-store";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { yieldToEventLoop } from "../../adapters/rounds/round-driver";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import { playerAccount } from "../../src/domain/ledger";
import { units } from "../../src/domain/money";
import { PLAY_TYPES } from "../../src/domain/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/schedule";
import type { Store } from "../../src/ports/store";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp } from "../support/app";

const { values } = parseArgs({ options: { bets: { type: "string", default: "100000" }, store: { type: "string", default: "both" }, json: { type: "boolean", default: false } } });
const BETS = Number(values.bets);
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
const USERS = 1000;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function measure(name: string, store: Store) {
  const app = await testApp(store);
  let last = performance.now();
  const gaps: number[] = [];
  const engine = new RoundEngine(app.deps, {
    chainLength: 1000,
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
  const perUser = Math.ceil(BETS / USERS);
  // Seed the bets straight through the repositories: this measures settlement, not placement.
  for (let u = 0; u < USERS; u += 50) {
    await store.transaction(async (tx) => {
      for (const user of users.slice(u, u + 50)) {
        let totalMinor = 0;
        for (let k = 0; k < perUser && user.id * perUser + k < BETS + users[0]!.id * perUser; k++) {
          const play = PLAY_TYPES[(user.id * 7 + k) % PLAY_TYPES.length]!;
          await tx.bets.insert({ orderNo: `${round.issue}-${user.id}-${k}`, userId: user.id, gameId: 1, roomId: 11, issue: round.issue, playType: play.playType, stakeMinor: units(10), oddsHundredths: 194, placedAtMs: round.openAtMs + 1, followOfBetId: null });
          totalMinor += units(10);
        }
        await tx.ledger.transfer({ id: `bench:${user.id}`, fromAccount: playerAccount(user.id, "available"), toAccount: "stakes", amountMinor: totalMinor, kind: "bet_stake", userId: user.id, ref: "bench", atMs: round.openAtMs + 1 });
      }
    });
  }
  const bets = await store.read((tx) => tx.bets.countUnsettled(1, round.issue));
  app.clock.set(round.drawAtMs);
  // Bill the seeding's garbage to the seeding: kysely prepares a statement per query, and after a full GC
  // better-sqlite3 finalizes the ~100,000 dead ones in one go on the event loop (seconds), which would
  // otherwise land in the middle of the settlement measured below.
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
  return { store: name, bets, settle_ms: Math.round(settleMs), settle_max_block_ms: Math.round(histogram.max / 1e6), settle_max_chunk_ms: Math.round(Math.max(0, ...gaps)), bets_per_s: Math.round(bets / (settleMs / 1000)) };
}

const results = [];
if (values.store !== "postgres") {
  const dir = mkdtempSync(join(tmpdir(), "bench-"));
  const store = await openSqliteStore({ file: join(dir, "bench.sqlite") });
  try {
    results.push(await measure("sqlite", store));
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (values.store !== "sqlite") {
  const schema = `bench_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const store = await openPostgresStore({ url: PG_URL, schema, poolSize: 4 });
  try {
    results.push(await measure("postgres", store));
  } finally {
    await store.close();
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
}
for (const r of results) console.log(`${r.store.padEnd(9)} settle ${r.bets} bets: ${r.settle_ms} ms (${r.bets_per_s} bets/s), longest event-loop block ${r.settle_max_block_ms} ms, longest chunk ${r.settle_max_chunk_ms} ms`);
if (values.json) console.log(JSON.stringify(results));
