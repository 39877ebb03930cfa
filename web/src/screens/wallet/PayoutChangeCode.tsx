import { Input, List } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc";
import { digitsTyped } from "./amount-input";

/**
 * Whether the player already has details of this payout type bound: changing them then needs the security
 * code (the server refuses without it and holds withdrawals to the new details a while).
 */
export function useBoundPayout(type: 0 | 1): boolean {
  return trpc.wallet.payoutMethod.useQuery({ type }).data != null;
}

/** The security-code field of the add-card and add-wallet forms, shown when bound details are being changed. */
export function PayoutChangeCode({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <List.Item title={t("wallet.changeCode")} description={t("wallet.changeHint")}>
      <Input
        name="securityCode"
        type="password"
        inputMode="numeric"
        value={value}
        onChange={(v) => onChange(digitsTyped(v, 6))}
        placeholder={t("wallet.changeCodePlaceholder")}
        data-testid="payout-change-code"
      />
    </List.Item>
  );
}
