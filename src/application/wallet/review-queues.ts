import { channelLabel, type DepositChannel } from "../../domain/wallet/deposit-channel";
import type { Result } from "../../domain/errors";
import type { ReviewStatus } from "../../domain/wallet/fund-log";
import type { Minor } from "../../domain/money";
import type { PayoutType } from "../../domain/wallet/payout-method";
import type { DepositRequest, WithdrawalRequest } from "../../domain/wallet/wallet-requests";
import type { Page, RequestFilter, StoreTx } from "../../ports/store";
import { approvalViewsOf, type ApprovalView } from "./approval-view";
import { reviewQueueFilter, type ReviewQueueFilterInput, type ReviewQueueFilterRefusal } from "./review-queue-filter";
import type { AppDeps } from "../deps";
import { pageOf, readPage, type PageRequest, type Paged } from "../query-input";
import { inRead, type Refuse } from "../unit-of-work";
import { playerMoney, playerRef, usersById, type PlayerMoney, type PlayerRef } from "../operations/player-summary";

/** A page of a queue, filtered (review-queue-filter.ts). */
export interface ReviewQueueQuery extends PageRequest, ReviewQueueFilterInput {}

type QueueRefusal = ReviewQueueFilterRefusal | "USER_NOT_FOUND";

interface ReviewItem {
  readonly id: number;
  readonly player: PlayerRef;
  readonly amountMinor: Minor;
  readonly status: ReviewStatus;
  readonly remark: string;
  readonly createdAtMs: number;
  readonly reviewedAtMs: number | null;
  /** The player's balances and turnover right now, so the operator decides with them in view. */
  readonly playerMoney: PlayerMoney;
  /** Four-eyes: whether it needs a second operator, the first approval given, and whether it awaits the second. */
  readonly approval: ApprovalView;
}

export interface DepositQueueItem extends ReviewItem {
  readonly currency: string;
  /** The channel the player paid through (null: an older client named none). */
  readonly channel: { readonly id: number; readonly label: string; readonly kind: "bank" | "usdt" } | null;
  /** What to match against the money that arrived: "payer name 12345" or the transaction hash ("" if none). */
  readonly reference: string;
  /** Another deposit already approved with this reference (or credited with this hash): a warning sign. */
  readonly referenceUsedBy: number | null;
  readonly receipt: { readonly mime: string; readonly sizeBytes: number; readonly fileName: string } | null;
}

export interface WithdrawalQueueItem extends ReviewItem {
  /** Payout details as copied when the player asked: 0 bank card (acc holder, accName card number, accBank bank), 1 virtual wallet (acc address, accName type). */
  readonly payout: { readonly type: PayoutType; readonly acc: string; readonly accName: string; readonly accBank: string };
  /** When the player last changed their payout details of that type (null: never since binding): a recent change is a warning sign. */
  readonly payoutChangedAtMs: number | null;
}

/** The deposit queue (pending, oldest first) or history (any other filter, newest first). */
export function depositQueue(deps: AppDeps, query: ReviewQueueQuery): Promise<Result<Paged<DepositQueueItem>, QueueRefusal>> {
  const channels = new Map<number, DepositChannel | null>();
  return reviewQueue(deps, query, "deposit", (tx, filter, page) => tx.deposits.list(filter, page), async (tx, request: DepositRequest) => {
    let channel: DepositChannel | null = null;
    if (request.channelId !== null) {
      if (!channels.has(request.channelId)) channels.set(request.channelId, await tx.depositChannels.byId(request.channelId));
      channel = channels.get(request.channelId) ?? null;
    }
    const credited = request.txHash === null ? null : await tx.deposits.creditedTo(request.txHash);
    const receipt = await tx.deposits.receiptInfo(request.id);
    return {
      currency: request.currency,
      channel: channel === null ? null : { id: channel.id, label: channelLabel(channel), kind: channel.kind },
      reference: request.reference,
      referenceUsedBy: credited !== null && credited !== request.id ? credited : await tx.deposits.approvedWithReference(request.reference, request.id),
      receipt: receipt === null ? null : { mime: receipt.mime, sizeBytes: receipt.sizeBytes, fileName: receipt.fileName },
    };
  });
}

/** The withdrawal queue or history, with the payout details each request was made with. */
export function withdrawalQueue(deps: AppDeps, query: ReviewQueueQuery): Promise<Result<Paged<WithdrawalQueueItem>, QueueRefusal>> {
  return reviewQueue(deps, query, "withdrawal", (tx, filter, page) => tx.withdrawals.list(filter, page), async (tx, request: WithdrawalRequest) => ({
    payout: { type: request.payoutType, acc: request.payoutAcc, accName: request.payoutAccName, accBank: request.payoutAccBank },
    payoutChangedAtMs: (await tx.payoutMethods.get(request.userId, request.payoutType))?.changedAtMs ?? null,
  }));
}

type Lister<R> = (tx: StoreTx, filter: RequestFilter, page: Page) => Promise<R[]>;

async function reviewQueue<R extends DepositRequest | WithdrawalRequest, Extra>(
  deps: AppDeps,
  query: ReviewQueueQuery,
  kind: "deposit" | "withdrawal",
  list: Lister<R>,
  extra: (tx: StoreTx, request: R) => Promise<Extra>,
): Promise<Result<Paged<ReviewItem & Extra>, QueueRefusal>> {
  const page = pageOf(query);
  if (!page.ok) return page;
  const checked = reviewQueueFilter(deps, query, kind);
  if (!checked.ok) return checked;
  const filter = checked.value;
  const nowMs = deps.clock.nowMs();
  return inRead(deps, async (tx, refuse: Refuse<"USER_NOT_FOUND">) => {
    const rows = await readPage(page.value, (p) => list(tx, filter, p));
    const users = await usersById(tx, rows.items.map((r) => r.userId));
    const money = new Map<number, PlayerMoney>();
    const approvalOf = await approvalViewsOf(tx, kind, rows.items);
    const items = [];
    for (const request of rows.items) {
      const user = users.get(request.userId) ?? refuse("USER_NOT_FOUND");
      let summary = money.get(user.id);
      if (summary === undefined) money.set(user.id, (summary = await playerMoney(tx, deps.schedule, user, nowMs)));
      items.push({
        id: request.id,
        player: playerRef(user),
        amountMinor: request.amountMinor,
        status: request.status,
        remark: request.remark,
        createdAtMs: request.createdAtMs,
        reviewedAtMs: request.reviewedAtMs,
        playerMoney: summary,
        approval: approvalOf(request),
        ...(await extra(tx, request)),
      });
    }
    return { items, hasMore: rows.hasMore };
  });
}
