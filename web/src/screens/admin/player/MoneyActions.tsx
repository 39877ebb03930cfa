import { useState } from "react";
import { Button, Input, Selector, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../../src/domain/money";
import { MoneyInput } from "../../../components/MoneyInput";
import { useShowError } from "../../../errors";
import { useMoneyField } from "../../../hooks/useMoneyField";
import { trpc } from "../../../trpc";
import { Panel } from "../ConsoleLayout";
import type { PlayerDetail } from "./detail";
import { useRequestId } from "../request-id";
import { confirmDialog } from "../confirm";

type Action = "gift" | "adjust" | "freeze" | "unfreeze";

/**
 * The operator's hand on a player's money: a gift (fund type 4) or a signed
 * correction (type 5), both with a mandatory reason the player reads on the
 * fund line; freezing part of the balance into lock_money, or releasing it.
 */
export function MoneyActions({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const gift = trpc.admin.funds.gift.useMutation();
  const adjust = trpc.admin.funds.adjust.useMutation();
  const freeze = trpc.admin.funds.freeze.useMutation();
  const unfreeze = trpc.admin.funds.unfreeze.useMutation();
  const [action, setAction] = useState<Action>("gift");
  // Only a correction may take money away, so only it takes a minus sign.
  const amount = useMoneyField({ allowNegative: action === "adjust", required: t("admin.funds.amountRequired") });
  const [reason, setReason] = useState("");
  // The same key twice (a double click, a retry) moves the money once; a changed form is a new intent, with a new key.
  const { requestId, renew } = useRequestId();
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      renew();
    };
  const [busy, setBusy] = useState(false);
  const reasonRequired = action === "gift" || action === "adjust";

  const options: { label: string; value: Action }[] = [
    { label: t("admin.funds.gift"), value: "gift" },
    { label: t("admin.funds.adjust"), value: "adjust" },
    { label: t("admin.funds.freeze"), value: "freeze" },
    { label: t("admin.funds.unfreeze"), value: "unfreeze" },
  ];
  const label = options.find((o) => o.value === action)!.label;

  const submit = async () => {
    if (busy) return;
    const amountMinor = amount.take();
    if (amountMinor === null) return;
    if (reasonRequired && reason.trim() === "") {
      Toast.show({ content: t("admin.funds.reasonRequired") });
      return;
    }
    const confirmed = await confirmDialog(t("admin.funds.confirm", { action: label, amount: formatMoney(amountMinor), username: player.username }));
    if (!confirmed) return;
    setBusy(true);
    try {
      const input = { userId: player.id, amount: formatMoney(amountMinor), requestId, reason: reason.trim() };
      const mutation = action === "gift" ? gift : action === "adjust" ? adjust : action === "freeze" ? freeze : unfreeze;
      const result = await mutation.mutateAsync(input);
      Toast.show({ icon: "success", content: result.applied ? t("admin.funds.done") : t("admin.funds.alreadyDone") });
      amount.setText("");
      setReason("");
      renew();
      await utils.admin.players.invalidate();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t("admin.funds.title")}>
      <div className="console-form" data-testid="money-actions">
        <Selector
          options={options}
          value={[action]}
          onChange={(values) => {
            if (values[0]) edit(setAction)(values[0]);
          }}
          columns={4}
          data-testid="money-action"
        />
        <MoneyInput
          field={amount}
          className="console-input"
          onChange={renew}
          placeholder={action === "adjust" ? t("admin.funds.signedAmount") : t("admin.funds.amount")}
          ariaLabel={action === "adjust" ? t("admin.funds.signedAmount") : t("admin.funds.amount")}
          testId="money-amount"
        />
        <Input
          className="console-input"
          value={reason}
          onChange={edit(setReason)}
          placeholder={reasonRequired ? t("admin.funds.reason") : t("admin.funds.noteOptional")}
          maxLength={200}
          data-testid="money-reason"
        />
        <Button size="small" color="primary" loading={busy} disabled={busy} onClick={() => void submit()} data-testid="money-submit">
          {label}
        </Button>
      </div>
    </Panel>
  );
}
