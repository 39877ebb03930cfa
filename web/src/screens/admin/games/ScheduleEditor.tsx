import { useState } from "react";
import { Button, Input, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import { formatMoment } from "../format";
import type { GamesOverview } from "./overview";
import { useRequestId } from "../request-id";

/** "20261123" as "2026-11-23". */
const dayText = (day: string): string => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;

/**
 * The schedule all games run on: in force now, set for a later sales day, and
 * a new one (from the next sales day on: today's rounds keep their numbers and times).
 */
export function ScheduleEditor({ data }: { data: GamesOverview }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const save = trpc.admin.games.setSchedule.useMutation();
  const { requestId, renew } = useRequestId();
  const inForce = data.scheduleInForce;
  const [salesWindow, setSalesWindow] = useState(inForce.salesWindow);
  const [roundSeconds, setRoundSeconds] = useState(String(inForce.roundSeconds));
  const [closeSeconds, setCloseSeconds] = useState(String(inForce.closeSeconds));

  const submit = () => {
    if (save.isPending) return;
    save.mutate(
      { salesWindow: salesWindow.trim(), roundSeconds: Number(roundSeconds), closeSeconds: Number(closeSeconds), requestId },
      {
        onSuccess: (pending) => {
          renew();
          Toast.show({ icon: "success", content: t("admin.schedule.saved", { day: dayText(pending.firstSalesDay), issue: pending.firstIssue }) });
          void utils.admin.games.overview.invalidate();
        },
        onError: showError,
      },
    );
  };

  return (
    <Panel title={t("admin.games.schedule")}>
      <dl className="console-fields" data-testid="games-schedule">
        <dt>{t("admin.games.salesWindow")}</dt>
        <dd>
          {inForce.salesWindow} ({inForce.timeZone})
        </dd>
        <dt>{t("admin.games.roundLength")}</dt>
        <dd>{t("admin.games.seconds", { n: inForce.roundSeconds })}</dd>
        <dt>{t("admin.games.closeBefore")}</dt>
        <dd>{t("admin.games.seconds", { n: inForce.closeSeconds })}</dd>
        <dt>{t("admin.schedule.roundsPerDay")}</dt>
        <dd>{inForce.roundsPerDay}</dd>
        <dt>{t("admin.games.currentRound")}</dt>
        <dd>{data.currentIssue ?? "-"}</dd>
        <dt>{t("admin.games.nextRound")}</dt>
        <dd data-testid="games-next-issue">
          {data.nextIssue} <span className="console-muted">{formatMoment(data.nextOpensAtMs)}</span>
        </dd>
        {data.pendingSchedules.map((pending) => (
          <PendingLine key={pending.firstSalesDay} pending={pending} />
        ))}
      </dl>
      <div className="console-field-grid console-schedule-form">
        <label className="console-field">
          <span>{t("admin.schedule.window")}</span>
          <Input className="console-input" value={salesWindow} onChange={setSalesWindow} placeholder="10:00-02:00" maxLength={20} data-testid="schedule-window" />
        </label>
        <label className="console-field">
          <span>{t("admin.schedule.roundSeconds")}</span>
          <Input className="console-input" value={roundSeconds} onChange={setRoundSeconds} inputMode="numeric" maxLength={6} />
        </label>
        <label className="console-field">
          <span>{t("admin.schedule.closeSeconds")}</span>
          <Input className="console-input" value={closeSeconds} onChange={setCloseSeconds} inputMode="numeric" maxLength={6} />
        </label>
      </div>
      <p className="console-muted">{t("admin.schedule.hint")}</p>
      <Button size="small" color="primary" loading={save.isPending} onClick={submit} data-testid="schedule-save">
        {t("admin.schedule.save")}
      </Button>
    </Panel>
  );
}

function PendingLine({ pending }: { pending: GamesOverview["pendingSchedules"][number] }) {
  const { t } = useTranslation();
  return (
    <>
      <dt className="console-warn">{t("admin.schedule.pending")}</dt>
      <dd className="console-warn" data-testid="schedule-pending">
        {t("admin.schedule.pendingLine", {
          day: dayText(pending.firstSalesDay),
          issue: pending.firstIssue,
          window: pending.salesWindow,
          round: pending.roundSeconds,
          close: pending.closeSeconds,
        })}
      </dd>
    </>
  );
}
