import { useCallback, useState } from "react";
import { Button, Input, Switch, TextArea } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { SUPPORT_ARTICLE_BODY_MAX_CHARS, SUPPORT_ARTICLE_TITLE_MAX_CHARS } from "../../../../../src/domain/support/knowledge-rules";
import { LANGUAGES, type Lang } from "../../../i18n/languages";
import { trpc, type RouterOutputs } from "../../../trpc";
import { LanguageChips } from "./LanguageChips";
import { useDeskSave } from "./useDeskSave";

export type ConsoleArticle = RouterOutputs["admin"]["support"]["articles"]["list"][number];


const emptyTexts = (): Record<Lang, string> => ({ zh: "", tw: "", en: "", jp: "", kor: "" });

/**
 * Writes a new article (article null) or edits one: a tab per language with
 * its title and answer (a language left empty falls back to another on the
 * FAQ page), its place on the page, and whether players see it yet.
 */
export function ArticleEditor({ article, nextOrder, onClose }: { article: ConsoleArticle | null; nextOrder: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const save = trpc.admin.support.articles.save.useMutation();
  const { run, busy } = useDeskSave(useCallback(() => utils.admin.support.articles.list.invalidate(), [utils]));
  const [titles, setTitles] = useState<Record<Lang, string>>(article ? { ...article.title } : emptyTexts());
  const [bodies, setBodies] = useState<Record<Lang, string>>(article ? { ...article.body } : emptyTexts());
  const [order, setOrder] = useState(String(article?.sortOrder ?? nextOrder));
  const [published, setPublished] = useState(article?.published ?? true);
  const [lang, setLang] = useState<Lang>(LANGUAGES.find((l) => l === i18n.language) ?? "tw");
  const written = (l: Lang) => titles[l].trim() !== "" || bodies[l].trim() !== "";
  const submit = async () => {
    // Not a whole number: sent as -1, which the server refuses by name (INVALID_INPUT, sortOrder) in the operator's language.
    const sortOrder = /^\d{1,5}$/.test(order.trim()) ? Number(order.trim()) : -1;
    if (await run(() => save.mutateAsync({ id: article?.id ?? null, title: titles, body: bodies, sortOrder, published }))) onClose();
  };
  return (
    <div className="console-odds" data-testid="support-article-editor">
      <div className="console-panel-head">
        <h2 className="console-panel-title">{article ? t("admin.supportContent.editArticle") : t("admin.supportContent.newArticle")}</h2>
        <Button size="mini" onClick={onClose}>
          {t("admin.common.close")}
        </Button>
      </div>
      <LanguageChips value={lang} onChange={setLang} note={(l) => (written(l) ? "✓" : "")} testId="support-article-langs" />
      <div className="console-form" key={lang} data-testid="support-article-language" data-lang={lang}>
        <label className="support-settings-field">
          {t("admin.supportContent.articleTitle")}
          <Input className="console-input" value={titles[lang]} onChange={(v) => setTitles((all) => ({ ...all, [lang]: v }))} maxLength={SUPPORT_ARTICLE_TITLE_MAX_CHARS} data-testid="support-article-title" />
        </label>
        <label className="support-settings-field">
          {t("admin.supportContent.articleBody")}
          <TextArea
            className="console-input"
            value={bodies[lang]}
            onChange={(v) => setBodies((all) => ({ ...all, [lang]: v }))}
            rows={8}
            maxLength={SUPPORT_ARTICLE_BODY_MAX_CHARS}
            showCount
            data-testid="support-article-body"
          />
        </label>
        {!written(lang) && <p className="console-muted">{t("admin.supportContent.notWritten")}</p>}
      </div>
      <div className="console-form-row">
        <label className="support-settings-field">
          {t("admin.supportContent.order")}
          <Input className="console-input console-input-narrow" value={order} onChange={setOrder} inputMode="numeric" maxLength={5} data-testid="support-article-order" />
        </label>
        <label className="console-inline">
          {t("admin.supportContent.published")}
          <Switch checked={published} onChange={setPublished} data-testid="support-article-published" />
        </label>
      </div>
      <div className="console-odds-footer">
        <Button block color="primary" loading={busy} onClick={() => void submit()} data-testid="support-article-save">
          {t("admin.common.save")}
        </Button>
      </div>
    </div>
  );
}
