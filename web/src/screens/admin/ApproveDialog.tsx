import { Button, Dialog } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { money } from "../../format/money";
import { formatMoment } from "./format";
import type { ApproveFacts, ReviewItem } from "./review-item";

/**
 * The confirmation before an approval moves money (issue 37, item 12): the
 * amount, the player, the channel and reference, the player's turnover today,
 * and what this approval will do: move the money now, hold the request for a
 * second operator (above the operator's amount), or complete a first approval.
 */
export function ApproveDialog({
  item,
  facts,
  thresholdMinor,
  visible,
  onConfirm,
  onClose,
}: {
  item: ReviewItem;
  facts: ApproveFacts;
  /** The second-approval amount now (null while it loads). */
  thresholdMinor: number | null;
  visible: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const turnover = item.playerMoney.turnover;
  const first = item.approval.first;
  const second = item.approval.needsSecond && first !== null;
  const step = !item.approval.needsSecond
    ? t("admin.approvals.stepFinal")
    : first === null
      ? t("admin.approvals.stepHold", { threshold: thresholdMinor === null ? "" : money(thresholdMinor) })
      : t("admin.approvals.stepSecond", { name: first.operatorName, at: formatMoment(first.atMs) });
  const title = second ? t("admin.approvals.confirmSecondTitle") : t("admin.approvals.confirmTitle");
  return (
    // Named by its title (antd-mobile's dialog does not point at its own header).
    <Dialog
      aria-label={title}
      visible={visible}
      onClose={onClose}
      closeOnMaskClick
      title={title}
      content={
        <div className="console-approve" data-testid="approve-dialog">
          <dl className="console-fields">
            <dt>{t("admin.approvals.amount")}</dt>
            <dd className="console-approve-amount" data-testid="approve-amount">
              {money(item.amountMinor)}
            </dd>
            <dt>{t("admin.approvals.player")}</dt>
            <dd data-testid="approve-player">
              {item.player.username} <span className="console-muted">#{item.player.id}</span>
            </dd>
            <dt>{t("admin.approvals.channel")}</dt>
            <dd data-testid="approve-channel">{facts.channel}</dd>
            <dt>{t("admin.approvals.reference")}</dt>
            <dd className="console-reference" data-testid="approve-reference">
              {facts.reference}
            </dd>
            <dt>{t("admin.approvals.turnover")}</dt>
            <dd className={turnover.met ? "console-good" : "console-warn"} data-testid="approve-turnover">
              {turnover.met ? t("admin.approvals.turnoverMet") : t("admin.approvals.turnoverShort", { amount: money(turnover.shortfallMinor) })}
              <span className="console-muted"> ({t("admin.approvals.turnoverDetail", { required: money(turnover.requiredMinor), staked: money(turnover.settledStakeMinor) })})</span>
            </dd>
          </dl>
          <p className={item.approval.needsSecond ? "console-approve-step console-warn" : "console-approve-step"} data-testid="approve-step">
            {step}
          </p>
          <div className="console-actions">
            <Button color="success" size="small" onClick={onConfirm} data-testid="approve-confirm">
              {t("admin.approvals.confirm")}
            </Button>
            <Button size="small" onClick={onClose} data-testid="approve-cancel">
              {t("admin.approvals.cancel")}
            </Button>
          </div>
        </div>
      }
    />
  );
}
