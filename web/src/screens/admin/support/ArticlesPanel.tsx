import { useCallback, useState } from "react";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { articleIn } from "../../../../../src/domain/support/knowledge-rules";
import { LANGUAGES, NATIVE_NAMES } from "../../../i18n/languages";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import { ConsoleSheet } from "../ConsoleSheet";
import { QueryState } from "../QueryState";
import { ArticleEditor, type ConsoleArticle } from "./ArticleEditor";
import { useDeskSave } from "./useDeskSave";
import { confirmDialog } from "../confirm";

/** The knowledge base the FAQ page shows: every article, drafts included, in the page's order; each opens in a five-language editor. */
export function ArticlesPanel() {
  const { t } = useTranslation();
  const list = trpc.admin.support.articles.list.useQuery(undefined, { staleTime: 0 });
  const [editing, setEditing] = useState<ConsoleArticle | "new" | null>(null);
  const stopEditing = useCallback(() => setEditing(null), []);
  const articles = list.data ?? [];
  const nextOrder = Math.max(0, ...articles.map((a) => a.sortOrder)) + 1;
  return (
    <Panel
      title={t("admin.supportContent.articles")}
      extra={
        <Button size="small" color="primary" onClick={() => setEditing("new")} data-testid="support-article-new">
          {t("admin.supportContent.newArticle")}
        </Button>
      }
    >
      <p className="console-muted">{t("admin.supportContent.articlesHint")}</p>
      <QueryState query={list} empty={false}>
        <div className="console-cards">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} onEdit={() => setEditing(article)} />
          ))}
        </div>
        {articles.length === 0 && <p className="console-muted">{t("admin.supportContent.noArticles")}</p>}
      </QueryState>
      <ConsoleSheet open={editing !== null} onClose={stopEditing} label={editing === "new" ? t("admin.supportContent.newArticle") : t("admin.supportContent.editArticle")}>
        {editing !== null && <ArticleEditor article={editing === "new" ? null : editing} nextOrder={nextOrder} onClose={stopEditing} />}
      </ConsoleSheet>
    </Panel>
  );
}

function ArticleCard({ article, onEdit }: { article: ConsoleArticle; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const remove = trpc.admin.support.articles.remove.useMutation();
  const { run, busy } = useDeskSave(useCallback(() => utils.admin.support.articles.list.invalidate(), [utils]));
  const shown = articleIn(article, i18n.language);
  const drop = async () => {
    if (!(await confirmDialog(t("admin.supportContent.deleteArticleConfirm", { title: shown?.title ?? "" })))) return;
    await run(() => remove.mutateAsync({ id: article.id }));
  };
  return (
    <article className="console-card" data-testid="support-article-card" data-article-id={article.id}>
      <div className="console-card-head">
        <span className="console-card-title">{shown?.title}</span>
        <span className={`console-tag${article.published ? "" : " console-tag-bad"}`} data-testid="support-article-state">
          {article.published ? t("admin.supportContent.published") : t("admin.supportContent.draft")}
        </span>
      </div>
      <p className="support-reply-text">{shown?.body}</p>
      <div className="support-article-langs" aria-label={t("admin.supportContent.written")}>
        {LANGUAGES.map((lang) => (
          <span key={lang} className={`console-tag${article.title[lang] === "" ? " support-lang-empty" : ""}`}>
            {NATIVE_NAMES[lang]}
          </span>
        ))}
        <span className="console-muted">· #{article.sortOrder}</span>
      </div>
      <div className="console-actions">
        <Button size="mini" onClick={onEdit} data-testid="support-article-edit">
          {t("admin.common.edit")}
        </Button>
        <Button size="mini" color="danger" fill="outline" disabled={busy} onClick={() => void drop()} data-testid="support-article-delete">
          {t("admin.common.delete")}
        </Button>
      </div>
    </article>
  );
}
