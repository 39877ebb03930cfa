/**
 * The victim of the crash test: opens the SQLite file, and drives every round
 * that is due at the given instant to the end, one small chunk per transaction,
 * telling the parent on stdout how far it got. The parent kills it with SIGKILL
 * at random moments and starts it again.
 */
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import { DEFAULT_SCHEDULE } from "../../src/domain/rounds/schedule";
import { FastHasher, ManualClock, RecordingEventBus, SeededRandom, testSeedVault } from "../support/fakes";

const [file, nowText, chunkText] = process.argv.slice(2);
const store = await openSqliteStore({ file: file! });
const engine = new RoundEngine(
  { store, clock: new ManualClock(Number(nowText)), random: new SeededRandom(`child-${process.pid}`), hasher: new FastHasher(), seedVault: testSeedVault, events: new RecordingEventBus(), schedule: DEFAULT_SCHEDULE },
  {
    settleChunkBets: Number(chunkText),
    chainLength: 1000,
    // Between chunks, give the parent's SIGKILL a chance to land anywhere.
    yieldToEventLoop: () => new Promise((resolve) => setImmediate(resolve)),
  },
);
process.stdout.write("ready\n");
const report = await engine.tick();
process.stdout.write(`done ${JSON.stringify(report)}\n`);
await store.close();
