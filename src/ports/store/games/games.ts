import type { Game, Room, RoomOdds } from "../../../domain/games/game";
import type { Minor } from "../../../domain/money";

export interface GameRepository {
  list(): Promise<Game[]>;
  byId(id: number): Promise<Game | null>;
  upsert(game: Game): Promise<void>;
  rooms(gameId: number): Promise<Room[]>;
  roomById(id: number): Promise<Room | null>;
  /** A room and its game in one read (placing a bet needs both); game null if the room's game is gone. */
  roomWithGame(roomId: number): Promise<{ room: Room; game: Game | null } | null>;
  /** Inserts with the given id when it is > 0, else assigns one; returns the id. */
  upsertRoom(room: Room): Promise<number>;
  /**
   * Sets a game's or a room's exposure cap (null: none). upsert and upsertRoom leave caps alone, so installing
   * games again keeps what operators set. False when there is no such game or room.
   */
  setExposureCap(target: { readonly kind: "game" | "room"; readonly id: number }, capMinor: Minor | null): Promise<boolean>;
  /**
   * A room's odds by play type: the installed ones overlaid with every change
   * scheduled to take effect at or before `atMs` (the opening of the round a
   * bet is for), the latest change winning. Without `atMs`, every change
   * however far ahead: the newest odds known.
   */
  odds(roomId: number, atMs?: number): Promise<RoomOdds[]>;
  /** Sets the installed odds at once (installation and seeding; the console schedules changes instead). */
  setOdds(odds: readonly RoomOdds[]): Promise<void>;
  /** Records odds changes that apply to rounds opening at or after effectiveFromMs. Rows are never rewritten. */
  scheduleOdds(odds: readonly RoomOdds[], effectiveFromMs: number): Promise<void>;
  /** Changes not yet in force at afterMs, oldest first (what the console shows as coming). */
  scheduledOdds(roomId: number, afterMs: number): Promise<ScheduledOdds[]>;
}

interface ScheduledOdds extends RoomOdds {
  readonly effectiveFromMs: number;
}
