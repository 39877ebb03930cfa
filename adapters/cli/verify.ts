/**
 * npm run verify -- --game G --issue N
 * npm run verify -- --game G --all
 *
 * Recomputes past draws from their revealed seeds and checks them against each
 * round's commitment, the seed chain's anchor and (draw scheme 2) the root of
 * the round's bets, which it also recomputes from the bets the store holds now.
 * Reads the store the server uses (DATABASE_URL, or SQLite under DATA_DIR,
 * default ./data) and the server's fairness key (FAIRNESS_KEY, FAIRNESS_KEY_FILE
 * or DATA_DIR/fairness.key), which names the players on the bets' leaves.
 * Exit code: 0 all verified, 1 a verification failed, 2 bad arguments, no such drawn round or no key.
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { aesSeedVault } from "../crypto/aes-seed-vault";
import { existingFairnessKey } from "../crypto/fairness-key";
import { KEY_FILE_NAME } from "../crypto/server-seed-vault";
import { openStore } from "../persistence/open-store";
import { verifyRounds } from "./verify-rounds";

const usage = "usage: npm run verify -- --game <game id> (--issue <issue number> | --all)";

async function main(): Promise<number> {
  let values: { game?: string; issue?: string; all?: boolean };
  try {
    ({ values } = parseArgs({ options: { game: { type: "string" }, issue: { type: "string" }, all: { type: "boolean" } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const gameId = Number(values.game);
  const oneIssue = values.issue !== undefined && /^\d{11,14}$/.test(values.issue);
  if (!Number.isSafeInteger(gameId) || gameId <= 0 || oneIssue === Boolean(values.all)) {
    console.error(usage);
    return 2;
  }
  const dataDir = process.env.DATA_DIR ?? "./data";
  const key = existingFairnessKey(process.env, join(dataDir, KEY_FILE_NAME));
  if (key === null) {
    console.error("no fairness key: set FAIRNESS_KEY or FAIRNESS_KEY_FILE as for the server (it names the players on the bets' leaves)");
    return 2;
  }
  const store = await openStore({ databaseUrl: process.env.DATABASE_URL, dataDir });
  try {
    const verdicts = await verifyRounds(store, aesSeedVault(key), gameId, values.all ? "all" : [values.issue!]);
    // A round that is missing or not drawn is a usage problem (stderr, exit 2) when it was the one asked for.
    for (const verdict of verdicts) (verdict.lines.length === 1 && !values.all ? console.error : console.log)(verdict.lines.join("\n"));
    if (values.all) console.log(`${verdicts.filter((v) => v.ok).length} of ${verdicts.length} drawn rounds of game ${gameId} verified`);
    if (verdicts.length === 0) return values.all ? 0 : 2;
    if (!values.all && verdicts[0]!.lines.length === 1) return 2;
    return verdicts.every((v) => v.ok) ? 0 : 1;
  } finally {
    await store.close();
  }
}

process.exitCode = await main();
