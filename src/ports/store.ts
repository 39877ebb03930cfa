import type { DepositChannelRepository } from "./store/wallet/deposit-channels";
import type { DepositRepository } from "./store/wallet/deposits";
import type { ReviewApprovalRepository } from "./store/wallet/review-approvals";
import type { AuditRepository } from "./store/operations/audit";
import type { CaptchaRepository, LoginAttemptRepository, SessionRepository } from "./store/accounts/auth";
import type { PasswordResetLinkRepository } from "./store/accounts/password-reset-links";
import type { PushSubscriptionRepository } from "./store/notifications/push-subscriptions";
import type { GrowthPayoutRepository } from "./store/growth/payouts";
import type { GrowthFiguresRepository } from "./store/growth/figures";
import type { PromotionRepository } from "./store/growth/promotions";
import type { WageringRepository } from "./store/growth/wagering";
import type { CommissionRepository } from "./store/growth/commissions";
import type { VipStateRepository } from "./store/growth/vip";
import type { GrowthReportRepository } from "./store/growth/reports";
import type { BetRepository } from "./store/betting/bets";
import type { ChatRepository } from "./store/chat/chat";
import type { ConsoleRequestRepository } from "./store/operations/console-requests";
import type { ContentRepository } from "./store/content/content";
import type { FundLogRepository } from "./store/wallet/fund-log";
import type { GameRepository } from "./store/games/games";
import type { LedgerRepository } from "./store/wallet/ledger";
import type { ReportRepository } from "./store/operations/reports";
import type { RoundRepository, SeedChainRepository } from "./store/rounds/rounds";
import type { ScheduleVersionRepository } from "./store/rounds/schedule-versions";
import type { SettlementRepository } from "./store/rounds/settlement";
import type { RefundRepository } from "./store/rounds/refunds";
import type { ReturnTallyRepository } from "./store/risk/returns";
import type { UserRepository } from "./store/accounts/users";
import type { WinNoticeRepository } from "./store/betting/win-notices";
import type { PayoutMethodRepository, WithdrawalRepository } from "./store/wallet/withdrawals";
import type { ProtectionRepository } from "./store/protection/protection";
import type { OrderRepository } from "./store/betting/orders";
import type { RoomPresenceRepository } from "./store/games/room-presence";
import type { SupportRepository } from "./store/support/support";
import type { SupportContentRepository } from "./store/support/support-content";
import type { SupportFiguresRepository } from "./store/support/support-figures";
import type { SupportGuestRepository } from "./store/support/support-guests";
import type { SupportImageRepository } from "./store/support/support-images";

export type { Page, TimeRange, RequestFilter } from "./store/common";
export type { UserRepository,  } from "./store/accounts/users";
export type { LedgerRepository, LedgerReconciliation } from "./store/wallet/ledger";
export type { GameRepository,  } from "./store/games/games";
export type { RoundRepository, SeedChainRepository } from "./store/rounds/rounds";
export type {  BetRepository } from "./store/betting/bets";
export type { FundLogRepository } from "./store/wallet/fund-log";
export type { WithdrawalRepository, PayoutMethodRepository } from "./store/wallet/withdrawals";
export type { ApprovalKind, ReviewApprovalRepository } from "./store/wallet/review-approvals";
export type { WinNoticeRepository } from "./store/betting/win-notices";
export type { SessionRepository, CaptchaRepository, LoginAttemptRepository } from "./store/accounts/auth";
export type { ContentRepository } from "./store/content/content";
export type {   SettlementRepository } from "./store/rounds/settlement";
export type { RefundRepository } from "./store/rounds/refunds";
export type { ChatRepository } from "./store/chat/chat";
export type {  AuditRepository } from "./store/operations/audit";
export type { ReportScope, BetTotals, ReportRepository, TeamRoundPlay } from "./store/operations/reports";
export type {  ConsoleRequestRepository } from "./store/operations/console-requests";
export type { ScheduleVersionRepository } from "./store/rounds/schedule-versions";
export type { DepositReceipt, DepositReceiptInfo, DepositRepository } from "./store/wallet/deposits";
export type { DepositChannelRepository } from "./store/wallet/deposit-channels";

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
  /**
   * `transaction` for a work that the store may run in one transaction with
   * others of other keys given at the same time, so that they share its commit
   * (PostgreSQL: an order's begin, commit and flush of the log are much of what
   * it costs the database). Never two works of one key together. Until it
   * writes, the work may only read, lock rows of its key, share-lock others
   * (FOR SHARE), and create its key's missing empty account; then it writes
   * once, last, through `orders.write`. It may refuse (throw a DomainFailure)
   * only before that write. Each work's outcome is its own, given once its
   * writes are committed: the store runs it again alone whenever it cannot be
   * sure of that, so it must be safe to run twice (as every work is, since a
   * store may retry a transaction).
   */
  sharedTransaction<T>(key: number, work: (tx: StoreTx) => Promise<T>): Promise<T>;
  /** Reads outside a transaction (may see a slightly older state; never a torn write). */
  read<T>(work: (tx: StoreTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
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
  readonly reviewApprovals: ReviewApprovalRepository;
  readonly payoutMethods: PayoutMethodRepository;
  readonly winNotices: WinNoticeRepository;
  readonly sessions: SessionRepository;
  readonly passwordResetLinks: PasswordResetLinkRepository;
  readonly pushSubscriptions: PushSubscriptionRepository;
  readonly growthPayouts: GrowthPayoutRepository;
  readonly growthFigures: GrowthFiguresRepository;
  readonly promotions: PromotionRepository;
  readonly wagering: WageringRepository;
  readonly commissions: CommissionRepository;
  readonly vipStates: VipStateRepository;
  readonly growthReports: GrowthReportRepository;
  readonly captchas: CaptchaRepository;
  readonly loginAttempts: LoginAttemptRepository;
  readonly content: ContentRepository;
  readonly settlement: SettlementRepository;
  readonly refunds: RefundRepository;
  readonly returnTally: ReturnTallyRepository;
  readonly chat: ChatRepository;
  readonly audit: AuditRepository;
  readonly reports: ReportRepository;
  readonly consoleRequests: ConsoleRequestRepository;
  readonly scheduleVersions: ScheduleVersionRepository;
  readonly protection: ProtectionRepository;
  readonly roomPresence: RoomPresenceRepository;
  readonly orders: OrderRepository;
  readonly support: SupportRepository;
  readonly supportContent: SupportContentRepository;
  readonly supportFigures: SupportFiguresRepository;
  readonly supportGuests: SupportGuestRepository;
  readonly supportImages: SupportImageRepository;
}
