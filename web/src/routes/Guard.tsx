import { createContext, lazy, Suspense, useContext, useEffect, type ReactNode } from "react";
import { Button, Toast } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { PageLoading } from "../components/PageLoading";
import { StatusBlock } from "../components/StatusBlock";
import { loadAdminTexts } from "../i18n/admin-texts";
import { useConsoleHolder, useOperatorOnPlayerSide } from "../screens/admin/operator-session";
import { useSession } from "../session";
import type { Access } from "./define";
import { CONSOLE_LOGIN_PATH } from "./paths";

// The console's refusal pages speak the console's texts: they come with them, on demand (players rarely see them).
const accessBlocks = () => Promise.all([import("../screens/admin/AccessBlocks"), loadAdminTexts()]).then(([blocks]) => blocks);
const OperatorOnPlayerScreen = lazy(() => accessBlocks().then((m) => ({ default: m.OperatorOnPlayerScreen })));
const PlayerOnConsole = lazy(() => accessBlocks().then((m) => ({ default: m.PlayerOnConsole })));

/** Whether a page is the current one (false while it slides out). Only the current page may redirect. */
export const PageActiveContext = createContext(true);

/** SPEC section 9: toasts last 300 to 1000 ms. */
const GUARD_TOAST_MS = 800;

/**
 * SPEC section 2's route guard: open routes show at once, guests may view the
 * home page, every other route without a session shows a short loading toast
 * and then goes to /login. The operator console (/admin...) has its own guard.
 */
export function Guard({ access, children }: { access: Access; children: ReactNode }) {
  if (access === "operator") return <OperatorGuard>{children}</OperatorGuard>;
  if (access !== "login") return children;
  return <PlayerGuard>{children}</PlayerGuard>;
}

/** The players' screens: a player's session, else /login; an operator's session is told it belongs to the console. */
function PlayerGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const operator = useOperatorOnPlayerSide();
  if (session.data) return children;
  if (session.isPending) return <PageLoading />;
  // An operator's session is not a player's: say so rather than "failed to load".
  if (operator)
    return (
      <Suspense fallback={<PageLoading />}>
        <OperatorOnPlayerScreen />
      </Suspense>
    );
  if (session.isError) return <SessionError onRetry={() => void session.refetch()} />;
  return <ToLogin />;
}

/** The console (/admin/...): an operator's session only; a guest signs in at the console's own page, a player is refused. */
function OperatorGuard({ children }: { children: ReactNode }) {
  const { holder, retry } = useConsoleHolder();
  switch (holder) {
    case "operator":
      return children;
    case "pending":
      return <PageLoading />;
    case "player":
      return (
        <Suspense fallback={<PageLoading />}>
          <PlayerOnConsole />
        </Suspense>
      );
    case "guest":
      return <ToLogin to={CONSOLE_LOGIN_PATH} />;
    case "unreachable":
      return <SessionError onRetry={retry} />;
  }
}

function ToLogin({ to = "/login" }: { to?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = useContext(PageActiveContext);
  useEffect(() => {
    if (!active) return;
    const toast = Toast.show({ icon: "loading", content: t("common.loading"), duration: GUARD_TOAST_MS });
    const timer = window.setTimeout(() => navigate(to, { replace: true }), GUARD_TOAST_MS);
    return () => {
      window.clearTimeout(timer);
      toast.close();
    };
  }, [active, navigate, t, to]);
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
