import type { Result } from "../../domain/errors";
import { MINOR_PER_UNIT, type Minor } from "../../domain/money";
import { playTypeDef, type PlayTypeKey } from "../../domain/betting/outcome";
import type { AppDeps } from "../deps";
import { inRead } from "../unit-of-work";
import { checkLimit, maskUsername } from "../query-input";

export const MAX_ACTIVITY_FEED = 100;

/**
 * A win amount for the public feed: the first digit of the whole units and a
 * star for each other digit ("1940.00" -> "1***"), so the size shows but the
 * exact sum, which could single out a player, does not.
 */
export function maskAmount(amountMinor: Minor): string {
  const whole = String(Math.floor(Math.abs(amountMinor) / MINOR_PER_UNIT));
  return whole.slice(0, 1) + "*".repeat(whole.length - 1);
}

/**
 * One real win. The original invented these; here each is a settled winning
 * bet. The feed is open to guests, so the exact payout never leaves the core.
 */
export interface ActivityEntry {
  readonly maskedUsername: string;
  /** A simulator's bot: real, but flagged so a screen or a report can tell. */
  readonly simulated: boolean;
  readonly gameName: string;
  readonly playType: number;
  readonly playKey: PlayTypeKey | null;
  /** The payout masked by maskAmount ("1***"). */
  readonly maskedPayout: string;
  readonly settledAtMs: number;
}

/** The home page's scrolling feed of recent wins, newest first; open to guests. */
export async function activityFeed(deps: AppDeps, limit: number): Promise<Result<readonly ActivityEntry[], "INVALID_INPUT">> {
  const checked = checkLimit(limit, MAX_ACTIVITY_FEED);
  if (!checked.ok) return checked;
  return inRead(deps, async (tx) => {
    const wins = await tx.bets.recentWins(checked.value);
    const users = new Map((await tx.users.byIds([...new Set(wins.map((b) => b.userId))])).map((u) => [u.id, u]));
    const games = new Map((await tx.games.list()).map((g) => [g.id, g.name]));
    return wins.map((bet) => {
      const user = users.get(bet.userId);
      return {
        maskedUsername: maskUsername(user?.username ?? ""),
        simulated: user?.isSimulated ?? false,
        gameName: games.get(bet.gameId) ?? "",
        playType: bet.playType,
        playKey: playTypeDef(bet.playType)?.key ?? null,
        maskedPayout: maskAmount(bet.payoutMinor),
        settledAtMs: bet.settledAtMs ?? bet.placedAtMs,
      };
    });
  });
}
