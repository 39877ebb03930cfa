import type { ReviewStatus } from "../../../domain/wallet/fund-log";
import type { PayoutMethod, PayoutType } from "../../../domain/wallet/payout-method";
import type { WithdrawalRequest } from "../../../domain/wallet/wallet-requests";
import type { Page, RequestFilter } from "../common";

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
  /** Every method the user has, at most one per type, in one read (the wallet shows both). */
  ofUser(userId: number): Promise<PayoutMethod[]>;
  set(method: PayoutMethod): Promise<void>;
}
