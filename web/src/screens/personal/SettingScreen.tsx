import { Button, List } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { GlobeIcon, SignalIcon, UserIcon, ShieldIcon } from "../../components/icons";
import { NATIVE_NAMES } from "../../i18n/languages";
import { useLanguageChoice } from "../../i18n/useLanguage";
import { readLine, useSignOut } from "../../session";
import { AccountInfoList } from "../wallet/AccountInfoList";
import { useBack } from "../../hooks/useBack";
import "./personal.css";

/**
 * SPEC section 2, /setting?type=1: change line, about, system settings,
 * language, logout. /setting?type=2 is the account info page instead: payout
 * methods, security code, login password.
 */
export default function SettingScreen() {
  const { t } = useTranslation();
  const back = useBack("/personal");
  const [params] = useSearchParams();
  const accountInfo = params.get("type") === "2";

  return (
    <div className="setting-page" data-testid="setting" data-type={params.get("type") ?? "1"}>
      <NavBar onBack={back} className="page-navbar">
        {accountInfo ? t("wallet.accountInfo") : t("setting.title")}
      </NavBar>
      {accountInfo ? <AccountInfoList /> : <GeneralSettings />}
    </div>
  );
}

/** type=1: line, about, system, language, logout. */
function GeneralSettings() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lang } = useLanguageChoice();
  const { signOut, pending } = useSignOut();
  const line = readLine();

  const logout = async () => {
    await signOut();
    void navigate("/login", { replace: true });
  };

  return (
    <>
      <List className="settings-list">
        <List.Item
          prefix={<SignalIcon className="personal-entry-icon" />}
          extra={line === 0 ? t("line.line1") : t("line.line2")}
          onClick={() => void navigate("/changeline")}
          data-testid="setting-changeline"
        >
          {t("setting.changeLine")}
        </List.Item>
        <List.Item prefix={<UserIcon className="personal-entry-icon" />} onClick={() => void navigate("/about")} data-testid="setting-about">
          {t("setting.about")}
        </List.Item>
        <List.Item prefix={<ShieldIcon className="personal-entry-icon" />} onClick={() => void navigate("/system")} data-testid="setting-system">
          {t("setting.system")}
        </List.Item>
        <List.Item
          prefix={<GlobeIcon className="personal-entry-icon" />}
          extra={NATIVE_NAMES[lang]}
          onClick={() => void navigate("/language")}
          data-testid="setting-language"
        >
          {t("setting.language")}
        </List.Item>
      </List>
      <div className="settings-logout">
        <Button block shape="rounded" color="danger" loading={pending} onClick={() => void logout()} data-testid="setting-logout">
          {t("setting.logout")}
        </Button>
      </div>
    </>
  );
}
