import { formatMoney, parseMoney } from "../../../../../src/domain/money";
import { VIP_LEVELS, type GrowthSettings, type VipLevelName, type VipLevelSettings } from "../../../../../src/domain/growth/settings";

/**
 * The growth settings as the form holds them: rates as percentages with two decimals ("0.50" for 50 basis
 * points), amounts as "18.00", days as a whole number, the choices as they are. Turned back into the document
 * the server checks only when every text is a number; the server then names the field a rule refuses.
 */
export interface LevelDraft {
  readonly turnover: string;
  readonly deposits: string;
  readonly baseRebate: string;
  readonly numberRebate: string;
  readonly levelUpBonus: string;
}

export interface SettingsDraft {
  readonly basis: GrowthSettings["commission"]["basis"];
  readonly defaultRate: string;
  readonly secondLevelRate: string;
  readonly period: GrowthSettings["commission"]["period"];
  readonly carryNegative: boolean;
  readonly rebateMode: GrowthSettings["rebate"]["mode"];
  readonly minimumClaim: string;
  readonly windowDays: string;
  readonly levels: readonly LevelDraft[];
}

/** Basis points as a percentage with two decimals: 50 -> "0.50", 1000 -> "10.00". */
export function percentText(rateBp: number): string {
  return `${Math.floor(rateBp / 100)}.${String(rateBp % 100).padStart(2, "0")}`;
}

/** "0.5", "0.50", "12" -> basis points; null when it is not a percentage with at most two decimals. Exact: no float. */
export function readPercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

function readAmount(text: string): number | null {
  const parsed = parseMoney(text.trim(), { allowZero: true });
  return parsed.ok ? parsed.value : null;
}

function readDays(text: string): number | null {
  return /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The settings as they come over the wire (JSON keeps the four levels, not their tuple type). */
export type SettingsAnswer = Omit<GrowthSettings, "vip"> & { readonly vip: { readonly windowDays: number; readonly levels: readonly VipLevelSettings[] } };

export function draftOf(settings: SettingsAnswer): SettingsDraft {
  return {
    basis: settings.commission.basis,
    defaultRate: percentText(settings.commission.defaultRateBp),
    secondLevelRate: percentText(settings.commission.secondLevelRateBp),
    period: settings.commission.period,
    carryNegative: settings.commission.carryNegative,
    rebateMode: settings.rebate.mode,
    minimumClaim: formatMoney(settings.rebate.minimumClaimMinor),
    windowDays: String(settings.vip.windowDays),
    levels: settings.vip.levels.map((level) => ({
      turnover: formatMoney(level.turnoverMinor),
      deposits: formatMoney(level.depositMinor),
      baseRebate: percentText(level.baseRebateBp),
      numberRebate: percentText(level.numberRebateBp),
      levelUpBonus: formatMoney(level.levelUpBonusMinor),
    })),
  };
}

/** What a text field holds: a percentage, an amount or days. */
export type FieldKind = "percent" | "amount" | "days";

/** The document's field path of each text field, and what it holds: the server names refusals by these paths. */
export function textFields(draft: SettingsDraft): { path: string; kind: FieldKind; text: string }[] {
  return [
    { path: "commission.defaultRateBp", kind: "percent", text: draft.defaultRate },
    { path: "commission.secondLevelRateBp", kind: "percent", text: draft.secondLevelRate },
    { path: "rebate.minimumClaimMinor", kind: "amount", text: draft.minimumClaim },
    { path: "vip.windowDays", kind: "days", text: draft.windowDays },
    ...draft.levels.flatMap((level, index) => [
      { path: `vip.levels.${index}.turnoverMinor`, kind: "amount" as const, text: level.turnover },
      { path: `vip.levels.${index}.depositMinor`, kind: "amount" as const, text: level.deposits },
      { path: `vip.levels.${index}.baseRebateBp`, kind: "percent" as const, text: level.baseRebate },
      { path: `vip.levels.${index}.numberRebateBp`, kind: "percent" as const, text: level.numberRebate },
      { path: `vip.levels.${index}.levelUpBonusMinor`, kind: "amount" as const, text: level.levelUpBonus },
    ]),
  ];
}

/** Whether a text reads as its kind. */
export function readable(kind: FieldKind, text: string): boolean {
  return (kind === "percent" ? readPercent(text) : kind === "amount" ? readAmount(text) : readDays(text)) !== null;
}

/** The document the server checks, or the paths of the texts that are not numbers of their kind. */
export function settingsOf(draft: SettingsDraft): { ok: true; settings: GrowthSettings } | { ok: false; unreadable: string[] } {
  const unreadable = textFields(draft).filter((field) => !readable(field.kind, field.text)).map((field) => field.path);
  if (unreadable.length > 0) return { ok: false, unreadable };
  const percent = (text: string) => readPercent(text)!;
  const amount = (text: string) => readAmount(text)!;
  const levels = draft.levels.map((level) => ({
    turnoverMinor: amount(level.turnover),
    depositMinor: amount(level.deposits),
    baseRebateBp: percent(level.baseRebate),
    numberRebateBp: percent(level.numberRebate),
    levelUpBonusMinor: amount(level.levelUpBonus),
  }));
  return {
    ok: true,
    settings: {
      commission: { basis: draft.basis, defaultRateBp: percent(draft.defaultRate), secondLevelRateBp: percent(draft.secondLevelRate), period: draft.period, carryNegative: draft.carryNegative },
      rebate: { mode: draft.rebateMode, minimumClaimMinor: amount(draft.minimumClaim) },
      vip: { windowDays: readDays(draft.windowDays)!, levels: levels as unknown as GrowthSettings["vip"]["levels"] },
    },
  };
}

/** The level a "vip.levels.2.…" path is about, if any. */
export function levelOf(path: string): VipLevelName | null {
  const match = /^vip\.levels\.(\d)\./.exec(path);
  return match ? (VIP_LEVELS[Number(match[1])] ?? null) : null;
}
