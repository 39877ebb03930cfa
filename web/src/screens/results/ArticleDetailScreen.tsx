import { Button, Skeleton } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText } from "../../errors";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { readNewsQuery } from "./news";
import { SafeHtml } from "./SafeHtml";
import { formatDateTime } from "./time";
import "./results.css";

/**
 * SPEC section 2, /aticleDetail (the original spelling): one news article.
 * With an article id the server's copy is shown; a link that carries the
 * article itself (query news) shows that. Either way the HTML is sanitised.
 */
export default function ArticleDetailScreen() {
  const { t } = useTranslation();
  const back = useBack("/moreNews");
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const link = readNewsQuery(params);
  const article = trpc.home.article.useQuery({ id: link.id ?? 0 }, { enabled: link.id !== null });

  let body;
  if (link.id !== null && article.isPending) body = <Skeleton.Paragraph lineCount={8} animated className="results-skeleton" />;
  else if (link.id !== null && article.data)
    body = (
      <article className="article">
        <h1 className="article-title" data-testid="article-title">
          {article.data.title}
        </h1>
        <div className="article-date">{formatDateTime(article.data.createdAtMs)}</div>
        <SafeHtml html={article.data.contentHtml} className="article-content" />
      </article>
    );
  else if (link.id === null && link.contentHtml !== null)
    body = (
      <article className="article">
        {link.title && (
          <h1 className="article-title" data-testid="article-title">
            {link.title}
          </h1>
        )}
        <SafeHtml html={link.contentHtml} className="article-content" />
      </article>
    );
  else if (article.isError)
    body = (
      <StatusBlock kind="offline" title={t("common.loadFailed")} description={errorText(article.error)}>
        <Button size="small" shape="rounded" onClick={() => void article.refetch()}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  else body = <StatusBlock kind="empty" title={t("results.badLink")} description={t("results.articleMissing")} />;

  return (
    <div className="results-page" data-testid="article-detail">
      <NavBar onBack={back} className="page-navbar">
        {t("results.articleTitle")}
      </NavBar>
      <div className="results-body">{body}</div>
    </div>
  );
}
