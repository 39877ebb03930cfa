import { describe, expect, it } from "vitest";
import { PLAY_TYPE } from "../betting/outcome";
import { units } from "../money";
import { DEFAULT_GROWTH_SETTINGS } from "./settings";
import { progressToNext, qualifiedLevel, reviewVip, VIP_KEEP_MS, vipTurnoverMinor, type VipState } from "./vip-level";

const vip = DEFAULT_GROWTH_SETTINGS.vip; // intermediate 10,000 / 1,000; premium 100,000 / 10,000; supreme 1,000,000 / 100,000
const T = Date.UTC(2026, 10, 28);
const figures = (turnover: number, deposit: number, day = "2026-11-28") => ({ turnoverMinor: units(turnover), depositMinor: units(deposit), day });

describe("VIP levels", () => {
  it("are the highest level whose turnover and deposits both reach its thresholds", () => {
    expect(qualifiedLevel(vip, 0, 0)).toBe(0);
    expect(qualifiedLevel(vip, units(10_000), units(1_000))).toBe(1);
    expect(qualifiedLevel(vip, units(9_999.99), units(1_000_000))).toBe(0); // deposits alone are not enough
    expect(qualifiedLevel(vip, units(500_000), units(10_000))).toBe(2);
    expect(qualifiedLevel(vip, units(5_000_000), units(100_000))).toBe(3);
  });

  it("rise at once and owe the bonus of every level reached for the first time, the skipped ones too", () => {
    const review = reviewVip(null, 9, vip, figures(200_000, 20_000), T);
    expect(review.change).toBe("raised");
    expect(review.state).toMatchObject({ userId: 9, level: 2, sinceMs: T, highestLevel: 0 });
    expect(review.bonusLevels).toEqual([1, 2]);
    // Once paid (highest raised by the caller), the same level again owes nothing.
    const again = reviewVip({ ...review.state, highestLevel: 2 }, 9, vip, figures(200_000, 20_000), T + 1);
    expect(again).toMatchObject({ change: "kept", bonusLevels: [] });
  });

  it("keep a level at least 30 days, then drop straight to what the window qualifies for, which is kept in turn", () => {
    const held: VipState = { userId: 9, level: 2, sinceMs: T, highestLevel: 2, turnoverMinor: 0, depositMinor: 0, reviewedDay: "2026-11-28" };
    expect(reviewVip(held, 9, vip, figures(0, 0), T + VIP_KEEP_MS - 1)).toMatchObject({ change: "kept", state: { level: 2, sinceMs: T } });
    const dropped = reviewVip(held, 9, vip, figures(20_000, 2_000), T + VIP_KEEP_MS);
    expect(dropped).toMatchObject({ change: "lowered", bonusLevels: [], state: { level: 1, sinceMs: T + VIP_KEEP_MS, highestLevel: 2 } });
    // Climbing back to a level reached before pays nothing again.
    expect(reviewVip(dropped.state, 9, vip, figures(200_000, 20_000), T + VIP_KEEP_MS + 1)).toMatchObject({ change: "raised", bonusLevels: [] });
  });

  it("count turnover without hedged rounds, and show what is missing to the next level on each threshold", () => {
    const play = (issue: string, playType: number, stakeMinor: number) => ({ userId: 1, gameId: 1, issue, playType, stakeMinor, payoutMinor: 0 });
    expect(vipTurnoverMinor([play("a", PLAY_TYPE.big, 500), play("a", PLAY_TYPE.small, 500), play("b", PLAY_TYPE.big, 700)])).toBe(700);
    expect(progressToNext(vip, 0, units(2_500), units(1_500))).toEqual({ nextLevel: 1, turnoverNeededMinor: units(10_000), depositNeededMinor: units(1_000), turnoverShortMinor: units(7_500), depositShortMinor: 0 });
    expect(progressToNext(vip, 3, 0, 0)).toBeNull();
  });
});
