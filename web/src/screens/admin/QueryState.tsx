import type { ReactNode } from "react";
import { Button, DotLoading } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { StatusBlock } from "../../components/StatusBlock";
import { useErrorText } from "../../errors";

/** Loading, failed (with the server's reason and a retry) or empty, else the content. */
export function QueryState({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (query.isPending) {
    return (
      <div className="console-loading" role="status">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <StatusBlock kind="offline" title={t("common.loadFailed")} description={errorText(query.error)}>
        <Button size="small" color="primary" onClick={() => void query.refetch()}>
          {t("common.retry")}
        </Button>
      </StatusBlock>
    );
  }
  if (empty) return <StatusBlock kind="empty" title={t("admin.common.empty")} />;
  return children;
}
