import { AsyncLocalStorage } from "node:async_hooks";
import { sql, type Kysely } from "kysely";
import type { Store, StoreTx } from "../../src/ports/store";
import type { Executor, SqlDialect } from "./dialect";
import { auditRepository } from "./repositories/audit";
import { betRepository } from "./repositories/bets";
import { captchaRepository } from "./repositories/captchas";
import { chatRepository } from "./repositories/chat";
import { consoleRequestRepository } from "./repositories/console-requests";
import { contentRepository } from "./repositories/content";
import { depositChannelRepository } from "./repositories/deposit-channels";
import { fundLogRepository } from "./repositories/fund-log";
import { gameRepository, newOddsCache, type OddsCache } from "./repositories/games";
import { ledgerRepository } from "./repositories/ledger";
import { loginAttemptRepository } from "./repositories/login-attempts";
import { payoutMethodRepository } from "./repositories/payout-methods";
import { reportRepository } from "./repositories/reports";
import { roundRepository, seedChainRepository } from "./repositories/rounds";
import { scheduleVersionRepository } from "./repositories/schedule-versions";
import { sessionRepository } from "./repositories/sessions";
import { passwordResetLinkRepository } from "./repositories/password-reset-links";
import { pushSubscriptionRepository } from "./repositories/push-subscriptions";
import { growthPayoutRepository } from "./repositories/growth-payouts";
import { growthFiguresRepository } from "./repositories/growth-figures";
import { promotionRepository } from "./repositories/promotions";
import { wageringRepository } from "./repositories/wagering";
import { commissionRepository } from "./repositories/commissions";
import { vipStateRepository } from "./repositories/vip-states";
import { growthReportRepository } from "./repositories/growth-reports";
import { settlementRepository } from "./repositories/settlement";
import { refundRepository } from "./repositories/refunds";
import { returnTallyRepository } from "./repositories/return-tally";
import { userRepository } from "./repositories/users";
import { depositRepository } from "./repositories/deposits";
import { reviewApprovalRepository } from "./repositories/review-approvals";
import { withdrawalRepository } from "./repositories/wallet-requests";
import { winNoticeRepository } from "./repositories/win-notices";
import { protectionRepository } from "./repositories/protection";
import { orderRepository } from "./repositories/orders";
import { roomPresenceRepository } from "./repositories/room-presence";
import { supportRepository } from "./repositories/support";
import { supportContentRepository } from "./repositories/support-content";
import { supportFiguresRepository } from "./repositories/support-figures";
import { supportGuestRepository } from "./repositories/support-guests";
import { supportImageRepository } from "./repositories/support-images";
import { sharedCommits } from "./shared-commit";
import { TEMP_STORE } from "./sqlite-pragmas";
import type { Database } from "./schema";
import type { OpenedStore } from "./dialect";

/** Every repository bound to one executor: the pool/database for reads, the transaction for writes. */
function storeTx(db: Executor, dialect: SqlDialect, oddsCache: OddsCache = newOddsCache(), shared = false): StoreTx {
  const tx: Omit<StoreTx, "orders"> = {
    users: userRepository(db),
    ledger: ledgerRepository(db),
    games: gameRepository(db, dialect, oddsCache),
    rounds: roundRepository(db),
    seedChains: seedChainRepository(db),
    bets: betRepository(db),
    fundLog: fundLogRepository(db),
    deposits: depositRepository(db),
    depositChannels: depositChannelRepository(db),
    withdrawals: withdrawalRepository(db),
    reviewApprovals: reviewApprovalRepository(db),
    payoutMethods: payoutMethodRepository(db),
    winNotices: winNoticeRepository(db),
    sessions: sessionRepository(db),
    passwordResetLinks: passwordResetLinkRepository(db, dialect),
    pushSubscriptions: pushSubscriptionRepository(db),
    growthPayouts: growthPayoutRepository(db),
    growthFigures: growthFiguresRepository(db),
    promotions: promotionRepository(db),
    wagering: wageringRepository(db),
    commissions: commissionRepository(db),
    vipStates: vipStateRepository(db),
    growthReports: growthReportRepository(db),
    captchas: captchaRepository(db, dialect),
    loginAttempts: loginAttemptRepository(db, dialect),
    content: contentRepository(db),
    settlement: settlementRepository(db, dialect),
    refunds: refundRepository(db),
    returnTally: returnTallyRepository(db),
    chat: chatRepository(db),
    audit: auditRepository(db),
    reports: reportRepository(db),
    consoleRequests: consoleRequestRepository(db),
    scheduleVersions: scheduleVersionRepository(db, dialect),
    protection: protectionRepository(db),
    roomPresence: roomPresenceRepository(db),
    support: supportRepository(db),
    supportContent: supportContentRepository(db),
    supportFigures: supportFiguresRepository(db),
    supportGuests: supportGuestRepository(db),
    supportImages: supportImageRepository(db),
  };
  return { ...tx, orders: orderRepository(db, tx, { shared }) };
}

export interface KyselyStoreParts {
  readonly db: Kysely<Database>;
  readonly dialect: SqlDialect;
  /** The dialect's way of running one transaction (how it begins, serializes and retries). */
  readonly runTransaction: <T>(work: (trx: Executor) => Promise<T>) => Promise<T>;
  /** PostgreSQL: one transaction run once, without retries, for works sharing a commit (shared-commit.ts); SQLite shares commits already. */
  readonly runOnce?: <T>(work: (trx: Executor) => Promise<T>) => Promise<T>;
}

/** Store.discardOldVersions per dialect: the statements that leave no stale copy of a row in the files. */
async function discardOldVersions(db: Kysely<Database>, dialect: SqlDialect): Promise<void> {
  if (dialect === "sqlite") {
    // Fold the log into the file, rebuild the file from live rows only, and empty the log again. VACUUM builds
    // its copy of the whole database in temporary storage: in a file, as SQLite's default, not in memory.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    await sql`pragma temp_store = FILE`.execute(db);
    try {
      await sql`vacuum`.execute(db);
    } finally {
      await sql.raw(`pragma temp_store = ${TEMP_STORE}`).execute(db);
    }
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    return;
  }
  await sql`vacuum full seed_chains`.execute(db);
}

/**
 * The one Store implementation; the dialect files only say how to connect and how to run a transaction.
 *
 * Calling the store again from inside a transaction's work is refused: on
 * SQLite it would wait forever for the connection the outer transaction holds,
 * on PostgreSQL it would silently run outside the outer transaction. Use the
 * `tx` you were given.
 */
export function kyselyStore(parts: KyselyStoreParts): OpenedStore {
  const { db, dialect } = parts;
  // One per store: a process may hold several stores (tests), each its own database.
  const oddsCache = newOddsCache();
  const inside = new AsyncLocalStorage<true>();
  const refuseNesting = (what: string) => {
    if (inside.getStore()) throw new Error(`store.${what} called inside a transaction: use the transaction's tx instead`);
  };
  let closing: Promise<void> | undefined;
  const transaction: Store["transaction"] = async (work) => {
    refuseNesting("transaction");
    return parts.runTransaction((trx) => inside.run(true, () => work(storeTx(trx, dialect, oddsCache))));
  };
  const { runOnce } = parts;
  const shared = runOnce
    ? sharedCommits({ runOnce: (work) => runOnce((trx) => inside.run(true, () => work(trx))), runAlone: transaction, txOf: (trx) => storeTx(trx, dialect, oddsCache, true) })
    : null;
  return {
    dialect,
    transaction,
    sharedTransaction: async (key, work) => {
      refuseNesting("sharedTransaction");
      return shared ? shared(key, work) : transaction(work);
    },
    // Each statement sees committed data only (SQLite: a transaction holds the
    // single connection; PostgreSQL: READ COMMITTED), so no torn writes; several
    // statements of one read may see different commits.
    read: async (work) => {
      refuseNesting("read");
      return work(storeTx(db, dialect, oddsCache));
    },
    close: () => (closing ??= db.destroy()),
    discardOldVersions: async () => {
      refuseNesting("discardOldVersions");
      await discardOldVersions(db, dialect);
    },
  };
}
