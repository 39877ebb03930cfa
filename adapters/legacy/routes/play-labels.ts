import { baseLabels, playTypeDef, type ParityLabel, type PlayTypeKey, type SizeLabel } from "../../../src/domain/betting/outcome";

/**
 * The names of the play types on the legacy wire (oddsList's class_name,
 * orderList's and the room feed's play_method, issueList's and heart's base and
 * join). Clients built for the original translate them themselves: they look
 * the label up as a dictionary key, and the trend table compares labels
 * literally, so these are the original's keys, in simplified characters,
 * whatever `lang` says (LEGACY-API.md, "What clients built for the original
 * read"). A number play type is the sum itself.
 */
type RangeKey = Exclude<PlayTypeKey, "number">;

const LABEL_KEYS: Readonly<Record<RangeKey, string>> = {
  big: "做多",
  small: "做空",
  single: "平单",
  double: "平双",
  big_single: "多单",
  big_double: "多双",
  small_single: "空单",
  small_double: "空双",
  extreme_small: "极阴",
  extreme_big: "极阳",
};

/** The label key of a wire play_type: "做多", "多单", "17"; the number itself for an unknown one. */
export function playLabel(playType: number): string {
  const def = playTypeDef(playType);
  if (def === undefined) return String(playType);
  if (def.key === "number") return String(def.number);
  return LABEL_KEYS[def.key];
}

/** A drawn sum's size and parity keys (["做多", "平单"]) and their combination ("多单"). */
export function sumLabels(sum: number): { readonly base: readonly [string, string]; readonly join: string } {
  const [size, parity] = baseLabels(sum);
  const combo = `${size}_${parity}` as `${SizeLabel}_${ParityLabel}`;
  return { base: [LABEL_KEYS[size], LABEL_KEYS[parity]], join: LABEL_KEYS[combo] };
}
