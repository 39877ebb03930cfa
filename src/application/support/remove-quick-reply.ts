import type { Result } from "../../domain/errors";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction, type Work } from "../unit-of-work";

/** An operator deletes a quick reply; the audit line keeps what it said. */
export async function removeQuickReply(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly id: number },
): Promise<Result<{ readonly id: number }, "NOT_FOUND">> {
  return inTransaction(deps, async (work: Work<"NOT_FOUND">) => {
    const before = (await work.tx.supportContent.quickReplyById(input.id)) ?? work.refuse("NOT_FOUND");
    await work.tx.supportContent.removeQuickReply(before.id);
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: "support.quickReply.remove",
      target: { type: "quickReply", id: String(before.id) },
      before: { lang: before.lang, shortcut: before.shortcut, title: before.title, text: before.text },
      after: null,
      atMs: deps.clock.nowMs(),
    });
    return { id: before.id };
  });
}
