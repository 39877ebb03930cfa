/**
 * A second OS process writing the same SQLite file, for the cross-process test
 * in test/contract/concurrency.test.ts. Usage: <file> <userId> <count>.
 * Moves 1 minor unit from the world to the user, `count` times, one
 * transaction each, holding the write lock a few ms in each and pausing between
 * them (so the other process both has to wait and gets its turns), and exits 0
 * when all were applied.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { playerAccount } from "../../src/domain/wallet/ledger";

async function main(): Promise<void> {
  const [file, userId, count] = process.argv.slice(2);
  if (!file || !userId || !count) throw new Error("usage: sqlite-writer-process <file> <userId> <count>");
  const store = await openSqliteStore({ file });
  try {
    for (let i = 0; i < Number(count); i++) {
      const outcome = await store.transaction(async (tx) => {
        await tx.ledger.balance(playerAccount(Number(userId), "available")); // read first, as the parent does
        return tx.ledger.transfer({
          id: `child-${i}`,
          fromAccount: "world",
          toAccount: playerAccount(Number(userId), "available"),
          amountMinor: 1,
          kind: "deposit",
          userId: Number(userId),
          ref: "child",
          atMs: 0,
        }).finally(() => sleep(3));
      });
      if (outcome !== "created") throw new Error(`child transfer ${i}: ${outcome}`);
      await sleep(5);
    }
  } finally {
    await store.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
