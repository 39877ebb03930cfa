import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { StatusBlock } from "../../components/StatusBlock";

/**
 * What /chat shows a visitor who is not signed in: a way to sign in (the
 * conversation belongs to an account). Inside the /iframe frame, signing in
 * happens in the whole window, not in the frame.
 */
export function ChatSignedOut({ framed }: { framed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = () => {
    if (framed && window.top) window.top.location.assign("/login");
    else void navigate("/login");
  };
  return (
    <div className="chat-signed-out" data-testid="chat-signed-out">
      <StatusBlock kind="empty" title={t("support.signedOutTitle")} description={t("support.signedOutHint")}>
        <Button color="primary" shape="rounded" onClick={signIn} data-testid="chat-sign-in">
          {t("support.signIn")}
        </Button>
      </StatusBlock>
    </div>
  );
}
