import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { translate } from "../../adapters/i18n";
import type { TestServer } from "../support/server";
import { expectRefused, expectTranslated, http, newPlayer, ROOM, sqliteServer, type Player } from "./helpers";

let server: TestServer;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  alice = await newPlayer(server);
});
afterEach(() => server.close());

describe("chat.post and chat.recent", () => {
  it("posts a line that the room's recent chat shows, masked, marked as the writer's own", async () => {
    const posted = await alice.call.chat.post({ roomId: ROOM, text: "  good luck!  " });
    expect(posted).toEqual({ id: expect.any(Number), roomId: ROOM, text: "good luck!", createdAtMs: server.clock.nowMs() });
    const masked = `${alice.user.username[0]}***${alice.user.username.at(-1)}`;
    expect(await alice.call.chat.recent({ roomId: ROOM })).toEqual([
      { id: posted.id, roomId: ROOM, maskedUsername: masked, text: "good luck!", createdAtMs: posted.createdAtMs, mine: true },
    ]);
    // Guests may read the room, never the name.
    const guest = await server.caller(null);
    const seen = await guest.chat.recent({ roomId: ROOM, limit: 10 });
    expect(seen.map((m) => [m.text, m.mine])).toEqual([["good luck!", false]]);
    expect(JSON.stringify(seen)).not.toContain(alice.user.username);
    expect(server.events.filter((e) => e.type === "chat.posted")).toHaveLength(1);
  });

  it("over HTTP: a line too soon is refused in the caller's language with 429, the same code in both", async () => {
    const first = await http(server, "mutation", "chat.post", { roomId: ROOM, text: "hi" }, { token: alice.token, lang: "en" });
    expect(first.status).toBe(200);
    await expectTranslated(server, "mutation", "chat.post", { roomId: ROOM, text: "again" }, "CHAT_TOO_FAST", {
      token: alice.token,
      langs: ["zh", "en"],
      messages: [translate("CHAT_TOO_FAST", "zh"), translate("CHAT_TOO_FAST", "en")],
    });
    const reply = await http(server, "mutation", "chat.post", { roomId: ROOM, text: "again" }, { token: alice.token, lang: "jp" });
    expect(reply.status).toBe(429);
    expect(reply.body.error!.message).toBe("発言が速すぎます。少し待ってからもう一度お試しください");
  });

  it("a chat-banned player is told so in two languages, and nothing is posted", async () => {
    await server.deps.store.transaction((tx) => tx.users.update(alice.user.id, { chatBanned: true }));
    await expectRefused(alice.call.chat.post({ roomId: ROOM, text: "hi" }), "CHAT_BANNED", "BAD_REQUEST");
    await expectTranslated(server, "mutation", "chat.post", { roomId: ROOM, text: "hi" }, "CHAT_BANNED", {
      token: alice.token,
      langs: ["tw", "kor"],
      messages: ["已被系統禁止發言", "시스템에 의해 채팅이 금지되었습니다"],
    });
    expect(await alice.call.chat.recent({ roomId: ROOM })).toEqual([]);
  });

  it("refuses a guest (NOT_LOGGED_IN, 401) and an operator (FORBIDDEN)", async () => {
    const guest = await server.caller(null);
    await expectRefused(guest.chat.post({ roomId: ROOM, text: "hi" }), "NOT_LOGGED_IN", "UNAUTHORIZED");
    const reply = await http(server, "mutation", "chat.post", { roomId: ROOM, text: "hi" }, { lang: "en" });
    expect(reply.status).toBe(401);
    expect(reply.body.error!.data.appCode).toBe("NOT_LOGGED_IN");
    const operator = await newPlayer(server, { role: "operator" });
    await expectRefused(operator.call.chat.post({ roomId: ROOM, text: "hi" }), "FORBIDDEN", "FORBIDDEN");
  });

  it("refuses bad input: a bad text, an unknown room, a too-large limit", async () => {
    await expectRefused(alice.call.chat.post({ roomId: ROOM, text: "   " }), "INVALID_INPUT", "BAD_REQUEST");
    await expectRefused(alice.call.chat.post({ roomId: ROOM, text: "x".repeat(201) }), "INVALID_INPUT");
    await expectRefused(alice.call.chat.post({ roomId: ROOM, text: "x".repeat(10_000) }), "INVALID_INPUT");
    await expectRefused(alice.call.chat.post({ roomId: 999_999, text: "hi" }), "ROOM_NOT_FOUND", "NOT_FOUND");
    await expectRefused(alice.call.chat.post({ roomId: -1, text: "hi" }), "INVALID_INPUT");
    await expectRefused(alice.call.chat.recent({ roomId: ROOM, limit: 1000 }), "INVALID_INPUT");
    await expectTranslated(server, "mutation", "chat.post", { roomId: ROOM, text: "" }, "INVALID_INPUT", { token: alice.token });
  });
});
