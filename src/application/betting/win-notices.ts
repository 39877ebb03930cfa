import type { Result } from "../../domain/errors";
import type { WinNotice } from "../../domain/betting/win-notice";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";

export type UnseenWin = Omit<WinNotice, "userId" | "seen">;

/** The caller's win popups not yet dismissed (getGameResult), oldest first; gameId null: every game. */
export async function unseenWins(deps: AppDeps, userId: number, gameId: number | null): Promise<readonly UnseenWin[]> {
  const notices = await deps.store.read((tx) => tx.winNotices.unseen(userId, gameId));
  return notices.map(({ id, gameId: game, issue, profitMinor, createdAtMs }) => ({ id, gameId: game, issue, profitMinor, createdAtMs }));
}

/** Dismisses one of the caller's win popups (closeGameResult); another player's notice does not exist for them. */
export function markWinSeen(deps: AppDeps, userId: number, noticeId: number): Promise<Result<void, "NOT_FOUND">> {
  return inTransaction(deps, async ({ tx, refuse }: Work<"NOT_FOUND">) => {
    if (!(await tx.winNotices.markSeen(noticeId, userId))) refuse("NOT_FOUND");
  });
}
