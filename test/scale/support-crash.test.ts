import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { units } from "../../src/domain/money";
import { trpcMutation } from "../load/http-client";
import { prng } from "../load/prng";
import { seedPlayers, type SeededPlayer } from "../support/seed-players";
import { startServerProcess, type ServerProcess } from "../support/server-process";

/**
 * Issue 38: "nothing lost when a server process dies mid-conversation". Players
 * write to the desk while the real server is killed with kill -9 at random
 * moments and restarted on the same SQLite file; each player's live thread
 * (`GET /live/support`) reconnects after every restart with the last message
 * number it saw, as the chat screen does. At the end, for every player: every
 * message acknowledged to its sender is stored, once; the thread is numbered
 * 1, 2, 3... without a gap; and the live thread delivered every stored message
 * exactly once, in order, across all its reconnections (including those stored
 * just before a kill, whose live event died with the process).
 */

const PLAYERS = 3;
/** Rounds of writing; every round but the last ends in a kill. */
const ROUNDS = 4;
/** Messages each player sends per round: 3 x 2 x 4 = 24 stay under the desk's pace of 30 a minute per address. */
const PER_ROUND = 2;
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);

interface LiveFrame {
  readonly seq: number;
  readonly text: string;
}

/** A player's live thread from one server, read in the background until the stream ends or is closed. */
function follow(baseUrl: string, player: SeededPlayer, afterSeq: number, onFrame: (frame: LiveFrame) => void): { opened: Promise<void>; close(): void } {
  const abort = new AbortController();
  let markOpened!: () => void;
  const opened = new Promise<void>((resolve) => (markOpened = resolve));
  void (async () => {
    try {
      const response = await fetch(`${baseUrl}/live/support?lastEventId=${afterSeq}`, { headers: { authorization: `Bearer ${player.token}` }, signal: abort.signal });
      expect(response.status).toBe(200);
      markOpened();
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = "";
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return;
        text += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = text.indexOf("\n\n")) >= 0) {
          const lines = text.slice(0, end).split("\n");
          text = text.slice(end + 2);
          const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2) ?? null;
          if (field("event") !== "message") continue;
          const data = JSON.parse(field("data") ?? "null") as { seq: number; text: string };
          onFrame({ seq: data.seq, text: data.text });
        }
      }
    } catch {
      // The server died or the test closed the stream: the next round reconnects.
      markOpened();
    }
  })();
  return { opened, close: () => abort.abort() };
}

describe(`the support desk survives kill -9 (CRASH_SEED=${seed})`, () => {
  it("keeps every acknowledged message once, numbered without gaps, and the live thread delivers each once across reconnections", async () => {
    const random = prng(seed);
    const dir = mkdtempSync(join(tmpdir(), "support-crash-"));
    const file = join(dir, "lottery.sqlite");
    const seedStore = await openSqliteStore({ file });
    const players = await seedPlayers(seedStore, { count: PLAYERS, depositMinor: units(10), prefix: "desk" });
    await seedStore.close();

    /** What each player was told was stored: message id and text. */
    const acknowledged = players.map(() => [] as { id: number; text: string }[]);
    /** Every message each player's live thread delivered, over every connection. */
    const delivered = players.map(() => [] as LiveFrame[]);
    const lastSeen = players.map(() => 0);
    let server: ServerProcess | null = null;
    let kills = 0;
    try {
      for (let round = 0; round < ROUNDS; round++) {
        server = await startServerProcess({ env: { DATA_DIR: dir } });
        const base = server.baseUrl;
        const streams = players.map((player, i) =>
          follow(base, player, lastSeen[i]!, (frame) => {
            delivered[i]!.push(frame);
            lastSeen[i] = Math.max(lastSeen[i]!, frame.seq);
          }),
        );
        await Promise.all(streams.map((stream) => stream.opened));
        const last = round === ROUNDS - 1;
        const writing = Promise.all(
          players.map(async (player, i) => {
            for (let k = 0; k < PER_ROUND; k++) {
              await sleep(Math.floor(random() * 120));
              const text = `p${i} r${round} m${k}`;
              const sent = await trpcMutation<{ message: { id: number } }>(base, "support.post", { text }, player.token, { timeoutMs: 15_000 });
              // No answer: the server died under it. Whether it was stored is the store's to say, not the sender's.
              if (sent.status === 0) return;
              expect(sent.status, `${text}: ${sent.appCode ?? ""}`).toBe(200);
              acknowledged[i]!.push({ id: sent.data!.message.id, text });
            }
          }),
        );
        if (!last) {
          // A kill at a random moment while the players write.
          await sleep(50 + Math.floor(random() * 300));
          await server.kill9();
          kills += 1;
        }
        await writing;
        if (last) {
          // The live threads catch up with what is stored.
          const deadline = Date.now() + 20_000;
          const stored = await storedSeqs(file, players);
          while (Date.now() < deadline && players.some((_, i) => lastSeen[i]! < stored[i]!)) await sleep(100);
          await server.kill9();
        }
        for (const stream of streams) stream.close();
      }

      const store = await openSqliteStore({ file });
      try {
        for (const [i, player] of players.entries()) {
          const conversation = await store.read((tx) => tx.support.conversationOf({ kind: "player", userId: player.id }));
          const messages = conversation === null ? [] : await store.read((tx) => tx.support.messagesAfter(conversation.id, 0, 200));
          // Numbered 1, 2, 3... with no gap and none twice.
          expect(messages.map((m) => m.seq)).toEqual(messages.map((_, n) => n + 1));
          // Every acknowledged message is stored, once, with its text.
          for (const sent of acknowledged[i]!) expect(messages.filter((m) => m.id === sent.id).map((m) => m.text)).toEqual([sent.text]);
          const texts = messages.filter((m) => m.author === "player").map((m) => m.text);
          expect(new Set(texts).size).toBe(texts.length);
          // The live thread: every stored message once, in order, across all reconnections.
          expect(delivered[i]!.map((f) => f.seq)).toEqual(messages.map((m) => m.seq));
          expect(delivered[i]!.map((f) => f.text)).toEqual(messages.map((m) => m.text));
        }
      } finally {
        await store.close();
      }
      expect(kills).toBe(ROUNDS - 1);
      expect(acknowledged.flat().length).toBeGreaterThan(0);
    } finally {
      if (server?.alive()) await server.kill9();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

/** The latest message number of each player's conversation, read from the file (0 before any). */
async function storedSeqs(file: string, players: readonly SeededPlayer[]): Promise<number[]> {
  const store = await openSqliteStore({ file });
  try {
    return await Promise.all(players.map(async (player) => (await store.read((tx) => tx.support.conversationOf({ kind: "player", userId: player.id })))?.lastSeq ?? 0));
  } finally {
    await store.close();
  }
}
