import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { gameLabel } from "../../../format/game";
import { trpc } from "../../../trpc";

/** How often every console page asks for the alarms: a stall is raised after 30 s by default, so within a minute. */
const ALARMS_REFRESH_MS = 15_000;

/** How late a draw is, in whole minutes and seconds. */
const lateParts = (lateMs: number): { minutes: number; seconds: number } => {
  const seconds = Math.floor(lateMs / 1000);
  return { minutes: Math.floor(seconds / 60), seconds: seconds % 60 };
};

/**
 * The alarms on every console page (issue 41): a game whose draw has stalled, with a way to its draws, and a game
 * whose realised return is outside 3 standard deviations, with a way to the monitor. Nothing is
 * shown while all is well; the banner is an alert, so a screen reader says it when it appears.
 */
export function AlarmBanner() {
  const { t } = useTranslation();
  const alarms = trpc.admin.risk.alarms.useQuery(undefined, { refetchInterval: ALARMS_REFRESH_MS });
  const stalled = alarms.data?.stalledDraws ?? [];
  const returns = alarms.data?.returnsFlagged ?? [];
  if (stalled.length === 0 && returns.length === 0) return null;
  return (
    <div className="console-alarm" role="alert" data-testid="console-alarm">
      {stalled.map((draw) => (
        <p key={draw.gameId} className="console-alarm-line" data-testid="console-alarm-stalled" data-game-id={draw.gameId}>
          {t("admin.risk.bannerStalled", { game: gameLabel(t, draw.gameName), issue: draw.issue, late: t("admin.risk.late", lateParts(draw.lateMs)) })}{" "}
          <Link to="/admin/draws" className="console-alarm-link">
            {t("admin.risk.bannerAction")}
          </Link>
        </p>
      ))}
      {returns.map((game) => (
        <p key={`returns-${game.gameId}`} className="console-alarm-line" data-testid="console-alarm-returns" data-game-id={game.gameId}>
          {t("admin.risk.bannerReturns", { game: gameLabel(t, game.gameName) })}{" "}
          <Link to="/admin/returns" className="console-alarm-link">
            {t("admin.risk.bannerReturnsAction")}
          </Link>
        </p>
      ))}
    </div>
  );
}
