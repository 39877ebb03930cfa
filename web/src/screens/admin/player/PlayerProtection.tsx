import { useState } from "react";
import { Button, Input, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { money } from "../../../format/money";
import { trpc } from "../../../trpc";
import { useAuditActionText } from "../audit-labels";
import { Panel } from "../ConsoleLayout";
import { QueryState } from "../QueryState";
import { formatMoment } from "../format";
import type { PlayerDetail } from "./detail";

/**
 * The player's own protection as the console sees it: the limits in force and
 * the changes waiting, the break in force and its lengthening (the only thing
 * an operator may do to a break), and every change, the player's or an operator's.
 * Nothing shows until the protection is read, so "no break" never flashes for a player who is on one.
 */
export function PlayerProtection({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const actionText = useAuditActionText();
  const utils = trpc.useUtils();
  const protection = trpc.admin.players.protection.useQuery({ userId: player.id });
  const extend = trpc.admin.players.extendBreak.useMutation();
  const [until, setUntil] = useState("");
  const data = protection.data;
  const kinds: Record<string, string> = { deposit: t("admin.protection.kind_deposit"), loss: t("admin.protection.kind_loss"), stake: t("admin.protection.kind_stake") };
  const periods: Record<string, string> = { day: t("admin.protection.period_day"), week: t("admin.protection.period_week"), month: t("admin.protection.period_month") };
  const limits = data?.limits.filter((l) => l.amountMinor !== null || l.pending !== null) ?? [];

  const lengthen = () =>
    extend.mutate(
      { userId: player.id, until: until.trim() },
      {
        onSuccess: async () => {
          setUntil("");
          Toast.show({ icon: "success", content: t("admin.protection.extended") });
          await utils.admin.players.protection.invalidate();
        },
        onError: showError,
      },
    );

  return (
    <Panel title={t("admin.protection.title")}>
      <QueryState query={protection} empty={false}>
        <div data-testid="player-protection">
          <dl className="console-fields">
            <dt>{t("admin.protection.limits")}</dt>
            <dd data-testid="player-protection-limits">
              {limits.length === 0
                ? t("admin.protection.noLimits")
                : limits.map((l) => (
                    <div key={`${l.kind}-${l.period}`}>
                      {kinds[l.kind]} · {periods[l.period]}: {l.amountMinor === null ? "-" : money(l.amountMinor)}
                      {l.pending && (
                        <span className="console-warn">
                          {" "}
                          ({l.pending.amountMinor === null ? t("admin.protection.pendingRemoval", { at: formatMoment(l.pending.effectiveAtMs) }) : t("admin.protection.pending", { amount: money(l.pending.amountMinor), at: formatMoment(l.pending.effectiveAtMs) })})
                        </span>
                      )}
                    </div>
                  ))}
            </dd>
            <dt>{t("admin.protection.breakLabel")}</dt>
            <dd data-testid="player-protection-break">
              {data?.onBreak
                ? `${data.onBreak.kind === "time_out" ? t("admin.protection.timeOut") : t("admin.protection.selfExclusion")} ${t("admin.protection.until", { until: formatMoment(data.onBreak.untilMs) })}`
                : t("admin.protection.noBreak")}
            </dd>
            <dt>{t("admin.protection.realityCheck")}</dt>
            <dd>{data?.realityCheckMinutes === 0 ? t("admin.protection.realityOff") : t("admin.protection.realityEvery", { minutes: data?.realityCheckMinutes ?? 60 })}</dd>
          </dl>
          {data?.onBreak && (
            <div className="console-form">
              <strong>{t("admin.protection.extendTitle")}</strong>
              <div className="console-muted">{t("admin.protection.extendHint")}</div>
              <Input className="console-input" value={until} onChange={setUntil} placeholder={t("admin.protection.extendUntil")} maxLength={10} data-testid="extend-break-until" />
              <Button size="small" color="warning" loading={extend.isPending} onClick={lengthen} data-testid="extend-break-submit">
                {t("admin.protection.extend")}
              </Button>
            </div>
          )}
          <h3>{t("admin.protection.history")}</h3>
          {data && data.history.length === 0 ? (
            <div className="console-muted">{t("admin.protection.noHistory")}</div>
          ) : (
            <ul className="console-list" data-testid="player-protection-history">
              {data?.history.map((line) => (
                <li key={line.id}>
                  {formatMoment(line.atMs)} · {actionText(line.action)} · {line.operatorId === player.id ? t("admin.protection.byPlayer") : `#${line.operatorId}`}
                </li>
              ))}
            </ul>
          )}
        </div>
      </QueryState>
    </Panel>
  );
}
