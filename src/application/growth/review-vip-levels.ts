import { addCalendarDays } from "../../domain/calendar";
import { payoutKey } from "../../domain/growth/payout";
import { dayPeriod, growthDayOf } from "../../domain/growth/periods";
import type { VipSettings } from "../../domain/growth/settings";
import { levelBonusMark, levelBonusOnce, reviewVip, vipTurnoverMinor } from "../../domain/growth/vip-level";
import type { Minor } from "../../domain/money";
import { exclusionAt } from "../../domain/protection/exclusion";
import type { ScheduleConfig } from "../../domain/rounds/schedule";
import type { TimeRange } from "../../ports/store";
import type { AppDeps } from "../deps";
import { inTransaction } from "../unit-of-work";
import { chunksOf, playsByUser, RUN_GRACE_MS, visitorsAmong } from "./growth-chunks";
import { growthSettings } from "./growth-settings";
import { payOut } from "./pay-out";

/** The review run of a day: when it finished, every player's level was reviewed on the window ending that day. */
const vipRunKey = (day: string): string => `vip:${day}`;

/** The rolling window ending with `lastDay` (windowDays sales days, that one included). */
export function vipWindow(schedule: Pick<ScheduleConfig, "timeZone">, vip: Pick<VipSettings, "windowDays">, lastDay: string): TimeRange {
  return { fromMs: dayPeriod(schedule, addCalendarDays(lastDay, 1 - vip.windowDays)).fromMs, toMs: dayPeriod(schedule, lastDay).toMs };
}

/**
 * The daily review of VIP levels (issue 40), once the sales day is over: every player with turnover or deposits in
 * the window ending that day, and every player holding a level above junior, gets the highest level both figures
 * reach (a level drops only after VIP_KEEP_DAYS), and each level reached for the first time pays its level-up
 * bonus once (key bonus:<user>:level:<n>). A player on a break gets the level but not the bonus: it is paid by the
 * first review after the break. Visitors (trial money) stay junior. Only the last finished day is reviewed: a later window supersedes an earlier one.
 * Chunks of RUN_CHUNK_PLAYERS per transaction; killed and run again, or on two servers, nothing is paid twice.
 */
export async function reviewVipLevels(deps: Pick<AppDeps, "store" | "events" | "schedule">, nowMs: number): Promise<{ raised: number; lowered: number; bonusMinor: Minor }> {
  const day = addCalendarDays(growthDayOf(deps.schedule, nowMs - RUN_GRACE_MS), -1);
  const runKey = vipRunKey(day);
  const totals = { raised: 0, lowered: 0, bonusMinor: 0 };
  if (await deps.store.read((tx) => tx.growthPayouts.runFinished(runKey))) return totals;
  const settings = await growthSettings(deps);
  const window = vipWindow(deps.schedule, settings.vip, day);
  const userIds = await deps.store.read(async (tx) => {
    const players = new Set([...(await tx.growthFigures.playersWithSettledBets(window)), ...(await tx.vipStates.depositors(window)), ...(await tx.vipStates.holders())]);
    return [...players].sort((a, b) => a - b);
  });
  for (const chunk of chunksOf(userIds)) {
    const { plays, deposits } = await deps.store.read(async (tx) => ({
      plays: playsByUser(await tx.growthFigures.settledPlaysOf(chunk, window)),
      deposits: await tx.growthFigures.depositsOf(chunk, window),
    }));
    const done = await inTransaction<typeof totals, "INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">(deps, async (work) => {
      const states = await work.tx.vipStates.ofUsers(chunk);
      const visitors = await visitorsAmong(work.tx, chunk);
      const chunkTotals = { raised: 0, lowered: 0, bonusMinor: 0 };
      for (const userId of chunk) {
        if (visitors.has(userId)) continue;
        const previous = states.get(userId) ?? null;
        const review = reviewVip(previous, userId, settings.vip, { turnoverMinor: vipTurnoverMinor(plays.get(userId) ?? []), depositMinor: deposits.get(userId) ?? 0, day }, nowMs);
        if (review.change === "raised") chunkTotals.raised += 1;
        if (review.change === "lowered") chunkTotals.lowered += 1;
        let state = review.state;
        const onBreak = review.bonusLevels.length > 0 && exclusionAt((await work.tx.protection.stateOf(userId)).exclusion, nowMs) !== null;
        if (!onBreak && review.bonusLevels.length > 0) {
          for (const level of review.bonusLevels) {
            const bonusMinor = settings.vip.levels[level]?.levelUpBonusMinor ?? 0;
            if (bonusMinor <= 0) continue;
            const paid = await payOut(work, {
              key: payoutKey("bonus", userId, levelBonusOnce(level)),
              kind: "bonus",
              userId,
              amountMinor: bonusMinor,
              periodKey: levelBonusOnce(level),
              source: levelBonusOnce(level),
              detail: JSON.stringify({ level, day }),
              mark: levelBonusMark(level),
              atMs: nowMs,
            });
            if (paid) chunkTotals.bonusMinor += bonusMinor;
          }
          state = { ...state, highestLevel: state.level };
        }
        if (previous === null && state.level === 0 && state.highestLevel === 0 && state.turnoverMinor === 0 && state.depositMinor === 0) continue;
        await work.tx.vipStates.save(state);
      }
      return chunkTotals;
    });
    if (!done.ok) throw new Error(`reviewVipLevels ${day}: ${done.error.code}`);
    totals.raised += done.value.raised;
    totals.lowered += done.value.lowered;
    totals.bonusMinor += done.value.bonusMinor;
  }
  await deps.store.transaction((tx) => tx.growthPayouts.markRunFinished(runKey, nowMs));
  return totals;
}
