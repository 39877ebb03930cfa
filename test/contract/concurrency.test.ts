import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, expect, it } from "vitest";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { REVIEW_STATUS } from "../../src/domain/wallet/fund-log";
import { checkLedgerInvariants, playerAccount, type AccountId, type Transfer } from "../../src/domain/wallet/ledger";
import type { WithdrawalRequest } from "../../src/domain/wallet/wallet-requests";
import type { Store, StoreTx } from "../../src/ports/store";
import { createUser, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * Races that must come out right on every store. PostgreSQL gets a pool of 12
 * connections so the transactions really run side by side; SQLite runs on a WAL
 * file, as in production.
 */
const RACERS = 50;

const sumOf = (balances: ReadonlyMap<AccountId, number>) => [...balances.values()].reduce((a, b) => a + b, 0);

const withdrawalOf = (userId: number, amountMinor: number): Omit<WithdrawalRequest, "id"> => ({
  userId,
  amountMinor,
  payoutType: 0,
  payoutAcc: "Alice",
  payoutAccName: "6222",
  payoutAccBank: "ICBC",
  status: REVIEW_STATUS.pending,
  remark: "",
  createdAtMs: T0,
  reviewedAtMs: null,
  fundLogId: 0,
});

async function fund(tx: StoreTx, userId: number, amountMinor: number): Promise<void> {
  const outcome = await tx.ledger.transfer({
    id: `fund-${userId}`,
    fromAccount: "world",
    toAccount: playerAccount(userId, "available"),
    amountMinor,
    kind: "deposit",
    userId,
    ref: "test",
    atMs: T0,
  });
  if (outcome !== "created") throw new Error(`funding failed: ${outcome}`);
}

forEachStore((name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open({ poolSize: 12, onDisk: true });
  });
  afterEach(() => store.close());

  it(`${RACERS} concurrent whole-balance withdrawals: exactly one wins, nothing goes negative, nothing is created`, async () => {
    const userId = await store.transaction(async (tx) => {
      const user = await createUser(tx);
      await fund(tx, user.id, 10_000);
      return user.id;
    });
    const available = playerAccount(userId, "available");
    const withdrawing = playerAccount(userId, "withdrawing");
    const totalBefore = sumOf(await store.read((tx) => tx.ledger.allBalances()));

    let racing = true;
    let lowest = Infinity;
    const sampler = (async () => {
      while (racing) {
        lowest = Math.min(lowest, await store.read((tx) => tx.ledger.balance(available)));
        await sleep(1);
      }
    })();

    const results = await Promise.allSettled(
      Array.from({ length: RACERS }, (_, i) =>
        store.transaction(async (tx) => {
          // What the application does: read the balance, hold all of it, file the request.
          const whole = await tx.ledger.balance(available);
          if (whole <= 0) return "empty";
          const outcome = await tx.ledger.transfer({
            id: `hold-${i}`,
            fromAccount: available,
            toAccount: withdrawing,
            amountMinor: whole,
            kind: "withdraw_hold",
            userId,
            ref: `withdrawal-attempt:${i}`,
            atMs: T0 + i,
          });
          if (outcome !== "created") return outcome;
          const request = await tx.withdrawals.create(withdrawalOf(userId, whole));
          if (!request) throw new Error("a withdrawal is already pending"); // rolls the hold back
          return "won";
        }),
      ),
    );
    racing = false;
    await sampler;

    const rejected = results.filter((r) => r.status === "rejected");
    expect(rejected).toEqual([]);
    const outcomes = results.map((r) => (r.status === "fulfilled" ? r.value : "rejected"));
    expect(outcomes.filter((o) => o === "won")).toHaveLength(1);
    expect(outcomes.every((o) => o === "won" || o === "empty" || o === "insufficient")).toBe(true);
    expect(lowest).toBeGreaterThanOrEqual(0);

    const balances = await store.read((tx) => tx.ledger.allBalances());
    expect(balances.get(available)).toBe(0);
    expect(balances.get(withdrawing)).toBe(10_000);
    expect(sumOf(balances)).toBe(totalBefore);
    expect(checkLedgerInvariants(balances)).toEqual([]);
    expect((await store.read((tx) => tx.withdrawals.pending({ offset: 0, limit: 100 }))).length).toBe(1);
  });

  it(`${RACERS} concurrent transfers with the same id apply once`, async () => {
    const userId = await store.transaction(async (tx) => {
      const user = await createUser(tx);
      await fund(tx, user.id, 1000);
      return user.id;
    });
    const same: Transfer = {
      id: "freeze-once",
      fromAccount: playerAccount(userId, "available"),
      toAccount: playerAccount(userId, "locked"),
      amountMinor: 300,
      kind: "freeze",
      userId,
      ref: "operator:1",
      atMs: T0,
    };
    const outcomes = await Promise.all(Array.from({ length: RACERS }, () => store.transaction((tx) => tx.ledger.transfer(same))));
    expect(outcomes.filter((o) => o === "created")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "exists")).toHaveLength(RACERS - 1);
    expect(await store.read((tx) => tx.ledger.balancesOfUser(userId))).toEqual({ availableMinor: 700, lockedMinor: 300, withdrawingMinor: 0 });
    expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
  });

  it(`${RACERS} concurrent withdrawal requests of one user: one is filed, the others get null`, async () => {
    const userId = (await store.transaction((tx) => createUser(tx))).id;
    const created = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => store.transaction((tx) => tx.withdrawals.create(withdrawalOf(userId, 100 + i)))),
    );
    expect(created.filter((w) => w !== null)).toHaveLength(1);
    expect(await store.read((tx) => tx.withdrawals.pendingOfUser(userId))).toEqual(created.find((w) => w !== null));
  });

  if (name === "sqlite") {
    it("runs transactions one at a time, and a read waits for a running transaction", async () => {
      const events: string[] = [];
      let inserted!: () => void;
      const insertedSignal = new Promise<void>((r) => (inserted = r));
      const transactions = [0, 1, 2].map((i) =>
        store.transaction(async (tx) => {
          events.push(`begin ${i}`);
          await createUser(tx, { username: `user${i}` });
          if (i === 0) inserted();
          await sleep(15);
          events.push(`commit ${i}`);
        }),
      );
      await insertedSignal;
      const read = store.read((tx) => tx.users.byUsername("user0")).then((user) => {
        events.push("read");
        return user;
      });
      await Promise.all(transactions);
      expect(await read).not.toBeNull();
      // Each transaction runs from begin to commit alone; the read never sees a transaction half done.
      for (let i = 0; i < events.length; i++) {
        if (events[i]!.startsWith("begin")) expect(events[i + 1]).toBe(events[i]!.replace("begin", "commit"));
      }
      expect(events.indexOf("read")).toBeGreaterThan(events.indexOf("commit 0"));
    });

    it("waits for another process writing the same file instead of failing", async () => {
      const dir = await mkdtemp(join(tmpdir(), "store-2proc-"));
      const file = join(dir, "shared.sqlite");
      const mine = await openSqliteStore({ file });
      try {
        const userId = (await mine.transaction((tx) => createUser(tx))).id;
        const available = playerAccount(userId, "available");
        const childCount = 30;
        let childExited = false;
        const child = runWriterProcess(file, userId, childCount).finally(() => (childExited = true));
        // Keep writing until the child is done, noting how far it had got each
        // time: seeing it part-way proves the two processes really overlapped.
        const childProgressSeen = new Set<number>();
        let mineCount = 0;
        while (!childExited) {
          const outcome = await mine.transaction(async (tx) => {
            // Read first, then write: with a plain (deferred) BEGIN this is the
            // pattern that fails with SQLITE_BUSY when the other process wrote
            // in between; BEGIN IMMEDIATE makes it wait at BEGIN instead.
            await tx.ledger.balance(available);
            const result = await tx.ledger.transfer({
              id: `parent-${mineCount}`,
              fromAccount: "world",
              toAccount: available,
              amountMinor: 1,
              kind: "deposit",
              userId,
              ref: "parent",
              atMs: 0,
            });
            await sleep(0); // hold the write lock across an await, as real work does
            return result;
          });
          expect(outcome).toBe("created");
          mineCount += 1;
          // A WAL read never waits for the writer, so this sees the child mid-run.
          const childSoFar = (await mine.read((tx) => tx.ledger.balance(available))) - mineCount;
          if (childSoFar > 0 && childSoFar < childCount) childProgressSeen.add(childSoFar);
          await sleep(2); // leave the other process a turn too
        }
        expect(await child).toEqual({ code: 0, stderr: "" });
        expect(childProgressSeen.size).toBeGreaterThan(0);
        expect(await mine.read((tx) => tx.ledger.balance(available))).toBe(mineCount + childCount);
      } finally {
        await mine.close();
        await rm(dir, { recursive: true, force: true });
      }
    });
  }

  if (name === "postgres") {
    it("retries a transaction that PostgreSQL aborted for a deadlock", async () => {
      const [a, b] = await store.transaction(async (tx) => {
        const ua = await createUser(tx, { username: "a" });
        const ub = await createUser(tx, { username: "b" });
        await fund(tx, ua.id, 1000);
        await fund(tx, ub.id, 1000);
        return [ua.id, ub.id];
      });
      let arrived = 0;
      let release!: () => void;
      const bothHoldTheirRows = new Promise<void>((r) => (release = r));
      let attempts = 0;
      const move = (tx: StoreTx, id: string, user: number, to: "locked" | "withdrawing") =>
        tx.ledger.transfer({
          id,
          fromAccount: playerAccount(user, "available"),
          toAccount: playerAccount(user, to),
          amountMinor: 100,
          kind: "freeze",
          userId: user,
          ref: "deadlock",
          atMs: T0,
        });
      // Each locks its own user's rows, waits for the other, then reaches for the
      // other's rows: a textbook deadlock that PostgreSQL breaks by aborting one.
      const crossing = (self: number, other: number) =>
        store.transaction(async (tx) => {
          attempts += 1;
          expect(await move(tx, `first-${self}`, self, "locked")).toBe("created");
          if (arrived < 2) {
            arrived += 1;
            if (arrived === 2) release();
            await bothHoldTheirRows;
          }
          expect(await move(tx, `second-${self}`, other, "withdrawing")).toBe("created");
        });
      await Promise.all([crossing(a, b), crossing(b, a)]);
      expect(attempts).toBe(3);
      for (const user of [a, b]) {
        expect(await store.read((tx) => tx.ledger.balancesOfUser(user))).toEqual({ availableMinor: 800, lockedMinor: 100, withdrawingMinor: 100 });
      }
    });
  }
});

function runWriterProcess(file: string, userId: number, count: number): Promise<{ code: number | null; stderr: string }> {
  const script = resolve(import.meta.dirname, "../support/sqlite-writer-process.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script, file, String(userId), String(count)], {
    cwd: resolve(import.meta.dirname, "../.."),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.on("exit", (code) => done({ code, stderr })));
}
