import type { LiveBet } from "./live-rooms";

interface RoomFeed {
  readonly gameId: number;
  issue: string;
  bets: LiveBet[];
}

/** Each room's bets of its current round, newest last, bounded: the feed heart and the room show. */
export class RoomFeeds {
  private readonly rooms = new Map<number, RoomFeed>();

  constructor(private readonly kept: number) {}

  /** The room's bets of round `issue`, at most `limit`, newest last; none if the feed is of another round. */
  of(roomId: number, issue: string, limit: number): readonly LiveBet[] {
    const feed = this.rooms.get(roomId);
    if (!feed || limit <= 0 || feed.issue !== issue) return [];
    return feed.bets.length <= limit ? feed.bets : feed.bets.slice(feed.bets.length - limit);
  }

  /** Adds a bet: a later round's first bet starts the room's feed afresh; an earlier round's is ignored. Answers whether it was added. */
  add(gameId: number, bet: LiveBet): boolean {
    let feed = this.rooms.get(bet.roomId);
    if (!feed) {
      feed = { gameId, issue: bet.issue, bets: [] };
      this.rooms.set(bet.roomId, feed);
    }
    if (bet.issue > feed.issue) {
      feed.issue = bet.issue;
      feed.bets = [];
    } else if (bet.issue < feed.issue) {
      return false;
    }
    feed.bets.push(bet);
    if (feed.bets.length > this.kept) feed.bets.splice(0, feed.bets.length - this.kept);
    return true;
  }

  /** Whether the room's feed of round `issue` already holds the bet. */
  holds(roomId: number, issue: string, betId: number): boolean {
    const feed = this.rooms.get(roomId);
    return feed !== undefined && feed.issue === issue && feed.bets.some((b) => b.betId === betId);
  }

  /** Puts a game's feeds in bet order (after bets loaded from the store joined those heard live). */
  sortGame(gameId: number): void {
    for (const feed of this.rooms.values()) if (feed.gameId === gameId) feed.bets.sort((a, b) => a.betId - b.betId);
  }
}
