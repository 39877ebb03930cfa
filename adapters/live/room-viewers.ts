/** A heart poll counts its caller as watching the room for this long (the original client polls every 2 s). */
const HEART_VIEWER_MS = 10_000;
/** Bounded: room ids and viewer keys come from callers. */
const POLLS_KEPT = 50_000;

/**
 * Who is watching each room right now, for the legacy `robot_num`: the viewers
 * of a room's live stream while it is open, and whoever polled the room's heart
 * in the last 10 s. A viewer is a player (by id) or, signed out, a client
 * address, counted once however many tabs or polls. Real viewers only, never
 * invented (LEGACY-API.md: the original inflated this); counted per server
 * process, since each process sees its own streams and polls.
 */
export class RoomViewers {
  /** roomId -> viewer -> open streams. */
  private readonly streams = new Map<number, Map<string, number>>();
  /** roomId -> viewer -> last poll. */
  private readonly polls = new Map<number, Map<string, number>>();
  private pollCount = 0;

  /** A heart poll of a room. */
  polled(roomId: number, viewer: string, atMs: number): void {
    let room = this.polls.get(roomId);
    if (!room) this.polls.set(roomId, (room = new Map()));
    if (!room.has(viewer)) this.pollCount += 1;
    room.set(viewer, atMs);
    if (this.pollCount > POLLS_KEPT) this.forgetPollsBefore(atMs - HEART_VIEWER_MS);
  }

  /** A live stream opened on a room; call the answer when it closes. */
  watching(roomId: number, viewer: string): () => void {
    let room = this.streams.get(roomId);
    if (!room) this.streams.set(roomId, (room = new Map()));
    room.set(viewer, (room.get(viewer) ?? 0) + 1);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      const open = room.get(viewer) ?? 0;
      if (open <= 1) room.delete(viewer);
      else room.set(viewer, open - 1);
      if (room.size === 0) this.streams.delete(roomId);
    };
  }

  /** Distinct viewers of a room at `nowMs`. */
  count(roomId: number, nowMs: number): number {
    const viewers = new Set(this.streams.get(roomId)?.keys() ?? []);
    for (const [viewer, atMs] of this.polls.get(roomId) ?? []) if (nowMs - atMs < HEART_VIEWER_MS) viewers.add(viewer);
    return viewers.size;
  }

  private forgetPollsBefore(cutoffMs: number): void {
    this.pollCount = 0;
    for (const [roomId, room] of this.polls) {
      for (const [viewer, atMs] of room) if (atMs < cutoffMs) room.delete(viewer);
      if (room.size === 0) this.polls.delete(roomId);
      this.pollCount += room.size;
    }
    // Still over after the purge (a flood of live viewers' keys): start again rather than grow.
    if (this.pollCount > POLLS_KEPT) {
      this.polls.clear();
      this.pollCount = 0;
    }
  }
}

/** The key a viewer is counted under: the player, else the client's address. */
export const viewerKey = (userId: number | null, address: string | null): string => (userId !== null ? `u${userId}` : `a${address ?? "?"}`);
