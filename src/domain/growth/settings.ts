import { fail, ok, type Result } from "../errors";
import { MAX_AMOUNT_MINOR, units, type Minor } from "../money";

/**
 * The operator's settings of the growth engine (issue 40): agents' commissions, players' rebates and VIP levels.
 * Rates are in basis points (hundredths of a percent: 50 = 0.50 %), amounts in minor units. Stored as one JSON
 * document; what is missing or malformed in a stored document falls back to the default, field by field.
 */
export type CommissionBasis = "turnover" | "net_revenue";
export type CommissionPeriod = "daily" | "weekly";
export type RebateMode = "claim" | "auto";

export interface CommissionSettings {
  /** turnover: stakes settled; net_revenue: stakes minus payouts minus the rebates and bonuses those players received. */
  readonly basis: CommissionBasis;
  /** The agents' rate unless an agent has an override of their own. */
  readonly defaultRateBp: number;
  /** The inviter's inviter's rate on the same players (0: no second level). */
  readonly secondLevelRateBp: number;
  /** daily: the operator's sales day; weekly: Monday's sales day to Sunday's. */
  readonly period: CommissionPeriod;
  /** On net revenue, whether a negative period is carried into the next one (shown on the statement). */
  readonly carryNegative: boolean;
}

export interface RebateSettings {
  /** claim: the player taps to take it (unclaimed rebate is credited at the end of the day anyway); auto: only credited at the end of the day. */
  readonly mode: RebateMode;
  /** The least a claim may take. */
  readonly minimumClaimMinor: Minor;
}

/** The four levels SPEC names, lowest first; a level's index is its number (0 junior ... 3 supreme). */
export const VIP_LEVELS = ["junior", "intermediate", "premium", "supreme"] as const;
export type VipLevelName = (typeof VIP_LEVELS)[number];

export interface VipLevelSettings {
  /** Settled stakes over the window needed to reach the level (the lowest level's are 0: everyone holds it). */
  readonly turnoverMinor: Minor;
  /** Approved deposits over the window needed to reach the level. */
  readonly depositMinor: Minor;
  /** The rolling rebate on the base plays (big, small, single, double, the combos, the extremes). */
  readonly baseRebateBp: number;
  /** The rolling rebate on number bets (a sum 0-27). */
  readonly numberRebateBp: number;
  /** Paid once, the first time a player reaches the level. */
  readonly levelUpBonusMinor: Minor;
}

export interface VipSettings {
  /** The rolling window turnover and deposits are counted over. */
  readonly windowDays: number;
  /** The four levels in order, each at least the one below on both thresholds. */
  readonly levels: readonly [VipLevelSettings, VipLevelSettings, VipLevelSettings, VipLevelSettings];
}

export interface GrowthSettings {
  readonly commission: CommissionSettings;
  readonly rebate: RebateSettings;
  readonly vip: VipSettings;
}

/** A level, once reached, is kept at least this long, whatever the window says later. */
export const VIP_KEEP_DAYS = 30;
/** Highest rate the console accepts: 10 % of a player's stakes (or of an agent's basis) is already far past any peer's. */
export const MAX_RATE_BP = 1_000;
const MAX_WINDOW_DAYS = 365;

export const DEFAULT_GROWTH_SETTINGS: GrowthSettings = {
  commission: { basis: "turnover", defaultRateBp: 50, secondLevelRateBp: 0, period: "daily", carryNegative: true },
  rebate: { mode: "claim", minimumClaimMinor: units(1) },
  vip: {
    windowDays: 30,
    levels: [
      { turnoverMinor: 0, depositMinor: 0, baseRebateBp: 20, numberRebateBp: 30, levelUpBonusMinor: 0 },
      { turnoverMinor: units(10_000), depositMinor: units(1_000), baseRebateBp: 40, numberRebateBp: 50, levelUpBonusMinor: units(18) },
      { turnoverMinor: units(100_000), depositMinor: units(10_000), baseRebateBp: 60, numberRebateBp: 80, levelUpBonusMinor: units(88) },
      { turnoverMinor: units(1_000_000), depositMinor: units(100_000), baseRebateBp: 80, numberRebateBp: 100, levelUpBonusMinor: units(588) },
    ],
  },
};

/** What is wrong with a settings document, by field path ("vip.levels.2.turnoverMinor"), for the console's message. */
export type GrowthSettingsRefusal = "GROWTH_SETTINGS_INVALID";

const isRate = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_RATE_BP;
const isAmount = (value: unknown): value is Minor => Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_AMOUNT_MINOR;

/**
 * Checks a whole settings document as the console sends it. The levels must climb: each needs at least the
 * turnover and deposits of the one below (else a player could hold a higher level with less), and the lowest
 * needs nothing, so every player has a level.
 */
export function checkGrowthSettings(raw: GrowthSettings): Result<GrowthSettings, GrowthSettingsRefusal> {
  const bad = (field: string) => fail("GROWTH_SETTINGS_INVALID" as const, { field });
  const { commission, rebate, vip } = raw;
  if (commission.basis !== "turnover" && commission.basis !== "net_revenue") return bad("commission.basis");
  if (!isRate(commission.defaultRateBp)) return bad("commission.defaultRateBp");
  if (!isRate(commission.secondLevelRateBp)) return bad("commission.secondLevelRateBp");
  if (commission.period !== "daily" && commission.period !== "weekly") return bad("commission.period");
  if (typeof commission.carryNegative !== "boolean") return bad("commission.carryNegative");
  if (rebate.mode !== "claim" && rebate.mode !== "auto") return bad("rebate.mode");
  if (!isAmount(rebate.minimumClaimMinor)) return bad("rebate.minimumClaimMinor");
  if (!Number.isInteger(vip.windowDays) || vip.windowDays < 1 || vip.windowDays > MAX_WINDOW_DAYS) return bad("vip.windowDays");
  if (vip.levels.length !== VIP_LEVELS.length) return bad("vip.levels");
  for (const [index, level] of vip.levels.entries()) {
    const at = `vip.levels.${index}`;
    if (!isAmount(level.turnoverMinor)) return bad(`${at}.turnoverMinor`);
    if (!isAmount(level.depositMinor)) return bad(`${at}.depositMinor`);
    if (!isRate(level.baseRebateBp)) return bad(`${at}.baseRebateBp`);
    if (!isRate(level.numberRebateBp)) return bad(`${at}.numberRebateBp`);
    if (!isAmount(level.levelUpBonusMinor)) return bad(`${at}.levelUpBonusMinor`);
    const below = index > 0 ? vip.levels[index - 1] : undefined;
    if (below === undefined && (level.turnoverMinor !== 0 || level.depositMinor !== 0)) return bad(`${at}.turnoverMinor`);
    if (below !== undefined && level.turnoverMinor < below.turnoverMinor) return bad(`${at}.turnoverMinor`);
    if (below !== undefined && level.depositMinor < below.depositMinor) return bad(`${at}.depositMinor`);
  }
  return ok(raw);
}

/** A stored document read back: every field that is missing or no longer valid takes its default (an older version wrote less). */
export function growthSettingsFromStored(text: string | null): GrowthSettings {
  if (text === null) return DEFAULT_GROWTH_SETTINGS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return DEFAULT_GROWTH_SETTINGS;
  }
  const stored = (typeof parsed === "object" && parsed !== null ? parsed : {}) as Partial<Record<keyof GrowthSettings, Record<string, unknown>>>;
  const merged = {
    commission: { ...DEFAULT_GROWTH_SETTINGS.commission, ...stored.commission },
    rebate: { ...DEFAULT_GROWTH_SETTINGS.rebate, ...stored.rebate },
    vip: { ...DEFAULT_GROWTH_SETTINGS.vip, ...stored.vip },
  } as GrowthSettings;
  const checked = checkGrowthSettings(merged);
  return checked.ok ? checked.value : DEFAULT_GROWTH_SETTINGS;
}
