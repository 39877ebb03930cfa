import type { ReactNode } from "react";
import { Button } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { PageLoading } from "../../components/PageLoading";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText } from "../../errors";
import { gameLabel, playLabel } from "../../format/game";
import { money } from "../../format/money";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { BetFairness } from "./BetFairness";
import { outcomeOf, type BetItem } from "./betStatus";
import { betIdOf } from "./betLink";
import { formatTime } from "./dates";
import "./records.css";
import { formatOdds } from "../../../../src/domain/betting/odds";
import { voidReasonText } from "../../format/void-reason";

function Line({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="detail-line">
      <span className="detail-line-label">{label}</span>
      <span className="detail-line-value" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

function Badge({ bet }: { bet: BetItem }) {
  const { t } = useTranslation();
  const outcome = outcomeOf(bet);
  const text = outcome === "void" ? t("records.badgeVoid") : outcome === "won" ? t("records.badgeWon") : outcome === "lost" ? t("records.badgeLost") : t("records.badgeAccepted");
  return (
    <span className={`detail-badge detail-badge-${outcome}`} data-testid="bet-badge" data-outcome={outcome}>
      {text}
    </span>
  );
}

function BetDetail({ bet }: { bet: BetItem }) {
  const { t, i18n } = useTranslation();
  const outcome = outcomeOf(bet);
  const play = playLabel(t, bet.playKey, bet.playType);
  return (
    <div className="detail-body">
      <section className="detail-hero card">
        <Badge bet={bet} />
        <div className="detail-hero-game">
          {gameLabel(t, bet.gameName)} · {bet.roomTitle}
        </div>
        <div className={`detail-hero-amount detail-amount-${outcome}`} data-testid="bet-profit">
          {outcome === "accepted" || outcome === "void" ? money(bet.stakeMinor) : `${bet.profitMinor >= 0 ? "+" : ""}${money(bet.profitMinor)}`}
        </div>
        <div className="detail-hero-caption">{outcome === "void" ? t("records.refunded") : outcome === "accepted" ? t("records.stake") : t("records.netResult")}</div>
      </section>

      <section className="detail-draw card">
        <div className="detail-section-title">{t("records.drawResult")}</div>
        {bet.voided ? (
          <div className="detail-waiting" data-testid="bet-void-reason">
            <strong>{t("records.voidRefunded")}</strong>
            <div>{voidReasonText(bet.voided, i18n.language, t("records.voidedAuto"))}</div>
          </div>
        ) : bet.digits ? (
          <div className="detail-balls" data-testid="bet-draw">
            {bet.digits.map((digit, i) => (
              <span key={i} className="detail-ball" data-testid="bet-digit">
                {digit}
              </span>
            ))}
            <span className="detail-equals">=</span>
            <span className="detail-ball detail-ball-sum" data-testid="bet-sum">
              {bet.digits.reduce((sum, d) => sum + d, 0)}
            </span>
          </div>
        ) : (
          <div className="detail-waiting" data-testid="bet-draw-waiting">
            {t("records.awaitingDraw")}
          </div>
        )}
      </section>

      <section className="detail-lines card">
        <Line label={t("records.orderNo")} testId="bet-order-no">
          {bet.orderNo}
        </Line>
        <Line label={t("records.plan")} testId="bet-plan">
          {bet.roomTitle}
        </Line>
        <Line label={t("records.round")}>{bet.issue}</Line>
        <Line label={t("records.betInfo")} testId="bet-info">
          {t("records.betInfoText", { play, stake: money(bet.stakeMinor), odds: formatOdds(bet.oddsHundredths) })}
        </Line>
        {bet.status === 1 && !bet.voided && <Line label={t("records.payout")}>{money(bet.payoutMinor)}</Line>}
        <Line label={t("records.betTime")} testId="bet-time">
          {formatTime(bet.placedAtMs)}
        </Line>
        {bet.settledAtMs !== null && <Line label={t("records.settledTime")}>{formatTime(bet.settledAtMs)}</Line>}
        <Line label={t("records.username")}>{bet.username}</Line>
      </section>
      <BetFairness betId={bet.id} />
    </div>
  );
}

/** SPEC section 2, /betDetail: one bet with its draw, the bet, the time and a win/lose/accepted badge. */
export default function BetDetailScreen() {
  const { t } = useTranslation();
  const back = useBack("/BetRecord");
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const betId = betIdOf(params);
  const detail = trpc.records.betDetail.useQuery({ betId: betId ?? 0 }, { enabled: betId !== null, refetchOnMount: "always" });

  let body: ReactNode;
  if (betId === null) body = <StatusBlock kind="empty" className="status-block-page" title={t("records.betMissing")} />;
  else if (detail.data) body = <BetDetail bet={detail.data} />;
  else if (detail.isError)
    body = (
      <StatusBlock kind="offline" className="status-block-page" title={t("common.loadFailed")} description={errorText(detail.error)}>
        <Button color="primary" shape="rounded" onClick={() => void detail.refetch()}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  else body = <PageLoading />;

  return (
    <div className="records-page" data-testid="bet-detail">
      <NavBar onBack={back} className="page-navbar">
        {t("records.detailTitle")}
      </NavBar>
      {body}
    </div>
  );
}
