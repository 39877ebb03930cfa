import type { Digits } from "../../src/domain/rounds/round";
import type { Minor } from "../../src/domain/money";

/** A round as the live state knows it. */
export interface LiveRound {
  readonly issue: string;
  readonly openAtMs: number;
  readonly closeAtMs: number;
  readonly drawAtMs: number;
  readonly status: "open" | "closed" | "drawn" | "settled" | "void";
  /** Shown only once public (see isCommitmentPublic). */
  readonly commitment: string | null;
}

export interface LiveDraw {
  readonly issue: string;
  readonly digits: Digits;
  readonly drawAtMs: number;
}

export interface LiveBet {
  readonly betId: number;
  readonly roomId: number;
  readonly issue: string;
  readonly maskedUsername: string;
  readonly playType: number;
  readonly stakeMinor: Minor;
  readonly placedAtMs: number;
}

/** A line of a room's chat, its speaker masked as in the feed. */
export interface LiveChat {
  readonly messageId: number;
  readonly roomId: number;
  readonly maskedUsername: string;
  readonly text: string;
  readonly atMs: number;
}

/** A real win of the last settled round of a game (the room's hit notices). */
export interface LiveWin {
  readonly betId: number;
  readonly issue: string;
  readonly maskedUsername: string;
  readonly playType: number;
  readonly stakeMinor: Minor;
  readonly payoutMinor: Minor;
}

/** Everything the legacy `heart` needs, from memory: no database query per call. */
export interface GameSnapshot {
  readonly gameId: number;
  readonly gameName: string;
  readonly onSale: boolean;
  readonly nowMs: number;
  readonly current: LiveRound | null;
  /** When betting next opens (outside the sales window, or the round after the current one). */
  readonly nextOpenAtMs: number;
  readonly nextIssue: string;
  readonly lastDraw: LiveDraw | null;
  /** The most recent draws, newest first (at least 4). */
  readonly recentDraws: readonly LiveDraw[];
  readonly recentWins: readonly LiveWin[];
}

/** One event of a room's live stream; `id` increases, so a client can resume after `lastEventId`. */
export type LiveEvent =
  | { readonly id: number; readonly kind: "round"; readonly gameId: number; readonly round: LiveRound; readonly digits: Digits | null; readonly serverNowMs: number }
  | { readonly id: number; readonly kind: "bet"; readonly gameId: number; readonly bet: LiveBet }
  | { readonly id: number; readonly kind: "balance"; readonly userId: number; readonly moneyMinor: Minor; readonly lockedMinor: Minor }
  | { readonly id: number; readonly kind: "chat"; readonly gameId: number; readonly chat: LiveChat };

/**
 * The live state of every game, kept in memory from the core's events (and, on
 * PostgreSQL with several servers, from NOTIFY): what `heart` and the room's
 * snapshot read, and what the room broadcast streams.
 */
export interface LiveRooms {
  snapshot(gameId: number): GameSnapshot | null;
  /** Every game known, in catalogue order. */
  gameIds(): readonly number[];
  /** Bets of the room's current round, newest last (at most `limit`). */
  roomFeed(roomId: number, limit: number): readonly LiveBet[];
  /** The room's latest chat lines heard since this process started, newest last (at most `limit`). */
  roomChat(roomId: number, limit: number): readonly LiveChat[];
  /** A player's money and lock_money, cached; loaded from the store on first use. */
  balance(userId: number): Promise<{ moneyMinor: Minor; lockedMinor: Minor }>;
  /**
   * Every event, of all games and players, in id order, as it happens (no
   * replay): for the broadcaster (room-broadcast.ts), the one pipeline that
   * routes them to viewers and replays them to a reconnecting one. Stop with the
   * returned function.
   */
  follow(listener: (event: LiveEvent) => void): () => void;
  /** Changes whenever the state that snapshot() and roomFeed() answer from changes (the clock aside). */
  readonly version: number;
  /** Loads the initial state from the store and starts following events. */
  start(): Promise<void>;
  stop(): void;
}
