import { useState, type FormEvent } from "react";
import { Button, CheckList, Input, List, Popup, Selector, Toast } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { channelLabel } from "../../../../src/domain/wallet/deposit-channel";
import { formatMoney } from "../../../../src/domain/money";
import { RECHARGE_RATE_DISPLAY } from "../../../../src/domain/wallet/recharge-rules";
import { PageLoading } from "../../components/PageLoading";
import { money } from "../../format/money";
import { StatusBlock } from "../../components/StatusBlock";
import { useShowError } from "../../errors";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { MoneyInput, MoneyInputMessage } from "../../components/MoneyInput";
import { useMoneyField } from "../../hooks/useMoneyField";
import { isVisitor } from "./groups";
import { ChannelDetails, type Channel } from "./recharge/ChannelDetails";
import { ReceiptField } from "./recharge/ReceiptField";
import { uploadReceipt } from "./recharge/receipt-file";
import { VisitorNotice } from "./VisitorNotice";
import "./wallet.css";
import "./recharge/recharge.css";

type Mode = Channel["kind"];

/**
 * SPEC section 2, /Recharge (query group_id, username): the player picks how
 * they pay (bank transfer or USDT) and where, sees the details to pay to (each
 * with a copy button; a QR code for an address), pays, then tells us the
 * amount, the currency (1:1) and their reference, with a receipt if they
 * like. The request waits for an operator; the fund details follow it.
 * Visitors see the notice instead.
 */
export default function RechargeScreen() {
  const { t } = useTranslation();
  const back = useBack("/wallet");
  const [params] = useSearchParams();
  const profile = trpc.account.profile.useQuery();
  const channels = trpc.wallet.depositChannels.useQuery();
  const visitor = isVisitor(profile.data?.groupId, params.get("group_id"));

  let body;
  if (visitor) body = <VisitorNotice />;
  else if (channels.isPending) body = <PageLoading />;
  else if (!channels.data || channels.data.length === 0) {
    body = (
      <div data-testid="deposit-closed">
        <StatusBlock kind="empty" className="status-block-page" title={t("wallet.rechargeTitle")} description={t("deposit.noChannels")} />
      </div>
    );
  } else body = <DepositForm channels={channels.data} username={profile.data?.username ?? params.get("username") ?? ""} />;

  return (
    <div className="wallet-form-page" data-testid="recharge">
      <NavBar onBack={back} className="page-navbar">
        {t("wallet.rechargeTitle")}
      </NavBar>
      {body}
    </div>
  );
}

function DepositForm({ channels, username }: { channels: readonly Channel[]; username: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useShowError();
  const utils = trpc.useUtils();
  const recharge = trpc.wallet.recharge.useMutation();
  const modes = (["bank", "usdt"] as const).filter((mode) => channels.some((c) => c.kind === mode));
  const [mode, setMode] = useState<Mode>(modes[0]!);
  const inMode = channels.filter((c) => c.kind === mode);
  const [channelId, setChannelId] = useState(inMode[0]!.id);
  const channel = inMode.find((c) => c.id === channelId) ?? inMode[0]!;
  const [chosenCurrency, setCurrency] = useState<string | null>(null);
  const currency = chosenCurrency !== null && channel.currencies.includes(chosenCurrency as never) ? chosenCurrency : channel.currencies[0]!;
  const amount = useMoneyField({ required: t("wallet.rechargeAmountRequired") });
  const [payerName, setPayerName] = useState("");
  const [accountLast5, setAccountLast5] = useState("");
  const [txHash, setTxHash] = useState("");
  const [receipt, setReceipt] = useState<File | null>(null);
  const [picking, setPicking] = useState(false);
  const [uploading, setUploading] = useState(false);
  const limits = { min: money(channel.minMinor), max: money(channel.maxMinor) };

  const switchMode = (next: Mode) => {
    setMode(next);
    setChannelId(channels.find((c) => c.kind === next)!.id);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (recharge.isPending || uploading) return;
    // What is not an amount says so under the field, and nothing is sent; one outside the channel's limits is answered here at once.
    const amountMinor = amount.take();
    if (amountMinor === null) return;
    if (amountMinor < channel.minMinor || amountMinor > channel.maxMinor) {
      Toast.show({ content: t("deposit.amountRange", limits) });
      return;
    }
    const reference = channel.kind === "bank" ? { payerName, accountLast5 } : { txHash };
    recharge.mutate(
      { amount: formatMoney(amountMinor), currency, channelId: channel.id, reference },
      {
        onSuccess: async (deposit) => {
          if (receipt !== null) {
            setUploading(true);
            const attached = await uploadReceipt(deposit.id, receipt);
            setUploading(false);
            if (!attached.ok) Toast.show({ content: t("deposit.receiptFailed", { reason: attached.message }), duration: 3000 });
            else Toast.show({ icon: "success", content: t("wallet.rechargeSubmitted"), duration: 1000 });
          } else Toast.show({ icon: "success", content: t("wallet.rechargeSubmitted"), duration: 1000 });
          void utils.wallet.invalidate();
          void navigate("/CapitalDetail", { replace: true });
        },
        onError: showError,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <List className="wallet-form-list">
        <List.Item extra={<span data-testid="recharge-account">{username}</span>}>{t("wallet.creditAccount")}</List.Item>
      </List>
      <div className="deposit-choice card">
        <div className="deposit-choice-label">{t("deposit.mode")}</div>
        <Selector
          columns={2}
          value={[mode]}
          onChange={(values) => values[0] && switchMode(values[0])}
          options={modes.map((m) => ({ label: m === "bank" ? t("deposit.modeBank") : t("deposit.modeUsdt"), value: m }))}
          data-testid="deposit-mode"
        />
        {inMode.length > 1 && (
          <>
            <div className="deposit-choice-label">{t("deposit.channel")}</div>
            <Selector
              columns={1}
              value={[channel.id]}
              onChange={(values) => values[0] !== undefined && setChannelId(values[0])}
              options={inMode.map((c) => ({ label: channelLabel(c), description: t("deposit.limits", { min: money(c.minMinor), max: money(c.maxMinor) }), value: c.id }))}
              data-testid="deposit-channel"
            />
          </>
        )}
      </div>
      <ChannelDetails key={channel.id} channel={channel} />
      <List className="wallet-form-list">
        <List.Item extra={<span data-testid="recharge-currency">{currency}</span>} onClick={() => setPicking(true)} data-testid="recharge-currency-item">
          {t("wallet.currency")}
        </List.Item>
        <List.Item extra={<span data-testid="recharge-rate">{RECHARGE_RATE_DISPLAY}</span>}>{t("wallet.rate")}</List.Item>
      </List>
      <div className="wallet-amount card">
        <div className="wallet-amount-label">{t("wallet.rechargeAmount")}</div>
        <div className="wallet-amount-row">
          <span className="wallet-amount-currency">{currency}</span>
          <MoneyInput field={amount} name="amount" placeholder={t("deposit.limits", limits)} ariaLabel={t("wallet.rechargeAmount")} testId="recharge-amount" messageElsewhere />
        </div>
        <MoneyInputMessage field={amount} />
      </div>
      <div className="deposit-reference card" data-testid="deposit-reference">
        <div className="deposit-choice-label">{t("deposit.reference")}</div>
        {channel.kind === "bank" ? (
          <>
            <label className="deposit-input">
              <span>{t("deposit.payerName")}</span>
              <Input name="payerName" value={payerName} onChange={setPayerName} maxLength={64} placeholder={t("deposit.payerNamePlaceholder")} data-testid="deposit-payer-name" />
            </label>
            <label className="deposit-input">
              <span>{t("deposit.accountLast5")}</span>
              <Input
                name="accountLast5"
                inputMode="numeric"
                value={accountLast5}
                onChange={(v) => setAccountLast5(v.replace(/\D/g, "").slice(0, 5))}
                placeholder={t("deposit.accountLast5Placeholder")}
                data-testid="deposit-last5"
              />
            </label>
          </>
        ) : (
          <label className="deposit-input">
            <span>{t("deposit.txHash")}</span>
            <Input name="txHash" value={txHash} onChange={(v) => setTxHash(v.trim())} maxLength={80} placeholder={t("deposit.txHashPlaceholder", { network: channel.network ?? "" })} data-testid="deposit-tx-hash" />
          </label>
        )}
        <ReceiptField file={receipt} onChange={setReceipt} />
      </div>
      <div className="wallet-submit">
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={recharge.isPending || uploading} data-testid="recharge-submit">
          {t("wallet.rechargeSubmit")}
        </Button>
      </div>
      <div className="wallet-hints" data-testid="recharge-hints">
        <div className="wallet-hints-title">{t("wallet.hintsTitle")}</div>
        <ol>
          <li>{t("deposit.hintTransfer")}</li>
          <li>{t("deposit.amountRange", limits)}</li>
          <li>{t("wallet.rechargeHintRate", { rate: RECHARGE_RATE_DISPLAY })}</li>
          <li>{t("deposit.hintReference")}</li>
          <li>{t("wallet.rechargeHintReview")}</li>
          <li>{t("wallet.rechargeHintService")}</li>
        </ol>
      </div>
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyClassName="wallet-currency-popup">
        <div className="wallet-popup-title">{t("wallet.chooseCurrency")}</div>
        <CheckList
          value={[currency]}
          onChange={(values) => {
            const chosen = values[0];
            if (chosen !== undefined) setCurrency(String(chosen));
            setPicking(false);
          }}
          data-testid="recharge-currency-list"
        >
          {channel.currencies.map((code) => (
            <CheckList.Item key={code} value={code}>
              {code}
            </CheckList.Item>
          ))}
        </CheckList>
      </Popup>
    </form>
  );
}
