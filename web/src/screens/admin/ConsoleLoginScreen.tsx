import { useState, type FormEvent } from "react";
import { Button, Input, Toast } from "antd-mobile";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate } from "react-router-dom";
import { LanguageMenu } from "../../components/LanguageMenu";
import { LockIcon, ShieldIcon, UserIcon } from "../../components/icons";
import { useShowError } from "../../errors";
import { CONSOLE_PREFIX } from "../../routes/paths";
import { trpc } from "../../trpc";
import { CaptchaImage, FieldRow, PasswordInput } from "../auth/AuthFields";
import { useCaptcha } from "../../hooks/useCaptcha";
import { firstLoginProblem } from "../auth/validate";
import { useOperator } from "./operator-session";
import "../auth/auth.css";
import "./admin.css";

/** /admin/login: an operator signs in with the same login as players (auth.login); any other account is turned away. */
export default function ConsoleLoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const captcha = useCaptcha();
  const login = trpc.auth.login.useMutation();
  const logout = trpc.auth.logout.useMutation();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [answer, setAnswer] = useState("");
  const busy = login.isPending || logout.isPending;
  // Already at the console in this browser: nothing to sign in to.
  const operator = useOperator();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const problem = firstLoginProblem({ username, password, captcha: answer });
    if (problem) {
      Toast.show({ content: t(problem) });
      return;
    }
    if (!captcha.id) {
      captcha.refresh();
      return;
    }
    login.mutate(
      { username: username.trim(), password, captchaId: captcha.id, captchaAnswer: answer.trim() },
      {
        onSuccess: async (user) => {
          if (user.role !== "operator") {
            // A player's password is right, but this door is not theirs: the session just opened is closed again.
            await logout.mutateAsync().catch(() => undefined);
            await utils.auth.session.reset();
            setAnswer("");
            captcha.refresh();
            Toast.show({ icon: "fail", content: t("admin.login.notOperator") });
            return;
          }
          // Nothing cached for a previous visitor outlives the sign-in; the guard asks who this is afresh.
          queryClient.removeQueries();
          Toast.show({ icon: "success", content: t("auth.loginSuccess") });
          void navigate(CONSOLE_PREFIX, { replace: true });
        },
        onError: (error) => {
          showError(error);
          setAnswer("");
          captcha.refresh();
        },
      },
    );
  };

  if (operator.data) return <Navigate to={CONSOLE_PREFIX} replace />;

  return (
    // The sign-in card is the page's main content (a landmark: axe "region").
    <main className="console-login" data-testid="console-login">
      <div className="console-login-card">
        <div className="console-login-head">
          <div className="console-brand">
            <span className="brand-mark" aria-hidden="true">
              Σ
            </span>
            <h1 className="console-login-title">{t("admin.login.title")}</h1>
          </div>
          <LanguageMenu />
        </div>
        <p className="console-muted">{t("admin.login.subtitle")}</p>
        <form onSubmit={submit} noValidate data-testid="console-login-form">
          <FieldRow icon={<UserIcon />}>
            <Input name="username" value={username} onChange={setUsername} placeholder={t("auth.username")} autoComplete="username" maxLength={64} clearable />
          </FieldRow>
          <FieldRow icon={<LockIcon />}>
            <PasswordInput name="password" value={password} onChange={setPassword} autoComplete="current-password" />
          </FieldRow>
          <FieldRow icon={<ShieldIcon />} extra={<CaptchaImage captcha={captcha} />}>
            <Input name="captcha" value={answer} onChange={setAnswer} placeholder={t("auth.captcha")} autoComplete="off" maxLength={8} onEnterPress={() => submit()} />
          </FieldRow>
          <Button block color="primary" size="large" shape="rounded" type="submit" loading={busy} className="auth-submit" data-testid="console-login-submit">
            {t("admin.login.submit")}
          </Button>
        </form>
      </div>
    </main>
  );
}
