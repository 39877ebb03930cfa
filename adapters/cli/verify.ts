/**
 * npm run verify -- --game G --issue N
 *
 * Recomputes a past draw from its revealed seed and checks it against the
 * round's commitment and the seed chain's anchor, reading the store the server
 * uses (DATABASE_URL, or SQLite under DATA_DIR, default ./data).
 * Exit code: 0 verified, 1 verification failed, 2 bad arguments or no such drawn round.
 */
import { parseArgs } from "node:util";
import { openStore } from "../persistence/open-store";
import { drawProof } from "../../src/application/queries/draw-proof";

const usage = "usage: npm run verify -- --game <game id> --issue <issue number>";

async function main(): Promise<number> {
  let values: { game?: string; issue?: string };
  try {
    ({ values } = parseArgs({ options: { game: { type: "string" }, issue: { type: "string" } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const gameId = Number(values.game);
  if (!Number.isSafeInteger(gameId) || gameId <= 0 || !values.issue || !/^\d{11,14}$/.test(values.issue)) {
    console.error(usage);
    return 2;
  }
  const store = await openStore({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./data" });
  try {
    const proof = await store.read((tx) => drawProof(tx, gameId, values.issue!));
    if (!proof.ok) {
      console.error(`no round ${values.issue} in game ${gameId}`);
      return 2;
    }
    const { verification, ...round } = proof.value;
    if (!verification) {
      console.error(`round ${round.issue} of game ${gameId} is ${round.status}: not drawn yet, nothing to verify`);
      return 2;
    }
    console.log(`game ${gameId} issue ${round.issue}`);
    console.log(`  digits        ${round.digits!.join(" ")}  (sum ${round.digits!.reduce((a, b) => a + b, 0)})`);
    console.log(`  revealed seed ${round.revealedSeed}`);
    console.log(`  commitment    ${round.commitment ?? "(not public yet)"}`);
    console.log(`  chain anchor  ${round.anchor}  (position ${round.chainIndex})`);
    console.log(`  seed hashes to commitment: ${verification.checks.commitmentMatches ? "yes" : "NO"}`);
    console.log(`  digits recomputed from seed: ${verification.checks.digitsMatch ? "yes" : "NO"}${verification.expectedDigits ? ` (${verification.expectedDigits.join(" ")})` : ""}`);
    console.log(`  seed hashes to the chain anchor: ${verification.checks.chainMatches === null ? "not checked" : verification.checks.chainMatches ? "yes" : "NO"}`);
    console.log(verification.ok ? "VERIFIED" : `NOT VERIFIED: ${verification.reason ?? "mismatch"}`);
    return verification.ok ? 0 : 1;
  } finally {
    await store.close();
  }
}

process.exitCode = await main();
