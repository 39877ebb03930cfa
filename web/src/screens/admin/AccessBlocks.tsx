import { Button } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { StatusBlock } from "../../components/StatusBlock";
import { useSignOut } from "../../session";
import { CONSOLE_LOGIN_PATH, CONSOLE_PREFIX } from "../../routes/paths";

/*
 * What the route guard shows when the session in the browser is the wrong kind
 * for the screen: kept tiny (no console code), since the guard loads with every page.
 */

/** A player (or agent) opened the console: refused, with the ways out. */
export function PlayerOnConsole() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  const switchAccount = async () => {
    await signOut();
    void navigate(CONSOLE_LOGIN_PATH, { replace: true });
  };
  return (
    <StatusBlock kind="empty" className="status-block-page" title={t("admin.access.operatorsOnly")} description={t("admin.access.operatorsOnlyHint")}>
      <div className="access-actions" data-testid="console-refused">
        <Button color="primary" shape="rounded" onClick={() => void navigate("/", { replace: true })}>
          {t("admin.access.backToApp")}
        </Button>
        <Button shape="rounded" loading={pending} onClick={() => void switchAccount()}>
          {t("admin.access.signInAsOperator")}
        </Button>
      </div>
    </StatusBlock>
  );
}

/** An operator opened a player's screen: an operator never plays, so point to the console or out. */
export function OperatorOnPlayerScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  const leave = async () => {
    await signOut();
    void navigate("/login", { replace: true });
  };
  return (
    <StatusBlock kind="empty" className="status-block-page" title={t("admin.access.operatorSession")} description={t("admin.access.operatorSessionHint")}>
      <div className="access-actions" data-testid="operator-on-player-screen">
        <Button color="primary" shape="rounded" onClick={() => void navigate(CONSOLE_PREFIX, { replace: true })}>
          {t("admin.access.openConsole")}
        </Button>
        <Button shape="rounded" loading={pending} onClick={() => void leave()}>
          {t("admin.nav.signOut")}
        </Button>
      </div>
    </StatusBlock>
  );
}
