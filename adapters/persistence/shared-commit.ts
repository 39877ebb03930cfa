import { DomainFailure, invariant } from "../../src/domain/errors";
import type { StoreTx } from "../../src/ports/store";
import type { OrderToWrite, OrderWritten } from "../../src/ports/store/betting/orders";
import type { Executor } from "./dialect";

/** Works in one shared transaction, at most (the bench's 64 clients: from 16 to 64 per group, the same throughput). */
const UNITS_PER_GROUP = 32;

/**
 * Shared transactions running at once in this process: one reads while the other commits. The rest of the pool
 * stays free for everything else.
 */
const GROUPS_AT_ONCE = 2;

export interface SharedCommitParts {
  /** Runs one transaction once, without retrying: a group that fails runs its works again alone. */
  readonly runOnce: <T>(work: (trx: Executor) => Promise<T>) => Promise<T>;
  /** Runs one work in a transaction of its own, as Store.transaction does (with its retries). */
  readonly runAlone: <T>(work: (tx: StoreTx) => Promise<T>) => Promise<T>;
  /** The repositories over a shared transaction (orders.write not sending COMMIT behind it). */
  readonly txOf: (trx: Executor) => StoreTx;
}

interface Unit {
  readonly key: number;
  readonly work: (tx: StoreTx) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

type Outcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: unknown };

/** Thrown inside a group's transaction to roll it back: one of its works must not commit with the others. */
class GroupUnsound extends Error {}

/**
 * PostgreSQL: Store.sharedTransaction. Orders that arrive while others are
 * being written wait, and then go up to 32 in one transaction, their
 * statements in flight together on its connection (pipelined-transaction.ts):
 * one `begin`, one `COMMIT` and one flush of the log for all of them, and one
 * wake-up of the backend for each step of the group instead of for each step
 * of each order. An order's own statements stay the same (order_context, then
 * the order's write). In a loop of 2,400 orders on this machine, groups of
 * eight cost PostgreSQL 250 µs an order instead of 470 and the server 85
 * instead of 160 to 260; `npm run bench` went from 1,377 and 1,504 bets a
 * second on PostgreSQL (0.36 and 0.40 of SQLite, p99 72 and 76 ms) to 2,982
 * and 3,436 (0.75 and 0.83, p99 46 and 39 ms).
 *
 * What keeps each work's outcome its own:
 * - A group never holds two works of one key (one player): the second would
 *   read its context before the first's order is written, and be judged on a
 *   balance and earlier bets that are no longer true. It waits for a later
 *   group, and so does a work whose key is in a group still running.
 * - A work reads and locks, and then writes once (orders.write), last. Its
 *   refusal (a DomainFailure before it writes) wrote nothing, so it does not
 *   touch the others'.
 * - The writes wait until every work of the group has written or refused, and
 *   then go in the order of the stake account they credit (then the key): two
 *   groups running at once take those shared rows in the same order, so they
 *   do not deadlock on them. The players' rows were locked in the order of
 *   their keys (the works start in that order).
 * - Anything else, a work that fails after its write or fails with an error
 *   that is not a refusal (a statement that failed has lost the transaction
 *   for all of them), rolls the whole group back, and every work of it runs
 *   again in a transaction of its own, as if it had never been grouped; so
 *   does every work of a group whose commit fails (a deadlock with a
 *   transaction of another kind, a lost connection).
 * - A work's outcome is given only once the group has committed.
 *
 * A work that arrives while fewer than two groups run and nothing waits runs
 * at once, alone, with the COMMIT sent behind its write: no order waits for
 * company. The price of sharing: an order waits for the slowest of its group
 * (one whose player is locked by a settling round waits for that chunk's
 * commit, and so do the others of its group).
 */
export function sharedCommits(parts: SharedCommitParts): <T>(key: number, work: (tx: StoreTx) => Promise<T>) => Promise<T> {
  const waiting: Unit[] = [];
  const busyKeys = new Set<number>();
  let groupsRunning = 0;

  /** Up to UNITS_PER_GROUP waiting works, in order of arrival, of distinct keys none of which is running. */
  const take = (): Unit[] => {
    const group: Unit[] = [];
    const keys = new Set<number>();
    for (let i = 0; i < waiting.length && group.length < UNITS_PER_GROUP; ) {
      const unit = waiting[i]!;
      if (busyKeys.has(unit.key) || keys.has(unit.key)) {
        i++;
        continue;
      }
      keys.add(unit.key);
      group.push(unit);
      waiting.splice(i, 1);
    }
    return group;
  };

  const pump = (): void => {
    while (groupsRunning < GROUPS_AT_ONCE) {
      const group = take();
      if (group.length === 0) return;
      groupsRunning++;
      for (const unit of group) busyKeys.add(unit.key);
      void runGroup(group).finally(() => {
        groupsRunning--;
        for (const unit of group) busyKeys.delete(unit.key);
        pump();
      });
    }
  };

  const alone = (unit: Unit): Promise<void> => parts.runAlone(unit.work).then(unit.resolve, unit.reject);

  async function runGroup(group: Unit[]): Promise<void> {
    if (group.length === 1) return alone(group[0]!);
    group.sort((a, b) => a.key - b.key);
    let outcomes: Outcome[];
    try {
      outcomes = await parts.runOnce((trx) => runWorks(parts.txOf(trx), group));
    } catch {
      await Promise.all(group.map(alone));
      return;
    }
    group.forEach((unit, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) unit.resolve(outcome.value);
      else unit.reject(outcome.error);
    });
  }

  return <T>(key: number, work: (tx: StoreTx) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ key, work, resolve: resolve as (value: unknown) => void, reject });
      pump();
    });
}

/** Runs a group's works in one transaction (see sharedCommits); throws GroupUnsound when it must not commit. */
async function runWorks(tx: StoreTx, group: readonly Unit[]): Promise<Outcome[]> {
  const writes: { order: OrderToWrite; key: number; resolve: (written: OrderWritten) => void; reject: (error: unknown) => void }[] = [];
  let stillReading = group.length;
  const oneLessReading = () => {
    stillReading--;
    if (stillReading > 0) return;
    // Every work has written or refused: the writes go, in the order of the rows they share.
    writes.sort((a, b) => (a.order.stake.toAccount < b.order.stake.toAccount ? -1 : a.order.stake.toAccount > b.order.stake.toAccount ? 1 : a.key - b.key));
    // The group's round exposure rows first, all at once and sorted, before any write takes a stake shard
    // (round-exposure.ts: exposure rows before shards, each in one order, in every transaction: no deadlock).
    const locked = tx.orders.lockExposure(writes.map((w) => w.order));
    for (const w of writes) locked.then(() => tx.orders.write(w.order)).then(w.resolve, w.reject);
  };
  const wrote = group.map(() => false);
  const settled = group.map((unit, i) => {
    const orders: StoreTx["orders"] = {
      contextOf: tx.orders.contextOf,
      lockExposure: tx.orders.lockExposure,
      write: (order) => {
        invariant(!wrote[i], "a work in a shared transaction writes one order");
        wrote[i] = true;
        return new Promise<OrderWritten>((resolve, reject) => {
          writes.push({ order, key: unit.key, resolve, reject });
          oneLessReading();
        });
      },
    };
    return unit.work({ ...tx, orders }).then(
      (value): Outcome => ({ ok: true, value }),
      (error: unknown): Outcome => ({ ok: false, error }),
    ).finally(() => {
      if (!wrote[i]) oneLessReading();
    });
  });
  const outcomes = await Promise.all(settled);
  if (outcomes.some((outcome, i) => !outcome.ok && (wrote[i] || !(outcome.error instanceof DomainFailure)))) throw new GroupUnsound();
  return outcomes;
}
