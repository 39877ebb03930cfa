/**
 * Settles one round of N bets (default 100,000) on each store and reports the
 * wall time and the longest event-loop block meanwhile (the same measurement
 * as `npm run bench`'s settle figures, on its own).
 *   npm run bench:settle -- [--bets 100000] [--store sqlite|postgres|both] [--json]
 */
import { parseArgs } from "node:util";
import { measureSettle } from "./measure/settle";
import { freshPostgres, freshSqlite, type BenchStore } from "./support/stores";

const { values } = parseArgs({ options: { bets: { type: "string", default: "100000" }, store: { type: "string", default: "both" }, json: { type: "boolean", default: false } } });
const BETS = Number(values.bets);

async function run(name: string, open: () => Promise<BenchStore>) {
  const bench = await open();
  try {
    const figures = await measureSettle(bench.store, BETS);
    return { store: name, ...figures, bets_per_s: Math.round(figures.bets / (figures.settle_ms / 1000)) };
  } finally {
    await bench.cleanup();
  }
}

const results = [];
if (values.store !== "postgres") results.push(await run("sqlite", freshSqlite));
if (values.store !== "sqlite") results.push(await run("postgres", freshPostgres));
for (const r of results) {
  console.log(`${r.store.padEnd(9)} settle ${r.bets} bets: ${r.settle_ms} ms (${r.bets_per_s} bets/s, ${r.chunks} chunks), longest event-loop block ${r.settle_max_block_ms} ms, longest chunk ${r.settle_max_chunk_ms} ms; close (bets root) ${r.close_ms} ms, longest block ${r.close_max_block_ms} ms`);
}
if (values.json) console.log(JSON.stringify(results));
