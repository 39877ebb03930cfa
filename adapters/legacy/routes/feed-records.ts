import { formatMoney } from "../../../src/domain/money";
import type { LiveBet, LiveWin } from "../../live/live-rooms";
import { unixSeconds } from "../wire-time";
import { playLabel } from "./play-labels";

/**
 * A bet as the room feed shows it (heart's `message[]`, playOrder's `data`):
 * what a client built for the original reads, and copies into its follow-bet
 * order (`issue`, `play_type`, `quantity`). The player is masked ("a***e") in
 * both `nickname` and `username`: the feed is public.
 */
export function feedRecord(bet: Pick<LiveBet, "betId" | "issue" | "maskedUsername" | "playType" | "stakeMinor" | "placedAtMs">) {
  const stake = formatMoney(bet.stakeMinor);
  return {
    id: bet.betId,
    nickname: bet.maskedUsername,
    username: bet.maskedUsername,
    issue: bet.issue,
    play_type: bet.playType,
    play_method: playLabel(bet.playType),
    quantity: stake,
    money: stake,
    time: unixSeconds(bet.placedAtMs),
  };
}

/** A real win as heart's `hit_notice[]` shows it (the room's notices and the home marquee). */
export function winRecord(win: LiveWin, gameName: string) {
  return {
    id: win.betId,
    nickname: win.maskedUsername,
    username: win.maskedUsername,
    game_name: gameName,
    profit: formatMoney(win.payoutMinor - win.stakeMinor),
    money: formatMoney(win.payoutMinor),
    issue: win.issue,
    play_type: win.playType,
    play_method: playLabel(win.playType),
  };
}
