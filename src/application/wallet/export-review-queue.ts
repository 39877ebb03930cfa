import { channelLabel, type DepositChannel } from "../../domain/wallet/deposit-channel";
import { fail, ok, type Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import type { ReviewStatus } from "../../domain/wallet/fund-log";
import type { DepositRequest, WithdrawalRequest } from "../../domain/wallet/wallet-requests";
import type { RequestFilter, StoreTx } from "../../ports/store";
import type { AppDeps } from "../deps";
import { EXPORT_PAGE, keysetPages, type ExportPages } from "../operations/export-pages";
import { usersById } from "../operations/player-summary";
import { reviewQueueFilter, type ReviewQueueFilterInput, type ReviewQueueFilterRefusal } from "./review-queue-filter";

/**
 * The deposit and withdrawal queues as whole lists, for the console's CSV
 * export: the same filters as the screens, read a page at a time by id
 * (keyset, export-pages.ts).
 */

interface ExportedRequest {
  readonly id: number;
  readonly userId: number;
  readonly username: string;
  readonly nickname: string;
  readonly amountMinor: Minor;
  readonly status: ReviewStatus;
  readonly remark: string;
  readonly createdAtMs: number;
  readonly reviewedAtMs: number | null;
}

export interface ExportedDeposit extends ExportedRequest {
  readonly currency: string;
  readonly channel: string;
  readonly reference: string;
}

export interface ExportedWithdrawal extends ExportedRequest {
  readonly payoutType: number;
  readonly payoutAcc: string;
  readonly payoutAccName: string;
  readonly payoutAccBank: string;
}

export function depositExport(deps: AppDeps, input: ReviewQueueFilterInput): Result<ExportPages<ExportedDeposit>, ReviewQueueFilterRefusal> {
  const filter = reviewQueueFilter(deps, input, "deposit");
  if (!filter.ok) return filter;
  const channels = new Map<number, DepositChannel | null>();
  return ok(
    requestPages(deps, filter.value, (tx, f) => tx.deposits.list(f, { offset: 0, limit: EXPORT_PAGE }), async (tx, request: DepositRequest) => {
      if (request.channelId !== null && !channels.has(request.channelId)) channels.set(request.channelId, await tx.depositChannels.byId(request.channelId));
      const channel = request.channelId === null ? null : (channels.get(request.channelId) ?? null);
      return { currency: request.currency, channel: channel === null ? "" : channelLabel(channel), reference: request.reference };
    }),
  );
}

export function withdrawalExport(deps: AppDeps, input: ReviewQueueFilterInput): Result<ExportPages<ExportedWithdrawal>, ReviewQueueFilterRefusal> {
  if (input.channelId != null) return fail("INVALID_INPUT", { field: "channelId" });
  const filter = reviewQueueFilter(deps, input, "withdrawal");
  if (!filter.ok) return filter;
  return ok(
    requestPages(deps, filter.value, (tx, f) => tx.withdrawals.list(f, { offset: 0, limit: EXPORT_PAGE }), (_tx, request: WithdrawalRequest) =>
      Promise.resolve({ payoutType: request.payoutType, payoutAcc: request.payoutAcc, payoutAccName: request.payoutAccName, payoutAccBank: request.payoutAccBank }),
    ),
  );
}

function requestPages<R extends DepositRequest | WithdrawalRequest, Extra>(
  deps: Pick<AppDeps, "store">,
  filter: RequestFilter,
  list: (tx: StoreTx, filter: RequestFilter) => Promise<R[]>,
  extra: (tx: StoreTx, request: R) => Promise<Extra>,
): ExportPages<ExportedRequest & Extra> {
  return keysetPages(deps, async (tx, afterId) => {
    const requests = await list(tx, { ...filter, afterId });
    const users = await usersById(tx, requests.map((r) => r.userId));
    const rows: (ExportedRequest & Extra)[] = [];
    for (const request of requests) {
      const user = users.get(request.userId);
      rows.push({
        id: request.id,
        userId: request.userId,
        username: user?.username ?? "",
        nickname: user?.nickname ?? "",
        amountMinor: request.amountMinor,
        status: request.status,
        remark: request.remark,
        createdAtMs: request.createdAtMs,
        reviewedAtMs: request.reviewedAtMs,
        ...(await extra(tx, request)),
      });
    }
    return rows;
  });
}
