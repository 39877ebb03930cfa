/**
 * npm run admin -- create <username>
 *
 * Creates an operator account in the store the server uses (DATABASE_URL, or
 * SQLite under DATA_DIR, default ./data). The password is asked for without
 * echo on a terminal, twice; when stdin is not a terminal (a script, a test)
 * its first line is the password.
 * Exit code: 0 created, 1 refused (name taken, password too short, ...), 2 bad arguments.
 */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { createOperator } from "../../src/application/operations/create-operator";
import type { AppDeps } from "../../src/application/deps";
import { parseScheduleConfig } from "../http/schedule-env";
import { systemClock } from "../clock/system-clock";
import { argon2Hasher } from "../crypto/argon2-hasher";
import { cryptoRandom } from "../crypto/crypto-random";
import { serverSeedVault } from "../crypto/server-seed-vault";
import { InProcessEventBus } from "../events/in-process-bus";
import { translate } from "../i18n";
import { openStore } from "../persistence/open-store";

const usage = "usage: npm run admin -- create <username>";

/** Reads one line from a terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  process.stdout.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  return new Promise((resolve) => {
    rl.question("", (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

/** The first line of a piped stdin. */
async function firstLineOfStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

async function readPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const password = await askHidden("password: ");
  const again = await askHidden("password again: ");
  if (password !== again) {
    console.error(translate("PASSWORD_MISMATCH", "en"));
    return null;
  }
  return password;
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, username, ...rest] = argv;
  if (command !== "create" || !username || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  const schedule = parseScheduleConfig(process.env);
  if (!schedule.ok) {
    console.error(`bad schedule setting (${schedule.error.code})`);
    return 2;
  }
  const password = await readPassword();
  if (password === null) return 1;
  const store = await openStore({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./data" });
  try {
    const dataDir = process.env.DATA_DIR ?? "./data";
    const seedVault = serverSeedVault(process.env, store.dialect, dataDir).vault;
    const deps: AppDeps = { store, clock: systemClock, random: cryptoRandom, hasher: argon2Hasher, seedVault, events: new InProcessEventBus(), schedule: schedule.value };
    const created = await createOperator(deps, { username, password });
    if (!created.ok) {
      console.error(`refused: ${translate(created.error.code, "en", created.error.params)} (${created.error.code})`);
      return 1;
    }
    console.log(`operator ${created.value.username} created (id ${created.value.id})`);
    return 0;
  } finally {
    await store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
