import type { Minor } from "../money";

/** The figures of a day (or a range, a game, an agent's team) that the console's growth report shows. */
export interface GrowthFigures {
  readonly bets: number;
  /** Settled stakes. */
  readonly turnoverMinor: Minor;
  /** Wins paid on them (stake included, as a winning bet's credit). */
  readonly payoutMinor: Minor;
  readonly rebateMinor: Minor;
  readonly commissionMinor: Minor;
  readonly bonusMinor: Minor;
}

export interface HouseResult {
  /** Turnover minus payouts: what the house won on the bets (negative: lost). */
  readonly grossMinor: Minor;
  /** The gross result after the growth engine's payments (rebates, commissions, bonuses). */
  readonly netMinor: Minor;
}

/** The house's result before and after what the growth engine paid. */
export function houseResult(figures: GrowthFigures): HouseResult {
  const grossMinor = figures.turnoverMinor - figures.payoutMinor;
  return { grossMinor, netMinor: grossMinor - figures.rebateMinor - figures.commissionMinor - figures.bonusMinor };
}

export const NO_FIGURES: GrowthFigures = { bets: 0, turnoverMinor: 0, payoutMinor: 0, rebateMinor: 0, commissionMinor: 0, bonusMinor: 0 };

/** Two sets of figures added (a range's total from its days). */
export const addFigures = (a: GrowthFigures, b: GrowthFigures): GrowthFigures => ({
  bets: a.bets + b.bets,
  turnoverMinor: a.turnoverMinor + b.turnoverMinor,
  payoutMinor: a.payoutMinor + b.payoutMinor,
  rebateMinor: a.rebateMinor + b.rebateMinor,
  commissionMinor: a.commissionMinor + b.commissionMinor,
  bonusMinor: a.bonusMinor + b.bonusMinor,
});
