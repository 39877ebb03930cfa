import { expect } from "vitest";
import type { Work } from "../../src/application/unit-of-work";
import { playerAccount, stakesAccount, type AccountId, type Transfer } from "../../src/domain/wallet/ledger";
import type { Minor } from "../../src/domain/money";
import type { Digits } from "../../src/domain/rounds/round";
import type { Store, StoreTx } from "../../src/ports/store";
import type { SettleChunkResult } from "../../src/ports/store/rounds/settlement";
import { createUser, game, newBet, round, seedGame, T0 } from "./store-fixtures";

/**
 * A drawn round to settle, built the same on every store (settlement and
 * settle-chunk contract tests): players with their money, bets of the round and
 * of another one with their stakes held, and what a player, an operator or an
 * auditor could notice afterwards.
 */

export const GAME_NAME = game().name;
export const ISSUE = round().issue;
export const OTHER_ISSUE = "20260101-0002";
export const AT_MS = T0 + 60_000;
export const ALL_TIME = { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER };
export const ALL = { offset: 0, limit: 100_000 };

export interface UserSpec {
  /** Deposited into available (0: the player has no account at all before settlement). */
  readonly depositMinor: Minor;
  /** Part of the deposit frozen into the locked account. */
  readonly lockedMinor: Minor;
}

export interface BetSpec {
  readonly user: number;
  readonly playType: number;
  readonly stakeMinor: Minor;
  readonly oddsHundredths: number;
  /** A bet of another round, placed in between: settlement must leave it alone. */
  readonly otherRound: boolean;
}

export interface Scenario {
  readonly users: readonly UserSpec[];
  readonly bets: readonly BetSpec[];
  readonly digits: Digits;
}

/** What a settler may refuse: the ledger's answers. */
export type SettleWork = Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">;

/** Users, their money, the bets with their stakes held, the round drawn: identical on every store for one scenario. */
export async function build(store: Store, spec: Scenario): Promise<number[]> {
  return store.transaction(async (tx) => {
    const { roomId, chainId } = await seedGame(tx);
    await tx.rounds.create(round({ issue: OTHER_ISSUE, chainId, chainIndex: 2, openAtMs: T0 + 60_000, closeAtMs: T0 + 110_000, drawAtMs: T0 + 120_000 }));
    const users: number[] = [];
    for (const [i, user] of spec.users.entries()) {
      const created = await createUser(tx, { username: `u${i}` });
      users.push(created.id);
      if (user.depositMinor > 0) await move(tx, `deposit:${i}`, "world", playerAccount(created.id, "available"), user.depositMinor, "deposit", created.id);
      if (user.lockedMinor > 0) await move(tx, `freeze:${i}`, playerAccount(created.id, "available"), playerAccount(created.id, "locked"), user.lockedMinor, "freeze", created.id);
    }
    const spendable = spec.users.map((user) => user.depositMinor - user.lockedMinor);
    for (const [i, bet] of spec.bets.entries()) {
      const userId = users[bet.user]!;
      await tx.bets.insert(newBet({ orderNo: `O${i}`, userId, roomId, playType: bet.playType, stakeMinor: bet.stakeMinor, oddsHundredths: bet.oddsHundredths, issue: bet.otherRound ? OTHER_ISSUE : ISSUE }));
      // The stake is held from the player's money while it lasts, from the house beyond (a player with no account at all).
      const fromPlayer = Math.min(spendable[bet.user]!, bet.stakeMinor);
      spendable[bet.user]! -= fromPlayer;
      if (fromPlayer > 0) await move(tx, `stake:${i}:player`, playerAccount(userId, "available"), stakesAccount(userId), fromPlayer, "bet_stake", userId);
      if (bet.stakeMinor > fromPlayer) await move(tx, `stake:${i}:house`, "house", stakesAccount(userId), bet.stakeMinor - fromPlayer, "adjustment", userId);
    }
    expect(await tx.rounds.advance(1, ISSUE, "open", "closed")).toBe(true);
    expect(await tx.rounds.advance(1, ISSUE, "closed", "drawn", { digits: spec.digits, revealedSeed: "ab".repeat(32) })).toBe(true);
    return users;
  });
}

async function move(tx: StoreTx, id: string, fromAccount: AccountId, toAccount: AccountId, amountMinor: Minor, kind: Transfer["kind"], userId: number | null): Promise<void> {
  expect(await tx.ledger.transfer({ id, fromAccount, toAccount, amountMinor, kind, userId, ref: "setup", atMs: T0 })).toBe("created");
}

/** One chunk that the ledger allows (the tests that starve a shard go through the use case). */
export async function settledIn(tx: StoreTx, chunk: Parameters<StoreTx["settlement"]["settleChunk"]>[0]): Promise<SettleChunkResult> {
  const result = await tx.settlement.settleChunk(chunk);
  if (result === "insufficient") throw new Error("a stakes shard held less than its bets");
  return result;
}

/** Everything a user, an operator or an auditor could notice. */
export async function observe(store: Store, users: readonly number[]) {
  return store.read(async (tx) => ({
    rounds: [await tx.rounds.get(1, ISSUE), await tx.rounds.get(1, OTHER_ISSUE)],
    bets: [...(await tx.bets.ofRound(1, ISSUE, 100_000)), ...(await tx.bets.ofRound(1, OTHER_ISSUE, 100_000))],
    balances: [...(await tx.ledger.allBalances())],
    // Collects are left out: the reference writes one per bet (with the bettor's id), settleChunk one
    // per chunk (no user); the balances above show the same money moved from stakes to the house.
    transfers: await Promise.all(users.map(async (userId) => (await tx.ledger.transfersOfUser(userId, ALL_TIME)).filter((t) => t.kind !== "bet_collect"))),
    fundLog: await Promise.all(users.map((userId) => tx.fundLog.ofUser(userId, ALL_TIME, null, ALL))),
    winNotices: inIdOrder((await Promise.all(users.map((userId) => tx.winNotices.unseen(userId, null)))).flat()),
  }));
}

/**
 * Win notices in id order, each id replaced by its rank. The ids themselves
 * differ: an upsert that ends as an update still uses up a sequence value
 * (PostgreSQL's identity, SQLite's AUTOINCREMENT), and the reference upserts
 * once per winning bet where settleChunk upserts once per winner per chunk.
 * Only their order can be observed, and it must be the same.
 */
function inIdOrder<T extends { readonly id: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.id - b.id).map((row, rank) => ({ ...row, id: rank + 1 }));
}

/** What the stakes accounts still hold for these (unsettled) bets. */
export const stakesHeldBy = (bets: readonly { readonly stakeMinor: Minor }[]) => bets.reduce((sum, bet) => sum + bet.stakeMinor, 0);

export const drawnRound = (store: Store) => store.read(async (tx) => (await tx.rounds.get(1, ISSUE))!);
