import type { ReactNode } from "react";
import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { StatusBlock } from "../../components/StatusBlock";

/** Goes to the sign-in page: inside the /iframe frame, in the whole window, not in the frame. */
export function useSignIn(framed: boolean): () => void {
  const navigate = useNavigate();
  return () => {
    if (framed && window.top) window.top.location.assign("/login");
    else void navigate("/login");
  };
}

/**
 * What /chat shows a visitor who is not signed in: a way to sign in (the
 * conversation is then kept with the account) and, below it (`guest`), the
 * form that opens the desk as a guest.
 */
export function ChatSignedOut({ framed, guest }: { framed: boolean; guest?: ReactNode }) {
  const { t } = useTranslation();
  const signIn = useSignIn(framed);
  return (
    <div className="chat-signed-out" data-testid="chat-signed-out">
      <StatusBlock kind="empty" title={t("support.signedOutTitle")} description={t("support.signedOutHint")}>
        <Button color="primary" shape="rounded" onClick={signIn} data-testid="chat-sign-in">
          {t("support.signIn")}
        </Button>
      </StatusBlock>
      {guest}
    </div>
  );
}
