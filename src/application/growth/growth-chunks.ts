import { GROUP } from "../../domain/accounts/user";
import type { RoundPlay } from "../../domain/growth/counted-plays";
import type { Store, StoreTx, TimeRange } from "../../ports/store";

/**
 * Most beneficiaries one write transaction of an end-of-period run pays (and one read of their plays covers): SQLite's
 * driver is synchronous, so a bet waits behind the whole of a transaction, and may share its batch's commit with the
 * next one. 25 players' payments take ~5-12 ms at 100,000 players (50 took 20-26, 200 took 50-120 ms;
 * docs/performance.md, the end-of-day run); 100,000 players take 4,000 transactions.
 */
const RUN_CHUNK_PLAYERS = 25;

/**
 * Settlement time one read of "who played" spans: an hour of a day of 1,000,000 bets is ~42,000 rows and ~10-15 ms,
 * where the whole day in one statement held the connection (and every bet behind it) 200-600 ms.
 */
const PLAYERS_SLICE_MS = 3_600_000;

/** A run's list in slices of at most `size`. */
export function chunksOf<T>(items: readonly T[], size = RUN_CHUNK_PLAYERS): T[][] {
  const chunks: T[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}

/** Every player with a bet settled in the range, ascending, read a slice of settlement time at a time. */
export async function playersSettledIn(store: Pick<Store, "read">, range: TimeRange): Promise<number[]> {
  const players = new Set<number>();
  for (let fromMs = range.fromMs; fromMs < range.toMs; fromMs += PLAYERS_SLICE_MS) {
    const slice = { fromMs, toMs: Math.min(range.toMs, fromMs + PLAYERS_SLICE_MS) };
    for (const userId of await store.read((tx) => tx.growthFigures.playersWithSettledBets(slice))) players.add(userId);
  }
  return [...players].sort((a, b) => a - b);
}

/** Plays grouped by player (each player's list in the order read). */
export function playsByUser<P extends RoundPlay>(plays: readonly P[]): Map<number, P[]> {
  const byUser = new Map<number, P[]>();
  for (const play of plays) {
    const list = byUser.get(play.userId);
    if (list) list.push(play);
    else byUser.set(play.userId, [play]);
  }
  return byUser;
}

/**
 * A day's run waits this long after the day ends: a settlement that began before midnight (its bets stamped with
 * the old day) has committed by then, so the run reads the whole day.
 */
export const RUN_GRACE_MS = 60_000;

/** The visitors among these players: they play with trial money, and the growth engine pays them nothing. */
export async function visitorsAmong(tx: StoreTx, userIds: readonly number[]): Promise<Set<number>> {
  return new Set((await tx.users.byIds(userIds)).filter((user) => user.groupId === GROUP.visitor).map((user) => user.id));
}
