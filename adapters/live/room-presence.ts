import type { AppDeps } from "../../src/application/deps";
import { enterRoom, seeInRooms, type EnterRoomRefusal, type RoomEntry } from "../../src/application/games/enter-room";
import { ok, type Result } from "../../src/domain/errors";
import { isStillPresent, PRESENCE_REFRESH_MS, presenceNeedsRefresh } from "../../src/domain/games/presence-rules";

/** Bounded: room ids come from callers (only rooms that exist are remembered, but players are many). */
const REMEMBERED_KEPT = 100_000;

interface Held {
  readonly userId: number;
  readonly roomId: number;
  streams: number;
}

const keyOf = (userId: number, roomId: number) => `${userId}:${roomId}`;

/**
 * The HTTP side of room presence (the rule and the record are the core's:
 * presence-rules.ts, enter-room.ts, the store's room_presence). Every call
 * naming a room goes through `enter`: the entry when the player was away, or
 * their stay. So that a heart polled every 2 s does not cost a database write
 * (or read) each time, this process remembers when it last recorded each
 * player in each room and answers from that while the record is fresh
 * (PRESENCE_REFRESH_MS); the store stays the one record every process and a
 * restart read. Live streams held open are recorded again about once a
 * minute while open, and once more when they close, so that the absence
 * window counts from the player's leaving.
 */
export class RoomPresence {
  private readonly recorded = new Map<string, number>();
  private readonly held = new Map<string, Held>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: AppDeps) {}

  /** A signed-in player's call naming a room: enters it (the join_limit checked) or keeps them in it. */
  async enter(userId: number, roomId: number): Promise<Result<Pick<RoomEntry, "entered">, EnterRoomRefusal>> {
    const key = keyOf(userId, roomId);
    const nowMs = this.deps.clock.nowMs();
    const last = this.recorded.get(key);
    if (last !== undefined && isStillPresent(last, nowMs) && !presenceNeedsRefresh(last, nowMs)) return ok({ entered: false });
    const entry = await enterRoom(this.deps, userId, roomId);
    if (entry.ok) this.remember(key, entry.value.seenAtMs);
    else this.recorded.delete(key);
    return entry;
  }

  /**
   * A live stream of a player who entered the room is open: they stay in it
   * while it is. Call the answer when it closes.
   */
  hold(userId: number, roomId: number): () => void {
    const key = keyOf(userId, roomId);
    const held = this.held.get(key) ?? { userId, roomId, streams: 0 };
    held.streams += 1;
    this.held.set(key, held);
    this.timer ??= setInterval(() => void this.refreshHeld().catch(() => {}), PRESENCE_REFRESH_MS);
    this.timer.unref?.();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.streams -= 1;
      if (held.streams > 0) return;
      this.held.delete(key);
      if (this.held.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
      // Left now: the absence window counts from here.
      void this.record([held]).catch(() => {});
    };
  }

  /** Records every player whose live stream in a room is open here as seen now (the timer's work, about once a minute). */
  async refreshHeld(): Promise<void> {
    await this.record([...this.held.values()]);
  }

  private async record(seen: readonly Pick<Held, "userId" | "roomId">[]): Promise<void> {
    const nowMs = this.deps.clock.nowMs();
    await seeInRooms(this.deps, seen, nowMs);
    for (const { userId, roomId } of seen) this.remember(keyOf(userId, roomId), nowMs);
  }

  private remember(key: string, atMs: number): void {
    if (this.recorded.size >= REMEMBERED_KEPT) this.recorded.clear();
    this.recorded.set(key, atMs);
  }
}

const byDeps = new WeakMap<AppDeps, RoomPresence>();

/** The one RoomPresence of a server's core (its deps): shared by the legacy heart, the live stream and tRPC. */
export function roomPresenceOf(deps: AppDeps): RoomPresence {
  let presence = byDeps.get(deps);
  if (!presence) byDeps.set(deps, (presence = new RoomPresence(deps)));
  return presence;
}
