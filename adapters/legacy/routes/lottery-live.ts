import { formatMoney } from "../../../src/domain/money";
import { sumOf } from "../../../src/domain/outcome";
import { sumLabels } from "./play-labels";
import type { Lang } from "../../i18n";
import type { GameSnapshot, LiveDraw } from "../../live/live-rooms";
import { failure, success } from "../envelope";
import { positiveInt } from "../params";
import type { LegacyRoutes } from "../route";

/** Bets of the room shown in heart's `message`. */
const HEART_MESSAGES = 20;

const unixSeconds = (ms: number): number => Math.floor(ms / 1000);
/** Whole seconds left until an instant, rounded up, never negative (as secondsToDraw counts). */
const secondsUntil = (ms: number, nowMs: number): number => Math.max(0, Math.ceil((ms - nowMs) / 1000));

/** heart's `issue`: the round being sold, or (outside sales, or for a game off sale) the next one, closed. */
function issueOf(snapshot: GameSnapshot, schedule: { readonly roundSeconds: number; readonly closeSeconds: number }) {
  const { current, nowMs } = snapshot;
  if (current) {
    return {
      issue: current.issue,
      openTime1: secondsUntil(current.drawAtMs, nowMs),
      whether_close: current.status !== "open" || nowMs >= current.closeAtMs,
      open_time: unixSeconds(current.openAtMs),
      close_time: unixSeconds(current.closeAtMs),
    };
  }
  const drawAtMs = snapshot.nextOpenAtMs + schedule.roundSeconds * 1000;
  return {
    issue: snapshot.nextIssue,
    openTime1: secondsUntil(drawAtMs, nowMs),
    whether_close: true,
    open_time: unixSeconds(snapshot.nextOpenAtMs),
    close_time: unixSeconds(drawAtMs - schedule.closeSeconds * 1000),
  };
}

/** The same labels as issueList sends (translated pair and their join), so a client shows one vocabulary. */
function lastIssueOf(draw: LiveDraw | null, lang: Lang) {
  if (!draw) return null;
  const [site1, site2, site3] = draw.digits;
  const code = sumOf(draw.digits);
  const { base, join } = sumLabels(code, lang);
  return { issue: draw.issue, site_1: site1, site_2: site2, site_3: site3, code, base, join };
}

/**
 * The bet room's poll (every 2 s per player): answered from the live state in
 * memory, with no database query (the player's balance is cached and kept
 * current by the core's balance events).
 */
export const liveRoutes: LegacyRoutes = {
  "lottery/heart": {
    method: "POST",
    auth: "user",
    async handle(call) {
      const { live, deps } = call.services;
      const gameId = positiveInt(call.params, "game_id");
      if (gameId === undefined) return failure({ code: "INVALID_INPUT", params: { field: "game_id" } }, call.lang);
      const snapshot = live.snapshot(gameId);
      if (!snapshot) return failure({ code: "GAME_NOT_FOUND" }, call.lang);
      const roomId = positiveInt(call.params, "plan_id");
      const balance = await live.balance(call.user.id);
      return success({
        game_status: snapshot.onSale && snapshot.current !== null ? 1 : 0,
        issue: issueOf(snapshot, deps.schedule),
        last_issue: lastIssueOf(snapshot.lastDraw, call.lang),
        user_quantity: { money: formatMoney(balance.moneyMinor), lock_money: formatMoney(balance.lockedMinor) },
        message: (roomId === undefined ? [] : live.roomFeed(roomId, HEART_MESSAGES)).map((bet) => ({
          id: bet.betId,
          username: bet.maskedUsername,
          play_type: bet.playType,
          money: formatMoney(bet.stakeMinor),
          issue: bet.issue,
          time: unixSeconds(bet.placedAtMs),
        })),
        hit_notice: snapshot.recentWins.map((win) => ({
          username: win.maskedUsername,
          money: formatMoney(win.payoutMinor),
          issue: win.issue,
          play_type: win.playType,
        })),
      });
    },
  },
};
