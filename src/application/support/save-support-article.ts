import type { Result } from "../../domain/errors";
import type { AuditSnapshot } from "../../domain/operations/audit";
import { SUPPORT_ARTICLES_MAX, checkSupportArticle, type SupportArticle, type SupportArticleRefusal } from "../../domain/support/knowledge-rules";
import type { AppDeps } from "../deps";
import { recordAudit } from "../operations/audit-trail";
import { inTransaction, type Work } from "../unit-of-work";

export type SaveSupportArticleRefusal = SupportArticleRefusal | "NOT_FOUND" | "SUPPORT_CONTENT_LIMIT";

const snapshotOf = (article: Pick<SupportArticle, "title" | "body" | "sortOrder" | "published">): AuditSnapshot => ({
  title: article.title,
  body: article.body,
  sortOrder: article.sortOrder,
  published: article.published,
});

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * An operator writes a knowledge-base article (id null) or edits one, in up
 * to five languages; published ones show on the FAQ page at once. A change
 * is an audit line; saving it as it is changes nothing.
 */
export async function saveSupportArticle(
  deps: Pick<AppDeps, "store" | "events" | "clock">,
  input: {
    readonly operatorId: number;
    readonly id: number | null;
    readonly title: Readonly<Partial<Record<string, string>>>;
    readonly body: Readonly<Partial<Record<string, string>>>;
    readonly sortOrder: number;
    readonly published: boolean;
  },
): Promise<Result<SupportArticle, SaveSupportArticleRefusal>> {
  const checked = checkSupportArticle(input);
  if (!checked.ok) return checked;
  const draft = checked.value;
  return inTransaction(deps, async (work: Work<SaveSupportArticleRefusal>) => {
    const { tx } = work;
    const before = input.id === null ? null : ((await tx.supportContent.supportArticleById(input.id)) ?? work.refuse("NOT_FOUND"));
    if (before !== null && sameJson(snapshotOf(before), snapshotOf(draft))) return before;
    if (before === null && (await tx.supportContent.countSupportArticles()) >= SUPPORT_ARTICLES_MAX) work.refuse("SUPPORT_CONTENT_LIMIT", { max: SUPPORT_ARTICLES_MAX });
    const nowMs = deps.clock.nowMs();
    const saved = await tx.supportContent.saveSupportArticle(before?.id ?? null, draft, nowMs);
    await recordAudit(work, {
      operatorId: input.operatorId,
      action: "support.article.save",
      target: { type: "supportArticle", id: String(saved.id) },
      before: before === null ? null : snapshotOf(before),
      after: snapshotOf(saved),
      atMs: nowMs,
    });
    return saved;
  });
}
