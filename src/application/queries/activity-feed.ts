import type { Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import { playTypeDef, type PlayTypeKey } from "../../domain/outcome";
import type { AppDeps } from "../deps";
import { inRead } from "../unit-of-work";
import { checkLimit, maskUsername } from "./query-input";

export const MAX_ACTIVITY_FEED = 100;

/**
 * One real win. The original invented these; here each is a settled winning
 * bet. The exact payout is kept: masking an amount is presentation, the adapters' job.
 */
export interface ActivityEntry {
  readonly maskedUsername: string;
  /** A simulator's bot: real, but flagged so a screen or a report can tell. */
  readonly simulated: boolean;
  readonly gameName: string;
  readonly playType: number;
  readonly playKey: PlayTypeKey | null;
  readonly payoutMinor: Minor;
  readonly settledAtMs: number;
}

/** The home page's scrolling feed of recent wins, newest first; open to guests. */
export async function activityFeed(deps: AppDeps, limit: number): Promise<Result<readonly ActivityEntry[]>> {
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
        payoutMinor: bet.payoutMinor,
        settledAtMs: bet.settledAtMs ?? bet.placedAtMs,
      };
    });
  });
}
