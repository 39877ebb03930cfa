/**
 * The victim of the void crash test: opens the store (a SQLite file, or a PostgreSQL schema), and runs one engine
 * tick at an instant when the round's draw is later than the auto-void limit: the engine voids the round and refunds
 * its bets a couple per transaction, yielding between chunks so that the parent's SIGKILL can land anywhere.
 */
import { openPostgresStore } from "../../adapters/persistence/postgres-store";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import { DEFAULT_SCHEDULE } from "../../src/domain/rounds/schedule";
import { FastHasher, ManualClock, RecordingEventBus, SeededRandom, testSeedVault } from "../support/fakes";

const [target, nowText, chunkText] = process.argv.slice(2);
const [kind, where] = [target!.slice(0, target!.indexOf(":")), target!.slice(target!.indexOf(":") + 1)];
const store = kind === "sqlite" ? await openSqliteStore({ file: where }) : await openPostgresStore({ url: process.env.VOID_CRASH_PG_URL!, schema: where, poolSize: 2 });
const engine = new RoundEngine(
  { store, clock: new ManualClock(Number(nowText)), random: new SeededRandom(`child-${process.pid}`), hasher: new FastHasher(), seedVault: testSeedVault, events: new RecordingEventBus(), schedule: DEFAULT_SCHEDULE },
  { refundChunkBets: Number(chunkText), chainLength: 1000, yieldToEventLoop: () => new Promise((resolve) => setImmediate(resolve)) },
);
process.stdout.write("ready\n");
const report = await engine.tick();
process.stdout.write(`done ${JSON.stringify(report)}\n`);
await store.close();
