import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveEvent } from "../../adapters/live/live-rooms";
import type { MemoryLiveRooms } from "../../adapters/live/memory-live-rooms";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import type { AppRouter } from "../../adapters/trpc/router";
import { placeBet } from "../../src/application/place-bet";
import { units } from "../../src/domain/money";
import { PLAY_TYPE } from "../../src/domain/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/schedule";
import { createPlayer, FIRST_ROUND_2026_11_22_MS } from "../support/app";
import { sessionFor, testServer, type TestServer } from "../support/server";
import { FetchEventSource } from "./fetch-event-source";

const GAME = 1;
const ROOM = 11;
const first = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;
const second = roundAt(DEFAULT_SCHEDULE, first.drawAtMs)!;

interface Received {
  readonly id: string;
  readonly event: LiveEvent;
}

/** A room stream over real HTTP (SSE), as the browser's httpSubscriptionLink opens it. */
function watchRoom(baseUrl: string, token: string | null, lastEventId: string | null = null) {
  const headers: Record<string, string> = token ? { cookie: `sid=${token}` } : {};
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({ url: `${baseUrl}/trpc`, EventSource: FetchEventSource, eventSourceOptions: { headers } }),
        false: httpBatchLink({ url: `${baseUrl}/trpc`, headers }),
      }),
    ],
  });
  const received: Received[] = [];
  const errors: unknown[] = [];
  const subscription = client.live.room.subscribe(
    { gameId: GAME, lastEventId },
    {
      onData: (tracked) => received.push({ id: tracked.id, event: tracked.data }),
      onError: (error) => errors.push(error),
    },
  );
  return { client, received, errors, close: () => subscription.unsubscribe() };
}

const roundSteps = (received: readonly Received[]) =>
  received.flatMap(({ event }) => (event.kind === "round" ? [[event.round.issue, event.round.status, event.digits === null ? null : event.digits.length]] : []));

describe("live.room subscription over HTTP (SSE)", () => {
  let server: TestServer;
  let http: ServerType;
  let baseUrl: string;

  beforeEach(async () => {
    server = await testServer(await openSqliteStore({ file: ":memory:" }));
    http = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" });
    if (!http.listening) await once(http, "listening");
    baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    http.close();
    (http as { closeAllConnections?: () => void }).closeAllConnections?.();
    await server.close();
  });

  it("delivers a whole round (open, closed, drawn with digits, settled), the bet and the viewer's own balance; resumes after lastEventId", async () => {
    const live = server.services.live as MemoryLiveRooms;
    const alice = await createPlayer(server, { balanceMinor: units(1000), username: "alice" });
    const bob = await createPlayer(server, { balanceMinor: units(1000), username: "bobby" });
    const room = watchRoom(baseUrl, await sessionFor(server, alice.id));
    const guest = watchRoom(baseUrl, null);

    await vi.waitFor(() => expect(room.received.length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(guest.received.length).toBeGreaterThan(0));
    expect(room.received[0]!.event).toMatchObject({ kind: "round", gameId: GAME, round: { issue: first.issue, status: "open" }, serverNowMs: FIRST_ROUND_2026_11_22_MS });
    await vi.waitFor(() => expect(live.subscriberCount).toBe(2));

    const placed = await placeBet(server.deps, { userId: alice.id, roomId: ROOM, issue: first.issue, playTypes: [PLAY_TYPE.big], stakeMinor: units(10) });
    expect(placed.ok).toBe(true);
    await placeBet(server.deps, { userId: bob.id, roomId: ROOM, issue: first.issue, playTypes: [PLAY_TYPE.small], stakeMinor: units(10) });
    await server.advanceTo(first.closeAtMs);
    await server.advanceTo(first.drawAtMs);
    await vi.waitFor(() => expect(roundSteps(room.received)).toContainEqual([first.issue, "settled", 3]));
    await vi.waitFor(() => expect(roundSteps(guest.received)).toContainEqual([first.issue, "settled", 3]));

    expect(roundSteps(room.received).filter(([issue]) => issue === first.issue)).toEqual([
      [first.issue, "open", null],
      [first.issue, "closed", null],
      [first.issue, "drawn", 3],
      [first.issue, "settled", 3],
    ]);
    const stored = await server.deps.store.read((tx) => tx.rounds.get(GAME, first.issue));
    const drawnEvent = room.received.find(({ event }) => event.kind === "round" && event.round.status === "drawn")!.event;
    expect(drawnEvent.kind === "round" && drawnEvent.digits).toEqual(stored!.digits);
    expect(roundSteps(room.received)).toContainEqual([second.issue, "open", null]);

    const bets = room.received.flatMap(({ event }) => (event.kind === "bet" ? [event.bet] : []));
    expect(bets.map((b) => [b.betId, b.maskedUsername, b.playType, b.stakeMinor])).toEqual([
      [placed.ok ? placed.value.bets[0]!.id : 0, "a***e", PLAY_TYPE.big, units(10)],
      [expect.any(Number), "b***y", PLAY_TYPE.small, units(10)],
    ]);
    const balances = room.received.flatMap(({ event }) => (event.kind === "balance" ? [event] : []));
    expect(balances[0]).toMatchObject({ userId: alice.id, moneyMinor: units(990), lockedMinor: 0 });
    expect(balances.every((b) => b.userId === alice.id)).toBe(true); // never bob's
    expect(guest.received.some(({ event }) => event.kind === "balance")).toBe(false);
    expect(guest.received.filter(({ event }) => event.kind === "bet")).toHaveLength(2);

    // Ids increase and are what the link resumes from.
    const ids = room.received.slice(1).map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(room.received.every((r) => r.id === String(r.event.id))).toBe(true);

    // Disconnect: the server unsubscribes.
    room.close();
    guest.close();
    await vi.waitFor(() => expect(live.subscriberCount).toBe(0));
    const lastSeen = room.received.at(-1)!.id;

    // While away: a bet of bob's and a balance of alice's in the next round.
    const missedBet = await placeBet(server.deps, { userId: bob.id, roomId: ROOM, issue: second.issue, playTypes: [PLAY_TYPE.single], stakeMinor: units(7) });
    const missedOwn = await placeBet(server.deps, { userId: alice.id, roomId: ROOM, issue: second.issue, playTypes: [PLAY_TYPE.double], stakeMinor: units(3) });
    expect(missedBet.ok && missedOwn.ok).toBe(true);

    const again = watchRoom(baseUrl, await sessionFor(server, alice.id), lastSeen);
    await vi.waitFor(() => expect(again.received.filter(({ event }) => event.kind === "bet")).toHaveLength(2));
    expect(again.received[0]!.event).toMatchObject({ kind: "round", round: { issue: second.issue, status: "open" } });
    expect(again.received[0]!.id).toBe(lastSeen);
    const replayed = again.received.slice(1);
    expect(replayed.every((r) => Number(r.id) > Number(lastSeen))).toBe(true);
    expect(replayed.map(({ event }) => (event.kind === "bet" ? `bet:${event.bet.maskedUsername}` : event.kind))).toEqual(["bet:b***y", "balance", "bet:a***e"]);

    // And live again after the replay.
    await server.advanceTo(second.closeAtMs);
    await vi.waitFor(() => expect(roundSteps(again.received)).toContainEqual([second.issue, "closed", null]));
    again.close();
    await vi.waitFor(() => expect(live.subscriberCount).toBe(0));
    expect([...room.errors, ...guest.errors, ...again.errors]).toEqual([]);
  });

  it("answers the room's snapshot and feed as queries, and refuses an unknown game", async () => {
    const alice = await createPlayer(server, { balanceMinor: units(1000), username: "alice" });
    await placeBet(server.deps, { userId: alice.id, roomId: ROOM, issue: first.issue, playTypes: [PLAY_TYPE.big], stakeMinor: units(10) });
    const caller = await server.caller(null);
    const snapshot = await caller.live.snapshot({ gameId: GAME });
    expect(snapshot).toMatchObject({ gameId: GAME, onSale: true, serverNowMs: FIRST_ROUND_2026_11_22_MS, current: { issue: first.issue, status: "open" } });
    expect((await caller.live.roomFeed({ roomId: ROOM })).map((b) => b.maskedUsername)).toEqual(["a***e"]);
    await expect(caller.live.snapshot({ gameId: 99 })).rejects.toMatchObject({ message: "GAME_NOT_FOUND" });
  });
});
