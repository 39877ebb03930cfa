import { useTranslation } from "react-i18next";
import { instructionsIn } from "../../../../../src/domain/wallet/deposit-channel-rules";
import { useLanguageChoice } from "../../../i18n/useLanguage";
import type { RouterOutputs } from "../../../trpc";
import { AddressQr } from "./AddressQr";
import { CopyButton } from "./CopyButton";

export type Channel = RouterOutputs["wallet"]["depositChannels"][number];


function Field({ label, value, name }: { label: string; value: string; name: string }) {
  if (value === "") return null;
  return (
    <div className="deposit-field">
      <span className="deposit-field-label">{label}</span>
      <span className="deposit-field-value" data-testid={`deposit-${name}`}>
        {value}
      </span>
      <CopyButton value={value} testId={`deposit-copy-${name}`} />
    </div>
  );
}

/** Where to send the money: each field with a copy button; for USDT also the address as a QR code. */
export function ChannelDetails({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const { lang } = useLanguageChoice();
  const instructions = instructionsIn(channel, lang);
  return (
    <div className="deposit-details card" data-testid="deposit-details" data-kind={channel.kind}>
      <div className="deposit-details-title">{t("deposit.details")}</div>
      {channel.kind === "bank" ? (
        <>
          <Field label={t("deposit.bankName")} value={channel.bankName} name="bankName" />
          <Field label={t("deposit.branch")} value={channel.branch} name="branch" />
          <Field label={t("deposit.holder")} value={channel.holder} name="holder" />
          <Field label={t("deposit.accountNumber")} value={channel.accountNumber} name="accountNumber" />
        </>
      ) : (
        <>
          <AddressQr address={channel.address} network={channel.network ?? ""} />
          <div className="deposit-field">
            <span className="deposit-field-label">{t("deposit.network")}</span>
            <span className="deposit-field-value" data-testid="deposit-network">
              {channel.network}
            </span>
          </div>
          <Field label={t("deposit.address")} value={channel.address} name="address" />
        </>
      )}
      {instructions !== "" && (
        <p className="deposit-instructions" data-testid="deposit-instructions">
          {instructions}
        </p>
      )}
    </div>
  );
}
