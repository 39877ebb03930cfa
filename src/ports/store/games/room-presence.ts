/**
 * When each player was last seen in each room (presence-rules.ts): read when
 * the player enters or bets, written as they stay. In the store, so that every
 * server process on one database and a restarted one read the same.
 */
export interface RoomPresenceRepository {
  /** When the player was last seen in the room, or null if never. */
  seenAt(userId: number, roomId: number): Promise<number | null>;
  /** Records the player in the room at atMs; a later time already recorded stays (never moves back). */
  see(userId: number, roomId: number, atMs: number): Promise<void>;
}
