import { sql } from "kysely";
import { SUM_COUNT, orderBreach, payoutBySumMinor, type ExposureBreach, type ExposureBet } from "../../../src/domain/risk/exposure";
import type { Minor } from "../../../src/domain/money";
import type { Executor } from "../dialect";

/**
 * Round exposure (issue 41), kept by the order's own transaction on both stores: one upsert adds the order's
 * payout per sum to its room's row and to the game's row (room_id 0) of the round, and returns both rows as they
 * now are, with the caps. When a capped level's worst case would pass its cap, the caller refuses the order and
 * its transaction rolls back, the upsert with it: a refused order wrote nothing.
 *
 * Lock order (PostgreSQL). The rows are shared by every player of the round, so they are taken in one global
 * order: exposure rows by (game_id, issue, room_id) before any stake shard. A solo order's upsert takes
 * (game, issue, 0) then (game, issue, room) (VALUES are processed in order), before WRITE_ORDER_SQL touches its
 * stake shard. A shared group (shared-commit.ts) takes all its orders' exposure rows first, sorted, by one
 * statement (lockExposureRows) before any write of the group, so each write's upsert only touches rows the group
 * already holds, and its shards come after, sorted as before. Every transaction that takes exposure rows thus takes
 * them in ascending order and before shards, and none takes an exposure row while holding a shard: no cycle.
 * Settlement and refunds never touch these rows.
 */

const COLUMNS = Array.from({ length: SUM_COUNT }, (_, i) => `p${i}`);

export interface ExposureOrder {
  readonly gameId: number;
  readonly issue: string;
  readonly roomId: number;
  readonly bets: readonly ExposureBet[];
}

interface ExposureRow {
  room_id: number;
  room_cap: number | string | null;
  game_cap: number | string | null;
  [column: string]: number | string | null;
}

/** Adds the order to its round's exposure; the breach (caller refuses, rolling back) or null when every cap holds. */
export async function takeExposure(db: Executor, order: ExposureOrder): Promise<ExposureBreach | null> {
  const delta = payoutBySumMinor(order.bets);
  const values = (roomId: number) => sql`(${order.gameId}, ${order.issue}, ${roomId}, ${sql.join(delta.map((d) => sql`${d}`))})`;
  const rows = await sql<ExposureRow>`
    insert into round_exposure (game_id, issue, room_id, ${sql.raw(COLUMNS.join(", "))})
    values ${values(0)}, ${values(order.roomId)}
    on conflict (game_id, issue, room_id) do update set ${sql.raw(COLUMNS.map((c) => `${c} = round_exposure.${c} + excluded.${c}`).join(", "))}
    returning room_id, ${sql.raw(COLUMNS.join(", "))},
      (select exposure_cap_minor from rooms where id = ${order.roomId}) as room_cap,
      (select exposure_cap_minor from games where id = ${order.gameId}) as game_cap`.execute(db);
  const level = (roomId: number) => {
    const row = rows.rows.find((r) => Number(r.room_id) === roomId)!;
    const after = COLUMNS.map((c) => Number(row[c]));
    const cap = roomId === 0 ? row.game_cap : row.room_cap;
    // What the round held before this order: the check is the domain's, on the vector before the order's bets.
    return { current: after.map((x, i) => x - delta[i]!) as Minor[], capMinor: cap === null ? null : Number(cap) };
  };
  return orderBreach([level(order.roomId), level(0)], order.bets);
}

/** PostgreSQL shared groups: the rows of every order of the group, locked (created if missing) in (game, issue, room) order. */
export async function lockExposureRows(db: Executor, keys: readonly { gameId: number; issue: string; roomId: number }[]): Promise<void> {
  const unique = new Map<string, { gameId: number; issue: string; roomId: number }>();
  for (const k of keys) for (const roomId of [0, k.roomId]) unique.set(`${k.gameId}\u0000${k.issue}\u0000${roomId}`, { ...k, roomId });
  const sorted = [...unique.values()].sort((a, b) => a.gameId - b.gameId || (a.issue < b.issue ? -1 : a.issue > b.issue ? 1 : 0) || a.roomId - b.roomId);
  if (sorted.length === 0) return;
  await sql`
    insert into round_exposure (game_id, issue, room_id)
    values ${sql.join(sorted.map((k) => sql`(${k.gameId}, ${k.issue}, ${k.roomId})`))}
    on conflict (game_id, issue, room_id) do update set p0 = round_exposure.p0`.execute(db);
}
