import { useState } from "react";
import { Button, Checkbox, Dialog, Input, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../errors";
import { trpc } from "../../trpc";

export type BreakChoice = { readonly kind: "timeOut"; readonly days: 1 | 7 | 30; readonly label: string } | { readonly kind: "selfExclude"; readonly months: 6 | 12 | 60; readonly label: string };

/** A break asks for the login password and a confirmation that it cannot be ended early. */
export function BreakDialog({ choice, onClose }: { readonly choice: BreakChoice; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const timeOut = trpc.protection.timeOut.useMutation();
  const selfExclude = trpc.protection.selfExclude.useMutation();
  const [password, setPassword] = useState("");
  const [understood, setUnderstood] = useState(false);
  const pending = timeOut.isPending || selfExclude.isPending;

  const done = {
    onSuccess: async () => {
      await utils.protection.get.invalidate();
      onClose();
      Toast.show({ icon: "success", content: t("protection.breakTaken") });
    },
    onError: showError,
  };
  const submit = () => {
    if (choice.kind === "timeOut") timeOut.mutate({ days: choice.days, password, confirm: understood }, done);
    else selfExclude.mutate({ months: choice.months, password, confirm: understood }, done);
  };

  return (
    <Dialog
      visible
      title={choice.kind === "timeOut" ? t("protection.confirmTimeOut", { length: choice.label }) : t("protection.confirmSelf", { length: choice.label })}
      onClose={onClose}
      closeOnMaskClick
      content={
        <div className="protection-editor" data-testid="break-dialog">
          <p className="protection-warning">{t("protection.confirmText")}</p>
          <Input type="password" value={password} onChange={setPassword} placeholder={t("protection.passwordPlaceholder")} autoComplete="current-password" maxLength={128} data-testid="break-password" />
          <Checkbox checked={understood} onChange={setUnderstood} data-testid="break-understand">
            {t("protection.understand")}
          </Checkbox>
          <Button block color="danger" loading={pending} onClick={submit} data-testid="break-submit">
            {t("protection.takeBreak")}
          </Button>
          <Button block fill="none" onClick={onClose} disabled={pending}>
            {t("common.cancel")}
          </Button>
        </div>
      }
    />
  );
}
