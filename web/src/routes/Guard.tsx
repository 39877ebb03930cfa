import { createContext, useContext, useEffect, type ReactNode } from "react";
import { Button, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { PageLoading } from "../components/PageLoading";
import { StatusBlock } from "../components/StatusBlock";
import { useSession } from "../session";
import type { Access } from "./paths";

/** Whether a page is the current one (false while it slides out). Only the current page may redirect. */
export const PageActiveContext = createContext(true);

/** SPEC section 9: toasts last 300 to 1000 ms. */
export const GUARD_TOAST_MS = 800;

/**
 * SPEC section 2's route guard: open routes show at once, guests may view the
 * home page, every other route without a session shows a short loading toast
 * and then goes to /login.
 */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  const session = useSession();
  if (access !== "login") return children;
  if (session.data) return children;
  if (session.isPending) return <PageLoading />;
  if (session.isError) return <SessionError onRetry={() => void session.refetch()} />;
  return <ToLogin />;
}

function ToLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = useContext(PageActiveContext);
  useEffect(() => {
    if (!active) return;
    const toast = Toast.show({ icon: "loading", content: t("common.loading"), duration: GUARD_TOAST_MS });
    const timer = window.setTimeout(() => navigate("/login", { replace: true }), GUARD_TOAST_MS);
    return () => {
      window.clearTimeout(timer);
      toast.close();
    };
  }, [active, navigate, t]);
  // The toast says it all; a second spinner under it would only be noise.
  return <div className="page-blank" />;
}

function SessionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusBlock kind="offline" className="status-block-page" title={t("common.loadFailed")} description={t("common.networkError")}>
      <Button color="primary" shape="rounded" onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </StatusBlock>
  );
}
