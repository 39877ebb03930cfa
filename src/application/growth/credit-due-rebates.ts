import { addCalendarDays } from "../../domain/calendar";
import { dayPeriod, growthDayOf } from "../../domain/growth/periods";
import { dayRebate, owedMinor, REBATE_LOOKBACK_DAYS } from "../../domain/growth/rebate-formula";
import { JUNIOR } from "../../domain/growth/vip-level";
import type { Minor } from "../../domain/money";
import type { AppDeps } from "../deps";
import { inTransaction } from "../unit-of-work";
import { rebatePayout } from "./claim-rebate";
import { chunksOf, playersSettledIn, playsByUser, RUN_GRACE_MS, visitorsAmong } from "./growth-chunks";
import { growthSettings } from "./growth-settings";
import { payOut } from "./pay-out";
import { rebateRunKey } from "./rebate-days";

/**
 * The end-of-day credit (issue 40): for every finished sales day within the look-back whose run has not finished,
 * each player with bets settled that day is paid what the day earned less what they claimed of it, at the rates
 * of the level they hold when it runs. Breaks do not stop it: rebate accrued before a time-out or self-exclusion
 * is the player's. Visitors (trial money) are paid nothing. Figures are read outside the write transactions; each transaction pays at most
 * RUN_CHUNK_PLAYERS players; the day's run is then marked finished. Killed at any point and run again, or run on
 * two servers at once, it pays nothing twice: a day's payment is keyed by the cumulative amount it brings the day to.
 */
export async function creditDueRebates(deps: Pick<AppDeps, "store" | "events" | "schedule">, nowMs: number): Promise<{ players: number; paidMinor: Minor }> {
  const today = growthDayOf(deps.schedule, nowMs - RUN_GRACE_MS);
  let players = 0;
  let paidMinor = 0;
  for (let back = REBATE_LOOKBACK_DAYS; back >= 1; back -= 1) {
    const day = addCalendarDays(today, -back);
    const runKey = rebateRunKey(day);
    if (await deps.store.read((tx) => tx.growthPayouts.runFinished(runKey))) continue;
    const period = dayPeriod(deps.schedule, day);
    const settings = await growthSettings(deps);
    const userIds = await playersSettledIn(deps.store, period);
    for (const chunk of chunksOf(userIds)) {
      const plays = playsByUser(await deps.store.read((tx) => tx.growthFigures.settledPlaysOf(chunk, period)));
      const paid = await inTransaction<{ players: number; paidMinor: Minor }, "INSUFFICIENT_FUNDS" | "IDEMPOTENCY_CONFLICT">(deps, async (work) => {
        const states = await work.tx.vipStates.ofUsers(chunk);
        const visitors = await visitorsAmong(work.tx, chunk);
        const done = { players: 0, paidMinor: 0 };
        for (const userId of chunk) {
          if (visitors.has(userId)) continue;
          const rates = settings.vip.levels[states.get(userId)?.level ?? JUNIOR] ?? settings.vip.levels[JUNIOR];
          const rebate = dayRebate(plays.get(userId) ?? [], rates);
          if (rebate.accruedMinor <= 0) continue;
          const alreadyMinor = await work.tx.growthPayouts.sumOfPeriod(userId, "rebate", day);
          const owed = owedMinor(rebate.accruedMinor, alreadyMinor);
          if (owed <= 0) continue;
          if (await payOut(work, rebatePayout(userId, { ...rebate, day, paidMinor: alreadyMinor, owedMinor: owed }, nowMs))) {
            done.players += 1;
            done.paidMinor += owed;
          }
        }
        return done;
      });
      // The promotions account may go negative and keys are unique: neither refusal can happen; a bug if it does.
      if (!paid.ok) throw new Error(`creditDueRebates ${day}: ${paid.error.code}`);
      players += paid.value.players;
      paidMinor += paid.value.paidMinor;
    }
    await deps.store.transaction((tx) => tx.growthPayouts.markRunFinished(runKey, nowMs));
  }
  return { players, paidMinor };
}
