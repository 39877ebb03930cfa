import { Button, Dialog } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../errors";
import { formatMoney } from "../../../../src/domain/money";
import { MoneyInput } from "../../components/MoneyInput";
import { useMoneyField } from "../../hooks/useMoneyField";
import { trpc } from "../../trpc";

export interface EditedLimit {
  readonly kind: "deposit" | "loss" | "stake";
  readonly period: "day" | "week" | "month";
  readonly amountMinor: number | null;
  readonly title: string;
}

/** Sets, lowers, raises or removes one limit; the server says whether it applied at once or waits 24 hours. */
export function LimitEditor({ limit, onClose }: { readonly limit: EditedLimit; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const save = trpc.protection.setLimit.useMutation();
  // 0 is a limit (no more of that at all); the field starts with the limit as the wire writes it, never a grouped "1,000.00".
  const amount = useMoneyField({ allowZero: true, initial: limit.amountMinor === null ? "" : formatMoney(limit.amountMinor) });

  const send = (value: string | null) =>
    save.mutate(
      { kind: limit.kind, period: limit.period, amount: value },
      {
        onSuccess: async (saved) => {
          await utils.protection.get.invalidate();
          onClose();
          void Dialog.alert({ content: <div data-testid="limit-saved">{saved.pending ? t("protection.savedPending") : t("protection.saved")}</div>, confirmText: t("protection.continue") });
        },
        onError: showError,
      },
    );

  return (
    <Dialog
      visible
      title={limit.title}
      onClose={onClose}
      closeOnMaskClick
      content={
        <div className="protection-editor" data-testid="limit-editor">
          <MoneyInput field={amount} placeholder={t("protection.amountPlaceholder")} ariaLabel={limit.title} testId="limit-amount" />
          <Button
            block
            color="primary"
            loading={save.isPending}
            onClick={() => {
              const amountMinor = amount.take();
              if (amountMinor !== null) send(formatMoney(amountMinor));
            }}
            data-testid="limit-save"
          >
            {t("protection.save")}
          </Button>
          {limit.amountMinor !== null && (
            <Button block fill="none" onClick={() => send(null)} disabled={save.isPending} data-testid="limit-remove">
              {t("protection.remove")}
            </Button>
          )}
        </div>
      }
    />
  );
}
