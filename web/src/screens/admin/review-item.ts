/** The shapes the review queues, their cards and the approval confirmation share. */

/** What every deposit and withdrawal request carries in the console's queues. */
export interface ReviewItem {
  readonly id: number;
  readonly player: { readonly id: number; readonly username: string; readonly nickname: string };
  readonly amountMinor: number;
  readonly status: number;
  readonly remark: string;
  readonly createdAtMs: number;
  readonly reviewedAtMs: number | null;
  readonly playerMoney: {
    readonly moneyMinor: number;
    readonly lockedMinor: number;
    readonly withdrawingMinor: number;
    readonly turnover: {
      readonly met: boolean;
      readonly shortfallMinor: number;
      readonly requiredMinor: number;
      readonly moneyAtResetMinor: number;
      readonly creditedMinor: number;
      readonly settledStakeMinor: number;
    };
  };
  /** Four-eyes (issue 37, item 12): above the operator's amount two different operators approve. */
  readonly approval: {
    readonly needsSecond: boolean;
    readonly first: { readonly operatorId: number; readonly operatorName: string; readonly atMs: number } | null;
    readonly awaitingSecond: boolean;
  };
}

/** What the confirmation names besides amount, player and turnover: where the money came from or goes to. */
export interface ApproveFacts {
  readonly channel: string;
  readonly reference: string;
}
