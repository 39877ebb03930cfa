import type { Article, ArticleTab } from "../../domain/content/content";
import type { Result } from "../../domain/errors";
import { checkBody, checkLanguage, checkTitle, CONTENT_LANGUAGES } from "../../domain/content/content-rules";
import type { AppDeps } from "../deps";
import { inTransaction, type Work } from "../unit-of-work";
import { oncePerRequest, recordAudit, type ConsoleRequestRefusal } from "../operations/audit-trail";

type Deps = Pick<AppDeps, "store" | "events" | "clock">;

/** Adds or renames a news tab of one language. */
export async function saveArticleTab(
  deps: Deps,
  input: { readonly operatorId: number; readonly requestId?: string | null; readonly id: number | null; readonly lang: string; readonly title: string; readonly sortOrder: number },
): Promise<Result<ArticleTab, "INVALID_INPUT" | "NOT_FOUND" | "TITLE_REQUIRED" | ConsoleRequestRefusal>> {
  const lang = checkLanguage(input.lang);
  if (!lang.ok) return lang;
  const title = checkTitle(input.title);
  if (!title.ok) return title;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, (work: Work<ConsoleRequestRefusal | "NOT_FOUND">) =>
    oncePerRequest(work, { operatorId: input.operatorId, requestId: input.requestId, action: "article.save", atMs: nowMs }, async () => {
    const before = input.id === null ? null : ((await work.tx.content.articleTabs(lang.value)).find((t) => t.id === input.id) ?? work.refuse("NOT_FOUND"));
    const tab = { id: before?.id ?? 0, lang: lang.value, title: title.value, sortOrder: Math.max(0, Math.trunc(input.sortOrder)) };
    const id = await work.tx.content.saveArticleTab(tab);
    const saved = { ...tab, id };
    await recordAudit(work, { operatorId: input.operatorId, action: "article.save", target: { type: "article", id: `tab:${id}` }, before: before && { ...before }, after: { ...saved }, atMs: nowMs });
    return saved;
    }),
  );
}

export interface SaveArticleInput {
  readonly operatorId: number;
  /** The console's idempotency key: the same key sent twice does it once and answers the same. */
  readonly requestId?: string | null;
  /** null writes a new article. */
  readonly id: number | null;
  readonly tabId: number;
  readonly title: string;
  /** HTML; the client sanitises before rendering. */
  readonly contentHtml: string;
  /** Shown among the news page's hot topics. */
  readonly isTop: boolean;
}

/** Writes or edits a news article; its language is its tab's. */
export async function saveArticle(deps: Deps, input: SaveArticleInput): Promise<Result<Article, "CONTENT_REQUIRED" | "INVALID_INPUT" | "NOT_FOUND" | "TITLE_REQUIRED" | ConsoleRequestRefusal>> {
  const title = checkTitle(input.title);
  if (!title.ok) return title;
  const body = checkBody(input.contentHtml);
  if (!body.ok) return body;
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, (work: Work<ConsoleRequestRefusal | "NOT_FOUND">) =>
    oncePerRequest(work, { operatorId: input.operatorId, requestId: input.requestId, action: "article.save", atMs: nowMs }, async () => {
    const { content } = work.tx;
    const before = input.id === null ? null : ((await content.articleById(input.id)) ?? work.refuse("NOT_FOUND"));
    let tab: ArticleTab | undefined;
    for (const lang of CONTENT_LANGUAGES) tab ??= (await content.articleTabs(lang)).find((t) => t.id === input.tabId);
    if (tab === undefined) work.refuse("NOT_FOUND");
    const article: Article = {
      id: before?.id ?? 0,
      tabId: tab.id,
      lang: tab.lang,
      title: title.value,
      contentHtml: body.value,
      isTop: input.isTop,
      createdAtMs: before?.createdAtMs ?? nowMs,
    };
    const id = await content.saveArticle(article);
    const saved = { ...article, id };
    await recordAudit(work, { operatorId: input.operatorId, action: "article.save", target: { type: "article", id: String(id) }, before: before && { ...before }, after: { ...saved }, atMs: nowMs });
    return saved;
    }),
  );
}

/** Removes a news article. */
export async function deleteArticle(deps: Deps, input: { readonly operatorId: number; readonly id: number }): Promise<Result<{ readonly id: number }, "NOT_FOUND">> {
  const nowMs = deps.clock.nowMs();
  return inTransaction(deps, async (work: Work<"NOT_FOUND">) => {
    const before = (await work.tx.content.articleById(input.id)) ?? work.refuse("NOT_FOUND");
    await work.tx.content.deleteArticle(before.id);
    await recordAudit(work, { operatorId: input.operatorId, action: "article.delete", target: { type: "article", id: String(before.id) }, before: { ...before }, after: null, atMs: nowMs });
    return { id: before.id };
  });
}
