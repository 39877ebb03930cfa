import { useState, type FormEvent } from "react";
import { Button, Input, List, Selector, Toast } from "antd-mobile";
import { NavBar } from "../../components/NavBar";
import { useTranslation } from "react-i18next";
import { WALLET_TYPES, type WalletType } from "../../../../src/domain/wallet/payout-method-rules";
import { useShowError } from "../../errors";
import { trpc } from "../../trpc";
import { useBack } from "../../hooks/useBack";
import { PayoutChangeCode, useBoundPayout } from "./PayoutChangeCode";
import "./wallet.css";

/**
 * SPEC section 2, /addVirtualWallet: the USDT address and its network (trc20,
 * erc20, omni), both required. Saving shows a toast and goes back.
 */
export default function AddVirtualWalletScreen() {
  const { t } = useTranslation();
  const back = useBack("/bankCardManage?type=1");
  const showError = useShowError();
  const utils = trpc.useUtils();
  const save = trpc.wallet.setPayoutMethod.useMutation();
  const bound = useBoundPayout(1);
  const [code, setCode] = useState("");
  const [address, setAddress] = useState("");
  const [walletType, setWalletType] = useState<WalletType | null>(null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (save.isPending) return;
    if (address.trim() === "") {
      Toast.show({ content: t("wallet.addressPlaceholder") });
      return;
    }
    if (walletType === null) {
      Toast.show({ content: t("wallet.chooseWalletType") });
      return;
    }
    save.mutate(
      { type: 1, acc: address.trim(), accName: walletType, ...(bound ? { securityCode: code } : {}) },
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
    <div className="wallet-form-page" data-testid="add-wallet">
      <NavBar onBack={back} className="page-navbar">
        {t("wallet.addVirtualWallet")}
      </NavBar>
      <form onSubmit={submit} noValidate>
        <List className="wallet-form-list">
          <List.Item title={t("wallet.address")}>
            <Input name="address" value={address} onChange={setAddress} maxLength={128} placeholder={t("wallet.addressPlaceholder")} clearable data-testid="wallet-address" />
          </List.Item>
          <List.Item title={t("wallet.walletType")}>
            <Selector
              columns={3}
              options={WALLET_TYPES.map((type) => ({ label: type.toUpperCase(), value: type }))}
              value={walletType ? [walletType] : []}
              onChange={(values) => setWalletType(values[0] ?? null)}
              data-testid="wallet-type"
            />
          </List.Item>
          {bound && <PayoutChangeCode value={code} onChange={setCode} />}
        </List>
        <div className="wallet-submit">
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={save.isPending} data-testid="wallet-save">
            {t("wallet.save")}
          </Button>
        </div>
      </form>
    </div>
  );
}
