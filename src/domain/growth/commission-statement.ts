import type { CommissionComputation } from "./commission-formula";

/**
 * An agent's statement of one finished period, as stored once (migration 035) and paid from: the same figures the
 * agent's team screen and the console show. `fromMs`..`toMs` is the range the bets were counted over: the period's,
 * or less when the operator switched between daily and weekly and part of it was counted by a period of the other kind.
 */
export interface CommissionStatement extends CommissionComputation {
  readonly agentId: number;
  readonly periodKey: string;
  readonly fromMs: number;
  readonly toMs: number;
  readonly atMs: number;
}

/** A statement without its lines: the history's rows. */
export type CommissionStatementSummary = Omit<CommissionStatement, "lines"> & { readonly players: number };

/** The fund line's mark of a commission (the contract with the fund-mark renderers): `commission:<periodKey>`. */
export const commissionMark = (periodKey: string): string => `commission:${periodKey}`;

/** The run of a period's commissions, marked finished once every agent of it is paid. */
export const commissionRunKey = (periodKey: string): string => `commission:${periodKey}`;
