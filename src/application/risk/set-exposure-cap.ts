import { fail, type Result } from "../../domain/errors";
import { parseMoney, type Minor } from "../../domain/money";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction } from "../unit-of-work";

/** What a cap bounds: one room's rounds, or the game's rounds with every room together. */
export interface ExposureCapTarget {
  readonly kind: "game" | "room";
  readonly id: number;
}

/**
 * An operator sets (or, with null, removes) the exposure cap of a room or a game: the most one round may cost the
 * house at its worst sum. Bets check it in their own transaction, so a new cap holds from the next bet on; a cap
 * below a round's current worst case refuses every further bet of that round (nothing already accepted is undone).
 * One audit line `risk.exposure_cap` with the cap before and after.
 */
export async function setExposureCap(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly target: ExposureCapTarget; readonly cap: unknown },
): Promise<Result<{ readonly capMinor: Minor | null }, "EXPOSURE_CAP_INVALID" | "GAME_NOT_FOUND" | "ROOM_NOT_FOUND">> {
  const { target } = input;
  // Wire money ("5000.00"), or null for no cap; 0 is a cap too (the round takes nothing that could pay).
  const parsed = input.cap === null ? null : parseMoney(input.cap, { allowZero: true });
  if (parsed !== null && !parsed.ok) return fail("EXPOSURE_CAP_INVALID");
  const capMinor = parsed === null ? null : parsed.value;
  return inTransaction<{ readonly capMinor: Minor | null }, "GAME_NOT_FOUND" | "ROOM_NOT_FOUND">(deps, async (work) => {
    const current = target.kind === "game" ? await work.tx.games.byId(target.id) : await work.tx.games.roomById(target.id);
    if (!current) return work.refuse(target.kind === "game" ? "GAME_NOT_FOUND" : "ROOM_NOT_FOUND");
    const before = current.exposureCapMinor ?? null;
    await work.tx.games.setExposureCap(target, capMinor);
    await recordAudit(work, { operatorId: input.operatorId, action: "risk.exposure_cap", target: { type: target.kind, id: String(target.id) }, before: { capMinor: before }, after: { capMinor }, atMs: deps.clock.nowMs() });
    return { capMinor };
  });
}
