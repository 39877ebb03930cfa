import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";

/** The console's sections, in the order an operator's day goes: money first. */
export function ConsoleNav({ onPick }: { onPick?: () => void }) {
  const { t } = useTranslation();
  const items: readonly { to: string; label: string; end?: boolean }[] = [
    { to: "/admin", label: t("admin.nav.overview"), end: true },
    { to: "/admin/deposits", label: t("admin.nav.deposits") },
    { to: "/admin/deposit-channels", label: t("admin.channels.nav") },
    { to: "/admin/withdrawals", label: t("admin.nav.withdrawals") },
    { to: "/admin/players", label: t("admin.nav.players") },
    { to: "/admin/games", label: t("admin.nav.games") },
    { to: "/admin/content", label: t("admin.nav.content") },
    { to: "/admin/reports", label: t("admin.nav.reports") },
    { to: "/admin/draws", label: t("admin.nav.draws") },
    { to: "/admin/audit", label: t("admin.nav.audit") },
  ];
  return (
    <nav className="console-nav">
      {items.map((item) => (
    { to: "/admin/support-settings", label: t("admin.supportContent.nav") },
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
        </NavLink>
      ))}
    </nav>
  );
}
