import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { placeBet } from "../../src/application/betting/place-bet";
import { units } from "../../src/domain/money";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/rounds/schedule";
import { createPlayer, FIRST_ROUND_2026_11_22_MS } from "../support/app";
import { testServer, type TestServer } from "../support/server";

const GAME = 1;
const ROOM = 11;
const first = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

/** The room's state as tRPC queries; its live events travel on GET /live/game/:id (room-stream.test.ts). */
describe("live.snapshot and live.roomFeed", () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await testServer(await openSqliteStore({ file: ":memory:" }));
  });
  afterEach(() => server.close());

  it("answers the room's snapshot and feed to a guest, and refuses an unknown game", async () => {
    const alice = await createPlayer(server, { balanceMinor: units(1000), username: "alice" });
    await placeBet(server.deps, { userId: alice.id, roomId: ROOM, issue: first.issue, playTypes: [PLAY_TYPE.big], stakeMinor: units(10) });
    const caller = await server.caller(null);
    const snapshot = await caller.live.snapshot({ gameId: GAME });
    expect(snapshot).toMatchObject({ gameId: GAME, onSale: true, serverNowMs: FIRST_ROUND_2026_11_22_MS, current: { issue: first.issue, status: "open" } });
    expect((await caller.live.roomFeed({ roomId: ROOM })).map((b) => b.maskedUsername)).toEqual(["a***e"]);
    await expect(caller.live.snapshot({ gameId: 99 })).rejects.toMatchObject({ message: "GAME_NOT_FOUND" });
  });

  it("the tRPC API has no live subscription: the room's events have one pipeline", async () => {
    const reply = await server.app.request(`http://lottery.test/trpc/live.room?input=${encodeURIComponent(JSON.stringify({ gameId: GAME }))}`, { headers: { accept: "text/event-stream" } });
    expect(reply.status).toBe(404);
  });
});
