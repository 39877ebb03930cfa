import type { Result } from "../../domain/errors";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction, type Work } from "../unit-of-work";

/** An operator deletes a knowledge-base article: it leaves the FAQ page; the audit line keeps its texts. */
export async function removeSupportArticle(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: { readonly operatorId: number; readonly id: number },
): Promise<Result<{ readonly id: number }, "NOT_FOUND">> {
  return inTransaction(deps, async (work: Work<"NOT_FOUND">) => {
    const before = (await work.tx.supportContent.supportArticleById(input.id)) ?? work.refuse("NOT_FOUND");
    await work.tx.supportContent.removeSupportArticle(before.id);
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: "support.article.remove",
      target: { type: "supportArticle", id: String(before.id) },
      before: { title: before.title, body: before.body, sortOrder: before.sortOrder, published: before.published },
      after: null,
      atMs: deps.clock.nowMs(),
    });
    return { id: before.id };
  });
}
