import { useState, type FormEvent } from "react";
import { Button, Input } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { ShieldIcon, UserIcon } from "../../components/icons";
import { useCaptcha } from "../../hooks/useCaptcha";
import { appErrorOf, trpc } from "../../trpc";
import { CaptchaImage, FieldRow } from "../auth/AuthFields";
import { guestNameProblem } from "./guest-name";
import "../auth/auth.css";

/**
 * A visitor who is not signed in opens the desk as a guest (issue 38): a
 * display name and the captcha, then "Start chat". The server keeps the guest
 * by a cookie (30 days); the chat then shows their thread like a player's.
 * Signing in on this device later moves the conversation to the account.
 */
export function GuestStart() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const captcha = useCaptcha();
  const start = trpc.support.guestStart.useMutation();
  const [name, setName] = useState("");
  const [answer, setAnswer] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (start.isPending) return;
    const nameProblem = guestNameProblem(name);
    const captchaMissing = !answer.trim() || !captcha.id;
    if (!captcha.id) captcha.refresh();
    if (nameProblem !== null || captchaMissing) {
      setProblem(nameProblem !== null ? t("support.guestNameInvalid", { max: nameProblem.max }) : t("auth.captcha"));
      return;
    }
    setProblem(null);
    start.mutate(
      { displayName: name.trim(), captchaId: captcha.id!, captchaAnswer: answer.trim() },
      {
        // The thread is the guest's from now on: the chat reads it and shows the conversation.
        onSuccess: () => void utils.support.thread.invalidate(),
        onError: (error) => {
          setProblem(appErrorOf(error)?.message ?? t("common.networkError"));
          // Captchas are single-use: every attempt needs a new one.
          setAnswer("");
          captcha.refresh();
        },
      },
    );
  };

  return (
    <form className="chat-guest" onSubmit={submit} noValidate data-testid="chat-guest-form">
      <div className="chat-guest-title">{t("support.guestTitle")}</div>
      <FieldRow icon={<UserIcon />}>
        <Input name="displayName" value={name} onChange={setName} placeholder={t("support.guestName")} aria-label={t("support.guestName")} autoComplete="nickname" maxLength={40} clearable />
      </FieldRow>
      <FieldRow icon={<ShieldIcon />} extra={<CaptchaImage captcha={captcha} />}>
        <Input name="captcha" value={answer} onChange={setAnswer} placeholder={t("auth.captchaPlaceholder")} aria-label={t("auth.captcha")} autoComplete="off" maxLength={8} onEnterPress={() => submit()} />
      </FieldRow>
      {problem !== null && (
        <div className="chat-guest-problem" role="alert" data-testid="chat-guest-problem">
          {problem}
        </div>
      )}
      <Button block color="primary" shape="rounded" type="submit" loading={start.isPending} className="chat-guest-submit" data-testid="chat-guest-start">
        {t("support.guestStart")}
      </Button>
      <div className="chat-guest-hint">{t("support.guestKeep")}</div>
    </form>
  );
}

/** Above a guest's thread: whose it is, and that signing in keeps it with the account. */
export function GuestBar({ name, onSignIn }: { name: string; onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="chat-guest-bar" data-testid="chat-guest-bar">
      <span className="chat-guest-bar-name">{t("support.guestAs", { name })}</span>
      <button type="button" className="chat-guest-bar-link" onClick={onSignIn} data-testid="chat-guest-sign-in">
        {t("support.guestSignIn")}
      </button>
    </div>
  );
}
