/** The console's rate field: a percentage with at most two decimals, 0 to 10 %, as basis points ("0.8" -> 80); null when not one. */
export function rateBpOfPercent(text: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const rateBp = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return rateBp <= 1_000 ? rateBp : null;
}

/** Basis points as the console prints a rate: 50 -> "0.50 %". */
export const percentOfRateBp = (rateBp: number): string => `${(rateBp / 100).toFixed(2)} %`;
