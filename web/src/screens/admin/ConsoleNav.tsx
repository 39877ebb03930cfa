import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { trpc } from "../../trpc";

/** How often the navigation asks how many support conversations wait. */
const WAITING_REFRESH_MS = 30_000;

/** The console's sections, in the order an operator's day goes: money first. */
export function ConsoleNav({ onPick }: { onPick?: () => void }) {
  const { t } = useTranslation();
  // Conversations waiting for an answer, beside "Support"; the inbox's live stream refreshes it sooner.
  const waiting = trpc.admin.support.waiting.useQuery(undefined, { refetchInterval: WAITING_REFRESH_MS }).data?.waiting ?? 0;
  const items: readonly { to: string; label: string; end?: boolean; count?: number }[] = [
    { to: "/admin", label: t("admin.nav.overview"), end: true },
    { to: "/admin/deposits", label: t("admin.nav.deposits") },
    { to: "/admin/deposit-channels", label: t("admin.channels.nav") },
    { to: "/admin/withdrawals", label: t("admin.nav.withdrawals") },
    { to: "/admin/support", label: t("admin.inbox.nav"), count: waiting },
    { to: "/admin/players", label: t("admin.nav.players") },
    { to: "/admin/games", label: t("admin.nav.games") },
    { to: "/admin/content", label: t("admin.nav.content") },
    { to: "/admin/support-settings", label: t("admin.supportContent.nav") },
    { to: "/admin/reports", label: t("admin.nav.reports") },
    { to: "/admin/growth-reports", label: t("admin.growth.nav.reports") },
    { to: "/admin/growth-payouts", label: t("admin.growth.nav.payouts") },
    { to: "/admin/growth-settings", label: t("admin.growth.nav.settings") },
    { to: "/admin/promotions", label: t("admin.promotions.nav") },
    { to: "/admin/exposure", label: t("admin.exposure.nav") },
    { to: "/admin/returns", label: t("admin.risk.navReturns") },
    { to: "/admin/risk-settings", label: t("admin.risk.nav") },
    { to: "/admin/draws", label: t("admin.nav.draws") },
    { to: "/admin/audit", label: t("admin.nav.audit") },
  ];
  return (
    <nav className="console-nav">
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end}
          replace
          onClick={onPick}
          className={({ isActive }) => `console-nav-item${isActive ? " console-nav-item-active" : ""}`}
          data-testid={`console-nav-${item.to.split("/")[2] ?? "overview"}`}
        >
          {item.label}
          {item.count ? (
            <span className="console-nav-count" data-testid={`console-nav-${item.to.split("/")[2]}-count`}>
              {item.count}
            </span>
          ) : null}
        </NavLink>
      ))}
    </nav>
  );
}
