import { useTranslation } from "react-i18next";
import { clockText, type RoomPhase } from "./phase";

/** A local wall-clock time of day ("14:05") for "the next round opens at". */
const timeOfDay = (ms: number): string => new Date(ms).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/**
 * The countdown and the room's state (SPEC section 4): open with the time to
 * the close, the last 5 s as big seconds, "closed, stop buying" until the draw,
 * "product discontinued", or when the next round opens outside the sales window.
 */
export function RoundStatus({ phase }: { phase: RoomPhase | null }) {
  const { t } = useTranslation();
  if (!phase) return <div className="round-status round-status-loading">{t("common.loading")}</div>;
  switch (phase.kind) {
    case "discontinued":
      return (
        <div className="round-status round-status-off" data-testid="room-state" data-state="discontinued">
          <span className="round-status-label">{t("room.discontinued")}</span>
        </div>
      );
    case "waiting":
      // The round just drawn is over and the next one is being asked for: a moment, not a pause in sales.
      if (phase.opensInMs === 0) {
        return (
          <div className="round-status round-status-off" data-testid="room-state" data-state="opening">
            <span className="round-status-label">{t("room.opening")}</span>
          </div>
        );
      }
      return (
        <div className="round-status round-status-off" data-testid="room-state" data-state="waiting">
          <span className="round-status-label">{t("room.notOnSale")}</span>
          <span className="round-status-sub" data-testid="room-next-opening">
            {t("room.nextOpening", { time: timeOfDay(phase.opensAtMs), left: clockText(phase.opensInMs) })}
          </span>
        </div>
      );
    case "closed":
      return (
        <div className="round-status round-status-closed" data-testid="room-state" data-state="closed">
          <span className="round-status-issue">{t("room.issue", { issue: phase.issue })}</span>
          <span className="round-status-label">{t("room.closedStopBuying")}</span>
          <span className="round-status-sub" data-testid="room-draw-in">
            {t("room.drawIn", { left: clockText(phase.drawInMs) })}
          </span>
        </div>
      );
    case "void":
      return (
        <div className="round-status round-status-closed" data-testid="room-state" data-state="void">
          <span className="round-status-issue">{t("room.issue", { issue: phase.issue })}</span>
          <span className="round-status-label">{t("room.roundVoided")}</span>
          <span className="round-status-sub">{t("room.nextRoundIn", { left: clockText(phase.nextInMs) })}</span>
        </div>
      );
    case "open":
      return (
        <div className="round-status round-status-open" data-testid="room-state" data-state="open">
          <span className="round-status-issue" data-testid="room-issue">
            {t("room.issue", { issue: phase.issue })}
          </span>
          <span className="round-status-sub">{t("room.closesIn")}</span>
          <span className="round-status-clock" data-testid="room-countdown">
            {clockText(phase.closesInMs)}
          </span>
        </div>
      );
  }
}

/**
 * The last seconds before the close, large over the room (SPEC section 4: the last 5 s are shown). Silent for screen
 * readers: a number a second would drown everything else; RoomAnnouncer says when the round closes.
 */
export function FinalSeconds({ phase }: { phase: RoomPhase | null }) {
  if (phase?.kind !== "open" || phase.finalSeconds === null) return null;
  return (
    <div className="final-seconds" data-testid="room-final-seconds" aria-hidden="true">
      <span key={phase.finalSeconds}>{phase.finalSeconds}</span>
    </div>
  );
}
