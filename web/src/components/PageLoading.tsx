import { DotLoading } from "antd-mobile";
import { useTranslation } from "react-i18next";

/** Stands in while a screen's code or first data arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span>{t("common.loading")}</span>
    </div>
  );
}
