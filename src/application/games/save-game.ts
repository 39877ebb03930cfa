import { fail, type Result } from "../../domain/errors";
import type { Game } from "../../domain/games/game";
import { checkName } from "../../domain/games/game-rules";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { oncePerRequest, recordAudit, type ConsoleRequestRefusal } from "../operations/audit-trail";

export interface SaveGameInput {
  readonly operatorId: number;
  /** The console's idempotency key: the same key sent twice does it once and answers the same. */
  readonly requestId?: string | null;
  /** null creates a game (the next free id). */
  readonly id: number | null;
  readonly name: string;
  /** false: "closed / product discontinued": no betting in any of its rooms, from the next bet on. */
  readonly onSale: boolean;
  readonly sortOrder: number;
}

/** Creates or edits a game. Rounds of a new game start with the next tick of the round driver. */
export async function saveGame(deps: Pick<AppDeps, "store" | "events" | "clock">, input: SaveGameInput): Promise<Result<Game, "GAME_NOT_FOUND" | "INVALID_INPUT" | "NAME_REQUIRED" | ConsoleRequestRefusal>> {
  const name = checkName(input.name, "name");
  if (!name.ok) return name;
  if (!Number.isSafeInteger(input.sortOrder) || input.sortOrder < 0) return fail("INVALID_INPUT", { field: "sortOrder" });
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, (work: Work<ConsoleRequestRefusal | "GAME_NOT_FOUND">) =>
    oncePerRequest(work, { operatorId: input.operatorId, requestId: input.requestId, action: "game.save", atMs: nowMs }, async () => {
    const games = await work.tx.games.list();
    const before = input.id === null ? null : (games.find((g) => g.id === input.id) ?? work.refuse("GAME_NOT_FOUND"));
    const id = before?.id ?? Math.max(0, ...games.map((g) => g.id)) + 1;
    const game: Game = { id, name: name.value, onSale: input.onSale, sortOrder: input.sortOrder };
    if (before !== null && before.name === game.name && before.onSale === game.onSale && before.sortOrder === game.sortOrder) return before;
    await work.tx.games.upsert(game);
    await recordAudit(work, { operatorId: input.operatorId, action: "game.save", target: { type: "game", id: String(id) }, before: before && { ...before }, after: { ...game }, atMs: nowMs });
    return game;
    }),
  );
}
