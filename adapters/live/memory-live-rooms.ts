import type { AppDeps } from "../../src/application/deps";
import { maskUsername } from "../../src/application/queries/query-input";
import type { Minor } from "../../src/domain/money";
import { isCommitmentPublic, ROUND_STATUSES, type Digits, type RoundRecord, type RoundStatus } from "../../src/domain/round";
import { scheduleOf } from "../../src/application/schedule-book";
import type { ScheduledRound } from "../../src/domain/schedule";
import { nextRoundAfter, roundAt, roundByIssue, scheduleAt } from "../../src/domain/schedule-versions";
import type { DomainEvent } from "../../src/ports/events";
import type { InProcessEventBus } from "../events/in-process-bus";
import type { GameSnapshot, LiveBet, LiveChat, LiveDraw, LiveEvent, LiveRooms, LiveRound, LiveWin } from "./live-rooms";
import { takesBetsAt } from "../../src/domain/round-clock";

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

/** The latest phase the events told of, for one game. */
interface KnownPhase {
  readonly issue: string;
  readonly status: RoundStatus;
}

interface GameState {
  readonly id: number;
  name: string;
  onSale: boolean;
  known: KnownPhase | null;
  /**
   * Commitments of the latest rounds by issue (few: the current and the next ones), each with whether it
   * may be shown: only once the round before it in the chain has closed, by its stored status.
   */
  readonly commitments: Map<string, { readonly commitment: string; shown: boolean }>;
  /** Newest first. */
  draws: LiveDraw[];
  wins: LiveWin[];
  winsIssue: string | null;
}

interface RoomFeed {
  readonly gameId: number;
  issue: string;
  bets: LiveBet[];
}

/** The schedule's answer for an interval of time in which it does not change. */
interface ScheduleWindow {
  readonly fromMs: number;
  readonly untilMs: number;
  readonly current: ScheduledRound | null;
  readonly next: ScheduledRound;
}

const STATUS_RANK: Readonly<Record<RoundStatus, number>> = Object.fromEntries(ROUND_STATUSES.map((s, i) => [s, i])) as Record<RoundStatus, number>;
const COMMITMENTS_KEPT = 8;
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
  private readonly rooms = new Map<number, RoomFeed>();
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
      this.refreshGames().catch((error: unknown) => console.error("live rooms: refresh failed", error));
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
        this.games.set(game.id, { id: game.id, name: game.name, onSale: game.onSale, known: null, commitments: new Map(), draws: [], wins: [], winsIssue: null });
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
      current: scheduled ? this.liveRound(game, scheduled, nowMs) : null,
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
    const feed = this.rooms.get(roomId);
    if (!feed || limit <= 0) return [];
    const current = this.scheduleAt(this.deps.clock.nowMs()).current;
    if (!current || current.issue !== feed.issue) return [];
    return feed.bets.length <= limit ? feed.bets : feed.bets.slice(feed.bets.length - limit);
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
        console.error("live rooms: follower failed", error);
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
    const known = game.known;
    const newer = !known || event.issue > known.issue || (event.issue === known.issue && STATUS_RANK[event.status] > STATUS_RANK[known.status]);
    if (newer) game.known = { issue: event.issue, status: event.status };
    if (event.digits) this.rememberDraw(game, { issue: event.issue, digits: event.digits, drawAtMs: event.drawAtMs });

    const nowMs = this.deps.clock.nowMs();
    const openAtMs = roundByIssue(scheduleOf(this.deps), event.issue)?.openAtMs ?? event.drawAtMs - scheduleAt(scheduleOf(this.deps), event.drawAtMs - 1).roundSeconds * 1000;
    // A round that has closed reveals its successor's commitment: the seed it hashes to is this round's.
    if (event.status !== "open") this.revealAfter(game, event.issue);
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
      state = { id: gameId, name: "", onSale: true, known: null, commitments: new Map(), draws: [], wins: [], winsIssue: null };
      this.games.set(gameId, state);
    }
    return state;
  }

  private liveRound(game: GameState, scheduled: ScheduledRound, nowMs: number): LiveRound {
    let status: RoundStatus = takesBetsAt(scheduled, nowMs) ? "open" : "closed";
    const known = game.known;
    if (known && known.issue === scheduled.issue && STATUS_RANK[known.status] > STATUS_RANK[status]) status = known.status;
    const entry = game.commitments.get(scheduled.issue);
    return {
      issue: scheduled.issue,
      openAtMs: scheduled.openAtMs,
      closeAtMs: scheduled.closeAtMs,
      drawAtMs: scheduled.drawAtMs,
      status,
      commitment: entry?.shown ? entry.commitment : null,
    };
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
    for (const round of rounds) {
      this.rememberCommitment(game, round, rounds);
      if (round.digits) this.rememberDraw(game, { issue: round.issue, digits: round.digits, drawAtMs: round.drawAtMs });
      const known = game.known;
      if (!known || round.issue > known.issue || (round.issue === known.issue && STATUS_RANK[round.status] > STATUS_RANK[known.status])) {
        game.known = { issue: round.issue, status: round.status };
      }
    }
  }

  /**
   * Remembers a round's commitment, shown when the stored rounds say the one before it in the chain has
   * closed (isCommitmentPublic): `rounds` are those read with it, its predecessor usually among them. A
   * round that is itself past open had its predecessor close before it, so its commitment is shown too.
   */
  private rememberCommitment(game: GameState, round: RoundRecord, rounds: readonly RoundRecord[]): void {
    const previous = rounds.find((r) => r.chainId === round.chainId && r.chainIndex === round.chainIndex - 1) ?? null;
    const shown = round.status !== "open" || isCommitmentPublic(round, previous);
    const known = game.commitments.get(round.issue);
    if (known && (known.shown || !shown)) return;
    this.stateVersion += 1;
    if (known) {
      known.shown = true;
      return;
    }
    game.commitments.set(round.issue, { commitment: round.commitment, shown });
    if (game.commitments.size > COMMITMENTS_KEPT) {
      const oldest = [...game.commitments.keys()].sort()[0]!;
      game.commitments.delete(oldest);
    }
  }

  private rememberDraw(game: GameState, draw: LiveDraw): void {
    if (game.draws.some((d) => d.issue === draw.issue)) return;
    this.stateVersion += 1;
    const draws = [...game.draws, { issue: draw.issue, digits: [...draw.digits] as unknown as Digits, drawAtMs: draw.drawAtMs }];
    draws.sort((a, b) => (a.issue < b.issue ? 1 : a.issue > b.issue ? -1 : 0));
    game.draws = draws.slice(0, this.options.drawsKept);
  }

  private addToFeed(gameId: number, bet: LiveBet): void {
    let feed = this.rooms.get(bet.roomId);
    if (!feed) {
      feed = { gameId, issue: bet.issue, bets: [] };
      this.rooms.set(bet.roomId, feed);
    }
    if (bet.issue > feed.issue) {
      feed.issue = bet.issue;
      feed.bets = [];
    } else if (bet.issue < feed.issue) {
      return;
    }
    feed.bets.push(bet);
    this.stateVersion += 1;
    if (feed.bets.length > this.options.feedKept) feed.bets.splice(0, feed.bets.length - this.options.feedKept);
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
    for (const round of recent) this.rememberCommitment(game, round, recent);
  }

  /** Shows the commitment of the round after `issue` (its chain successor: rounds are numbered in chain order). */
  private revealAfter(game: GameState, issue: string): void {
    const entry = game.commitments.get(issue);
    if (entry && !entry.shown) {
      entry.shown = true;
      this.stateVersion += 1;
    }
    const next = [...game.commitments.keys()].filter((i) => i > issue).sort()[0];
    const successor = next === undefined ? undefined : game.commitments.get(next);
    if (successor && !successor.shown) {
      successor.shown = true;
      this.stateVersion += 1;
    }
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
      const feed = this.rooms.get(bet.roomId);
      if (feed && feed.issue === issue && feed.bets.some((b) => b.betId === bet.id)) continue;
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
    for (const feed of this.rooms.values()) if (feed.gameId === gameId) feed.bets.sort((a, b) => a.betId - b.betId);
  }

  private background(work: Promise<void>): void {
    work.catch((error: unknown) => console.error("live rooms: load failed", error));
  }
}
