import type { Minor } from "../money";
import { countedPlays, type RoundPlay } from "./counted-plays";
import { VIP_KEEP_DAYS, VIP_LEVELS, type VipLevelName, type VipSettings } from "./settings";

/**
 * VIP levels (issue 40): a player holds the highest level whose turnover (counted settled stakes) and deposits over
 * the rolling window both reach its thresholds. A level once reached is kept at least VIP_KEEP_DAYS before it may
 * drop, and reaching a level for the first time pays its level-up bonus once. Level 0 (junior) needs nothing.
 */
export interface VipState {
  readonly userId: number;
  /** 0 junior ... 3 supreme. */
  readonly level: number;
  /** When the level held was set (reached, or dropped to): it is kept VIP_KEEP_DAYS from then. */
  readonly sinceMs: number;
  /** The highest level ever reached: the levels whose bonus was earned. */
  readonly highestLevel: number;
  /** Turnover and deposits of the window at the last review (what the status screen's progress starts from). */
  readonly turnoverMinor: Minor;
  readonly depositMinor: Minor;
  /** The sales day of the last review ("YYYY-MM-DD"). */
  readonly reviewedDay: string;
}

/** A player never reviewed holds the lowest level. */
export const JUNIOR = 0;

const DAY_MS = 86_400_000;
export const VIP_KEEP_MS = VIP_KEEP_DAYS * DAY_MS;

export const vipLevelName = (level: number): VipLevelName => VIP_LEVELS[Math.min(Math.max(level, 0), VIP_LEVELS.length - 1)]!;

/** The highest level whose thresholds both figures reach. */
export function qualifiedLevel(vip: VipSettings, turnoverMinor: Minor, depositMinor: Minor): number {
  let reached = JUNIOR;
  vip.levels.forEach((level, index) => {
    if (turnoverMinor >= level.turnoverMinor && depositMinor >= level.depositMinor) reached = index;
  });
  return reached;
}

export interface VipReview {
  readonly state: VipState;
  /**
   * Levels up to the one held that were never paid their level-up bonus, lowest first. The caller pays them (not
   * during a break: then they wait for the first review after it) and only then raises `highestLevel`.
   */
  readonly bonusLevels: readonly number[];
  readonly change: "raised" | "lowered" | "kept";
}

/**
 * A review: the level the figures qualify for, unless that is lower than the level held and the level has not
 * been held VIP_KEEP_MS yet. A rise is at once and skips no bonus: a player jumping from junior to premium is
 * owed intermediate's bonus and premium's (each level reached for the first time). A drop goes straight to the
 * qualified level, which is then itself kept VIP_KEEP_MS.
 */
export function reviewVip(previous: VipState | null, userId: number, vip: VipSettings, figures: { turnoverMinor: Minor; depositMinor: Minor; day: string }, nowMs: number): VipReview {
  const held = previous ?? { userId, level: JUNIOR, sinceMs: nowMs, highestLevel: JUNIOR, turnoverMinor: 0, depositMinor: 0, reviewedDay: figures.day };
  const qualified = qualifiedLevel(vip, figures.turnoverMinor, figures.depositMinor);
  const base = { ...held, turnoverMinor: figures.turnoverMinor, depositMinor: figures.depositMinor, reviewedDay: figures.day };
  let state: VipState = base;
  let change: VipReview["change"] = "kept";
  if (qualified > held.level) {
    state = { ...base, level: qualified, sinceMs: nowMs };
    change = "raised";
  } else if (qualified < held.level && nowMs - held.sinceMs >= VIP_KEEP_MS) {
    state = { ...base, level: qualified, sinceMs: nowMs };
    change = "lowered";
  }
  return { state, bonusLevels: range(held.highestLevel + 1, state.level), change };
}

/** Counted settled stakes (hedged rounds dropped): a VIP level's turnover. */
export function vipTurnoverMinor(plays: readonly RoundPlay[]): Minor {
  return countedPlays(plays).reduce((sum, play) => sum + play.stakeMinor, 0);
}

const range = (from: number, to: number): number[] => (from > to ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i));

/** The level-up bonus's fund mark and payout once-part: one per player and level, for ever. */
export const levelBonusOnce = (level: number): string => `level:${level}`;
export const levelBonusMark = (level: number): string => `bonus:level:${level}`;

/** The next level's thresholds and what is missing to reach them; null at the top. */
export interface VipProgress {
  readonly nextLevel: number;
  readonly turnoverNeededMinor: Minor;
  readonly depositNeededMinor: Minor;
  readonly turnoverShortMinor: Minor;
  readonly depositShortMinor: Minor;
}

export function progressToNext(vip: VipSettings, level: number, turnoverMinor: Minor, depositMinor: Minor): VipProgress | null {
  const next = vip.levels[level + 1];
  if (next === undefined) return null;
  return {
    nextLevel: level + 1,
    turnoverNeededMinor: next.turnoverMinor,
    depositNeededMinor: next.depositMinor,
    turnoverShortMinor: Math.max(0, next.turnoverMinor - turnoverMinor),
    depositShortMinor: Math.max(0, next.depositMinor - depositMinor),
  };
}
