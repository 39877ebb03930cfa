import { Button, Input, Toast } from "antd-mobile";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../../errors";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import { percentOfRateBp, rateBpOfPercent } from "./rate-input";
import "./commissions.css";

/** The agent's own commission rate: set it (a percentage) or go back to the default; audited as growth.agentRate. */
export function AgentRatePanel({ agentId, ownRateBp, defaultRateBp }: { agentId: number; ownRateBp: number | null; defaultRateBp: number }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const [text, setText] = useState(ownRateBp === null ? "" : (ownRateBp / 100).toFixed(2));
  const setRate = trpc.admin.commissions.setRate.useMutation({
    onSuccess: async () => {
      Toast.show({ icon: "success", content: t("admin.commissions.saved") });
      await utils.admin.commissions.agent.invalidate();
    },
    onError: showError,
  });
  const typed = rateBpOfPercent(text);

  return (
    <Panel title={t("admin.commissions.rateTitle")}>
      <dl className="console-fields">
        <dt>{t("admin.commissions.ownRate")}</dt>
        <dd data-testid="commission-own-rate">{ownRateBp === null ? t("admin.commissions.usesDefault", { rate: percentOfRateBp(defaultRateBp) }) : percentOfRateBp(ownRateBp)}</dd>
      </dl>
      <div className="console-form-row commission-rate-row">
        <Input className="console-input" value={text} onChange={setText} inputMode="decimal" placeholder={percentOfRateBp(defaultRateBp)} aria-label={t("admin.commissions.rateInput")} data-testid="commission-rate-input" />
        <Button
          size="small"
          color="primary"
          loading={setRate.isPending}
          onClick={() => {
            if (typed === null) Toast.show({ content: t("admin.commissions.rateInvalid") });
            else setRate.mutate({ agentId, rateBp: typed });
          }}
          data-testid="commission-rate-save"
        >
          {t("admin.commissions.save")}
        </Button>
        <Button
          size="small"
          disabled={ownRateBp === null || setRate.isPending}
          onClick={() => {
            setText("");
            setRate.mutate({ agentId, rateBp: null });
          }}
          data-testid="commission-rate-clear"
        >
          {t("admin.commissions.clear")}
        </Button>
      </div>
      <p className="console-muted">{t("admin.commissions.rateHint")}</p>
    </Panel>
  );
}
