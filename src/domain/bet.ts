import type { Minor } from "./money";

/** 0 accepted (pending), 1 settled: the wire's `status`. */
export type BetStatus = 0 | 1;

export interface BetRecord {
  readonly id: number;
  /** Shown to the player and the operator; unique. */
  readonly orderNo: string;
  readonly userId: number;
  readonly gameId: number;
  readonly roomId: number;
  readonly issue: string;
  readonly playType: number;
  readonly stakeMinor: Minor;
  /** Odds snapshot taken when the bet was accepted: later odds changes never touch it. */
  readonly oddsHundredths: number;
  readonly status: BetStatus;
  readonly hit: boolean;
  /** What settlement credited (stake x odds when hit, else 0). */
  readonly payoutMinor: Minor;
  readonly placedAtMs: number;
  readonly settledAtMs: number | null;
  /** The bet this one followed, when placed by follow-bet. */
  readonly followOfBetId: number | null;
}

export type NewBet = Omit<BetRecord, "id" | "status" | "hit" | "payoutMinor" | "settledAtMs">;
