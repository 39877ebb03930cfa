import { useTranslation } from "react-i18next";
import { instructionsIn } from "../../../../../src/domain/wallet/deposit-channel-rules";
import { useLanguageChoice } from "../../../i18n/useLanguage";
import type { RouterOutputs } from "../../../trpc";
import { AddressQr } from "./AddressQr";
import { CopyButton } from "./CopyButton";

export type Channel = RouterOutputs["wallet"]["depositChannels"][number];

/**
 * One detail: its label on a line of its own above the value, so the two never run together;
 * account numbers and addresses in a monospaced block that breaks between characters only when
 * the line is full; a copy button across the card's width under each value the player pastes.
 */
function Field({ label, value, name, mono = false, copy = false }: { label: string; value: string; name: string; mono?: boolean; copy?: boolean }) {
  if (value === "") return null;
  return (
    <div className="deposit-field" data-testid={`deposit-field-${name}`}>
      <div className="deposit-field-label" data-testid={`deposit-label-${name}`}>
        {label}
      </div>
      <div className={mono ? "deposit-field-value deposit-field-mono" : "deposit-field-value"} data-testid={`deposit-${name}`}>
        {value}
      </div>
      {copy && <CopyButton value={value} testId={`deposit-copy-${name}`} />}
    </div>
  );
}

/** Where to send the money: each detail under its label, the ones to paste with a copy button; for USDT also the address as a QR code. */
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
          <Field label={t("deposit.holder")} value={channel.holder} name="holder" copy />
          <Field label={t("deposit.accountNumber")} value={channel.accountNumber} name="accountNumber" mono copy />
        </>
      ) : (
        <>
          <AddressQr address={channel.address} network={channel.network ?? ""} />
          <Field label={t("deposit.network")} value={channel.network ?? ""} name="network" />
          <Field label={t("deposit.address")} value={channel.address} name="address" mono copy />
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
