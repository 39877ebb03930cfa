/** A rate in basis points as a percentage with two decimals: 40 -> "0.40%". */
export const percentOfBp = (rateBp: number): string => `${(rateBp / 100).toFixed(2)}%`;
