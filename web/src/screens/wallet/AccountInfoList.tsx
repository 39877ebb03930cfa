import { List, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { LockIcon, ShieldIcon, WalletIcon } from "../../components/icons";
import { useShowError } from "../../errors";
import { trpc } from "../../trpc";

/**
 * SPEC section 2, /setting?type=2 (account info): bind a bank card, bind a
 * virtual wallet, the security code (whether one is set is asked first, so the
 * right form opens) and the login password.
 */
export function AccountInfoList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useShowError();
  const utils = trpc.useUtils();

  const openSecurityCode = async () => {
    const loading = Toast.show({ icon: "loading", content: t("common.loading"), duration: 0 });
    try {
      const { isSet } = await utils.account.securityCodeStatus.fetch();
      void navigate(`/setSecurityCode?isTrue=${isSet}`);
    } catch (error) {
      showError(error);
    } finally {
      loading.close();
    }
  };

  return (
    <List className="settings-list" data-testid="account-info">
      <List.Item prefix={<WalletIcon className="personal-entry-icon" />} onClick={() => void navigate("/bankCardManage?type=0")} data-testid="setting-bankcard">
        {t("wallet.bindBankCard")}
      </List.Item>
      <List.Item prefix={<WalletIcon className="personal-entry-icon" />} onClick={() => void navigate("/bankCardManage?type=1")} data-testid="setting-wallet">
        {t("wallet.bindVirtualWallet")}
      </List.Item>
      <List.Item prefix={<ShieldIcon className="personal-entry-icon" />} onClick={() => void openSecurityCode()} data-testid="setting-security-code">
        {t("wallet.securityCode")}
      </List.Item>
      <List.Item prefix={<LockIcon className="personal-entry-icon" />} onClick={() => void navigate("/changePassword")} data-testid="setting-change-password">
        {t("wallet.changePasswordTitle")}
      </List.Item>
    </List>
  );
}
