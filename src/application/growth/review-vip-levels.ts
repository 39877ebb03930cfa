import { GROUP } from "../../domain/accounts/user";
import { addCalendarDays } from "../../domain/calendar";
import type { RoundPlay } from "../../domain/growth/counted-plays";
import { payoutKey } from "../../domain/growth/payout";
import { dayPeriod, growthDayOf } from "../../domain/growth/periods";
import type { VipSettings } from "../../domain/growth/settings";
import { JUNIOR, levelBonusMark, levelBonusOnce, reviewVip, vipTurnoverMinor } from "../../domain/growth/vip-level";
import type { Minor } from "../../domain/money";
import { exclusionAt } from "../../domain/protection/exclusion";
import type { ScheduleConfig } from "../../domain/rounds/schedule";
import type { TimeRange } from "../../ports/store";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { chunksOf, playsByUser, RUN_GRACE_MS } from "./growth-chunks";
import { growthSettings } from "./growth-settings";
import { payOut } from "./pay-out";

/** Accounts one read of the review lists (ids only matter): their figures are then read RUN_CHUNK_PLAYERS at a time. */
const ACCOUNTS_PER_PAGE = 1_000;

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
  // Every account, a page at a time (newest first), rather than one read of the window's players: that read spans
  // windowDays of settled bets and holds SQLite's connection, and every bet behind it, for hundreds of ms.
  for (let beforeId: number | null = null; ; ) {
    const accounts = await deps.store.read((tx) => tx.users.search({ text: null, role: null, beforeId }, { limit: ACCOUNTS_PER_PAGE, offset: 0 }));
    const userIds = accounts.filter((user) => user.groupId !== GROUP.visitor).map((user) => user.id).sort((a, b) => a - b);
    for (const chunk of chunksOf(userIds)) {
      const figures = await deps.store.read(async (tx) => ({
        plays: playsByUser(await tx.growthFigures.settledPlaysOf(chunk, window)),
        deposits: await tx.growthFigures.depositsOf(chunk, window),
        states: await tx.vipStates.ofUsers(chunk),
      }));
      // Who is reviewed: a player with turnover or deposits in the window, or holding a level above junior.
      const reviewed = chunk.filter((userId) => figures.plays.has(userId) || figures.deposits.has(userId) || (figures.states.get(userId)?.level ?? JUNIOR) > JUNIOR);
      if (reviewed.length === 0) continue;
      const done = await inTransaction<typeof totals, "INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">(deps, (work) => reviewChunk(work, settings.vip, reviewed, figures, day, nowMs));
      if (!done.ok) throw new Error(`reviewVipLevels ${day}: ${done.error.code}`);
      totals.raised += done.value.raised;
      totals.lowered += done.value.lowered;
      totals.bonusMinor += done.value.bonusMinor;
    }
    if (accounts.length < ACCOUNTS_PER_PAGE) break;
    beforeId = accounts.at(-1)!.id;
  }
  await deps.store.transaction((tx) => tx.growthPayouts.markRunFinished(runKey, nowMs));
  return totals;
}

/** One transaction of the review: these players' levels (as stored now: another server may have reviewed them) and bonuses. */
async function reviewChunk(
  work: Work<"INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">,
  vip: VipSettings,
  userIds: readonly number[],
  figures: { readonly plays: ReadonlyMap<number, RoundPlay[]>; readonly deposits: ReadonlyMap<number, Minor> },
  day: string,
  nowMs: number,
): Promise<{ raised: number; lowered: number; bonusMinor: Minor }> {
  const states = await work.tx.vipStates.ofUsers(userIds);
  const chunkTotals = { raised: 0, lowered: 0, bonusMinor: 0 };
  for (const userId of userIds) {
    const previous = states.get(userId) ?? null;
    const review = reviewVip(previous, userId, vip, { turnoverMinor: vipTurnoverMinor(figures.plays.get(userId) ?? []), depositMinor: figures.deposits.get(userId) ?? 0, day }, nowMs);
    if (review.change === "raised") chunkTotals.raised += 1;
    if (review.change === "lowered") chunkTotals.lowered += 1;
    let state = review.state;
    const onBreak = review.bonusLevels.length > 0 && exclusionAt((await work.tx.protection.stateOf(userId)).exclusion, nowMs) !== null;
    if (!onBreak && review.bonusLevels.length > 0) {
      for (const level of review.bonusLevels) {
        const bonusMinor = vip.levels[level]?.levelUpBonusMinor ?? 0;
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
}
