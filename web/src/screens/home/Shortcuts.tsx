import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { BookIcon, CandleIcon, ChartIcon, GiftIcon, NewsIcon, TrophyIcon } from "../../components/icons";

interface Shortcut {
  readonly key: string;
  readonly label: string;
  readonly to: string;
  readonly icon: ReactNode;
}

/** The first standard game: where results and trends open before the player picks another (their screens switch games). */
const FIRST_GAME = "game_id=1&name=Singapore";

/** One row of entries to the screens that are not a game: results, trends, candles, news, activities, rules. */
export function Shortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shortcuts: readonly Shortcut[] = [
    { key: "results", label: t("home.shortcutResults"), to: `/lotteryDetail?${FIRST_GAME}`, icon: <TrophyIcon /> },
    { key: "trend", label: t("home.shortcutTrend"), to: `/trendChart?${FIRST_GAME}`, icon: <ChartIcon /> },
    { key: "find", label: t("home.shortcutCandles"), to: "/find", icon: <CandleIcon /> },
    { key: "news", label: t("home.shortcutNews"), to: "/moreNews", icon: <NewsIcon /> },
    { key: "activities", label: t("home.shortcutActivities"), to: "/actionCenter", icon: <GiftIcon /> },
    { key: "rules", label: t("home.shortcutRules"), to: "/rule", icon: <BookIcon /> },
  ];
  return (
    <nav className="home-shortcuts" aria-label={t("home.shortcutsLabel")} data-testid="home-shortcuts">
      {shortcuts.map((s) => (
        <button key={s.key} type="button" className="home-shortcut" onClick={() => void navigate(s.to)} data-testid={`home-shortcut-${s.key}`}>
          <span className="home-shortcut-icon">{s.icon}</span>
          <span className="home-shortcut-label">{s.label}</span>
        </button>
      ))}
    </nav>
  );
}
