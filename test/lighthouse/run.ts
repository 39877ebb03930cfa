/**
 * npm run lighthouse: builds the web client if stale, starts the product's
 * server as the browser tests do (demo data, SQLite in a temporary
 * directory), and prints Lighthouse's performance score and key metrics
 * (mobile preset, simulated throttling) for /, /login and /register.
 *
 *   npm run lighthouse              one run per page
 *   npm run lighthouse -- --runs 3  the best of three
 */
import { buildWebIfStale } from "../../web/build";
import { startServer } from "../e2e/support/server";
import { bestLighthouse, formatResult, LIGHTHOUSE_PAGES, MIN_PERFORMANCE } from "./lighthouse";

const runsFlag = process.argv.indexOf("--runs");
const runs = runsFlag >= 0 ? Math.max(1, Number(process.argv[runsFlag + 1]) || 1) : 1;

await buildWebIfStale();
const server = await startServer();
try {
  console.log(`Lighthouse (mobile, simulated throttling), best of ${runs} run(s), on ${server.baseUrl}`);
  let failed = false;
  for (const path of LIGHTHOUSE_PAGES) {
    // Best of `runs` without stopping early: this is for reading the figures, not passing a gate.
    const result = await bestLighthouse(server.baseUrl, path, runs, 101);
    console.log(formatResult(result));
    if (result.score < MIN_PERFORMANCE) failed = true;
  }
  if (failed) {
    console.log(`below ${MIN_PERFORMANCE} on at least one page`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
