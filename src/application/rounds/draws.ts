import { fail, ok, type Result } from "../../domain/errors";
import type { RoundRecord } from "../../domain/rounds/round";
import type { TimeRange } from "../../ports/store";
import type { AppDeps } from "../deps";
import { checkLimit, checkRange, pageOf, readPage, type PageRequest, type Paged } from "../query-input";
import { drawnView, type DrawnRound } from "./round-state";

export const MAX_RECENT_DRAWS = 50;
const EVER: TimeRange = { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER };

/** The newest drawn rounds of a game, newest first (issueList; the room shows four). */
export async function recentDraws(deps: AppDeps, gameId: number, limit: number): Promise<Result<readonly DrawnRound[], "GAME_NOT_FOUND" | "INVALID_INPUT">> {
  const checked = checkLimit(limit, MAX_RECENT_DRAWS);
  if (!checked.ok) return checked;
  return deps.store.read(async (tx) => {
    if (!(await tx.games.byId(gameId))) return fail("GAME_NOT_FOUND");
    const rounds = await tx.rounds.drawnBetween(gameId, EVER, { offset: 0, limit: checked.value });
    return ok(drawnViews(rounds));
  });
}

/** Past draws whose draw time is in the range, newest first, a page at a time (/lotteryDetail). */
export async function drawHistory(deps: AppDeps, gameId: number, range: TimeRange, page: PageRequest): Promise<Result<Paged<DrawnRound>, "DATE_RANGE_REVERSED" | "GAME_NOT_FOUND" | "INVALID_INPUT">> {
  const checkedRange = checkRange(range);
  if (!checkedRange.ok) return checkedRange;
  const checkedPage = pageOf(page);
  if (!checkedPage.ok) return checkedPage;
  return deps.store.read(async (tx) => {
    if (!(await tx.games.byId(gameId))) return fail("GAME_NOT_FOUND");
    const rounds = await readPage(checkedPage.value, (p) => tx.rounds.drawnBetween(gameId, range, p));
    return ok({ items: drawnViews(rounds.items), hasMore: rounds.hasMore });
  });
}

/** drawnBetween answers drawn and settled rounds only, which always have digits. */
const drawnViews = (rounds: readonly RoundRecord[]): DrawnRound[] =>
  rounds.flatMap((r) => (r.digits ? [drawnView(r.issue, r.digits, r.drawAtMs)] : []));
