import { useState, type FormEvent } from "react";
import { Button, Checkbox, Input, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useBack } from "../../hooks/useBack";
import { GiftIcon, LockIcon, ShieldIcon, UserIcon } from "../../components/icons";
import { useShowError } from "../../errors";
import { useSignedIn } from "../../session";
import { trpc } from "../../trpc";
import { AuthLayout } from "./AuthLayout";
import { CaptchaImage, FieldRow, PasswordInput } from "./AuthFields";
import { useCaptcha } from "../../hooks/useCaptcha";
import { firstRegisterProblem } from "./validate";
import { splitLink } from "./split-link";
import "./auth.css";

/**
 * SPEC section 2, /register: username, password, invite code (prefilled from
 * the query's inviter_id), captcha, the 18+ consent with its link to the user
 * agreement (/terms), link to login, language picker; a new player with 0.00 lands on /welcome.
 * The server turns a displayed invite code (user id + 100000) into the inviter.
 */
export default function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBack("/login");
  const [params] = useSearchParams();
  const showError = useShowError();
  const signedIn = useSignedIn();
  const captcha = useCaptcha();
  const register = trpc.auth.register.useMutation();
  // Until the server has said, the code is asked for: the stricter rule.
  const rules = trpc.auth.signupRules.useQuery(undefined, { staleTime: 300_000 });
  const inviteCodeRequired = rules.data?.inviteCodeRequired ?? true;
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [inviteCode, setInviteCode] = useState(() => params.get("inviter_id")?.trim() ?? "");
  const [answer, setAnswer] = useState("");
  const [adult, setAdult] = useState(false);
  // "... agree to the <terms>user agreement</terms>": the tagged words become the link, wherever each language puts them.
  const consent = splitLink(t("onboarding.consent"), "terms");

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (register.isPending) return;
    const problem = firstRegisterProblem({ username, password, captcha: answer, inviteCode, inviteCodeRequired, adult });
    if (problem) {
      Toast.show({ content: t(problem) });
      return;
    }
    if (!captcha.id) {
      captcha.refresh();
      Toast.show({ content: t("auth.captcha") });
      return;
    }
    register.mutate(
      { username: username.trim(), password, inviteCode: inviteCode.trim(), captchaId: captcha.id, captchaAnswer: answer.trim(), adult: true },
      {
        onSuccess: (user) => {
          Toast.show({ icon: "success", content: t("auth.registerSuccess"), duration: 1000 });
          signedIn(user);
          // A new account with nothing in it is offered its first deposit rather than an empty home.
          navigate(user.moneyMinor === 0 ? "/welcome" : "/", { replace: true });
        },
        onError: (error) => {
          showError(error);
          setAnswer("");
          captcha.refresh();
        },
      },
    );
  };


  return (
    <AuthLayout
      title={t("auth.registerTitle")}
      subtitle={t("auth.createAccount")}
      onBack={back}
      footer={
        <>
          {t("auth.haveAccount")}{" "}
          <Link to="/login" data-testid="to-login">
            {t("auth.loginNow")}
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate data-testid="register-form">
        <FieldRow icon={<UserIcon />}>
          <Input name="username" value={username} onChange={setUsername} placeholder={t("auth.username")} autoComplete="username" maxLength={64} clearable />
        </FieldRow>
        <FieldRow icon={<LockIcon />}>
          <PasswordInput name="password" value={password} onChange={setPassword} autoComplete="new-password" />
        </FieldRow>
        <FieldRow icon={<GiftIcon />}>
          <Input name="inviteCode" value={inviteCode} onChange={setInviteCode} placeholder={inviteCodeRequired ? t("auth.inviteCode") : t("auth.inviteCodeOptional")} autoComplete="off" maxLength={32} clearable />
        </FieldRow>
        <FieldRow icon={<ShieldIcon />} extra={<CaptchaImage captcha={captcha} />}>
          <Input name="captcha" value={answer} onChange={setAnswer} placeholder={t("auth.captchaPlaceholder")} aria-label={t("auth.captcha")} autoComplete="off" maxLength={8} onEnterPress={() => submit()} />
        </FieldRow>
        <div className="auth-consent" data-testid="adult-consent">
          <Checkbox checked={adult} onChange={setAdult}>
            {consent.before}
            {/* The agreement opens on its own screen; tapping the link does not tick the box. */}
            <Link to="/terms" className="auth-terms-link" data-testid="terms-link" onClick={(event) => event.stopPropagation()}>
              {consent.link}
            </Link>
            {consent.after}
          </Checkbox>
        </div>
        <Button block color="primary" size="large" shape="rounded" type="submit" loading={register.isPending} className="auth-submit" data-testid="register-submit">
          {t("auth.register")}
        </Button>
      </form>
    </AuthLayout>
  );
}
