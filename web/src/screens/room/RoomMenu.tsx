import { Popover } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useSession } from "../../session";

/**
 * The room's popup menu (SPEC section 2): deposit, draw results, trend,
 * product description, history bills.
 */
export function RoomMenu({ gameId, gameName }: { gameId: number; gameName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession().data;
  const game = `game_id=${gameId}&name=${encodeURIComponent(gameName)}`;
  const actions = [
    { key: "deposit", text: t("room.menuDeposit"), to: `/Recharge?group_id=${user?.groupId ?? ""}&username=${encodeURIComponent(user?.username ?? "")}` },
    { key: "results", text: t("room.menuResults"), to: `/lotteryDetail?${game}` },
    { key: "trend", text: t("room.menuTrend"), to: `/trendChart?${game}` },
    { key: "explain", text: t("room.menuExplain"), to: "/lotteryExplain" },
    { key: "bills", text: t("room.menuBills"), to: "/BetRecord" },
  ];
  return (
    <Popover.Menu
      actions={actions.map((a) => ({ key: a.key, text: <span data-testid={`room-menu-${a.key}`}>{a.text}</span> }))}
      placement="bottom-end"
      trigger="click"
      onAction={(action) => {
        const to = actions.find((a) => a.key === action.key)?.to;
        if (to) navigate(to);
      }}
    >
      <button type="button" className="room-menu-button" aria-label={t("room.menu")} data-testid="room-menu">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </button>
    </Popover.Menu>
  );
}
