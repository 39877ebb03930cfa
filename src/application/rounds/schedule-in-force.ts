import type { ScheduleConfig } from "../../domain/rounds/schedule";
import { scheduleAt } from "../../domain/rounds/schedule-versions";
import type { AppDeps } from "../deps";
import { scheduleOf } from "./schedule-book";

/**
 * The schedule rounds run on now (the server's SALES_WINDOW, ROUND_SECONDS,
 * CLOSE_SECONDS and GAME_TIMEZONE, or the version an operator set since): what
 * every text that states the schedule (the rules, the product description, the
 * room list, the FAQ) is built from. Nothing personal: guests may read it.
 */
export function scheduleInForce(deps: Pick<AppDeps, "store" | "schedule" | "clock">): ScheduleConfig {
  const { timeZone, salesStartMinute, salesEndMinute, roundSeconds, closeSeconds } = scheduleAt(scheduleOf(deps), deps.clock.nowMs());
  return { timeZone, salesStartMinute, salesEndMinute, roundSeconds, closeSeconds };
}
