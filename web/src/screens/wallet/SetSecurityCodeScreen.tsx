import { useState, type FormEvent } from "react";
import { Button, Dialog, Input, List, Toast } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { SECURITY_CODE_LENGTH } from "../../../../src/domain/accounts/security-code-rules";
import { PageLoading } from "../../components/PageLoading";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText, useShowError } from "../../errors";
import { useSession } from "../../session";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { digitsTyped } from "./amount-input";
import { CodePad } from "./CodePad";
import "./wallet.css";

/**
 * SPEC sections 2 and 4, /setSecurityCode (an open route): not set yet, a
 * 6-digit pad that sends at the sixth digit; set, the old code, the new one and
 * a confirm button. A success popup returns to the previous page. The links pass
 * isTrue, but /personal always says false: the server's answer decides.
 */
export default function SetSecurityCodeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBack("/wallet");
  const session = useSession();
  const signedIn = session.data !== null && session.data !== undefined;
  const status = trpc.account.securityCodeStatus.useQuery(undefined, { enabled: signedIn });
  const utils = trpc.useUtils();

  const done = () => {
    Dialog.alert({
      content: <div className="wallet-dialog-text" data-testid="code-success">{t("common.setSuccess")}</div>,
      confirmText: t("wallet.ok"),
      onConfirm: () => {
        // Only now: earlier, the form behind the popup would turn into "change".
        utils.account.securityCodeStatus.setData(undefined, { isSet: true });
        void utils.account.profile.invalidate();
        back();
      },
    });
  };

  let body;
  if (session.isPending || (signedIn && status.isPending)) body = <PageLoading />;
  else if (!signedIn) {
    // Open to guests, but only a signed-in player has a code to set.
    body = (
      <StatusBlock kind="empty" className="status-block-page" title={t("wallet.loginFirst")}>
        <Button color="primary" shape="rounded" onClick={() => void navigate("/login")}>
          {t("wallet.toLogin")}
        </Button>
      </StatusBlock>
    );
  } else if (!status.data) {
    body = (
      <StatusBlock kind="offline" className="status-block-page" title={t("common.loadFailed")} description={t("common.networkError")}>
        <Button color="primary" shape="rounded" onClick={() => void status.refetch()}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  } else body = status.data.isSet ? <ChangeCode onDone={done} /> : <FirstCode onDone={done} />;

  return (
    <div className="wallet-form-page" data-testid="security-code" data-mode={status.data ? (status.data.isSet ? "change" : "set") : undefined}>
      <NavBar onBack={back} className="page-navbar">
        {t("wallet.securityCode")}
      </NavBar>
      {body}
    </div>
  );
}

/** First time: the pad; the sixth digit sets the code. */
function FirstCode({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const set = trpc.account.setSecurityCode.useMutation();

  const fill = async (newCode: string): Promise<boolean> => {
    try {
      await set.mutateAsync({ newCode });
    } catch (error) {
      Toast.show({ icon: "fail", content: errorText(error) });
      return false;
    }
    onDone();
    return true;
  };

  return (
    <div className="wallet-code-first">
      <div className="wallet-popup-title">{t("wallet.setCodeTitle")}</div>
      <div className="wallet-popup-sub">{t("wallet.setCodeHint", { length: SECURITY_CODE_LENGTH })}</div>
      <CodePad onFill={fill} busy={set.isPending} testId="set-code" />
    </div>
  );
}

/** Changing: the old code, the new code (6 digits) and confirm. */
function ChangeCode({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const showError = useShowError();
  const set = trpc.account.setSecurityCode.useMutation();
  const [oldCode, setOldCode] = useState("");
  const [newCode, setNewCode] = useState("");

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (set.isPending) return;
    if (oldCode === "") {
      Toast.show({ content: t("wallet.oldCodePlaceholder") });
      return;
    }
    if (newCode.length !== SECURITY_CODE_LENGTH) {
      Toast.show({ content: t("wallet.setCodeHint", { length: SECURITY_CODE_LENGTH }) });
      return;
    }
    set.mutate(
      { oldCode, newCode },
      {
        onSuccess: onDone,
        onError: showError,
      },
    );
  };

  const codeInput = (name: string, value: string, onChange: (v: string) => void, placeholder: string) => (
    <Input
      name={name}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(v) => onChange(digitsTyped(v, SECURITY_CODE_LENGTH))}
      placeholder={placeholder}
      clearable
      data-testid={`code-${name}`}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <List className="wallet-form-list">
        <List.Item title={t("wallet.oldCode")}>{codeInput("old", oldCode, setOldCode, t("wallet.oldCodePlaceholder"))}</List.Item>
        <List.Item title={t("wallet.newCode")}>{codeInput("new", newCode, setNewCode, t("wallet.newCodePlaceholder"))}</List.Item>
      </List>
      <div className="wallet-submit">
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={set.isPending} data-testid="code-confirm">
          {t("wallet.confirm")}
        </Button>
      </div>
    </form>
  );
}
