import { useRef } from "react";
import { Skeleton } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { TrophyIcon } from "../../components/icons";
import { gameLabel, playLabel } from "../../format/game";
import { useNearViewport } from "../../hooks/useNearViewport";
import { trpc } from "../../trpc";

/** Rows visible at once; the list scrolls upward through the rest. */
const VISIBLE_ROWS = 5;
/** How long each row takes to scroll past. */
const SECONDS_PER_ROW = 2.2;

/**
 * The feed of recent wins. Unlike the original's invented entries these are
 * real settled wins, masked by the server (player "d***o", amount "1***").
 */
export function ActivityFeed() {
  const { t } = useTranslation();
  const activity = trpc.home.activity.useQuery({ limit: 100 }, { refetchInterval: 60_000 });
  // Below the fold: its 200 rows are drawn when the player scrolls near them, not while the first screen starts.
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);

  let body;
  if (!near) {
    // Still: an animated placeholder off screen would repaint every frame for nothing.
    body = <Skeleton.Paragraph lineCount={4} />;
  } else if (activity.isPending) {
    body = <Skeleton.Paragraph lineCount={4} animated />;
  } else if (activity.isError || activity.data.length === 0) {
    body = (
      <p className="section-empty" data-testid="activity-empty">
        {activity.isError ? t("common.loadFailed") : t("home.activityEmpty")}
      </p>
    );
  } else {
    const rows = activity.data;
    const scrolls = rows.length > VISIBLE_ROWS;
    const row = (entry: (typeof rows)[number], key: string) => (
      <li className="activity-row" key={key}>
        <TrophyIcon className="activity-icon" />
        <span className="activity-user">{entry.maskedUsername}</span>
        <span className="activity-what">
          {t("home.won")} · {gameLabel(t, entry.gameName)}
          {entry.playKey ? ` · ${playLabel(t, entry.playKey, entry.playType)}` : ""}
        </span>
        <span className="activity-amount">{entry.maskedPayout}</span>
      </li>
    );
    body = (
      <div className="activity-window" data-testid="activity-feed">
        <ul
          className={scrolls ? "activity-list activity-list-scrolling" : "activity-list"}
          style={scrolls ? { animationDuration: `${rows.length * SECONDS_PER_ROW}s` } : undefined}
        >
          {rows.map((entry, i) => row(entry, `a${i}`))}
          {/* The list twice over, so the scroll wraps around without a jump. */}
          {scrolls && rows.map((entry, i) => row(entry, `b${i}`))}
        </ul>
      </div>
    );
  }

  return (
    <section className="home-section" ref={section}>
      <h2 className="section-title">
        <TrophyIcon />
        {t("home.activityTitle")}
      </h2>
      <div className="card activity-card">{body}</div>
    </section>
  );
}
