import { useState } from "react";
import { Button, List, Selector, Skeleton, Toast } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { StatusBlock } from "../../components/StatusBlock";
import { useShowError } from "../../errors";
import { money } from "../../format/money";
import { useBack } from "../../hooks/useBack";
import { trpc } from "../../trpc";
import { BreakDialog, type BreakChoice } from "./BreakDialog";
import { LimitEditor, type EditedLimit } from "./LimitEditor";
import "./protection.css";

const KINDS = ["deposit", "loss", "stake"] as const;
const PERIODS = ["day", "week", "month"] as const;
const MINUTES = [0, 30, 60, 120] as const;

/**
 * Player protection: the player's limits (what is used and left this period,
 * a raise or removal waiting and its cancel), a time-out or self-exclusion
 * (the password and a confirmation), and the reality check's interval.
 */
export default function ProtectionScreen() {
  const { t } = useTranslation();
  const back = useBack("/personal");
  const navigate = useNavigate();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const view = trpc.protection.get.useQuery();
  const cancel = trpc.protection.cancelPending.useMutation();
  const reality = trpc.protection.realityCheck.useMutation();
  const [editing, setEditing] = useState<EditedLimit | null>(null);
  const [breaking, setBreaking] = useState<BreakChoice | null>(null);

  const labels = {
    kind: { deposit: t("protection.kind_deposit"), loss: t("protection.kind_loss"), stake: t("protection.kind_stake") },
    period: { day: t("protection.period_day"), week: t("protection.period_week"), month: t("protection.period_month") },
    days: { 1: t("protection.days_1"), 7: t("protection.days_7"), 30: t("protection.days_30") },
    months: { 6: t("protection.months_6"), 12: t("protection.months_12"), 60: t("protection.months_60") },
    minutes: { 0: t("protection.minutes_0"), 30: t("protection.minutes_30"), 60: t("protection.minutes_60"), 120: t("protection.minutes_120") },
  };

  const cancelPending = (kind: EditedLimit["kind"], period: EditedLimit["period"]) =>
    cancel.mutate(
      { kind, period },
      {
        onSuccess: async () => {
          await utils.protection.get.invalidate();
          Toast.show({ content: t("protection.cancelled") });
        },
        onError: showError,
      },
    );

  const data = view.data;
  return (
    <div className="protection-page" data-testid="protection">
      <NavBar onBack={back} className="page-navbar" right={<button type="button" className="protection-link" onClick={() => navigate("/statement")} data-testid="protection-statement">{t("protection.statementEntry")}</button>}>
        {t("protection.title")}
      </NavBar>
      {view.isPending ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : !data ? (
        <StatusBlock kind="offline" title={t("common.loadFailed")} description={t("common.networkError")}>
          <Button color="primary" shape="rounded" onClick={() => void view.refetch()}>
            {t("common.retry")}
          </Button>
        </StatusBlock>
      ) : (
        <>
          <section className="protection-section">
            <h2 className="protection-heading">{t("protection.limitsTitle")}</h2>
            <p className="protection-intro">{t("protection.limitsIntro")}</p>
            {KINDS.map((kind) => (
              <List key={kind} header={labels.kind[kind]} className="protection-list">
                {PERIODS.map((period) => {
                  const limit = data.limits.find((l) => l.kind === kind && l.period === period)!;
                  const title = `${labels.period[period]} · ${labels.kind[kind]}`;
                  return (
                    <List.Item
                      key={period}
                      data-testid={`limit-${kind}-${period}`}
                      onClick={() => setEditing({ kind, period, amountMinor: limit.amountMinor, title })}
                      extra={<span className="protection-amount">{limit.amountMinor === null ? t("protection.notSet") : money(limit.amountMinor)}</span>}
                      description={
                        <div className="protection-usage">
                          <div>{limit.leftMinor === null ? t("protection.used", { used: money(limit.usedMinor) }) : t("protection.usedLeft", { used: money(limit.usedMinor), left: money(limit.leftMinor) })}</div>
                          {limit.underReviewMinor > 0 && (
                            // The limit counts deposits asked for: say which part is not credited yet.
                            <div className="protection-under-review" data-testid={`under-review-${kind}-${period}`}>
                              {t("protection.underReview", { amount: money(limit.underReviewMinor) })}
                            </div>
                          )}
                          {limit.pending && (
                            <div className="protection-pending" data-testid={`pending-${kind}-${period}`}>
                              {limit.pending.amountMinor === null
                                ? t("protection.pendingRemoval", { at: limit.pendingAt })
                                : t("protection.pending", { amount: money(limit.pending.amountMinor), at: limit.pendingAt })}
                              <Button
                                size="mini"
                                fill="outline"
                                className="protection-cancel"
                                onClick={(event) => {
                                  event.stopPropagation();
                                  cancelPending(kind, period);
                                }}
                                data-testid={`cancel-${kind}-${period}`}
                              >
                                {t("protection.cancelPending")}
                              </Button>
                            </div>
                          )}
                        </div>
                      }
                    >
                      {labels.period[period]}
                    </List.Item>
                  );
                })}
              </List>
            ))}
          </section>

          <section className="protection-section">
            <h2 className="protection-heading">{t("protection.breakTitle")}</h2>
            <p className="protection-intro">{t("protection.breakIntro")}</p>
            {data.onBreak ? (
              <div className="protection-on-break" data-testid="on-break">
                {data.onBreak.kind === "time_out" ? t("protection.onBreakTimeOut", { until: data.onBreak.until }) : t("protection.onBreakSelf", { until: data.onBreak.until })}
              </div>
            ) : null}
            <div className="protection-break-row">
              <span className="protection-break-label">{t("protection.timeOut")}</span>
              {([1, 7, 30] as const).map((days) => (
                <Button key={days} size="small" onClick={() => setBreaking({ kind: "timeOut", days, label: labels.days[days] })} data-testid={`timeout-${days}`}>
                  {labels.days[days]}
                </Button>
              ))}
            </div>
            <div className="protection-break-row">
              <span className="protection-break-label">{t("protection.selfExclusion")}</span>
              {([6, 12, 60] as const).map((months) => (
                <Button key={months} size="small" onClick={() => setBreaking({ kind: "selfExclude", months, label: labels.months[months] })} data-testid={`exclude-${months}`}>
                  {labels.months[months]}
                </Button>
              ))}
            </div>
          </section>

          <section className="protection-section">
            <h2 className="protection-heading">{t("protection.realityTitle")}</h2>
            <p className="protection-intro">{t("protection.realityIntro")}</p>
            <Selector
              columns={2}
              options={MINUTES.map((minutes) => ({ label: labels.minutes[minutes], value: minutes }))}
              value={[data.realityCheck.minutes]}
              onChange={(values) => {
                const minutes = values[0];
                if (minutes === undefined) return;
                reality.mutate({ minutes }, { onSuccess: () => void utils.protection.get.invalidate(), onError: showError });
              }}
              data-testid="reality-minutes"
            />
          </section>
        </>
      )}
      {editing && <LimitEditor limit={editing} onClose={() => setEditing(null)} />}
      {breaking && <BreakDialog choice={breaking} onClose={() => setBreaking(null)} />}
    </div>
  );
}
