import { useRef } from "react";
import { Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { RECEIPT_ACCEPT, RECEIPT_MAX_MB, receiptProblem } from "./receipt-file";

/** The optional payment receipt: a screenshot or photo, checked here for type and size before it is kept. */
export function ReceiptField({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const picked = (chosen: File | undefined) => {
    if (input.current) input.current.value = "";
    if (chosen === undefined) return;
    const problem = receiptProblem(chosen);
    if (problem !== null) {
      Toast.show({ content: problem === "receiptTooLarge" ? t("deposit.receiptTooLarge", { max: RECEIPT_MAX_MB }) : t("deposit.receiptType") });
      return;
    }
    onChange(chosen);
  };
  return (
    <div className="deposit-receipt">
      <div className="deposit-receipt-head">
        <span>
          {t("deposit.receipt")} <span className="deposit-muted">({t("deposit.receiptOptional")})</span>
        </span>
        <span className="deposit-muted">{t("deposit.receiptHint", { max: RECEIPT_MAX_MB })}</span>
      </div>
      <input ref={input} type="file" accept={RECEIPT_ACCEPT} hidden onChange={(event) => picked(event.target.files?.[0])} data-testid="deposit-receipt-input" />
      <div className="deposit-receipt-row">
        {file !== null && (
          <span className="deposit-receipt-name" data-testid="deposit-receipt-name">
            {file.name}
          </span>
        )}
        <button type="button" className="deposit-copy" onClick={() => input.current?.click()} data-testid="deposit-receipt-choose">
          {file === null ? t("deposit.receiptChoose") : t("deposit.receiptChange")}
        </button>
        {file !== null && (
          <button type="button" className="deposit-copy" onClick={() => onChange(null)}>
            {t("deposit.receiptRemove")}
          </button>
        )}
      </div>
    </div>
  );
}
