import { fail, ok, type Result } from "../errors";
import { DEFAULT_AUTO_VOID_AFTER_MS } from "./void";

/**
 * The operator's risk settings (issue 41), one JSON document: how late a draw may be before the round is voided
 * and refunded, and how late before the operator is alarmed. What is missing or malformed in a stored document
 * falls back to the default, field by field.
 */
export interface RiskSettings {
  /** A round whose draw is later than this is voided by the engine instead of drawn (its bets refunded). */
  readonly autoVoidAfterMs: number;
  /** A round past its draw time by more than this, and not drawn, raises the stalled-draw alarm. */
  readonly stallAlarmAfterMs: number;
}

const DEFAULT_STALL_ALARM_AFTER_MS = 30_000;

export const DEFAULT_RISK_SETTINGS: RiskSettings = { autoVoidAfterMs: DEFAULT_AUTO_VOID_AFTER_MS, stallAlarmAfterMs: DEFAULT_STALL_ALARM_AFTER_MS };

/**
 * The ranges the console accepts. A void sooner than a minute would void rounds a brief database failover only
 * delayed; later than a day would leave players' stakes held for longer than any regulator allows. The alarm
 * needs a few seconds of slack for a draw that is merely slow, and must come before the void it warns of.
 */
export const AUTO_VOID_AFTER_MS_RANGE = { min: 60_000, max: 86_400_000 } as const;
export const STALL_ALARM_AFTER_MS_RANGE = { min: 5_000, max: 3_600_000 } as const;

export type RiskSettingsRefusal = "RISK_SETTINGS_INVALID";

const within = (value: unknown, range: { readonly min: number; readonly max: number }): value is number =>
  Number.isSafeInteger(value) && (value as number) >= range.min && (value as number) <= range.max;

/** Checks a whole settings document as the console sends it; names the field it refuses. */
export function checkRiskSettings(raw: RiskSettings): Result<RiskSettings, RiskSettingsRefusal> {
  const bad = (field: keyof RiskSettings) => fail("RISK_SETTINGS_INVALID" as const, { field });
  if (!within(raw.autoVoidAfterMs, AUTO_VOID_AFTER_MS_RANGE)) return bad("autoVoidAfterMs");
  if (!within(raw.stallAlarmAfterMs, STALL_ALARM_AFTER_MS_RANGE)) return bad("stallAlarmAfterMs");
  if (raw.stallAlarmAfterMs >= raw.autoVoidAfterMs) return bad("stallAlarmAfterMs");
  return ok({ autoVoidAfterMs: raw.autoVoidAfterMs, stallAlarmAfterMs: raw.stallAlarmAfterMs });
}

/** A stored document read back: what is missing or no longer valid takes its default. */
export function riskSettingsFromStored(text: string | null): RiskSettings {
  if (text === null) return DEFAULT_RISK_SETTINGS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return DEFAULT_RISK_SETTINGS;
  }
  const stored = typeof parsed === "object" && parsed !== null ? (parsed as Partial<RiskSettings>) : {};
  const checked = checkRiskSettings({ ...DEFAULT_RISK_SETTINGS, ...stored });
  return checked.ok ? checked.value : DEFAULT_RISK_SETTINGS;
}
