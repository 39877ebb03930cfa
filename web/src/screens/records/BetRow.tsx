import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { gameLabel, playLabel } from "../../format/game";
import { money } from "../../format/money";
import { outcomeOf, type BetItem } from "./betStatus";
import { formatTime } from "./dates";
import { voidReasonText } from "../../format/void-reason";

/** The status line of a bet (SPEC section 4): accepted, lost, or won with its net result (the payout less the stake). */
function BetStatusTag({ bet }: { bet: BetItem }) {
  const { t } = useTranslation();
  const outcome = outcomeOf(bet);
  const text =
    outcome === "void"
      ? t("records.voidRefunded")
      : outcome === "accepted"
        ? t("records.accepted")
        : outcome === "lost"
          ? t("records.lost")
          : `${t("records.netResult")} +${money(bet.profitMinor)}`;
  return (
    <span className={`record-status record-status-${outcome}`} data-testid="bet-status" data-outcome={outcome}>
      {text}
    </span>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="record-row">
      <span className="record-row-label">{label}</span>
      <span className="record-row-value" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

/**
 * One bet of /BetRecord: status, time, round, amount; on the subordinates tab
 * also game, plan, play method, order number and player.
 */
export function BetRow({ bet, team, onOpen }: { bet: BetItem; team: boolean; onOpen: (bet: BetItem) => void }) {
  const { t, i18n } = useTranslation();
  const play = playLabel(t, bet.playKey, bet.playType);
  return (
    <button type="button" className="record-card" onClick={() => onOpen(bet)} data-testid="bet-item">
      <div className="record-card-head">
        <span className="record-card-title" data-testid="bet-title">
          {team ? bet.username : `${gameLabel(t, bet.gameName)} · ${play}`}
        </span>
        <BetStatusTag bet={bet} />
      </div>
      <Row label={t("records.round")} testId="bet-issue">
        {bet.issue}
      </Row>
      <Row label={t("records.amount")} testId="bet-amount">
        {money(bet.stakeMinor)}
      </Row>
      <Row label={t("records.time")}>{formatTime(bet.placedAtMs)}</Row>
      {bet.voided && (
        <Row label={t("records.voidReason")} testId="bet-void-reason">
          {voidReasonText(bet.voided, i18n.language, t("records.voidedAuto"))}
        </Row>
      )}
      {team && (
        <>
          <Row label={t("records.game")}>{gameLabel(t, bet.gameName)}</Row>
          <Row label={t("records.plan")}>{bet.roomTitle}</Row>
          <Row label={t("records.playMethod")}>{play}</Row>
          <Row label={t("records.orderNo")}>{bet.orderNo}</Row>
          <Row label={t("records.username")} testId="bet-username">
            {bet.username}
          </Row>
        </>
      )}
    </button>
  );
}
