import { ok, type Result } from "../../domain/errors";
import type { AppDeps } from "../deps";

/** How many conversations wait for a staff answer: the count beside the console's "Support" entry. */
export async function supportWaiting(deps: Pick<AppDeps, "store">): Promise<Result<{ readonly waiting: number }>> {
  return ok({ waiting: await deps.store.read((tx) => tx.support.waitingCount()) });
}
