import { useState, type ReactNode } from "react";
import { DotLoading, Input } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { EyeIcon, EyeOffIcon } from "../../components/icons";
import type { Captcha } from "../../hooks/useCaptcha";

/** One input row of the auth forms: an icon, the input, and an optional action at the end. */
export function FieldRow({ icon, children, extra }: { icon: ReactNode; children: ReactNode; extra?: ReactNode }) {
  return (
    <div className="auth-field">
      <span className="auth-field-icon">{icon}</span>
      <div className="auth-field-input">{children}</div>
      {extra}
    </div>
  );
}

/** The password input with its show/hide toggle ("Please enter password" unless a placeholder is given). */
export function PasswordInput({ value, onChange, autoComplete, name, placeholder }: { value: string; onChange: (v: string) => void; autoComplete: string; name: string; placeholder?: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Input
        name={name}
        type={visible ? "text" : "password"}
        value={value}
        onChange={onChange}
        placeholder={placeholder ?? t("auth.password")}
        autoComplete={autoComplete}
        maxLength={128}
        clearable
      />
      <button
        type="button"
        className="auth-field-action"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t("auth.hidePassword") : t("auth.showPassword")}
        aria-pressed={visible}
        data-testid="password-toggle"
      >
        {visible ? <EyeIcon /> : <EyeOffIcon />}
      </button>
    </>
  );
}

/** The server-drawn captcha (80x30), refreshed on tap. */
export function CaptchaImage({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="captcha-image"
      onClick={captcha.refresh}
      aria-label={t("auth.captchaRefresh")}
      title={t("auth.captchaRefresh")}
      data-testid="captcha"
      data-captcha-id={captcha.id ?? ""}
    >
      {captcha.imageUrl ? (
        <img src={captcha.imageUrl} width={80} height={30} alt={t("auth.captchaRefresh")} draggable={false} />
      ) : captcha.failed ? (
        <span className="captcha-retry">{t("common.retry")}</span>
      ) : (
        <DotLoading aria-label={t("auth.captchaLoading")} />
      )}
    </button>
  );
}
