import { useState, type FormEvent } from "react";
import { Button, Input, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { ShieldIcon, LockIcon, UserIcon } from "../../components/icons";
import { useShowError } from "../../errors";
import { useSignedIn, useSignOut } from "../../session";
import { trpc } from "../../trpc";
import { AuthLayout } from "./AuthLayout";
import { lastSignInText } from "./LastSignIn";
import { CaptchaImage, FieldRow, PasswordInput } from "./AuthFields";
import { useCaptcha } from "../../hooks/useCaptcha";
import { firstLoginProblem } from "./validate";
import "./auth.css";

/** How long the sign-in success toast (SPEC section 8) shows before the last-sign-in line takes its place. */
const SUCCESS_TOAST_MS = 1000;

/** SPEC section 2, /login: username, password (show/hide), captcha, forgot password, register link, language picker. */
export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useShowError();
  const signedIn = useSignedIn();
  const { signOut } = useSignOut();
  const captcha = useCaptcha();
  const login = trpc.auth.login.useMutation();
  const utils = trpc.useUtils();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [answer, setAnswer] = useState("");

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (login.isPending) return;
    const problem = firstLoginProblem({ username, password, captcha: answer });
    if (problem) {
      Toast.show({ content: t(problem) });
      return;
    }
    if (!captcha.id) {
      captcha.refresh();
      Toast.show({ content: t("auth.captcha") });
      return;
    }
    login.mutate(
      { username: username.trim(), password, captchaId: captcha.id, captchaAnswer: answer.trim() },
      {
        onSuccess: (user) => {
          Toast.show({ icon: "success", content: t("auth.loginSuccess"), duration: SUCCESS_TOAST_MS });
          if (user.role === "operator") {
            // An operator never plays: their session belongs to the console, which asks for it afresh.
            void utils.auth.session.reset();
            navigate("/admin", { replace: true });
            return;
          }
          signedIn(user);
          navigate("/", { replace: true });
          // Then, once SPEC's success toast has had its second (a new toast replaces the shown one), when and from
          // where this account last signed in, so that a sign-in the player did not make stands out.
          void utils.account.previousSignIn
            .fetch()
            .then((previous) => {
              const text = lastSignInText(t, previous);
              window.setTimeout(() => Toast.show({ content: <span className="last-sign-in-toast" data-testid="last-sign-in-toast">{text}</span>, duration: 4000 }), SUCCESS_TOAST_MS);
            })
            .catch(() => undefined);
        },
        onError: (error) => {
          showError(error);
          // Captchas are single-use: every attempt needs a new one.
          setAnswer("");
          captcha.refresh();
        },
      },
    );
  };

  // SPEC: the back button clears the session and returns home.
  const back = () => {
    void signOut();
    navigate("/", { replace: true });
  };

  return (
    <AuthLayout
      title={t("auth.loginTitle")}
      subtitle={t("auth.welcome")}
      onBack={back}
      footer={
        <>
          {t("auth.noAccount")}{" "}
          <Link to="/register" data-testid="to-register">
            {t("auth.registerNow")}
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate data-testid="login-form">
        <FieldRow icon={<UserIcon />}>
          <Input name="username" value={username} onChange={setUsername} placeholder={t("auth.username")} autoComplete="username" maxLength={64} clearable />
        </FieldRow>
        <FieldRow icon={<LockIcon />}>
          <PasswordInput name="password" value={password} onChange={setPassword} autoComplete="current-password" />
        </FieldRow>
        <FieldRow icon={<ShieldIcon />} extra={<CaptchaImage captcha={captcha} />}>
          <Input name="captcha" value={answer} onChange={setAnswer} placeholder={t("auth.captchaPlaceholder")} aria-label={t("auth.captcha")} autoComplete="off" maxLength={8} onEnterPress={() => submit()} />
        </FieldRow>
        <div className="auth-links">
          <Link to="/iframe?topic=password" data-testid="forgot-password">
            {t("auth.forgot")}
          </Link>
        </div>
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={login.isPending} className="auth-submit" data-testid="login-submit">
          {t("auth.login")}
        </Button>
      </form>
    </AuthLayout>
  );
}
