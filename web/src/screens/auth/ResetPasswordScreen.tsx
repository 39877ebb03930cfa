import { useState, type FormEvent } from "react";
import { Button, DotLoading, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { LockIcon, UserIcon } from "../../components/icons";
import { StatusBlock } from "../../components/StatusBlock";
import { useShowError } from "../../errors";
import { useBack } from "../../hooks/useBack";
import { useSignedIn } from "../../session";
import { appErrorOf, trpc } from "../../trpc";
import { AuthLayout } from "./AuthLayout";
import { FieldRow, PasswordInput } from "./AuthFields";
import "./auth.css";

/** "14:35" on the device's clock: when the link stops working. */
const clockTime = (ms: number): string => {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
};

/**
 * /reset-password?token=... (issue 38): the one-time link customer service
 * gave a player who forgot their password. It names the account, asks the new
 * password twice (checked like the change-password form; the server applies
 * the registration rules), then the player is signed in and taken home while
 * every other session of the account ends. A link that no longer works says
 * why and leads to customer service.
 */
export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBack("/login");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const showError = useShowError();
  const signedIn = useSignedIn();
  const status = trpc.auth.resetLink.useQuery({ token }, { enabled: token !== "", retry: false, refetchOnWindowFocus: false });
  const reset = trpc.auth.resetPassword.useMutation();
  const [newPassword, setNewPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (reset.isPending) return;
    const problem =
      newPassword === ""
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
    reset.mutate(
      { token, newPassword, confirmPassword },
      {
        onSuccess: (user) => {
          Toast.show({ icon: "success", content: t("resetPassword.success") });
          signedIn(user);
          navigate("/", { replace: true });
        },
        onError: (error) => {
          showError(error);
          // The link stopped working meanwhile (expired, used elsewhere, replaced): show why instead of the form.
          if (appErrorOf(error)?.appCode === "RESET_LINK_INVALID") void status.refetch();
        },
      },
    );
  };

  const state = token === "" ? "unknown" : status.data?.state;
  let body;
  if (state === undefined) {
    body = status.isError ? (
      <StatusBlock kind="offline" title={t("common.loadFailed")}>
        <Button size="small" onClick={() => void status.refetch()}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    ) : (
      <div className="auth-reset-checking" data-testid="reset-checking">
        <DotLoading /> {t("resetPassword.checking")}
      </div>
    );
  } else if (status.data?.state === "valid") {
    const link = status.data;
    body = (
      <form onSubmit={submit} noValidate data-testid="reset-form">
        <FieldRow icon={<UserIcon />}>
          <span className="auth-reset-account" data-testid="reset-account">
            {link.username}
          </span>
        </FieldRow>
        {/* The account's name for the browser's password manager, which files the new password under it. */}
        <input type="text" name="username" autoComplete="username" value={link.username} readOnly hidden />
        <FieldRow icon={<LockIcon />}>
          <PasswordInput name="newPassword" value={newPassword} onChange={setNewPassword} autoComplete="new-password" placeholder={t("resetPassword.newPlaceholder")} />
        </FieldRow>
        <FieldRow icon={<LockIcon />}>
          <PasswordInput name="confirmPassword" value={confirmPassword} onChange={setConfirmPassword} autoComplete="new-password" placeholder={t("resetPassword.confirmPlaceholder")} />
        </FieldRow>
        <p className="auth-reset-note" data-testid="reset-note">
          {t("resetPassword.forAccount", { username: link.username, time: clockTime(link.expiresAtMs) })}
        </p>
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={reset.isPending} className="auth-submit" data-testid="reset-submit">
          {t("resetPassword.submit")}
        </Button>
      </form>
    );
  } else {
    const [title, text] =
      state === "expired"
        ? [t("resetPassword.expiredTitle"), t("resetPassword.expiredText")]
        : state === "used"
          ? [t("resetPassword.usedTitle"), t("resetPassword.usedText")]
          : state === "replaced"
            ? [t("resetPassword.replacedTitle"), t("resetPassword.replacedText")]
            : [t("resetPassword.unknownTitle"), t("resetPassword.unknownText")];
    body = (
      <div data-testid="reset-unusable" data-state={state}>
        <StatusBlock kind="empty" title={title} description={text}>
          <Button color="primary" shape="rounded" onClick={() => void navigate("/customer")} data-testid="reset-to-service">
            {t("resetPassword.toService")}
          </Button>
        </StatusBlock>
      </div>
    );
  }

  return (
    <AuthLayout
      title={t("resetPassword.title")}
      subtitle={t("resetPassword.subtitle")}
      onBack={back}
      footer={
        <Link to="/login" data-testid="reset-to-login">
          {t("resetPassword.toLogin")}
        </Link>
      }
    >
      {body}
    </AuthLayout>
  );
}
