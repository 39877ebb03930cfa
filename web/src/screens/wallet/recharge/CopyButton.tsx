import { Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { copyText } from "./copy-text";

/** A "copy" button, the width of its card, under a value the player must paste into their bank's or wallet's app. */
export function CopyButton({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    const done = await copyText(value);
    Toast.show(done ? { icon: "success", content: t("deposit.copied"), duration: 800 } : { content: t("deposit.copyFailed") });
  };
  return (
    <button type="button" className="deposit-copy deposit-copy-full" onClick={() => void copy()} data-testid={testId}>
      {t("deposit.copy")}
    </button>
  );
}
