import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InProcessEventBus } from "../../adapters/events/in-process-bus";
import type { LiveEvent } from "../../adapters/live/live-rooms";
import { MemoryLiveRooms } from "../../adapters/live/memory-live-rooms";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import type { AppRouter } from "../../adapters/trpc/router";
import { postChatMessage } from "../../src/application/chat/post-chat-message";
import { CHAT_MIN_GAP_MS } from "../../src/domain/chat/chat";
import { createPlayer } from "../support/app";
import { sessionFor, testServer, type TestServer } from "../support/server";
import { FetchEventSource } from "./fetch-event-source";

const GAME = 1; // Singapore
const ROOM = 11; // its Beginner room
const OTHER_GAME_ROOM = 21;

describe("room chat, live", () => {
  let server: TestServer;
  let live: MemoryLiveRooms;
  beforeEach(async () => {
    server = await testServer(await openSqliteStore({ file: ":memory:" }));
    live = server.services.live as MemoryLiveRooms;
  });
  afterEach(() => server.close());

  const say = (userId: number, text: string, roomId = ROOM) => postChatMessage(server.deps, { userId, roomId, text });

  it("each line becomes one chat event of the room's game, masked; other games hear nothing", async () => {
    const alice = await createPlayer(server, { username: "alice" });
    const events: LiveEvent[] = [];
    const unfollow = live.follow((e) => events.push(e));
    const ofGame = (gameId: number) => events.filter((e) => e.kind !== "balance" && e.gameId === gameId);

    const posted = await say(alice.id, "good luck!");
    expect(posted.ok).toBe(true);
    const seen = ofGame(GAME);
    expect(seen).toEqual([
      {
        id: expect.any(Number),
        kind: "chat",
        gameId: GAME,
        chat: { messageId: posted.ok ? posted.value.id : -1, roomId: ROOM, maskedUsername: "a***e", text: "good luck!", atMs: server.clock.nowMs() },
      },
    ]);
    expect(ofGame(2)).toEqual([]);
    expect(JSON.stringify(seen)).not.toContain("alice");

    // A refused line is never announced.
    expect((await say(alice.id, "again")).ok).toBe(false);
    expect(ofGame(GAME)).toHaveLength(1);
    unfollow();
  });

  it("keeps each room's latest lines, bounded, newest last", async () => {
    const bus = new InProcessEventBus();
    const small = new MemoryLiveRooms({ ...server.deps, events: bus }, bus, { chatKept: 3 });
    await small.start();
    try {
      const alice = await createPlayer(server, { username: "alice" });
      const deps = { ...server.deps, events: bus };
      for (let i = 0; i < 5; i++) {
        server.clock.advance(CHAT_MIN_GAP_MS);
        expect((await postChatMessage(deps, { userId: alice.id, roomId: i === 4 ? OTHER_GAME_ROOM : ROOM, text: `line ${i}` })).ok).toBe(true);
      }
      expect(small.roomChat(ROOM, 10).map((c) => c.text)).toEqual(["line 1", "line 2", "line 3"]);
      expect(small.roomChat(ROOM, 2).map((c) => c.text)).toEqual(["line 2", "line 3"]);
      expect(small.roomChat(OTHER_GAME_ROOM, 10).map((c) => c.text)).toEqual(["line 4"]);
      expect(small.roomChat(12, 10)).toEqual([]);
      expect(small.roomChat(ROOM, 0)).toEqual([]);
    } finally {
      small.stop();
    }
  });

  describe("over HTTP (SSE)", () => {
    let http: ServerType;
    let baseUrl: string;
    beforeEach(async () => {
      http = serve({ fetch: server.app.fetch, port: 0, hostname: "127.0.0.1" });
      if (!http.listening) await once(http, "listening");
      baseUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    });
    afterEach(() => {
      http.close();
      (http as { closeAllConnections?: () => void }).closeAllConnections?.();
    });

    it("a line posted with chat.post reaches a guest watching the room's live stream", async () => {
      const bob = await createPlayer(server, { username: "bobby" });
      const token = await sessionFor(server, bob.id);
      const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${baseUrl}/trpc`, headers: { cookie: `sid=${token}`, origin: baseUrl } })] });
      const received: LiveEvent[] = [];
      const source = new FetchEventSource(`${baseUrl}/live/game/${GAME}`);
      source.addEventListener("message", (message) => received.push(JSON.parse((message as MessageEvent<string>).data) as LiveEvent));
      try {
        await vi.waitFor(() => expect(received.length).toBeGreaterThan(0)); // the opening snapshot
        const posted = await client.chat.post.mutate({ roomId: ROOM, text: "hello room" });
        await vi.waitFor(() => expect(received.some((e) => e.kind === "chat")).toBe(true));
        const chat = received.find((e) => e.kind === "chat");
        expect(chat).toMatchObject({ kind: "chat", gameId: GAME, chat: { messageId: posted.id, roomId: ROOM, maskedUsername: "b***y", text: "hello room" } });
      } finally {
        source.close();
      }
    });
  });
});
