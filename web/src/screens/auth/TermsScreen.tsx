import { Button, Skeleton } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText } from "../../errors";
import { useBack } from "../../hooks/useBack";
import { trpc } from "../../trpc";
import { SafeHtml } from "../results/SafeHtml";
import "../results/results.css";

/**
 * /terms: the user agreement the register form links to, as the operator wrote
 * it in the console for this language (the default language's when this one
 * has none), sanitised like the news articles. Open to guests.
 */
export default function TermsScreen() {
  const { t } = useTranslation();
  const back = useBack("/register");
  const errorText = useErrorText();
  const terms = trpc.home.terms.useQuery();

  let body;
  if (terms.isPending) body = <Skeleton.Paragraph lineCount={8} animated className="results-skeleton" />;
  else if (terms.isError)
    body = (
      <StatusBlock kind="offline" title={t("common.loadFailed")} description={errorText(terms.error)}>
        <Button size="small" shape="rounded" onClick={() => void terms.refetch()}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  else if (terms.data.html.trim() === "") body = <StatusBlock kind="empty" title={t("onboarding.termsTitle")} description={t("onboarding.termsMissing")} />;
  else
    body = (
      <article className="article" data-testid="terms" data-lang={terms.data.lang}>
        <SafeHtml html={terms.data.html} className="article-content" />
      </article>
    );

  return (
    <div className="results-page" data-testid="terms-screen">
      <NavBar onBack={back} className="page-navbar">
        {t("onboarding.termsTitle")}
      </NavBar>
      <div className="results-body">{body}</div>
    </div>
  );
}
