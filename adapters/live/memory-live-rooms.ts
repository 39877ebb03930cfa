import type { AppDeps } from "../../src/application/deps";
import { maskUsername } from "../../src/application/query-input";
import type { Minor } from "../../src/domain/money";
import type { RoundRecord } from "../../src/domain/rounds/round";
import { RoomFeeds } from "./room-feeds";
import { absorbRounds, liveRound, newGameState, notePhase, rememberCommitment, rememberDraw, revealAfter, type GameState } from "./game-state";
import { scheduleOf } from "../../src/application/rounds/schedule-book";
import type { ScheduledRound } from "../../src/domain/rounds/schedule";
import { nextRoundAfter, roundAt, roundByIssue, scheduleAt } from "../../src/domain/rounds/schedule-versions";
import type { DomainEvent } from "../../src/ports/events";
import type { InProcessEventBus } from "../events/in-process-bus";
import type { GameSnapshot, LiveBet, LiveChat, LiveEvent, LiveRooms, LiveRound } from "./live-rooms";
import { componentLogger } from "../logging/logger";

// Looked up at each use: the composition root installs its logger after this module is loaded.
const log = () => componentLogger("live-rooms");

export interface MemoryLiveRoomsOptions {
  /** How often the games' onSale flags (and missing commitments) are reloaded. Default 5 s. */
  readonly refreshMs?: number;
  /** Draws kept per game. Default 20. */
  readonly drawsKept?: number;
  /** Bets kept per room (of the current round). Default 200. */
  readonly feedKept?: number;
  /** Real wins kept of a game's last settled round. Default 20. */
  readonly winsKept?: number;
  /** Chat lines kept per room. Default 50. */
  readonly chatKept?: number;
}

type Balance = { moneyMinor: Minor; lockedMinor: Minor };
type Listener = (event: LiveEvent) => void;

/** The schedule's answer for an interval of time in which it does not change. */
interface ScheduleWindow {
  readonly fromMs: number;
  readonly untilMs: number;
  readonly current: ScheduledRound | null;
  readonly next: ScheduledRound;
}

const BALANCES_KEPT = 200_000;
const WINNING_BETS_READ = 5_000;

/**
 * The live state of every game, in this process's memory, fed by the core's
 * events: what `heart` reads (no database query per call) and what the room
 * subscriptions stream. The current round comes from the schedule and the
 * clock, merged with the phase the events announced, so the countdown and the
 * closed flag are right between events too.
 */
export class MemoryLiveRooms implements LiveRooms {
  private readonly games = new Map<number, GameState>();
  private readonly feeds: RoomFeeds;
  /** Each room's latest chat lines, newest last. */
  private readonly chats = new Map<number, LiveChat[]>();
  private readonly balances = new Map<number, Balance>();
  private readonly balanceLoads = new Map<number, Promise<Balance>>();
  /** Bumped per user by each balance event, so a load that raced an event does not overwrite it. */
  private readonly balanceVersions = new Map<number, number>();
  /** Listeners of every event, all games and players (the SSE broadcast fans them out itself). */
  private readonly followers = new Set<Listener>();
  /** Bumped by every change of the state heart reads, so prebuilt replies know when they are stale. */
  private stateVersion = 0;
  private lastEventId = 0;
  private scheduleWindow: ScheduleWindow | null = null;
  private unsubscribeBus: (() => void) | null = null;
  private refreshTimer: ReturnType<typeof setInterval> | null = null;
  private readonly options: Required<MemoryLiveRoomsOptions>;

  constructor(
    private readonly deps: AppDeps,
    private readonly bus: InProcessEventBus,
    options: MemoryLiveRoomsOptions = {},
  ) {
    this.options = { refreshMs: 5_000, drawsKept: 20, feedKept: 200, winsKept: 20, chatKept: 50, ...options };
    this.feeds = new RoomFeeds(this.options.feedKept);
  }

  // -------------------------------------------------------------------------
  // Lifecycle

  async start(): Promise<void> {
    if (this.unsubscribeBus) return;
    // Follow events first: nothing that happens while loading is lost (loads never overwrite newer event state).
    this.unsubscribeBus = this.bus.subscribe((event) => this.onDomainEvent(event));
    await this.refreshGames();
    const nowMs = this.deps.clock.nowMs();
    for (const game of this.games.values()) {
      const recent = await this.deps.store.read((tx) => tx.rounds.recent(game.id, this.options.drawsKept + 2));
      this.absorbRounds(game, recent);
      const settled = recent.find((r) => r.status === "settled");
      if (settled && game.winsIssue === null) await this.loadWins(game, settled.issue);
      const current = roundAt(scheduleOf(this.deps), nowMs);
      if (current) await this.loadCurrentFeed(game.id, current.issue);
    }
    this.refreshTimer = setInterval(() => {
      this.refreshGames().catch((error: unknown) => log().error({ err: error }, "refresh failed"));
    }, this.options.refreshMs);
    this.refreshTimer.unref?.();
  }

  stop(): void {
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    this.refreshTimer = null;
    this.unsubscribeBus?.();
    this.unsubscribeBus = null;
  }

  /** Reloads the games (onSale) and the commitments of current rounds not known yet. */
  async refreshGames(): Promise<void> {
    const games = await this.deps.store.read((tx) => tx.games.list());
    for (const game of games) {
      const state = this.games.get(game.id);
      if (state) {
        if (state.onSale !== game.onSale || state.name !== game.name) this.stateVersion += 1;
        state.onSale = game.onSale;
        state.name = game.name;
      }
      else {
        this.stateVersion += 1;
        this.games.set(game.id, newGameState(game.id, game.name, game.onSale));
      }
    }
    const current = roundAt(scheduleOf(this.deps), this.deps.clock.nowMs());
    if (!current) return;
    for (const state of this.games.values()) {
      if (state.onSale && !state.commitments.get(current.issue)?.shown) await this.loadCommitments(state);
    }
  }

  // -------------------------------------------------------------------------
  // Reads (memory only)

  snapshot(gameId: number): GameSnapshot | null {
    const game = this.games.get(gameId);
    if (!game) return null;
    const nowMs = this.deps.clock.nowMs();
    const window = this.scheduleAt(nowMs);
    const scheduled = game.onSale ? window.current : null;
    return {
      gameId,
      gameName: game.name,
      onSale: game.onSale,
      nowMs,
      current: scheduled ? liveRound(game, scheduled, nowMs) : null,
      nextOpenAtMs: window.next.openAtMs,
      nextIssue: window.next.issue,
      lastDraw: game.draws[0] ?? null,
      recentDraws: game.draws,
      recentWins: game.wins,
    };
  }

  gameIds(): readonly number[] {
    return [...this.games.keys()];
  }

  roomFeed(roomId: number, limit: number): readonly LiveBet[] {
    const current = this.scheduleAt(this.deps.clock.nowMs()).current;
    return current ? this.feeds.of(roomId, current.issue, limit) : [];
  }

  roomChat(roomId: number, limit: number): readonly LiveChat[] {
    const lines = this.chats.get(roomId);
    if (!lines || limit <= 0) return [];
    return lines.length <= limit ? [...lines] : lines.slice(lines.length - limit);
  }

  balance(userId: number): Promise<Balance> {
    const cached = this.balances.get(userId);
    if (cached) return Promise.resolve(cached);
    const loading = this.balanceLoads.get(userId);
    if (loading) return loading;
    const version = this.balanceVersions.get(userId) ?? 0;
    const load = this.deps.store
      .read((tx) => tx.ledger.balancesOfUser(userId))
      .then((b) => {
        const raced = this.balances.get(userId);
        if (raced && (this.balanceVersions.get(userId) ?? 0) !== version) return raced;
        const value = { moneyMinor: b.availableMinor + b.lockedMinor, lockedMinor: b.lockedMinor };
        this.rememberBalance(userId, value);
        return value;
      })
      .finally(() => this.balanceLoads.delete(userId));
    this.balanceLoads.set(userId, load);
    return load;
  }

  // -------------------------------------------------------------------------
  // Events out

  follow(listener: Listener): () => void {
    this.followers.add(listener);
    return () => this.followers.delete(listener);
  }

  /** Changes with every event and every reload of the state snapshots and feeds are built from. */
  get version(): number {
    return this.stateVersion;
  }

  /** The id of the newest event (0 before the first). */
  get latestEventId(): number {
    return this.lastEventId;
  }

  private publish(event: LiveEvent): void {
    // A balance is no part of a snapshot or feed: prebuilt replies stay good across a settlement's balance events.
    if (event.kind !== "balance") this.stateVersion += 1;
    for (const follower of this.followers) {
      try {
        follower(event);
      } catch (error) {
        log().error({ err: error }, "follower failed");
      }
    }
  }

  private nextId(): number {
    this.lastEventId += 1;
    return this.lastEventId;
  }

  // -------------------------------------------------------------------------
  // Events in

  private onDomainEvent(event: DomainEvent): void {
    switch (event.type) {
      case "round.phase":
        this.onRoundPhase(event);
        return;
      case "bet.placed":
        this.onBetPlaced(event);
        return;
      case "chat.posted":
        this.onChatPosted(event);
        return;
      case "balance.changed": {
        this.balanceVersions.set(event.userId, (this.balanceVersions.get(event.userId) ?? 0) + 1);
        this.rememberBalance(event.userId, { moneyMinor: event.moneyMinor, lockedMinor: event.lockedMinor });
        this.publish({ id: this.nextId(), kind: "balance", userId: event.userId, moneyMinor: event.moneyMinor, lockedMinor: event.lockedMinor });
        return;
      }
    }
  }

  private onRoundPhase(event: Extract<DomainEvent, { type: "round.phase" }>): void {
    const game = this.gameState(event.gameId);
    notePhase(game, event.issue, event.status);
    if (event.digits && rememberDraw(game, { issue: event.issue, digits: event.digits, drawAtMs: event.drawAtMs }, this.options.drawsKept)) this.stateVersion += 1;

    const nowMs = this.deps.clock.nowMs();
    const openAtMs = roundByIssue(scheduleOf(this.deps), event.issue)?.openAtMs ?? event.drawAtMs - scheduleAt(scheduleOf(this.deps), event.drawAtMs - 1).roundSeconds * 1000;
    // A round that has closed reveals its successor's commitment: the seed it hashes to is this round's.
    if (event.status !== "open" && revealAfter(game, event.issue)) this.stateVersion += 1;
    const entry = game.commitments.get(event.issue);
    const round: LiveRound = {
      issue: event.issue,
      openAtMs,
      closeAtMs: event.closeAtMs,
      drawAtMs: event.drawAtMs,
      status: event.status,
      commitment: entry?.shown ? entry.commitment : null,
    };
    this.publish({ id: this.nextId(), kind: "round", gameId: event.gameId, round, digits: event.digits, serverNowMs: nowMs });

    if (event.status === "open") {
      // The next round's commitment, for when it opens; and the current one's if it was not known yet.
      this.background(this.loadCommitments(game));
    } else if (event.status === "settled" && game.winsIssue !== event.issue && (game.winsIssue === null || event.issue > game.winsIssue)) {
      this.background(this.loadWins(game, event.issue));
    }
  }

  private onBetPlaced(event: Extract<DomainEvent, { type: "bet.placed" }>): void {
    const bet: LiveBet = {
      betId: event.betId,
      roomId: event.roomId,
      issue: event.issue,
      maskedUsername: maskUsername(event.username),
      playType: event.playType,
      stakeMinor: event.stakeMinor,
      placedAtMs: event.atMs,
    };
    this.addToFeed(event.gameId, bet);
    this.publish({ id: this.nextId(), kind: "bet", gameId: event.gameId, bet });
  }

  private onChatPosted(event: Extract<DomainEvent, { type: "chat.posted" }>): void {
    const chat: LiveChat = { messageId: event.messageId, roomId: event.roomId, maskedUsername: maskUsername(event.username), text: event.text, atMs: event.atMs };
    let lines = this.chats.get(event.roomId);
    if (!lines) {
      lines = [];
      this.chats.set(event.roomId, lines);
    }
    lines.push(chat);
    if (lines.length > this.options.chatKept) lines.splice(0, lines.length - this.options.chatKept);
    this.publish({ id: this.nextId(), kind: "chat", gameId: event.gameId, chat });
  }

  // -------------------------------------------------------------------------
  // State helpers

  private gameState(gameId: number): GameState {
    let state = this.games.get(gameId);
    if (!state) {
      // A game installed after start: on sale until the next refresh says otherwise.
      state = newGameState(gameId, "", true);
      this.games.set(gameId, state);
    }
    return state;
  }

  /** roundAt and nextRoundAfter, computed once per interval in which they cannot change. */
  private scheduleAt(nowMs: number): ScheduleWindow {
    const cached = this.scheduleWindow;
    if (cached && nowMs >= cached.fromMs && nowMs < cached.untilMs) return cached;
    const current = roundAt(scheduleOf(this.deps), nowMs);
    const next = nextRoundAfter(scheduleOf(this.deps), nowMs);
    const window: ScheduleWindow = current
      ? { fromMs: current.openAtMs, untilMs: current.drawAtMs, current, next }
      : { fromMs: nowMs, untilMs: next.openAtMs, current: null, next };
    this.scheduleWindow = window;
    return window;
  }

  private absorbRounds(game: GameState, rounds: readonly RoundRecord[]): void {
    if (absorbRounds(game, rounds, this.options.drawsKept)) this.stateVersion += 1;
  }

  private addToFeed(gameId: number, bet: LiveBet): void {
    if (this.feeds.add(gameId, bet)) this.stateVersion += 1;
  }

  private rememberBalance(userId: number, balance: Balance): void {
    if (this.balances.size >= BALANCES_KEPT && !this.balances.has(userId)) {
      // Crude but bounded: forget everyone; balances reload on their next use.
      this.balances.clear();
      this.balanceVersions.clear();
    }
    this.balances.set(userId, balance);
  }

  private async loadCommitments(game: GameState): Promise<void> {
    const recent = await this.deps.store.read((tx) => tx.rounds.recent(game.id, 3));
    for (const round of recent) if (rememberCommitment(game, round, recent)) this.stateVersion += 1;
  }

  /** The real wins of a settled round: read once, when it settles. */
  private async loadWins(game: GameState, issue: string): Promise<void> {
    game.winsIssue = issue;
    const { bets, names } = await this.deps.store.read(async (tx) => {
      const bets = (await tx.bets.ofRound(game.id, issue, WINNING_BETS_READ)).filter((b) => b.hit && b.payoutMinor > 0);
      bets.sort((a, b) => b.payoutMinor - a.payoutMinor || a.id - b.id);
      const top = bets.slice(0, this.options.winsKept);
      const users = await tx.users.byIds([...new Set(top.map((b) => b.userId))]);
      return { bets: top, names: new Map(users.map((u) => [u.id, u.username])) };
    });
    if (game.winsIssue !== issue) return;
    this.stateVersion += 1;
    game.wins = bets.map((bet) => ({ betId: bet.id, issue, maskedUsername: maskUsername(names.get(bet.userId) ?? ""), playType: bet.playType, stakeMinor: bet.stakeMinor, payoutMinor: bet.payoutMinor }));
  }

  /** The current round's bets, so a restarted server's feeds are not empty until the next bet. */
  private async loadCurrentFeed(gameId: number, issue: string): Promise<void> {
    const bets = await this.deps.store.read(async (tx) => {
      const bets = await tx.bets.ofRound(gameId, issue, WINNING_BETS_READ);
      const users = await tx.users.byIds([...new Set(bets.map((b) => b.userId))]);
      const names = new Map(users.map((u) => [u.id, u.username]));
      return bets.map((bet) => ({ bet, username: names.get(bet.userId) ?? "" }));
    });
    bets.sort((a, b) => a.bet.id - b.bet.id);
    for (const { bet, username } of bets) {
      if (this.feeds.holds(bet.roomId, issue, bet.id)) continue;
      this.addToFeed(gameId, {
        betId: bet.id,
        roomId: bet.roomId,
        issue,
        maskedUsername: maskUsername(username),
        playType: bet.playType,
        stakeMinor: bet.stakeMinor,
        placedAtMs: bet.placedAtMs,
      });
    }
    this.feeds.sortGame(gameId);
  }

  private background(work: Promise<void>): void {
    work.catch((error: unknown) => log().error({ err: error }, "load failed"));
  }
}
