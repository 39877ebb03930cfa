import { GROUP } from "../../domain/accounts/user";
import type { RoundPlay } from "../../domain/growth/counted-plays";
import type { StoreTx } from "../../ports/store";

/**
 * Most beneficiaries one write transaction of an end-of-period run pays: small enough that a bet waiting behind it
 * waits a few milliseconds, large enough that 100,000 players take a few hundred transactions.
 */
const RUN_CHUNK_PLAYERS = 200;

/** A run's list in slices of at most `size`. */
export function chunksOf<T>(items: readonly T[], size = RUN_CHUNK_PLAYERS): T[][] {
  const chunks: T[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
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
