import { MAX_SUM, MIN_SUM, type PlayTypeDef } from "../../../../src/domain/betting/outcome";

/** The sums a play type wins on, described for the rules: one sum, a run, or every odd/even sum of a run. */
export type SumRange =
  | { readonly kind: "one"; readonly from: number; readonly to: number }
  | { readonly kind: "run"; readonly from: number; readonly to: number }
  | { readonly kind: "odd" | "even"; readonly from: number; readonly to: number };

/** Read from the play-type table itself (the one the server settles by), so the rules cannot drift from what pays. */
export function sumRangeOf(def: PlayTypeDef): SumRange | null {
  const sums: number[] = [];
  for (let sum = MIN_SUM; sum <= MAX_SUM; sum++) if (def.wins(sum)) sums.push(sum);
  const from = sums[0];
  const to = sums[sums.length - 1];
  if (from === undefined || to === undefined) return null;
  if (sums.length === 1) return { kind: "one", from, to };
  if (sums.length === to - from + 1) return { kind: "run", from, to };
  const everyOther = sums.every((sum, i) => sum === from + 2 * i);
  if (everyOther) return { kind: from % 2 === 1 ? "odd" : "even", from, to };
  return null;
}
