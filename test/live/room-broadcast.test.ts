import { describe, expect, it } from "vitest";
import type { GameSnapshot, LiveEvent, LiveRooms } from "../../adapters/live/live-rooms";
import { RoomBroadcast, type StreamSink } from "../../adapters/live/room-broadcast";

const SCHEDULE = { roundSeconds: 210, closeSeconds: 30 };
/** An event before the broadcast's source numbers it (Omit over each member of the union). */
type Unnumbered = LiveEvent extends infer E ? (E extends LiveEvent ? Omit<E, "id"> : never) : never;
const ROUND = { issue: "20261122001", openAtMs: 0, closeAtMs: 180_000, drawAtMs: 210_000, status: "open" as const, commitment: null };

/** Live rooms reduced to what the broadcast uses: a firehose to push events into, a snapshot, balances. */
function fakeLive() {
  const followers = new Set<(event: LiveEvent) => void>();
  let id = 0;
  const live = {
    latestEventId: 0,
    version: 0,
    follow(listener: (event: LiveEvent) => void) {
      followers.add(listener);
      return () => followers.delete(listener);
    },
    snapshot: (gameId: number): GameSnapshot => ({ gameId, gameName: "Singapore", onSale: true, nowMs: 1_000, current: ROUND, nextOpenAtMs: 210_000, nextIssue: "20261122002", lastDraw: null, recentDraws: [], recentWins: [] }),
    balance: () => Promise.resolve({ moneyMinor: 500, lockedMinor: 0 }),
  } as unknown as LiveRooms & { latestEventId: number };
  const emit = (event: Unnumbered) => {
    id += 1;
    live.latestEventId = id;
    for (const follower of followers) follower({ ...event, id } as LiveEvent);
  };
  const bet = (gameId: number, betId: number) => emit({ kind: "bet", gameId, bet: { betId, roomId: gameId * 10 + 1, issue: ROUND.issue, maskedUsername: "a***e", playType: 1, stakeMinor: 100, placedAtMs: 1 } });
  const balance = (userId: number) => emit({ kind: "balance", userId, moneyMinor: 400, lockedMinor: 0 });
  return { live, bet, balance };
}

function sink(backlog = 0) {
  const writes: Uint8Array[] = [];
  let closed = false;
  const stream: StreamSink = { write: (chunk) => void writes.push(chunk), backlog: () => backlog, close: () => (closed = true) };
  const text = () => writes.map((w) => new TextDecoder().decode(w)).join("");
  const ids = () => [...text().matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
  return { stream, writes, text, ids, closed: () => closed };
}

const nextTurn = () => new Promise((done) => setImmediate(done));

describe("RoomBroadcast", () => {
  it("writes one turn's events as one chunk, the same bytes to every viewer of the game, and a player's own events only to them", async () => {
    const { live, bet, balance } = fakeLive();
    const broadcast = new RoomBroadcast(live, () => SCHEDULE);
    const alice = sink();
    const bob = sink();
    const otherGame = sink();
    await broadcast.attach(1, 7, null, alice.stream);
    await broadcast.attach(1, 8, null, bob.stream);
    await broadcast.attach(2, null, null, otherGame.stream);
    const opened = [alice.writes.length, bob.writes.length];

    bet(1, 1);
    balance(7);
    bet(1, 2);
    bet(2, 3);
    await nextTurn();
    // One write each: bob's is the very chunk shared by the game; alice's merges her balance in id order.
    expect(bob.writes.length - opened[1]!).toBe(1);
    expect(alice.writes.length - opened[0]!).toBe(1);
    expect(bob.ids()).toEqual([0, 1, 3]);
    expect(alice.ids()).toEqual([0, 1, 2, 3]);
    expect(bob.text()).not.toContain('"kind":"balance"');
    expect(otherGame.ids()).toEqual([0, 4]);

    bet(1, 5);
    await nextTurn();
    const shared = bob.writes.at(-1);
    expect(alice.writes.at(-1)).toBe(shared);
    broadcast.stop();
  });

  it("resumes after Last-Event-ID from its buffer, starts again from the present past it, and ends a stream that cannot keep up", async () => {
    const { live, bet, balance } = fakeLive();
    const broadcast = new RoomBroadcast(live, () => SCHEDULE, { replaySize: 4 });
    for (let i = 1; i <= 3; i++) bet(1, i);
    balance(9);
    balance(7);
    bet(2, 6);

    const resumed = sink();
    await broadcast.attach(1, 7, 3, resumed.stream);
    expect(resumed.ids()).toEqual([5]); // event 4 is another player's, 6 another game's
    const tooOld = sink();
    await broadcast.attach(1, 7, 1, tooOld.stream); // 2 is no longer held
    expect(tooOld.text()).toMatch(/"kind":"round"/);
    expect(tooOld.text()).toMatch(/"kind":"balance","userId":7,"moneyMinor":500/);

    const slow = sink(2 << 20);
    await broadcast.attach(1, null, null, slow.stream);
    bet(1, 7);
    await nextTurn();
    expect(slow.closed()).toBe(true);
    expect(broadcast.streamCount).toBe(2);
    broadcast.stop();
  });
});
