import { Button, Skeleton } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { StatusBlock } from "../../components/StatusBlock";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { payoutTypeOf } from "./payout-type";
import "./wallet.css";

/**
 * SPEC section 2, /bankCardManage?type=0|1: the saved bank card (bank, holder,
 * the card's last 4 digits) or virtual wallet (address, type), and the button
 * to add one (or replace it: a player keeps one of each).
 */
export default function BankCardManageScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBack("/wallet");
  const [params] = useSearchParams();
  const type = payoutTypeOf(params.get("type"));
  const saved = trpc.wallet.payoutMethod.useQuery({ type });
  const addPath = type === 0 ? "/addBankCard" : "/addVirtualWallet";
  const method = saved.data;

  return (
    <div className="wallet-form-page" data-testid="bankcard-manage" data-type={type}>
      <NavBar onBack={back} className="page-navbar">
        {type === 0 ? t("wallet.bankCard") : t("wallet.virtualWallet")}
      </NavBar>
      {saved.isPending ? (
        <div className="wallet-method card">
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ) : saved.isError ? (
        <StatusBlock kind="offline" title={t("common.loadFailed")} description={t("common.networkError")}>
          <Button color="primary" shape="rounded" onClick={() => void saved.refetch()}>
            {t("common.retry")}
          </Button>
        </StatusBlock>
      ) : method ? (
        type === 0 ? (
          <div className="wallet-method wallet-method-card" data-testid="saved-method">
            <div className="wallet-method-bank" data-testid="saved-bank">
              {method.accBank}
            </div>
            <div className="wallet-method-number">{`**** **** **** ${method.accName.slice(-4)}`}</div>
            <div className="wallet-method-holder">
              {t("wallet.holder")}: <span data-testid="saved-holder">{method.acc}</span>
            </div>
          </div>
        ) : (
          <div className="wallet-method wallet-method-usdt" data-testid="saved-method">
            <div className="wallet-method-bank">
              USDT · <span data-testid="saved-wallet-type">{method.accName.toUpperCase()}</span>
            </div>
            <div className="wallet-method-label">{t("wallet.address")}</div>
            <div className="wallet-method-address" data-testid="saved-address">
              {method.acc}
            </div>
          </div>
        )
      ) : (
        <StatusBlock kind="empty" title={type === 0 ? t("wallet.noBankCard") : t("wallet.noVirtualWallet")} description={t("wallet.bindHint")} />
      )}
      {!saved.isPending && !saved.isError && (
        <div className="wallet-submit">
          <Button block color="primary" shape="rounded" size="large" onClick={() => void navigate(addPath)} data-testid="add-method">
            {method ? (type === 0 ? t("wallet.changeBankCard") : t("wallet.changeVirtualWallet")) : type === 0 ? t("wallet.addBankCard") : t("wallet.addVirtualWallet")}
          </Button>
        </div>
      )}
    </div>
  );
}
