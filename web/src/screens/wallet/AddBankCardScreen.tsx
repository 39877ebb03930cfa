import { useState, type FormEvent } from "react";
import { Button, Input, List, Toast } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { useShowError } from "../../errors";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { PayoutChangeCode, useBoundPayout } from "./PayoutChangeCode";
import { digitsTyped } from "./amount-input";
import "./wallet.css";

/** Longest card number the server takes (payout-method-rules). */
const CARD_MAX_DIGITS = 30;

/**
 * SPEC section 2, /addBankCard: holder, card number (digits), bank name, each
 * required in that order (SPEC section 5). Saving shows a toast and goes back.
 */
export default function AddBankCardScreen() {
  const { t } = useTranslation();
  const back = useBack("/bankCardManage?type=0");
  const showError = useShowError();
  const utils = trpc.useUtils();
  const save = trpc.wallet.setPayoutMethod.useMutation();
  const bound = useBoundPayout(0);
  const [code, setCode] = useState("");
  const [holder, setHolder] = useState("");
  const [card, setCard] = useState("");
  const [bank, setBank] = useState("");

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (save.isPending) return;
    const missing = holder.trim() === "" ? t("wallet.holderPlaceholder") : card === "" ? t("wallet.cardPlaceholder") : bank.trim() === "" ? t("wallet.bankPlaceholder") : null;
    if (missing) {
      Toast.show({ content: missing });
      return;
    }
    save.mutate(
      { type: 0, acc: holder.trim(), accName: card, accBank: bank.trim(), ...(bound ? { securityCode: code } : {}) },
      {
        onSuccess: () => {
          void utils.wallet.invalidate();
          Toast.show({ icon: "success", content: t("wallet.saved"), duration: 1000 });
          back();
        },
        onError: showError,
      },
    );
  };

  return (
    <div className="wallet-form-page" data-testid="add-bankcard">
      <NavBar onBack={back} className="page-navbar">
        {t("wallet.addBankCard")}
      </NavBar>
      <form onSubmit={submit} noValidate>
        <List className="wallet-form-list">
          <List.Item title={t("wallet.holder")}>
            <Input name="holder" value={holder} onChange={setHolder} maxLength={64} placeholder={t("wallet.holderPlaceholder")} clearable data-testid="bankcard-holder" />
          </List.Item>
          <List.Item title={t("wallet.cardNumber")}>
            <Input
              name="card"
              inputMode="numeric"
              value={card}
              onChange={(v) => setCard(digitsTyped(v, CARD_MAX_DIGITS))}
              placeholder={t("wallet.cardPlaceholder")}
              clearable
              data-testid="bankcard-number"
            />
          </List.Item>
          <List.Item title={t("wallet.bankName")}>
            <Input name="bank" value={bank} onChange={setBank} maxLength={64} placeholder={t("wallet.bankPlaceholder")} clearable data-testid="bankcard-bank" />
          </List.Item>
          {bound && <PayoutChangeCode value={code} onChange={setCode} />}
        </List>
        <div className="wallet-submit">
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={save.isPending} data-testid="bankcard-save">
            {t("wallet.save")}
          </Button>
        </div>
      </form>
    </div>
  );
}
