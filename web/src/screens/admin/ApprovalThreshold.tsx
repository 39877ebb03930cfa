import { useState } from "react";
import { Button, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../components/MoneyInput";
import { useShowError } from "../../errors";
import { money } from "../../format/money";
import { useMoneyField } from "../../hooks/useMoneyField";
import { trpc } from "../../trpc";

/** The second-approval amount now, for the queues and their confirmation (null while it loads). */
export function useApprovalThreshold(): number | null {
  const settings = trpc.admin.approvals.settings.useQuery();
  return settings.data?.secondApprovalAboveMinor ?? null;
}

/**
 * The operator's four-eyes amount, above the deposit and withdrawal queues:
 * shown, and changed in place (a plain amount; 0 asks two operators of every request).
 */
export function ApprovalThreshold() {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const threshold = useApprovalThreshold();
  const save = trpc.admin.approvals.setThreshold.useMutation();
  const [editing, setEditing] = useState(false);
  const field = useMoneyField({ allowZero: true });

  const submit = async () => {
    const minor = field.take();
    if (minor === null) return;
    try {
      await save.mutateAsync({ amount: field.text.trim() });
      await utils.admin.approvals.settings.invalidate();
      Toast.show({ icon: "success", content: t("admin.approvals.thresholdSaved") });
      setEditing(false);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <div className="console-threshold" data-testid="approval-threshold">
      <span className="console-muted">{t("admin.approvals.thresholdLabel")}</span>{" "}
      <strong data-testid="approval-threshold-value">{threshold === null ? "…" : money(threshold)}</strong>
      {!editing ? (
        <Button
          size="mini"
          fill="none"
          color="primary"
          onClick={() => {
            field.setText(threshold === null ? "" : (threshold / 100).toFixed(2));
            setEditing(true);
          }}
          data-testid="approval-threshold-edit"
        >
          {t("admin.approvals.thresholdEdit")}
        </Button>
      ) : (
        <div className="console-toolbar">
          <MoneyInput field={field} testId="approval-threshold-input" className="console-input console-input-narrow" ariaLabel={t("admin.approvals.thresholdLabel")} />
          <Button size="small" color="primary" loading={save.isPending} onClick={() => void submit()} data-testid="approval-threshold-save">
            {t("admin.approvals.thresholdSave")}
          </Button>
          <Button size="small" onClick={() => setEditing(false)}>
            {t("admin.approvals.cancel")}
          </Button>
        </div>
      )}
      <div className="console-muted console-threshold-hint">{t("admin.approvals.thresholdHint")}</div>
    </div>
  );
}
