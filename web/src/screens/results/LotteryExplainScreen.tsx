import { List, Skeleton } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { gameLabel } from "../../format/game";
import { useBack } from "../../hooks/useBack";
import { useScheduleParams } from "../../hooks/useSchedule";
import { linkTo, useGameQuery } from "./query";
import "./results.css";

/** SPEC section 2, /lotteryExplain: the product description, with the ways on to the rules and the results. */
export default function LotteryExplainScreen() {
  const { t } = useTranslation();
  const back = useBack("/");
  const schedule = useScheduleParams();
  const navigate = useNavigate();
  const { gameId, name } = useGameQuery();
  const game: Record<string, string | number> = name ? { game_id: gameId, name } : { game_id: gameId };
  return (
    <div className="results-page" data-testid="lottery-explain">
      <NavBar onBack={back} className="page-navbar">
        {name ? `${gameLabel(t, name)} · ${t("results.explainTitle")}` : t("results.explainTitle")}
      </NavBar>
      <div className="results-body">
        <section className="results-card rule-text">
          <h3 className="results-card-title">{t("results.explainWhat")}</h3>
          <p>{t("results.explainIntro")}</p>
          <p>{t("results.explainOutcomes")}</p>
          <h3 className="results-card-title">{t("results.explainWhen")}</h3>
          {schedule ? <p data-testid="explain-schedule">{t("results.explainSchedule", schedule)}</p> : <Skeleton.Paragraph lineCount={2} animated />}
          <h3 className="results-card-title">{t("results.explainFairTitle")}</h3>
          <p>{t("results.explainFair")}</p>
          <h3 className="results-card-title">{t("results.explainMoneyTitle")}</h3>
          <p>{t("results.explainMoney")}</p>
          <p>{t("results.supportHours")}</p>
        </section>
        <List className="settings-list">
          <List.Item onClick={() => void navigate(linkTo("/rule", game))}>{t("results.ruleTitle")}</List.Item>
          <List.Item onClick={() => void navigate(linkTo("/lotteryDetail", game))}>{t("results.historyTitlePlain")}</List.Item>
          <List.Item onClick={() => void navigate(linkTo("/trendChart", game))}>{t("results.trendTitlePlain")}</List.Item>
        </List>
      </div>
    </div>
  );
}
