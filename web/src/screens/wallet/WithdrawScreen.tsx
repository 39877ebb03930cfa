import { useState, type FormEvent } from "react";
import { Button, Dialog, List, Popup, Skeleton, Toast } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { formatMoney } from "../../../../src/domain/money";
import { maskAccountName } from "../../../../src/domain/wallet/payout-method-rules";
import { WITHDRAW_MINIMUM_MINOR } from "../../../../src/domain/wallet/withdrawal-rules";
import { CheckIcon } from "../../components/icons";
import { useErrorText } from "../../errors";
import { money } from "../../format/money";
import { appErrorOf, trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { MoneyInput, MoneyInputMessage } from "../../components/MoneyInput";
import { useMoneyField } from "../../hooks/useMoneyField";
import { CodePad } from "./CodePad";
import { isVisitor } from "./groups";
import { TurnoverCard } from "./TurnoverCard";
import { VisitorNotice } from "./VisitorNotice";
import "./wallet.css";

type PayoutType = 0 | 1;

/**
 * SPEC section 2, /Withdraw (query group_id): total assets, the amount, the
 * payout method (bank card first, virtual wallet second, each shown by its last
 * 4 characters), submit, then the 6-digit security code whose sixth digit sends
 * the request. The refusals a player can be told before typing a code are
 * answered here (SPEC section 5); the rest (turnover, a wrong code) come from the server.
 */
export default function WithdrawScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBack("/wallet");
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const utils = trpc.useUtils();
  const profile = trpc.account.profile.useQuery();
  const wallet = trpc.wallet.get.useQuery();
  const info = trpc.wallet.withdrawInfo.useQuery();
  const codeStatus = trpc.account.securityCodeStatus.useQuery();
  const withdraw = trpc.wallet.withdraw.useMutation();
  const amount = useMoneyField({ required: t("wallet.withdrawAmountRequired") });
  const [picked, setPicked] = useState<PayoutType | null>(null);
  /** The amount the code pad is open for (null: closed). */
  const [asking, setAsking] = useState<number | null>(null);

  const payList = info.data?.payList ?? [null, null];
  // The first saved method unless the player picked another.
  const chosen: PayoutType | null = picked ?? (payList[0] ? 0 : payList[1] ? 1 : null);
  const minimum = money(WITHDRAW_MINIMUM_MINOR);
  const ready = info.data !== undefined && wallet.data !== undefined && codeStatus.data !== undefined;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!ready || withdraw.isPending) return;
    // Text that is not an amount is refused under the field first (nothing sent, nowhere else to go).
    if (amount.reading.kind === "refused") return void amount.take();
    if (chosen === null || payList[chosen] === null) {
      Toast.show({ content: t("wallet.bindFirst") });
      void navigate(`/bankCardManage?type=${chosen ?? 0}`);
      return;
    }
    if (!codeStatus.data.isSet) {
      Toast.show({ content: t("wallet.setCodeFirst") });
      void navigate("/setSecurityCode?isTrue=false");
      return;
    }
    const amountMinor = amount.take();
    if (amountMinor === null) return;
    if (amountMinor < WITHDRAW_MINIMUM_MINOR) {
      Toast.show({ content: t("wallet.withdrawMinimum", { minimum }) });
      return;
    }
    if (amountMinor > wallet.data.availableMinor) {
      Toast.show({ content: t("wallet.withdrawInsufficient", { frozen: money(wallet.data.lockedMinor), available: money(wallet.data.availableMinor) }) });
      return;
    }
    setAsking(amountMinor);
  };

  /** The sixth digit: true when the request went through (or failed for a reason a new code cannot fix). */
  const send = async (securityCode: string): Promise<boolean> => {
    if (chosen === null || asking === null) return false;
    try {
      await withdraw.mutateAsync({ amount: formatMoney(asking), payoutType: chosen, securityCode });
    } catch (error) {
      const code = appErrorOf(error)?.appCode;
      Toast.show({ icon: "fail", content: errorText(error) });
      // A wrong code may be typed again; anything else closes the pad.
      if (code === "SECURITY_CODE_WRONG") return false;
      setAsking(null);
      if (code === "SECURITY_CODE_NOT_SET") void navigate("/setSecurityCode?isTrue=false");
      if (code === "PAYOUT_METHOD_MISSING") void navigate(`/bankCardManage?type=${chosen}`);
      void utils.wallet.invalidate();
      return true;
    }
    setAsking(null);
    void utils.wallet.invalidate();
    void utils.account.profile.invalidate();
    Dialog.alert({
      content: <div className="wallet-dialog-text" data-testid="withdraw-success">{t("wallet.withdrawSubmitted")}</div>,
      confirmText: t("wallet.toFundDetails"),
      onConfirm: () => void navigate("/CapitalDetail", { replace: true }),
    });
    return true;
  };

  const method = (type: PayoutType) => {
    const saved = payList[type];
    const title = type === 0 ? t("wallet.bankCard") : t("wallet.usdt");
    if (!saved) {
      return (
        <List.Item key={type} description={t("wallet.notBound")} onClick={() => void navigate(`/bankCardManage?type=${type}`)} data-testid={`withdraw-method-${type}`}>
          {title}
        </List.Item>
      );
    }
    // The card number comes masked from the server; the wallet address is masked here: the last 4 are enough to recognise either.
    const label = type === 0 ? `${saved.accBank} ${saved.accName}` : `${saved.accName.toUpperCase()} ${maskAccountName(saved.acc)}`;
    return (
      <List.Item
        key={type}
        description={<span data-testid={`withdraw-method-${type}-account`}>{label}</span>}
        arrowIcon={false}
        extra={chosen === type ? <CheckIcon className="wallet-check" /> : null}
        onClick={() => setPicked(type)}
        data-testid={`withdraw-method-${type}`}
        data-chosen={chosen === type ? "true" : undefined}
      >
        {title}
      </List.Item>
    );
  };

  return (
    <div className="wallet-form-page" data-testid="withdraw">
      <NavBar onBack={back} className="page-navbar">
        {t("wallet.withdrawTitle")}
      </NavBar>
      {isVisitor(profile.data?.groupId, params.get("group_id")) ? (
        <VisitorNotice />
      ) : (
        <form onSubmit={submit} noValidate>
          <div className="wallet-assets card">
            <div className="wallet-amount-label">{t("wallet.totalAssets")}</div>
            {wallet.data ? (
              <>
                <div className="wallet-assets-value" data-testid="withdraw-money">
                  {money(info.data?.moneyMinor ?? wallet.data.moneyMinor)}
                </div>
                <div className="wallet-assets-sub">
                  {t("wallet.available")} <span data-testid="withdraw-available">{money(wallet.data.availableMinor)}</span> · {t("wallet.frozen")}{" "}
                  <span data-testid="withdraw-frozen">{money(wallet.data.lockedMinor)}</span>
                </div>
              </>
            ) : (
              <Skeleton.Title animated />
            )}
          </div>
          <TurnoverCard />
          <div className="wallet-amount card">
            <div className="wallet-amount-label">{t("wallet.withdrawAmount")}</div>
            <div className="wallet-amount-row">
              <MoneyInput field={amount} name="amount" placeholder={t("wallet.withdrawPlaceholder", { minimum })} ariaLabel={t("wallet.withdrawAmount")} testId="withdraw-amount" messageElsewhere />
              <button
                type="button"
                className="wallet-all"
                disabled={!wallet.data}
                onClick={() => wallet.data && amount.setText(formatMoney(wallet.data.availableMinor))}
                data-testid="withdraw-all"
              >
                {t("wallet.all")}
              </button>
            </div>
            <MoneyInputMessage field={amount} />
          </div>
          <List className="wallet-form-list" header={t("wallet.withdrawTo")}>
            {method(0)}
            {method(1)}
          </List>
          <div className="wallet-submit">
            <Button block type="submit" color="primary" shape="rounded" size="large" disabled={!ready} data-testid="withdraw-submit">
              {t("wallet.withdrawSubmit")}
            </Button>
          </div>
          <div className="wallet-hints">
            <div className="wallet-hints-title">{t("wallet.hintsTitle")}</div>
            <ol>
              <li>{t("wallet.withdrawHintMinimum", { minimum })}</li>
              <li>{t("wallet.withdrawHintTurnover")}</li>
              <li>{t("wallet.withdrawHintFees")}</li>
            </ol>
          </div>
        </form>
      )}
      <Popup visible={asking !== null} onMaskClick={() => !withdraw.isPending && setAsking(null)} destroyOnClose bodyClassName="wallet-code-popup">
        <div className="wallet-popup-title">{t("wallet.enterCode")}</div>
        {asking !== null && (
          <>
            <div className="wallet-popup-sub">{t("wallet.withdrawOf", { amount: money(asking) })}</div>
            <CodePad onFill={send} busy={withdraw.isPending} testId="withdraw-code" />
          </>
        )}
      </Popup>
    </div>
  );
}
