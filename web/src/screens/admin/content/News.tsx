import { useCallback, useState } from "react";
import { Button, Input, Switch, TextArea, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import { ConsoleSheet } from "../ConsoleSheet";
import type { LanguageContent } from "./overview";
import { QueryState } from "../QueryState";
import { useRequestId } from "../request-id";
import { useContentSave } from "./useSave";
import { confirmDialog } from "../confirm";

type Tab = LanguageContent["tabs"][number];
type ArticleRef = Tab["articles"][number];

/** News of one language: its tabs (the players' /moreNews) and their articles; "top" ones are the hot topics. */
export function News({ language }: { language: LanguageContent }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ tabId: number; article: ArticleRef | null } | null>(null);
  const stopEditing = useCallback(() => setEditing(null), []);
  return (
    <Panel title={t("admin.content.news")}>
      <div className="console-cards">
        {language.tabs.map((tab) => (
          <NewsTab key={tab.id} tab={tab} onEdit={(article) => setEditing({ tabId: tab.id, article })} />
        ))}
        <NewTab lang={language.lang} nextOrder={Math.max(0, ...language.tabs.map((tab) => tab.sortOrder)) + 1} />
      </div>
      <ConsoleSheet open={editing !== null} onClose={stopEditing} label={editing?.article ? t("admin.content.editArticle") : t("admin.content.newArticle")}>
        {editing && <ArticleEditor tabId={editing.tabId} article={editing.article} onClose={stopEditing} />}
      </ConsoleSheet>
    </Panel>
  );
}

function NewsTab({ tab, onEdit }: { tab: Tab; onEdit: (article: ArticleRef | null) => void }) {
  const { t } = useTranslation();
  const saveTab = trpc.admin.content.saveArticleTab.useMutation();
  const remove = trpc.admin.content.deleteArticle.useMutation();
  const { run, busy } = useContentSave();
  const [title, setTitle] = useState(tab.title);
  const [order, setOrder] = useState(String(tab.sortOrder));
  const drop = async (article: ArticleRef) => {
    if (!(await confirmDialog(t("admin.content.deleteArticleConfirm", { title: article.title })))) return;
    await run(() => remove.mutateAsync({ id: article.id }));
  };
  return (
    <article className="console-card" data-testid="news-tab">
      <div className="console-actions">
        <Input className="console-input console-grow" value={title} onChange={setTitle} maxLength={400} aria-label={t("admin.content.tabTitle")} />
        <Input className="console-input console-input-narrow" value={order} onChange={setOrder} inputMode="numeric" maxLength={5} aria-label={t("admin.games.sortOrder")} />
        <Button
          size="small"
          loading={busy}
          disabled={title === tab.title && order === String(tab.sortOrder)}
          onClick={() => void run(() => saveTab.mutateAsync({ id: tab.id, lang: tab.lang, title, sortOrder: Number(order) || 0 }))}
        >
          {t("admin.common.save")}
        </Button>
      </div>
      <ul className="console-list">
        {tab.articles.map((article) => (
          <li key={article.id} className="console-list-row">
            <span>
              {article.isTop && <span className="console-tag console-warn">{t("admin.content.top")}</span>}
              {article.title}
            </span>
            <span className="console-actions">
              <Button size="mini" onClick={() => onEdit(article)}>
                {t("admin.common.edit")}
              </Button>
              <Button size="mini" color="danger" fill="outline" disabled={busy} onClick={() => void drop(article)}>
                {t("admin.common.delete")}
              </Button>
            </span>
          </li>
        ))}
        {tab.articles.length === 0 && <li className="console-muted">{t("admin.common.empty")}</li>}
      </ul>
      <Button size="small" color="primary" fill="outline" onClick={() => onEdit(null)} data-testid="article-new">
        {t("admin.content.newArticle")}
      </Button>
    </article>
  );
}

function NewTab({ lang, nextOrder }: { lang: string; nextOrder: number }) {
  const { t } = useTranslation();
  const saveTab = trpc.admin.content.saveArticleTab.useMutation();
  const { run, busy } = useContentSave();
  const { requestId, renew } = useRequestId();
  const [title, setTitle] = useState("");
  const add = async () => {
    if (!(await run(() => saveTab.mutateAsync({ id: null, lang, title, sortOrder: nextOrder, requestId })))) return;
    setTitle("");
    renew();
  };
  return (
    <article className="console-card console-card-new">
      <div className="console-card-title">{t("admin.content.newTab")}</div>
      <div className="console-actions">
        <Input className="console-input console-grow" value={title} onChange={setTitle} maxLength={400} placeholder={t("admin.content.tabTitle")} />
        <Button size="small" color="primary" loading={busy} onClick={() => void add()}>
          {t("admin.content.addTab")}
        </Button>
      </div>
    </article>
  );
}

/** Writes a new article in the tab, or edits one (its HTML body is fetched first). */
function ArticleEditor({ tabId, article, onClose }: { tabId: number; article: ArticleRef | null; onClose: () => void }) {
  const { t } = useTranslation();
  const full = trpc.admin.content.article.useQuery({ id: article?.id ?? 0 }, { enabled: article !== null });
  return (
    <div className="console-odds" data-testid="article-editor">
      <div className="console-panel-head">
        <h2 className="console-panel-title">{article ? t("admin.content.editArticle") : t("admin.content.newArticle")}</h2>
        <Button size="mini" onClick={onClose}>
          {t("admin.common.close")}
        </Button>
      </div>
      {article === null ? (
        <ArticleForm tabId={tabId} id={null} initial={{ title: "", contentHtml: "", isTop: false }} onDone={onClose} />
      ) : (
        <QueryState query={full} empty={false}>
          {full.data && <ArticleForm tabId={tabId} id={article.id} initial={full.data} onDone={onClose} />}
        </QueryState>
      )}
    </div>
  );
}

function ArticleForm({ tabId, id, initial, onDone }: { tabId: number; id: number | null; initial: { title: string; contentHtml: string; isTop: boolean }; onDone: () => void }) {
  const { t } = useTranslation();
  const save = trpc.admin.content.saveArticle.useMutation();
  const { run, busy } = useContentSave();
  // The editor closes after a save, so one key per opening.
  const { requestId } = useRequestId();
  const [title, setTitle] = useState(initial.title);
  const [html, setHtml] = useState(initial.contentHtml);
  const [isTop, setIsTop] = useState(initial.isTop);
  const submit = async () => {
    if (title.trim() === "" || html.trim() === "") {
      Toast.show({ content: t("admin.content.titleAndTextRequired") });
      return;
    }
    if (await run(() => save.mutateAsync({ id, tabId, title, contentHtml: html, isTop, requestId }))) onDone();
  };
  return (
    <div className="console-form">
      <Input className="console-input" value={title} onChange={setTitle} placeholder={t("admin.content.title")} maxLength={400} data-testid="article-title" />
      <label className="console-inline">
        {t("admin.content.top")}
        <Switch checked={isTop} onChange={setIsTop} />
      </label>
      <TextArea className="console-input console-html" value={html} onChange={setHtml} rows={14} placeholder={t("admin.content.html")} data-testid="article-html" />
      <p className="console-muted">{t("admin.content.htmlHint")}</p>
      <Button color="primary" loading={busy} onClick={() => void submit()} data-testid="article-save">
        {t("admin.common.save")}
      </Button>
    </div>
  );
}
