import { Button, Collapse } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { ServiceIcon } from "../../components/icons";
import { useScheduleParams } from "../../hooks/useSchedule";
import { HTML_LANG, isLang } from "../../i18n/languages";
import { useFaqArticles } from "./useFaqArticles";
import "./results.css";

/** SPEC section 2, /customer (a tab, open to guests): support hours, the FAQ and the way to the online chat. */
export default function CustomerScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const schedule = useScheduleParams();
  const articles = useFaqArticles();
  return (
    <div className="customer-page" data-testid="customer">
      <header className="customer-header">
        <div className="customer-title">{t("results.customerTitle")}</div>
        <div className="customer-hero">
          <ServiceIcon className="customer-hero-icon" />
          <div>
            <div className="customer-hours" data-testid="customer-hours">
              {t("results.hours")}
            </div>
            <div className="customer-hours-note">{t("results.supportHours")}</div>
          </div>
        </div>
        <Button block shape="rounded" className="customer-chat" onClick={() => void navigate("/iframe")} data-testid="customer-chat">
          {t("results.onlineChat")}
        </Button>
      </header>
      <section className="results-card customer-faq">
        <h3 className="results-card-title">{t("results.faqTitle")}</h3>
        <Collapse accordion>
          {/* The operator's knowledge base first (plain text, line breaks kept), then the built-in questions. */}
          {articles.map((article) => (
            <Collapse.Panel key={`article-${article.id}`} title={<span data-testid="faq-article-title">{article.title}</span>}>
              <div className="faq-article-body" data-testid="faq-article-body" lang={isLang(article.lang) ? HTML_LANG[article.lang] : undefined}>
                {article.body}
              </div>
            </Collapse.Panel>
          ))}
          <Collapse.Panel key="password" title={t("results.faqPasswordQ")}>
            {t("results.faqPasswordA")}
          </Collapse.Panel>
          <Collapse.Panel key="deposit" title={t("results.faqDepositQ")}>
            {t("results.faqDepositA")}
          </Collapse.Panel>
          <Collapse.Panel key="withdraw" title={t("results.faqWithdrawQ")}>
            {t("results.faqWithdrawA")}
          </Collapse.Panel>
          {schedule && (
            <Collapse.Panel key="hours" title={<span data-testid="faq-hours-question">{t("results.faqHoursQ")}</span>}>
              <span data-testid="faq-hours">{t("results.faqHoursA", schedule)}</span>
            </Collapse.Panel>
          )}
          <Collapse.Panel key="fair" title={t("results.faqFairQ")}>
            {t("results.faqFairA")}
          </Collapse.Panel>
        </Collapse>
      </section>
    </div>
  );
}
