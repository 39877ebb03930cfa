import { once } from "node:events";
import { request, type ClientRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveEvent } from "../../adapters/live/live-rooms";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { placeBet } from "../../src/application/betting/place-bet";
import { units } from "../../src/domain/money";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/rounds/schedule";
import { createPlayer, FIRST_ROUND_2026_11_22_MS } from "../support/app";
import { sessionFor, testServer, type TestServer } from "../support/server";

const GAME = 1;
const ROOM = 11;
const first = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;
const second = roundAt(DEFAULT_SCHEDULE, first.drawAtMs)!;

interface Received {
  readonly id: string;
  readonly event: LiveEvent;
}

/** GET /live/game/:id as EventSource opens it (cookie, Last-Event-ID on a reconnect), its frames parsed. */
function watchGame(baseUrl: string, token: string | null, lastEventId: string | null = null) {
  const url = new URL(`${baseUrl}/live/game/${GAME}`);
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (token) headers.cookie = `sid=${token}`;
  if (lastEventId) headers["last-event-id"] = lastEventId;
  const received: Received[] = [];
  const chunks: string[] = [];
  let status = 0;
  let contentType = "";
  const req: ClientRequest = request({ host: url.hostname, port: url.port, path: url.pathname, headers, agent: false }, (res) => {
    status = res.statusCode ?? 0;
    contentType = String(res.headers["content-type"]);
    res.setEncoding("utf8");
    let pending = "";
    res.on("data", (chunk: string) => {
      chunks.push(chunk);
      pending += chunk;
      let end: number;
      while ((end = pending.indexOf("\n\n")) >= 0) {
        const block = pending.slice(0, end);
        pending = pending.slice(end + 2);
        let id = "";
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith("id: ")) id = line.slice(4);
          else if (line.startsWith("data: ")) data.push(line.slice(6));
        }
        if (data.length > 0) received.push({ id, event: JSON.parse(data.join("\n")) as LiveEvent });
      }
    });
    res.on("error", () => {});
  });
  req.on("error", () => {});
  req.end();
  return { received, chunks, status: () => status, contentType: () => contentType, close: () => req.destroy() };
}

const roundSteps = (received: readonly Received[]) =>
  received.flatMap(({ event }) => (event.kind === "round" ? [[event.round.issue, event.round.status, event.digits === null ? null : event.digits.length]] : []));

describe("GET /live/game/:gameId (the web room's SSE broadcast)", () => {
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

  it("streams a whole round to players and guests, each player's balance only to that player; resumes after Last-Event-ID with only what was missed", async () => {
    const alice = await createPlayer(server, { balanceMinor: units(1000), username: "alice" });
    const bob = await createPlayer(server, { balanceMinor: units(1000), username: "bobby" });
    const aliceRoom = watchGame(baseUrl, await sessionFor(server, alice.id));
    const bobRoom = watchGame(baseUrl, await sessionFor(server, bob.id));
    const guest = watchGame(baseUrl, null);

    for (const stream of [aliceRoom, bobRoom, guest]) await vi.waitFor(() => expect(stream.received.length).toBeGreaterThan(0));
    expect(aliceRoom.status()).toBe(200);
    expect(aliceRoom.contentType()).toContain("text/event-stream");
    expect(aliceRoom.received[0]!.event).toMatchObject({ kind: "round", gameId: GAME, round: { issue: first.issue, status: "open" }, serverNowMs: FIRST_ROUND_2026_11_22_MS });

    const placed = await placeBet(server.deps, { userId: alice.id, roomId: ROOM, issue: first.issue, playTypes: [PLAY_TYPE.big], stakeMinor: units(10) });
    expect(placed.ok).toBe(true);
    await placeBet(server.deps, { userId: bob.id, roomId: ROOM, issue: first.issue, playTypes: [PLAY_TYPE.small], stakeMinor: units(20) });
    await server.advanceTo(first.closeAtMs);
    await server.advanceTo(first.drawAtMs);
    for (const stream of [aliceRoom, bobRoom, guest]) {
      await vi.waitFor(() => expect(roundSteps(stream.received)).toContainEqual([first.issue, "settled", 3]));
      expect(roundSteps(stream.received).filter(([issue]) => issue === first.issue)).toEqual([
        [first.issue, "open", null],
        [first.issue, "closed", null],
        [first.issue, "drawn", 3],
        [first.issue, "settled", 3],
      ]);
      const bets = stream.received.flatMap(({ event }) => (event.kind === "bet" ? [[event.bet.maskedUsername, event.bet.stakeMinor]] : []));
      expect(bets).toEqual([["a***e", units(10)], ["b***y", units(20)]]);
    }
    const stored = await server.deps.store.read((tx) => tx.rounds.get(GAME, first.issue));
    const drawn = aliceRoom.received.find(({ event }) => event.kind === "round" && event.round.status === "drawn")!.event;
    expect(drawn.kind === "round" && drawn.digits).toEqual(stored!.digits);

    // Balances: each player sees only their own; a guest sees none.
    const balancesOf = (stream: { received: Received[] }) => stream.received.flatMap(({ event }) => (event.kind === "balance" ? [event] : []));
    expect(balancesOf(aliceRoom)[0]).toMatchObject({ userId: alice.id, moneyMinor: units(990), lockedMinor: 0 });
    expect(balancesOf(aliceRoom).every((b) => b.userId === alice.id)).toBe(true);
    expect(balancesOf(bobRoom)[0]).toMatchObject({ userId: bob.id, moneyMinor: units(980) });
    expect(balancesOf(bobRoom).every((b) => b.userId === bob.id)).toBe(true);
    expect(balancesOf(guest)).toEqual([]);
    // Nothing naming another player's id leaks in the bytes either.
    expect(bobRoom.chunks.join("")).not.toContain(`"userId":${alice.id}`);

    // Ids increase across the game's and the player's own frames (what a reconnect resumes from).
    const ids = aliceRoom.received.slice(1).map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(aliceRoom.received.every((r) => r.id === String(r.event.id))).toBe(true);

    aliceRoom.close();
    const lastSeen = aliceRoom.received.at(-1)!.id;
    const seenCount = aliceRoom.received.length;
    // While away: a bet of bob's, one of alice's (and her balance), in the next round.
    expect((await placeBet(server.deps, { userId: bob.id, roomId: ROOM, issue: second.issue, playTypes: [PLAY_TYPE.single], stakeMinor: units(7) })).ok).toBe(true);
    expect((await placeBet(server.deps, { userId: alice.id, roomId: ROOM, issue: second.issue, playTypes: [PLAY_TYPE.double], stakeMinor: units(3) })).ok).toBe(true);
    await vi.waitFor(() => expect(bobRoom.received.filter(({ event }) => event.kind === "bet")).toHaveLength(4));

    const again = watchGame(baseUrl, await sessionFor(server, alice.id), lastSeen);
    await vi.waitFor(() => expect(again.received.length).toBe(3));
    expect(again.received.every((r) => Number(r.id) > Number(lastSeen))).toBe(true);
    expect(again.received.map(({ event }) => (event.kind === "bet" ? `bet:${event.bet.maskedUsername}` : event.kind))).toEqual(["bet:b***y", "balance", "bet:a***e"]);
    expect(seenCount).toBeGreaterThan(3);

    // Live again after the replay.
    await server.advanceTo(second.closeAtMs);
    await vi.waitFor(() => expect(roundSteps(again.received)).toContainEqual([second.issue, "closed", null]));
    for (const stream of [again, bobRoom, guest]) stream.close();
  });

  it("starts again from the present state when the Last-Event-ID is beyond what it holds, and refuses an unknown game", async () => {
    const alice = await createPlayer(server, { balanceMinor: units(1000), username: "alice" });
    const stream = watchGame(baseUrl, await sessionFor(server, alice.id), "999999");
    await vi.waitFor(() => expect(stream.received.length).toBe(2));
    expect(stream.received[0]!.event).toMatchObject({ kind: "round", round: { issue: first.issue, status: "open" } });
    expect(stream.received[1]!.event).toMatchObject({ kind: "balance", userId: alice.id, moneyMinor: units(1000), lockedMinor: 0 });
    stream.close();

    const unknown = await fetch(`${baseUrl}/live/game/99`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "GAME_NOT_FOUND" });
    expect((await fetch(`${baseUrl}/live/game/abc`)).status).toBe(400);
  });
});
