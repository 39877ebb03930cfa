import { useState, type FormEvent } from "react";
import { Button, CheckList, Input, List, NavBar, Popup, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { formatMoney, parseMoney } from "../../../../src/domain/money";
import {
  DEFAULT_RECHARGE_CURRENCY,
  RECHARGE_CURRENCIES,
  RECHARGE_MINIMUM_MINOR,
  RECHARGE_RATE_DISPLAY,
  type RechargeCurrency,
} from "../../../../src/domain/rules/recharge-rules";
import { useShowError } from "../../errors";
import { trpc } from "../../trpc";
import { useBack } from "../personal/back";
import { amountTyped } from "./amount-input";
import { isVisitor } from "./groups";
import { VisitorNotice } from "./VisitorNotice";
import "./wallet.css";

/**
 * SPEC section 2, /Recharge (query group_id, username): the amount, the account
 * credited, the currency (TWD first), the fixed 1:1 rate and the hints. The
 * request waits for an operator's approval; the player follows it in the fund
 * details. Visitors see the notice instead.
 */
export default function RechargeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBack("/wallet");
  const showError = useShowError();
  const [params] = useSearchParams();
  const profile = trpc.account.profile.useQuery();
  const utils = trpc.useUtils();
  const recharge = trpc.wallet.recharge.useMutation();
  const [amount, setAmount] = useState("");
  const [currency, setCurrency] = useState<RechargeCurrency>(DEFAULT_RECHARGE_CURRENCY);
  const [picking, setPicking] = useState(false);
  const username = profile.data?.username ?? params.get("username") ?? "";
  const minimum = formatMoney(RECHARGE_MINIMUM_MINOR);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (recharge.isPending) return;
    if (amount.trim() === "") {
      Toast.show({ content: t("wallet.rechargeAmountRequired") });
      return;
    }
    const parsed = parseMoney(amount);
    // An unparsable amount is the server's to explain (in its words); a small one is answered here at once.
    if (parsed.ok && parsed.value < RECHARGE_MINIMUM_MINOR) {
      Toast.show({ content: t("wallet.rechargeMinimum", { minimum }) });
      return;
    }
    recharge.mutate(
      { amount: amount.trim(), currency },
      {
        onSuccess: () => {
          Toast.show({ icon: "success", content: t("wallet.rechargeSubmitted"), duration: 1000 });
          void utils.wallet.invalidate();
          void navigate("/CapitalDetail", { replace: true });
        },
        onError: showError,
      },
    );
  };

  return (
    <div className="wallet-form-page" data-testid="recharge">
      <NavBar onBack={back} className="page-navbar">
        {t("wallet.rechargeTitle")}
      </NavBar>
      {isVisitor(profile.data?.groupId, params.get("group_id")) ? (
        <VisitorNotice />
      ) : (
        <form onSubmit={submit} noValidate>
          <List className="wallet-form-list">
            <List.Item extra={<span data-testid="recharge-account">{username}</span>}>{t("wallet.creditAccount")}</List.Item>
            <List.Item extra={<span data-testid="recharge-currency">{currency}</span>} onClick={() => setPicking(true)} data-testid="recharge-currency-item">
              {t("wallet.currency")}
            </List.Item>
            <List.Item extra={<span data-testid="recharge-rate">{RECHARGE_RATE_DISPLAY}</span>}>{t("wallet.rate")}</List.Item>
          </List>
          <div className="wallet-amount card">
            <div className="wallet-amount-label">{t("wallet.rechargeAmount")}</div>
            <div className="wallet-amount-row">
              <span className="wallet-amount-currency">{currency}</span>
              <Input
                name="amount"
                inputMode="decimal"
                value={amount}
                onChange={(v) => setAmount(amountTyped(v))}
                placeholder={t("wallet.rechargePlaceholder", { minimum })}
                clearable
                data-testid="recharge-amount"
              />
            </div>
          </div>
          <div className="wallet-submit">
            <Button block type="submit" color="primary" shape="rounded" size="large" loading={recharge.isPending} data-testid="recharge-submit">
              {t("wallet.rechargeSubmit")}
            </Button>
          </div>
          <div className="wallet-hints" data-testid="recharge-hints">
            <div className="wallet-hints-title">{t("wallet.hintsTitle")}</div>
            <ol>
              <li>{t("wallet.rechargeHintMinimum", { minimum })}</li>
              <li>{t("wallet.rechargeHintRate", { rate: RECHARGE_RATE_DISPLAY })}</li>
              <li>{t("wallet.rechargeHintReview")}</li>
              <li>{t("wallet.rechargeHintService")}</li>
            </ol>
          </div>
        </form>
      )}
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyClassName="wallet-currency-popup">
        <div className="wallet-popup-title">{t("wallet.chooseCurrency")}</div>
        <CheckList
          value={[currency]}
          onChange={(values) => {
            const chosen = values[0];
            if (chosen !== undefined) setCurrency(chosen as RechargeCurrency);
            setPicking(false);
          }}
          data-testid="recharge-currency-list"
        >
          {RECHARGE_CURRENCIES.map((code) => (
            <CheckList.Item key={code} value={code}>
              {code}
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </div>
  );
}
