import { useRef, useState, type ReactNode } from "react";
import { Button, Input, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useShowError } from "../../errors";
import { money } from "../../format/money";
import { formatMoment } from "./format";
import { reviewStatusClass, useReviewStatusText } from "./labels";
import { ApproveDialog } from "./ApproveDialog";
import type { ApproveFacts, ReviewItem } from "./review-item";

export type { ReviewItem } from "./review-item";

export type Decide = (id: number, remark: string) => Promise<unknown>;

/**
 * One request: who, how much, the player's money and turnover now, and (while
 * under review) the decision with a remark. Both buttons are locked from the
 * first click until the answer comes, so a double click decides once; the
 * server's decisions are idempotent as well.
 */
export function ReviewCard({
  item,
  details,
  facts,
  thresholdMinor,
  onApprove,
  onReject,
}: {
  item: ReviewItem;
  details: ReactNode;
  /** The channel and reference the approval's confirmation names. */
  facts: ApproveFacts;
  thresholdMinor: number | null;
  onApprove: Decide;
  onReject: Decide;
}) {
  const { t } = useTranslation();
  const showError = useShowError();
  const statusText = useReviewStatusText();
  const [remark, setRemark] = useState("");
  const [busy, setBusy] = useState<"approve" | "reject" | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inFlight = useRef(false);
  const turnover = item.playerMoney.turnover;

  const decide = async (which: "approve" | "reject") => {
    if (inFlight.current) return;
    if (which === "reject" && remark.trim() === "") {
      Toast.show({ content: t("admin.review.remarkRequired") });
      return;
    }
    inFlight.current = true;
    setBusy(which);
    try {
      const answer = await (which === "approve" ? onApprove : onReject)(item.id, remark.trim());
      // An approval that leaves the request under review was the first of two.
      const held = which === "approve" && (answer as { awaitingSecondApproval?: boolean } | undefined)?.awaitingSecondApproval === true;
      Toast.show({ icon: "success", content: held ? t("admin.approvals.held") : which === "approve" ? t("admin.review.approved") : t("admin.review.rejected") });
    } catch (error) {
      showError(error);
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  return (
    <article className="console-card" data-testid="review-card" data-request-id={item.id} data-player={item.player.username}>
      <div className="console-card-head">
        <Link to={`/admin/player?id=${item.player.id}`} className="console-card-title">
          {item.player.username} <span className="console-muted">#{item.player.id}</span>
        </Link>
        <span className={reviewStatusClass(item.status)} data-testid="review-status" data-awaiting-second={item.approval.awaitingSecond ? "true" : undefined}>
          {item.approval.awaitingSecond ? t("admin.approvals.statusAwaiting") : statusText(item.status)}
        </span>
      </div>
      <div className="console-amount" data-testid="review-amount">
        {money(item.amountMinor)}
      </div>
      <dl className="console-fields">
        {details}
        <dt>{t("admin.review.requestedAt")}</dt>
        <dd>{formatMoment(item.createdAtMs)}</dd>
        <dt>{t("admin.review.balance")}</dt>
        <dd>
          {money(item.playerMoney.moneyMinor)}
          {item.playerMoney.lockedMinor > 0 && <span className="console-muted"> ({t("admin.review.locked", { amount: money(item.playerMoney.lockedMinor) })})</span>}
        </dd>
        <dt>{t("admin.review.withdrawing")}</dt>
        <dd>{money(item.playerMoney.withdrawingMinor)}</dd>
        <dt>{t("admin.review.turnover")}</dt>
        <dd className={turnover.met ? "console-good" : "console-warn"} data-testid="review-turnover">
          {turnover.met ? t("admin.review.turnoverMet") : t("admin.review.turnoverShort", { amount: money(turnover.shortfallMinor) })}
          <span className="console-muted">
            {" "}
            {t("admin.review.turnoverDetail", { stake: money(turnover.settledStakeMinor), atReset: money(turnover.moneyAtResetMinor), credited: money(turnover.creditedMinor) })}
          </span>
        </dd>
        {item.approval.first !== null && (
          <>
            <dt>{t("admin.approvals.firstApproval")}</dt>
            <dd data-testid="review-first-approval">{t("admin.approvals.firstApprovalBy", { name: item.approval.first.operatorName, at: formatMoment(item.approval.first.atMs) })}</dd>
          </>
        )}
        {item.reviewedAtMs !== null && (
          <>
            <dt>{t("admin.review.reviewedAt")}</dt>
            <dd>{formatMoment(item.reviewedAtMs)}</dd>
          </>
        )}
        {item.remark !== "" && (
          <>
            <dt>{t("admin.review.remark")}</dt>
            <dd data-testid="review-remark">{item.remark}</dd>
          </>
        )}
      </dl>
      {item.status === 0 && (
        <>
          <Input
            className="console-input"
            value={remark}
            onChange={setRemark}
            placeholder={t("admin.review.remarkPlaceholder")}
            maxLength={400}
            disabled={busy !== null}
            data-testid="review-remark-input"
          />
          <div className="console-actions">
            <Button
              color="success"
              size="small"
              loading={busy === "approve"}
              disabled={busy !== null}
              onClick={() => {
                // Approve asks first (ApproveDialog); the confirmation decides.
                if (!inFlight.current) setConfirming(true);
              }}
              data-testid="review-approve"
            >
              {t("admin.review.approve")}
            </Button>
            <Button color="danger" fill="outline" size="small" loading={busy === "reject"} disabled={busy !== null} onClick={() => void decide("reject")} data-testid="review-reject">
              {t("admin.review.reject")}
            </Button>
          </div>
          <ApproveDialog
            item={item}
            facts={facts}
            thresholdMinor={thresholdMinor}
            visible={confirming}
            onClose={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void decide("approve");
            }}
          />
        </>
      )}
    </article>
  );
}
