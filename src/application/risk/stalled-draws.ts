import { oldestStalledDraw, type StalledDraw } from "../../domain/risk/stalled-draw";
import type { AppDeps } from "../deps";
import { riskSettingsIn } from "./risk-settings";

/**
 * Every game whose draw has stalled (its oldest stalled round), in one read: the games' unfinished rounds come
 * from the partial index of rounds neither settled nor void, a handful per game however long the game has run.
 * What /healthz, the metric and the console's banner all read.
 */
export async function stalledDraws(deps: Pick<AppDeps, "store" | "clock">): Promise<StalledDraw[]> {
  return deps.store.read(async (tx) => {
    const { stallAlarmAfterMs } = await riskSettingsIn(tx);
    const nowMs = deps.clock.nowMs();
    const stalled: StalledDraw[] = [];
    for (const game of await tx.games.list()) {
      const found = oldestStalledDraw(game, await tx.rounds.unfinished(game.id), nowMs, stallAlarmAfterMs);
      if (found) stalled.push(found);
    }
    return stalled;
  });
}
