import { TabBar } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { normalizePath } from "../routes/paths";
import { useSupportUnread } from "../hooks/useSupportLive";
import { useSession } from "../session";
import { HomeIcon, ServiceIcon, UserIcon, WalletIcon } from "./icons";

const TABS = [
  { key: "/", label: "tabs.home", Icon: HomeIcon },
  { key: "/wallet", label: "tabs.wallet", Icon: WalletIcon },
  { key: "/customer", label: "tabs.customer", Icon: ServiceIcon },
  { key: "/personal", label: "tabs.personal", Icon: UserIcon },
] as const;

/** A badge shows a count up to this; more reads "99+". */
const MAX_BADGE = 99;

/** The bottom tab bar: home, wallet, customer service, my account (SPEC section 2); the service tab counts the support desk's unread answers. */
export function AppTabBar() {
  const { t } = useTranslation();
  const session = useSession();
  const unread = useSupportUnread(session.data?.id ?? null);
  const location = useLocation();
  const navigate = useNavigate();
  const path = normalizePath(location.pathname);
  const active = path === "/room" ? "/" : path;
  return (
    <nav className="app-tabbar">
      <TabBar safeArea activeKey={active} onChange={(key) => key !== active && navigate(key)}>
        {TABS.map(({ key, label, Icon }) => (
          <TabBar.Item
            key={key}
            title={t(label)}
            icon={<Icon />}
            badge={key === "/customer" && unread > 0 ? (unread > MAX_BADGE ? `${MAX_BADGE}+` : String(unread)) : undefined}
          />
        ))}
      </TabBar>
    </nav>
  );
}
