import { useState, type FormEvent } from "react";
import { Button, Dialog, Input, List, Toast } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../errors";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import "./wallet.css";

/**
 * SPEC section 2, /changePassword: old, new and confirm, each required; new and
 * confirm must match ("the two passwords are inconsistent"). The server checks
 * the old password and the new one's rules; success shows its popup and goes back.
 */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const back = useBack("/personal");
  const showError = useShowError();
  const change = trpc.account.changePassword.useMutation();
  const [oldPassword, setOldPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (change.isPending) return;
    const problem =
      oldPassword === ""
        ? t("wallet.oldPasswordPlaceholder")
        : newPassword === ""
          ? t("wallet.newPasswordPlaceholder")
          : confirmPassword === ""
            ? t("wallet.confirmPasswordPlaceholder")
            : newPassword !== confirmPassword
              ? t("wallet.passwordsInconsistent")
              : null;
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    change.mutate(
      { oldPassword, newPassword, confirmPassword },
      {
        onSuccess: () => {
          Dialog.alert({ content: <div className="wallet-dialog-text" data-testid="password-success">{t("wallet.passwordChanged")}</div>, confirmText: t("wallet.ok"), onConfirm: back });
        },
        onError: showError,
      },
    );
  };

  const field = (name: string, value: string, onChange: (v: string) => void, placeholder: string, autoComplete: string) => (
    <Input
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      maxLength={128}
      placeholder={placeholder}
      clearable
      data-testid={`password-${name}`}
    />
  );

  return (
    <div className="wallet-form-page" data-testid="change-password">
      <NavBar onBack={back} className="page-navbar">
        {t("wallet.changePasswordTitle")}
      </NavBar>
      <form onSubmit={submit} noValidate>
        <List className="wallet-form-list">
          <List.Item title={t("wallet.oldPassword")}>{field("old", oldPassword, setOldPassword, t("wallet.oldPasswordPlaceholder"), "current-password")}</List.Item>
          <List.Item title={t("wallet.newPassword")}>{field("new", newPassword, setNewPassword, t("wallet.newPasswordPlaceholder"), "new-password")}</List.Item>
          <List.Item title={t("wallet.confirmPassword")}>
            {field("confirm", confirmPassword, setConfirmPassword, t("wallet.confirmPasswordPlaceholder"), "new-password")}
          </List.Item>
        </List>
        <div className="wallet-submit">
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={change.isPending} data-testid="password-submit">
            {t("wallet.confirm")}
          </Button>
        </div>
      </form>
    </div>
  );
}
