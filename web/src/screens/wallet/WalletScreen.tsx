import { useState } from "react";
import { Button, List, PullToRefresh, Skeleton } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { EyeIcon, EyeOffIcon, GiftIcon, ShieldIcon, UserIcon, WalletIcon } from "../../components/icons";
import { StatusBlock } from "../../components/StatusBlock";
import { money } from "../../format/money";
import { trpc } from "../../trpc";
import { isVisitor } from "./groups";
import { TurnoverCard } from "./TurnoverCard";
import "./wallet.css";

const HIDDEN = "****";

/**
 * SPEC section 2, /wallet (a bottom tab): the balance (hidden or shown), deposit
 * and withdraw, the bank card and USDT wallet, fund details, the security code
 * and the account info page. Pull to refresh reloads the money.
 */
export default function WalletScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [hidden, setHidden] = useState(false);
  const utils = trpc.useUtils();
  const wallet = trpc.wallet.get.useQuery();
  const profile = trpc.account.profile.useQuery();
  const info = trpc.wallet.withdrawInfo.useQuery();
  const user = profile.data;
  const shown = (minor: number | undefined) => (minor === undefined ? "--" : hidden ? HIDDEN : money(minor));
  const [card, usdt] = info.data?.payList ?? [null, null];

  const go = (to: string) => () => void navigate(to);
  const recharge = user ? `/Recharge?group_id=${user.groupId}&username=${encodeURIComponent(user.username)}` : null;
  const withdraw = user ? `/Withdraw?group_id=${user.groupId}` : null;

  return (
    <div className="wallet-page" data-testid="wallet">
      <PullToRefresh onRefresh={async () => void (await Promise.all([wallet.refetch(), profile.refetch(), info.refetch(), utils.wallet.turnover.invalidate()]))}>
        <header className="wallet-header">
          <div className="wallet-header-title">{t("wallet.title")}</div>
          {wallet.isPending ? (
            <Skeleton.Paragraph lineCount={3} animated />
          ) : wallet.data ? (
            <div className="wallet-balance">
              <div className="wallet-balance-label">
                {t("wallet.totalAssets")}
                <button
                  type="button"
                  className="wallet-eye"
                  onClick={() => setHidden((h) => !h)}
                  aria-label={hidden ? t("wallet.showAmounts") : t("wallet.hideAmounts")}
                  data-testid="wallet-toggle"
                >
                  {hidden ? <EyeOffIcon /> : <EyeIcon />}
                </button>
              </div>
              <div className="wallet-balance-value" data-testid="wallet-money">
                {shown(wallet.data.moneyMinor)}
              </div>
              <div className="wallet-balance-row">
                <div>
                  <span>{t("wallet.available")}</span>
                  <b data-testid="wallet-available">{shown(wallet.data.availableMinor)}</b>
                </div>
                <div>
                  <span>{t("wallet.frozen")}</span>
                  <b data-testid="wallet-frozen">{shown(wallet.data.lockedMinor)}</b>
                </div>
                <div>
                  <span>{t("wallet.withdrawing")}</span>
                  <b data-testid="wallet-withdrawing">{shown(wallet.data.withdrawingMinor)}</b>
                </div>
              </div>
            </div>
          ) : (
            <StatusBlock kind="offline" className="wallet-header-status" title={t("common.loadFailed")} description={t("common.networkError")}>
              <Button color="primary" shape="rounded" onClick={() => void wallet.refetch()}>
                {t("common.retry")}
              </Button>
            </StatusBlock>
          )}
          <div className="wallet-actions">
            <Button shape="rounded" disabled={!recharge} onClick={recharge ? go(recharge) : undefined} data-testid="wallet-deposit">
              {t("wallet.deposit")}
            </Button>
            <Button shape="rounded" disabled={!withdraw} onClick={withdraw ? go(withdraw) : undefined} data-testid="wallet-withdraw">
              {t("wallet.withdraw")}
            </Button>
          </div>
        </header>

        {user && !isVisitor(user.groupId, null) && <TurnoverCard />}

        <List className="wallet-list">
          <List.Item
            prefix={<WalletIcon className="wallet-entry-icon" />}
            extra={card ? `${card.accBank} ${card.accName.slice(-4)}` : t("wallet.notBound")}
            onClick={go("/bankCardManage?type=0")}
            data-testid="wallet-entry-bankcard"
          >
            {t("wallet.bankCard")}
          </List.Item>
          <List.Item
            prefix={<WalletIcon className="wallet-entry-icon" />}
            extra={usdt ? usdt.accName.toUpperCase() : t("wallet.notBound")}
            onClick={go("/bankCardManage?type=1")}
            data-testid="wallet-entry-usdt"
          >
            {t("wallet.usdt")}
          </List.Item>
          <List.Item
            prefix={<GiftIcon className="wallet-entry-icon" />}
            onClick={go("/CapitalDetail")}
            data-testid="wallet-entry-funds"
          >
            {t("wallet.fundDetails")}
          </List.Item>
          <List.Item prefix={<GiftIcon className="wallet-entry-icon" />} onClick={go("/statement")} data-testid="wallet-entry-statement">
            {t("protection.statementEntry")}
          </List.Item>
          <List.Item
            prefix={<ShieldIcon className="wallet-entry-icon" />}
            extra={user ? (user.securityCodeSet ? t("wallet.codeSet") : t("wallet.codeNotSet")) : undefined}
            onClick={go(`/setSecurityCode?isTrue=${user?.securityCodeSet === true}`)}
            data-testid="wallet-entry-code"
          >
            {t("wallet.securityCode")}
          </List.Item>
          <List.Item prefix={<UserIcon className="wallet-entry-icon" />} onClick={go("/setting?type=2")} data-testid="wallet-entry-account">
            {t("wallet.accountInfo")}
          </List.Item>
        </List>
      </PullToRefresh>
    </div>
  );
}
