import type { LiveEvent, LiveRooms } from "./live-rooms";
import { snapshotEvent } from "./snapshot-event";

/** Where a stream's bytes go: a Node response, or a web stream outside Node. */
export interface StreamSink {
  write(chunk: Uint8Array): void;
  /** Bytes written but not yet taken by the network (a slow reader's backlog). */
  backlog(): number;
  close(): void;
}

export interface RoomBroadcastOptions {
  /** Events kept (all games and players) for resuming after Last-Event-ID. Default 2,000. */
  readonly replaySize?: number;
  /** A comment line this often keeps proxies and the browser from timing the stream out. Default 10 s. */
  readonly pingMs?: number;
  /** A stream whose unsent bytes exceed this is closed; its client resumes (or starts again) on reconnect. Default 1 MiB. */
  readonly maxBacklogBytes?: number;
}

interface Frame {
  readonly id: number;
  /** The game whose room streams get it; null for a player's own event. */
  readonly gameId: number | null;
  /** The player whose streams get it; null for a game event. */
  readonly userId: number | null;
  readonly bytes: Uint8Array;
}

interface Connection {
  readonly gameId: number;
  readonly userId: number | null;
  readonly sink: StreamSink;
  /** The player's own frames waiting for the next flush (merged in id order with the game's). */
  own: Frame[];
  closed: boolean;
}

const encoder = new TextEncoder();
const PING = encoder.encode(": ping\n\n");
/** EventSource waits this long before reconnecting after a drop. */
const RETRY = encoder.encode("retry: 2000\n\n");

const frameOf = (event: LiveEvent): Frame => ({
  id: event.id,
  gameId: event.kind === "balance" ? null : event.gameId,
  userId: event.kind === "balance" ? event.userId : null,
  bytes: encoder.encode(`id: ${event.id}\ndata: ${JSON.stringify(event)}\n\n`),
});

function concat(frames: readonly Frame[]): Uint8Array {
  if (frames.length === 1) return frames[0]!.bytes;
  let length = 0;
  for (const frame of frames) length += frame.bytes.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const frame of frames) {
    out.set(frame.bytes, at);
    at += frame.bytes.length;
  }
  return out;
}

/** Two id-ordered frame lists merged in id order. */
function merge(a: readonly Frame[], b: readonly Frame[]): Frame[] {
  const out: Frame[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]!.id < b[j]!.id)) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}

/**
 * The room streams as a broadcast: every live event is serialised once into
 * its SSE frame, and the frames of one event-loop turn are written to each
 * game's subscribers as one shared chunk. A player's own events (balance)
 * reach only that player's streams, merged in id order. A bounded replay
 * buffer lets a reconnecting client resume after its Last-Event-ID; one that
 * was gone too long starts again from the present state.
 */
export class RoomBroadcast {
  private readonly byGame = new Map<number, Set<Connection>>();
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly replay: (Frame | undefined)[];
  private replayNext = 0;
  /** Every event with an id above this is in the replay buffer (or newer). */
  private knownAfter: number;
  private latestId: number;
  private readonly pendingByGame = new Map<number, Frame[]>();
  private readonly pendingOwn = new Set<Connection>();
  private flushScheduled = false;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private connections = 0;
  private readonly options: Required<RoomBroadcastOptions>;
  private readonly unfollow: () => void;

  constructor(
    private readonly live: LiveRooms & { readonly latestEventId?: number },
    /** The schedule versions now (operators change them): a drawn round's times come from the lengths it ran with. */
    private readonly schedule: () => Parameters<typeof snapshotEvent>[2],
    options: RoomBroadcastOptions = {},
  ) {
    this.options = { replaySize: 2_000, pingMs: 10_000, maxBacklogBytes: 1 << 20, ...options };
    this.replay = new Array<Frame | undefined>(this.options.replaySize);
    this.latestId = live.latestEventId ?? 0;
    this.knownAfter = this.latestId;
    this.unfollow = live.follow((event) => this.onEvent(event));
  }

  stop(): void {
    this.unfollow();
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    for (const set of this.byGame.values()) for (const connection of set) this.drop(connection);
  }

  /** Streams currently attached (tests, metrics). */
  get streamCount(): number {
    return this.connections;
  }

  /**
   * Starts a stream of one game's room for a viewer (null: a guest): the
   * events after `lastEventId` if the buffer still holds them all, else the
   * present state. Returns the function that ends it (the sink is not closed).
   */
  async attach(gameId: number, userId: number | null, lastEventId: number | null, sink: StreamSink): Promise<() => void> {
    // Frames of this turn not yet written are in the replay buffer already: write them first so none goes twice.
    this.flush();
    const connection: Connection = { gameId, userId, sink, own: [], closed: false };
    sink.write(RETRY);
    const resumable = lastEventId !== null && lastEventId >= this.knownAfter && lastEventId <= this.latestId;
    if (resumable) {
      const missed = this.framesAfter(lastEventId).filter((f) => f.gameId === gameId || (f.userId !== null && f.userId === userId));
      if (missed.length > 0) sink.write(concat(missed));
    } else {
      const snapshot = this.live.snapshot(gameId);
      const opening = snapshot ? snapshotEvent(snapshot, this.latestId, this.schedule()) : null;
      if (opening) sink.write(frameOf(opening).bytes);
    }
    this.add(connection);
    if (!resumable && lastEventId !== null && userId !== null) {
      // Balance events may have been missed with the rest: the present balance, under the present id.
      const balance = await this.live.balance(userId);
      if (!connection.closed) this.writeTo(connection, frameOf({ id: this.latestId, kind: "balance", userId, ...balance }).bytes);
    }
    return () => this.drop(connection);
  }

  private onEvent(event: LiveEvent): void {
    const frame = frameOf(event);
    this.latestId = Math.max(this.latestId, event.id);
    const evicted = this.replay[this.replayNext];
    if (evicted) this.knownAfter = Math.max(this.knownAfter, evicted.id);
    this.replay[this.replayNext] = frame;
    this.replayNext = (this.replayNext + 1) % this.options.replaySize;

    if (frame.gameId !== null) {
      if (!this.byGame.has(frame.gameId)) return;
      let pending = this.pendingByGame.get(frame.gameId);
      if (!pending) {
        pending = [];
        this.pendingByGame.set(frame.gameId, pending);
      }
      pending.push(frame);
    } else if (frame.userId !== null) {
      const connections = this.byUser.get(frame.userId);
      if (!connections) return;
      for (const connection of connections) {
        connection.own.push(frame);
        this.pendingOwn.add(connection);
      }
    }
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  /** Writes the frames gathered this turn: one chunk per game, shared by its streams. */
  private flush(): void {
    this.flushScheduled = false;
    for (const [gameId, frames] of this.pendingByGame) {
      const connections = this.byGame.get(gameId);
      if (!connections) continue;
      const shared = concat(frames);
      for (const connection of connections) {
        if (connection.own.length > 0) {
          this.writeTo(connection, concat(merge(frames, connection.own)));
          connection.own = [];
        } else {
          this.writeTo(connection, shared);
        }
      }
    }
    this.pendingByGame.clear();
    for (const connection of this.pendingOwn) {
      if (connection.own.length === 0) continue;
      this.writeTo(connection, concat(connection.own));
      connection.own = [];
    }
    this.pendingOwn.clear();
  }

  private writeTo(connection: Connection, bytes: Uint8Array): void {
    if (connection.closed) return;
    if (connection.sink.backlog() > this.options.maxBacklogBytes) {
      // Too slow to keep up: end it; the client reconnects and resumes, or starts again from the present.
      this.drop(connection);
      connection.sink.close();
      return;
    }
    connection.sink.write(bytes);
  }

  private framesAfter(afterId: number): Frame[] {
    const size = this.options.replaySize;
    const out: Frame[] = [];
    for (let i = 0; i < size; i++) {
      const frame = this.replay[(this.replayNext + i) % size];
      if (frame && frame.id > afterId) out.push(frame);
    }
    return out;
  }

  private add(connection: Connection): void {
    addTo(this.byGame, connection.gameId, connection);
    if (connection.userId !== null) addTo(this.byUser, connection.userId, connection);
    this.connections += 1;
    if (!this.pingTimer) {
      this.pingTimer = setInterval(() => this.ping(), this.options.pingMs);
      this.pingTimer.unref?.();
    }
  }

  private drop(connection: Connection): void {
    if (connection.closed) return;
    connection.closed = true;
    removeFrom(this.byGame, connection.gameId, connection);
    if (connection.userId !== null) removeFrom(this.byUser, connection.userId, connection);
    this.pendingOwn.delete(connection);
    this.connections -= 1;
    if (this.connections === 0 && this.pingTimer) {
      clearInterval(this.pingTimer);
      this.pingTimer = null;
    }
  }

  private ping(): void {
    for (const set of this.byGame.values()) for (const connection of set) this.writeTo(connection, PING);
  }
}

function addTo<K>(map: Map<K, Set<Connection>>, key: K, connection: Connection): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(connection);
}

function removeFrom<K>(map: Map<K, Set<Connection>>, key: K, connection: Connection): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) map.delete(key);
}
