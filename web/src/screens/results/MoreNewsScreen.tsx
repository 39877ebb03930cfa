import { Button, List, Skeleton, Tabs } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText } from "../../errors";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { linkTo } from "./query";
import "./results.css";

/** SPEC section 2, /moreNews: the hot topics, then the news tabs with their articles. */
export default function MoreNewsScreen() {
  const { t } = useTranslation();
  const back = useBack("/");
  const navigate = useNavigate();
  const errorText = useErrorText();
  const content = trpc.home.content.useQuery();
  const [tab, setTab] = useState<string | null>(null);
  const open = (id: number) => void navigate(linkTo("/aticleDetail", { id }));

  let body;
  if (content.isPending) body = <Skeleton.Paragraph lineCount={8} animated className="results-skeleton" />;
  else if (content.isError)
    body = (
      <StatusBlock kind="offline" title={t("common.loadFailed")} description={errorText(content.error)}>
        <Button size="small" shape="rounded" onClick={() => void content.refetch()}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  else {
    const { articleTops, articleTabs } = content.data;
    const activeTab = tab ?? (articleTabs[0] ? String(articleTabs[0].id) : "");
    const shown = articleTabs.find((x) => String(x.id) === activeTab);
    body =
      articleTops.length === 0 && articleTabs.length === 0 ? (
        <StatusBlock kind="empty" title={t("results.noNews")} />
      ) : (
        <>
          {articleTops.length > 0 && (
            <section className="results-card news-tops" data-testid="news-tops">
              <h3 className="results-card-title">
                <span className="hot-mark" aria-hidden="true" />
                {t("results.hotTopics")}
              </h3>
              <ol className="news-top-list">
                {articleTops.map((top, i) => (
                  <li key={top.id}>
                    <button type="button" className="news-top" onClick={() => open(top.id)} data-testid="news-top">
                      <span className={`news-rank news-rank-${i + 1}`}>{i + 1}</span>
                      <span className="news-top-title">{top.title}</span>
                    </button>
                  </li>
                ))}
              </ol>
            </section>
          )}
          {articleTabs.length > 0 && (
            <section className="results-card news-tabs">
              <Tabs activeKey={activeTab} onChange={setTab}>
                {articleTabs.map((x) => (
                  <Tabs.Tab key={String(x.id)} title={<span data-testid="news-tab">{x.title}</span>} />
                ))}
              </Tabs>
              {shown && shown.articles.length > 0 ? (
                <List className="news-list">
                  {shown.articles.map((a) => (
                    <List.Item key={a.id} onClick={() => open(a.id)} data-testid="news-item">
                      {a.title}
                    </List.Item>
                  ))}
                </List>
              ) : (
                <p className="section-empty">{t("results.noNews")}</p>
              )}
            </section>
          )}
        </>
      );
  }

  return (
    <div className="results-page" data-testid="more-news">
      <NavBar onBack={back} className="page-navbar">
        {t("results.newsTitle")}
      </NavBar>
      <div className="results-body">{body}</div>
    </div>
  );
}
