import type { FundLogEntry, FundType, NewFundLogEntry, ReviewStatus } from "../../../domain/wallet/fund-log";
import type { Minor } from "../../../domain/money";
import type { Page, TimeRange, Before } from "../common";

export interface FundLogRepository {
  insert(entry: NewFundLogEntry): Promise<FundLogEntry>;
  byId(id: number): Promise<FundLogEntry | null>;
  update(id: number, changes: { readonly status?: ReviewStatus; readonly overMinor?: Minor; readonly mark?: string }): Promise<void>;
  /** Newest first; `type` null means every type, a list any of those (the legacy wire's gift covers the growth credits). */
  ofUser(userId: number, range: TimeRange, type: FundType | readonly FundType[] | null, page: Page, before?: Before | null): Promise<FundLogEntry[]>;
}
