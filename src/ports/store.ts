import type { DepositChannelRepository } from "./deposit-channels";
import type { DepositRepository } from "./deposits";
import type { BetRecord, NewBet } from "../domain/bet";
import type { FundLogEntry, FundType, NewFundLogEntry, ReviewStatus } from "../domain/fund-log";
import type { Game, Room, RoomOdds } from "../domain/game";
import type { AccountId, Transfer, TransferOutcome } from "../domain/ledger";
import type { Minor } from "../domain/money";
import type { PayoutMethod, PayoutType } from "../domain/payout-method";
import type { Digits, RoundRecord, RoundStatus } from "../domain/round";
import type { NewUser, User, UserBalances } from "../domain/user";
import type { WithdrawalRequest } from "../domain/wallet-requests";
import type { WinNotice } from "../domain/win-notice";
import type { SeedChain } from "../domain/fairness/seed-chain";
import type { Session } from "../domain/auth/session-policy";
import type { Announcement, Article, ArticleTab, Banner, InSiteMessage } from "../domain/content";
import type { ChatMessage, NewChatMessage } from "../domain/chat";
import type { AuditEntry, AuditAction, AuditTargetType, NewAuditEntry } from "../domain/audit";
import type { NewScheduleVersion, ScheduleVersion } from "../domain/schedule-versions";

/**
 * The persistence port. The core owns it; adapters implement it (SqliteStore,
 * PostgresStore) and one contract suite checks every implementation.
 *
 * Everything that must be atomic happens inside `transaction`: the function's
 * writes commit together or not at all, and transactions that touch the same
 * rows are serialized (SQLite: one writer; PostgreSQL: row locks and
 * conditional updates). A function that throws rolls everything back.
 */
export interface Store {
  transaction<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>;
  /** Reads outside a transaction (may see a slightly older state; never a torn write). */
  read<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly dialect: "sqlite" | "postgres";
  /**
   * Leaves no old version of an overwritten secret in the database's files:
   * SQLite rewrites its file and empties its log; PostgreSQL rewrites the
   * seed_chains table. Run once after sealing secrets an older version stored
   * in the clear; not in a transaction.
   */
  discardOldVersions(): Promise<void>;
}

export interface StoreTx {
  readonly users: UserRepository;
  readonly ledger: LedgerRepository;
  readonly games: GameRepository;
  readonly rounds: RoundRepository;
  readonly seedChains: SeedChainRepository;
  readonly bets: BetRepository;
  readonly fundLog: FundLogRepository;
  readonly deposits: DepositRepository;
  readonly depositChannels: DepositChannelRepository;
  readonly withdrawals: WithdrawalRepository;
  readonly payoutMethods: PayoutMethodRepository;
  readonly winNotices: WinNoticeRepository;
  readonly sessions: SessionRepository;
  readonly captchas: CaptchaRepository;
  readonly loginAttempts: LoginAttemptRepository;
  readonly content: ContentRepository;
  readonly settlement: SettlementRepository;
  readonly chat: ChatRepository;
  readonly audit: AuditRepository;
  readonly reports: ReportRepository;
  readonly consoleRequests: ConsoleRequestRepository;
  readonly scheduleVersions: ScheduleVersionRepository;
}

export interface Page {
  readonly offset: number;
  readonly limit: number;
}

/** A half-open time range [fromMs, toMs). */
export interface TimeRange {
  readonly fromMs: number;
  readonly toMs: number;
}

export interface UserRepository {
  /** Fails with null when the username is taken (unique, case-insensitive). */
  create(user: NewUser): Promise<User | null>;
  byId(id: number): Promise<User | null>;
  byUsername(username: string): Promise<User | null>;
  /** Users by id, in any order; unknown ids are left out. */
  byIds(ids: readonly number[]): Promise<User[]>;
  update(id: number, changes: Partial<Omit<User, "id" | "username" | "createdAtMs">>): Promise<void>;
  /** Direct subordinates of an inviter, newest first. */
  listByInviter(inviterId: number, page: Page): Promise<{ items: User[]; total: number }>;
  /** The console's player search, newest first; see UserSearch. */
  search(query: UserSearch, page: Page): Promise<User[]>;
}

/**
 * Accounts whose username or nickname contains `text` (case-insensitive, as
 * typed: no wildcards), or whose id or mobile equals it; null text: everyone.
 */
export interface UserSearch {
  readonly text: string | null;
  readonly role: User["role"] | null;
}

export interface LedgerRepository {
  /**
   * Applies a transfer atomically: inserts it and moves the balances, or does
   * nothing and answers "duplicate" (same id seen before) or "insufficient"
   * (the source may not go below zero). The balance check and the debit are one
   * conditional statement: no check-then-write race.
   */
  transfer(transfer: Transfer): Promise<TransferOutcome>;
  /**
   * Serializes decisions about one player's money until the transaction ends,
   * for rules that read several rows (no opposite bets in a round, the per-round
   * stake limit): on PostgreSQL a row lock on the player's available account;
   * SQLite runs one writer at a time already.
   */
  lockPlayer(userId: number): Promise<void>;
  balance(account: AccountId): Promise<Minor>;
  balancesOfUser(userId: number): Promise<UserBalances>;
  /** Every account with its balance (for invariant checks and audits). */
  allBalances(): Promise<Map<AccountId, Minor>>;
  /**
   * Checks every balance against the transfers that explain it: an account's
   * balance must equal what it received minus what it sent. Answers the count
   * and sum of all balances (zero when the books balance) and at most
   * `limit` accounts that disagree. Reads every transfer: for the console and
   * a cached health check, never for a player's request.
   */
  reconcile(limit: number): Promise<LedgerReconciliation>;
  transferById(id: string): Promise<Transfer | null>;
  transfersOfUser(userId: number, range: TimeRange): Promise<Transfer[]>;
  /** Sum of stakes of the user's bets settled in the range (turnover). */
  settledStakeMinor(userId: number, range: TimeRange): Promise<Minor>;
  /** The user's bets settled in the range: their stakes and what they paid back (a player's profit is the difference). */
  settledResultMinor(userId: number, range: TimeRange): Promise<{ readonly stakeMinor: Minor; readonly payoutMinor: Minor }>;
  /** Sum of deposits credited to the user in the range. */
  depositedMinor(userId: number, range: TimeRange): Promise<Minor>;
  /**
   * How much the user's money (available plus frozen) grew through transfers in
   * the range, negative when it shrank: the money at an instant is the money now
   * minus the change since then (the turnover rule's balance at the reset).
   */
  moneyChangeMinor(userId: number, range: TimeRange): Promise<Minor>;
}

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

export interface ScheduledOdds extends RoomOdds {
  readonly effectiveFromMs: number;
}

export interface RoundRepository {
  /**
   * Holds round creation of a game until the transaction ends: reading the
   * chain's latest position and taking the next one is then one step, so two
   * servers never give two rounds the same seed (the store also refuses it).
   */
  lockCreation(gameId: number): Promise<void>;
  /**
   * Reads a round for a bet and holds its status until the transaction ends:
   * the round cannot close while the bet is being placed, and a bet placed
   * after the close reads the closed status. Null when there is no such round.
   */
  lockForBet(gameId: number, issue: string): Promise<RoundRecord | null>;
  /** Inserts a round; false when one with the same game and issue exists already. */
  create(round: RoundRecord): Promise<boolean>;
  get(gameId: number, issue: string): Promise<RoundRecord | null>;
  /**
   * Moves a round from `from` to the next status, with the draw fields when
   * moving to "drawn". Compare-and-set: false (and nothing written) when the
   * round is not in `from`, so two drivers can never both perform a step.
   */
  advance(
    gameId: number,
    issue: string,
    from: RoundStatus,
    to: RoundStatus,
    draw?: { readonly digits: Digits; readonly revealedSeed: string },
  ): Promise<boolean>;
  /**
   * Stores the Merkle root of a closed round's bets, once: false (nothing
   * written) when the round is not closed or already has its root.
   */
  fixBetsRoot(gameId: number, issue: string, root: string): Promise<boolean>;
  /** Rounds not yet settled, oldest first (what a restarted driver must finish). */
  unfinished(gameId: number): Promise<RoundRecord[]>;
  /** The most recent rounds, newest first, in any status. */
  recent(gameId: number, limit: number): Promise<RoundRecord[]>;
  /** Drawn or settled rounds whose draw time is in the range, newest first. */
  drawnBetween(gameId: number, range: TimeRange, page: Page): Promise<RoundRecord[]>;
  /** The round at a position of a seed chain (positions are unique), or null. */
  atChainPosition(chainId: number, chainIndex: number): Promise<RoundRecord | null>;
  /** The round of the game with the highest chain index (to continue the chain). */
  latest(gameId: number): Promise<RoundRecord | null>;
}

export interface SeedChainRepository {
  create(chain: Omit<SeedChain, "id">): Promise<SeedChain>;
  byId(id: number): Promise<SeedChain | null>;
  /** Every chain of a game, oldest first (their anchors are public). */
  list(gameId: number): Promise<SeedChain[]>;
  /** Chains stored before secrets were sealed (migration 014), with their top seed in the clear: to be sealed at start. */
  stillPlain(): Promise<{ readonly id: number; readonly gameId: number; readonly length: number; readonly anchor: string; readonly topSeed: string }[]>;
  /** Stores a chain's sealed secret and blanks the clear one. */
  sealPlain(id: number, sealedTop: string): Promise<void>;
  /** The newest chain of a game. */
  current(gameId: number): Promise<SeedChain | null>;
}

/** The facts of a bet that its round's bets root fixes (with the owner, who is pseudonymised before hashing). */
export type RoundBetFacts = Pick<BetRecord, "id" | "userId" | "playType" | "stakeMinor" | "placedAtMs">;

export interface BetRepository {
  insert(bet: NewBet): Promise<BetRecord>;
  byId(id: number): Promise<BetRecord | null>;
  /** Issues of settled rounds of a game that still hold an unsettled bet, at most `limit` (there should be none). */
  settledRoundsWithUnsettledBets(gameId: number, limit: number): Promise<string[]>;
  /** What the round's bets root is built from, lowest id first after `afterId`, at most `limit` (keyset pages). */
  leavesOfRound(gameId: number, issue: string, afterId: number, limit: number): Promise<RoundBetFacts[]>;
  /** Unsettled bets of a round, lowest id first. */
  unsettled(gameId: number, issue: string, limit: number): Promise<BetRecord[]>;
  countUnsettled(gameId: number, issue: string): Promise<number>;
  /** Compare-and-set from accepted (0) to settled (1); false if it was already settled. */
  markSettled(id: number, hit: boolean, payoutMinor: Minor, settledAtMs: number): Promise<boolean>;
  ofUserInRound(userId: number, gameId: number, issue: string): Promise<BetRecord[]>;
  /** Newest first. */
  ofUsers(userIds: readonly number[], range: TimeRange, page: Page): Promise<BetRecord[]>;
  ofRound(gameId: number, issue: string, limit: number): Promise<BetRecord[]>;
  /** Winning settled bets, newest settlement first (the home page's activity feed of real wins). */
  recentWins(limit: number): Promise<BetRecord[]>;
  /** Bets of a room placed at or after the given time, oldest first (the live feed). */
  recentInRoom(roomId: number, sinceMs: number, limit: number): Promise<BetRecord[]>;
}

export interface FundLogRepository {
  insert(entry: NewFundLogEntry): Promise<FundLogEntry>;
  byId(id: number): Promise<FundLogEntry | null>;
  update(id: number, changes: { readonly status?: ReviewStatus; readonly overMinor?: Minor; readonly mark?: string }): Promise<void>;
  /** Newest first; `type` null means every type. */
  ofUser(userId: number, range: TimeRange, type: FundType | null, page: Page): Promise<FundLogEntry[]>;
}

/** Which review requests an operator lists; null means any. */
export interface RequestFilter {
  readonly status: ReviewStatus | null;
  readonly userId: number | null;
}

export interface WithdrawalRepository {
  /** null when the user already has a withdrawal under review (enforced by a unique index, race-free). */
  create(request: Omit<WithdrawalRequest, "id">): Promise<WithdrawalRequest | null>;
  byId(id: number): Promise<WithdrawalRequest | null>;
  pendingOfUser(userId: number): Promise<WithdrawalRequest | null>;
  review(id: number, status: ReviewStatus, remark: string, atMs: number): Promise<boolean>;
  pending(page: Page): Promise<WithdrawalRequest[]>;
  /** As DepositRepository.list (ports/deposits.ts). */
  list(filter: RequestFilter, page: Page): Promise<WithdrawalRequest[]>;
  setFundLogId(id: number, fundLogId: number): Promise<void>;
}

export interface PayoutMethodRepository {
  get(userId: number, type: PayoutType): Promise<PayoutMethod | null>;
  set(method: PayoutMethod): Promise<void>;
}

export interface WinNoticeRepository {
  /** Adds profit to the user's notice for that round, creating it on first use. */
  add(userId: number, gameId: number, issue: string, profitMinor: Minor, atMs: number): Promise<void>;
  /** Unseen notices of a user (optionally of one game), oldest first. */
  unseen(userId: number, gameId: number | null): Promise<WinNotice[]>;
  /** Marks the notice seen if it belongs to the user; false otherwise. */
  markSeen(id: number, userId: number): Promise<boolean>;
}

export interface SessionRepository {
  create(session: Session): Promise<void>;
  byTokenHash(tokenHash: string): Promise<Session | null>;
  touch(tokenHash: string, atMs: number): Promise<void>;
  revoke(tokenHash: string): Promise<void>;
  /** Ends every session of the user but the one with `exceptTokenHash` (none kept when null). */
  revokeAllOfUser(userId: number, exceptTokenHash?: string | null): Promise<void>;
}

export interface CaptchaRepository {
  create(captcha: { readonly id: string; readonly answer: string; readonly expiresAtMs: number }): Promise<void>;
  /** Deletes the challenge and answers its text if it had not expired; null for unknown, used or expired ones. Also purges expired ones. */
  consume(id: string, nowMs: number): Promise<string | null>;
}

export interface LedgerReconciliation {
  readonly accounts: number;
  /** The sum of every balance: zero, since every transfer takes from one account what it gives another. */
  readonly totalMinor: Minor;
  /** Accounts whose balance is not what their transfers add up to (a balance written around the ledger). */
  readonly mismatches: readonly { readonly account: string; readonly balanceMinor: Minor; readonly transfersMinor: Minor }[];
}

export interface LoginAttemptRepository {
  /** Holds a key until the transaction ends, so that counting and recording an attempt is one step under concurrency. */
  lock(key: string): Promise<void>;
  /** Records a failure under a key; `detail` says more (the account an address tried). */
  recordFailure(key: string, atMs: number, detail: string | null): Promise<void>;
  /** A key's failures since an instant: how many, how many distinct details, and the latest. */
  failuresSince(key: string, sinceMs: number): Promise<{ readonly count: number; readonly distinct: number; readonly lastMs: number | null }>;
  /** Forgets a key's failures (only those with `detail` when one is given). */
  clear(key: string, detail: string | null): Promise<void>;
}

export interface ContentRepository {
  banners(): Promise<Banner[]>;
  /** Inserts (id 0) or updates; returns the id. */
  saveBanner(banner: Banner): Promise<number>;
  deleteBanner(id: number): Promise<boolean>;
  /** Operator settings as text: the scrolling notice per language ("notice:tw"), the customer-service link, ... */
  setting(key: string): Promise<string | null>;
  setSetting(key: string, value: string): Promise<void>;
  articleTabs(lang: string): Promise<ArticleTab[]>;
  saveArticleTab(tab: ArticleTab): Promise<number>;
  /** Articles of one language, newest first. */
  articles(lang: string): Promise<Article[]>;
  articleById(id: number): Promise<Article | null>;
  saveArticle(article: Article): Promise<number>;
  deleteArticle(id: number): Promise<boolean>;
  /** Announcements for a language (and those for every language), newest first. */
  announcements(lang: string, page: Page): Promise<Announcement[]>;
  createAnnouncement(announcement: Omit<Announcement, "id">): Promise<Announcement>;
  messagesOf(userId: number, page: Page): Promise<InSiteMessage[]>;
  createMessage(message: Omit<InSiteMessage, "id" | "readAtMs">): Promise<InSiteMessage>;
  /** Marks read if the message is the user's; false otherwise. */
  markMessageRead(id: number, userId: number, atMs: number): Promise<boolean>;
}

/** One winning play type's label for fund-log marks, e.g. "Singapore 20261122001 big". */
export interface SettleChunkInput {
  readonly gameId: number;
  readonly issue: string;
  /** The play types that win with this round's sum (the domain decides; the store only applies it). */
  readonly winningPlayTypes: readonly number[];
  /** Fund-log mark for a winning bet of each play type. */
  readonly marks: Readonly<Record<number, string>>;
  readonly atMs: number;
  readonly limit: number;
}

export interface SettleChunkResult {
  readonly settledBets: number;
  /** Money (available + locked) after the chunk, for each player who was paid in it. */
  readonly paidUsers: readonly { readonly userId: number; readonly moneyMinor: Minor; readonly lockedMinor: Minor }[];
}

/**
 * Set-based settlement: the hot path of a round with many bets. Semantics are
 * exactly those of settling each bet one by one (see settle-round.ts): the
 * lowest-id unsettled bets of the round, each marked settled once with
 * hit = play type among the winners and payout = floor(stake x odds / 100),
 * one `bet:<id>:collect` transfer (stakes -> house, the stake) per bet, one
 * `bet:<id>:payout` transfer (house -> available) and one profit fund-log line
 * per winning bet with its running balance, and the win notice of each winner
 * increased by payout - stake. All in the caller's transaction.
 */
export interface SettlementRepository {
  settleChunk(input: SettleChunkInput): Promise<SettleChunkResult>;
}

/** Room chat. Times are the server's clock at posting. */
export interface ChatRepository {
  post(message: NewChatMessage): Promise<ChatMessage>;
  /** The room's latest messages, at most `limit`, newest last. */
  recent(roomId: number, limit: number): Promise<ChatMessage[]>;
  /** How many messages the user posted (any room) at or after sinceMs. */
  countSince(userId: number, sinceMs: number): Promise<number>;
  /** When the user's latest message (any room) was posted, or null. */
  lastAt(userId: number): Promise<number | null>;
}

/** Which audit lines an operator lists; null means any. */
export interface AuditFilter {
  readonly operatorId: number | null;
  readonly action: AuditAction | null;
  readonly targetType: AuditTargetType | null;
  readonly targetId: string | null;
}

/** The operators' audit trail: append-only, so it has no update and no delete. */
export interface AuditRepository {
  append(entry: NewAuditEntry): Promise<AuditEntry>;
  /** Newest first. */
  list(filter: AuditFilter, page: Page): Promise<AuditEntry[]>;
}

/** Which bets a report adds up: those of rounds whose issue falls in the sales days fromDay..toDay ("YYYYMMDD", both included). */
export interface ReportScope {
  readonly fromDay: string;
  readonly toDay: string;
  /** null: every game. */
  readonly gameId: number | null;
}

/** Stakes and payouts of the bets of one group (a round of a room, or a day of a room). */
export interface BetTotals {
  readonly gameId: number;
  readonly roomId: number;
  /** The issue (per round) or the sales day "YYYYMMDD" (per day). */
  readonly key: string;
  readonly bets: number;
  readonly stakeMinor: Minor;
  /** Stakes of the settled bets only: what the house result is computed on. */
  readonly settledStakeMinor: Minor;
  readonly payoutMinor: Minor;
}

/** Sums for the console's reports, computed by the database. */
export interface ReportRepository {
  /** Per round and room, ordered by issue, game, room. */
  totalsByRound(scope: ReportScope): Promise<BetTotals[]>;
  /** Per sales day and room, ordered by day, game, room. */
  totalsByDay(scope: ReportScope): Promise<BetTotals[]>;
  /**
   * For each round in which two accounts of one team (same inviter, or one
   * invited the other) both bet: each play type either of them holds, with the
   * largest stake on it. Ordered by pair, game, issue and play type; at most
   * `limit` rows. Whether a round's plays cover every outcome is the domain's
   * rule (coversEveryOutcome), the one placeBet applies to a single account.
   */
  teamRoundPlays(scope: ReportScope, limit: number): Promise<TeamRoundPlay[]>;
}

export interface TeamRoundPlay {
  /** The lower user id of the two first. */
  readonly userIds: readonly [number, number];
  readonly gameId: number;
  readonly issue: string;
  readonly playType: number;
  readonly maxStakeMinor: Minor;
}

/** An operator's idempotency key and what the request it names answered. */
export interface ConsoleRequest {
  readonly operatorId: number;
  readonly requestId: string;
  readonly action: string;
  /** null until the request's work is done (within the same transaction). */
  readonly resultJson: string | null;
}

/**
 * The console's idempotency keys. `claim` inserts the key or, when it exists,
 * does nothing and answers false (on PostgreSQL after waiting for a
 * concurrent claimer to commit or roll back), so of two identical requests
 * exactly one does the work.
 */
export interface ConsoleRequestRepository {
  claim(request: { readonly operatorId: number; readonly requestId: string; readonly action: string; readonly atMs: number }): Promise<boolean>;
  get(operatorId: number, requestId: string): Promise<ConsoleRequest | null>;
  complete(operatorId: number, requestId: string, resultJson: string): Promise<void>;
}

/**
 * The schedules operators set (src/domain/schedule-versions.ts); the server's
 * own setting is in force before the first. Every server reads them all: there
 * are a handful.
 */
export interface ScheduleVersionRepository {
  /** Every version, by effectiveFromMs. */
  list(): Promise<ScheduleVersion[]>;
  /**
   * Serializes schedule changes: holds, until the transaction ends, a lock a
   * concurrent change waits for (PostgreSQL; SQLite has one writer anyway), so
   * each change is planned against the versions the previous one left.
   */
  lockForChange(): Promise<void>;
  add(version: NewScheduleVersion): Promise<ScheduleVersion>;
  /** Drops pending versions that a new change replaces (never one in force: the caller plans that). */
  remove(ids: readonly number[]): Promise<void>;
}
