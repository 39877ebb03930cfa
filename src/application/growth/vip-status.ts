import { growthDayOf } from "../../domain/growth/periods";
import { VIP_LEVELS, type VipLevelName, type VipLevelSettings } from "../../domain/growth/settings";
import { JUNIOR, progressToNext, qualifiedLevel, VIP_KEEP_MS, vipLevelName, vipTurnoverMinor, type VipProgress } from "../../domain/growth/vip-level";
import type { Minor } from "../../domain/money";
import type { AppDeps } from "../deps";
import { growthSettingsIn } from "./growth-settings";
import { vipWindow } from "./review-vip-levels";

interface VipLevelOffer extends VipLevelSettings {
  readonly level: number;
  readonly name: VipLevelName;
  /** Whether the player reached it once (its level-up bonus is theirs, or waits for the end of a break). */
  readonly reached: boolean;
}

export interface VipStatus {
  readonly level: number;
  readonly name: VipLevelName;
  /** The level is kept at least until then (a month after it was set); null for junior, which is never lost. */
  readonly keptUntilMs: number | null;
  /** The same as the operator's day ("YYYY-MM-DD"), for the screen. */
  readonly keptUntilDay: string | null;
  readonly windowDays: number;
  /** Counted settled stakes and approved deposits of the window up to now (live, not only at the last review). */
  readonly turnoverMinor: Minor;
  readonly depositMinor: Minor;
  /** The level today's figures qualify for: levels change at the review after the day ends. */
  readonly qualifiedLevel: number;
  /** The next level's thresholds and what is missing on each; null at the top. */
  readonly next: VipProgress | null;
  /** Every level, lowest first, with its thresholds, rebate rates and level-up bonus. */
  readonly levels: readonly VipLevelOffer[];
}

/** The player's VIP card: the level held, the progress to the next on both thresholds, what each level gives. */
export function vipStatus(deps: Pick<AppDeps, "store" | "clock" | "schedule">, userId: number): Promise<VipStatus> {
  return deps.store.read(async (tx) => {
    const nowMs = deps.clock.nowMs();
    const settings = await growthSettingsIn(tx);
    const state = await tx.vipStates.of(userId);
    const level = state?.level ?? JUNIOR;
    const window = vipWindow(deps.schedule, settings.vip, growthDayOf(deps.schedule, nowMs));
    const turnoverMinor = vipTurnoverMinor(await tx.growthFigures.settledPlaysOf([userId], window));
    const depositMinor = (await tx.growthFigures.depositsOf([userId], window)).get(userId) ?? 0;
    const highest = Math.max(state?.highestLevel ?? JUNIOR, level);
    const keptUntilMs = level > JUNIOR && state ? state.sinceMs + VIP_KEEP_MS : null;
    return {
      level,
      name: vipLevelName(level),
      keptUntilMs,
      keptUntilDay: keptUntilMs === null ? null : growthDayOf(deps.schedule, keptUntilMs),
      windowDays: settings.vip.windowDays,
      turnoverMinor,
      depositMinor,
      qualifiedLevel: qualifiedLevel(settings.vip, turnoverMinor, depositMinor),
      next: progressToNext(settings.vip, level, turnoverMinor, depositMinor),
      levels: settings.vip.levels.map((offer, index) => ({ ...offer, level: index, name: VIP_LEVELS[index]!, reached: index <= highest })),
    };
  });
}
