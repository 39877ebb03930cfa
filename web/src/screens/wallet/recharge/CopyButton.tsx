import { Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { copyText } from "./copy-text";

/** A small "copy" button beside a value the player must type into their bank's or wallet's app. */
export function CopyButton({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    const done = await copyText(value);
    Toast.show(done ? { icon: "success", content: t("deposit.copied"), duration: 800 } : { content: t("deposit.copyFailed") });
  };
  return (
    <button type="button" className="deposit-copy" onClick={() => void copy()} data-testid={testId}>
      {t("deposit.copy")}
    </button>
  );
}
