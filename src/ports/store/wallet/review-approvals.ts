import type { FirstApproval } from "../../../domain/wallet/approval-rules";

/** What a first approval is of: a deposit or a withdrawal request. */
export type ApprovalKind = "deposit" | "withdrawal";

/** The first approvals of requests held for a second operator (four-eyes, approval-rules.ts). */
export interface ReviewApprovalRepository {
  /**
   * Records the first approval of a request; false when one already stands.
   * The request is the key: of two first approvals at once, the second waits
   * for the first and then gets false.
   */
  recordFirst(kind: ApprovalKind, requestId: number, approval: FirstApproval): Promise<boolean>;
  firstOf(kind: ApprovalKind, requestId: number): Promise<FirstApproval | null>;
  /** The first approvals of several requests (a page of a queue), by request id. */
  firstOfMany(kind: ApprovalKind, requestIds: readonly number[]): Promise<Map<number, FirstApproval>>;
}
