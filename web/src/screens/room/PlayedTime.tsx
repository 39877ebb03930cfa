import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc";

const MINUTE_MS = 60_000;

/** "0:12", "1:05": hours and minutes played. */
function formatPlayed(playedMs: number): string {
  const minutes = Math.floor(Math.max(0, playedMs) / MINUTE_MS);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * The time played this session, in the room's header ("Played 0:12"): counted
 * from the session's start as the server said it (the reality check's own
 * reading), then on by this device's clock, moving each minute.
 */
export function PlayedTime() {
  const { t } = useTranslation();
  const view = trpc.protection.get.useQuery(undefined, { refetchOnWindowFocus: false });
  const playedMs = view.data?.realityCheck.playedMs ?? null;
  const readAtMs = view.dataUpdatedAt;
  const [nowMs, setNowMs] = useState(() => Date.now());

  useEffect(() => {
    if (playedMs === null) return;
    const elapsed = playedMs + Math.max(0, Date.now() - readAtMs);
    // Wake at the next whole minute played, not on a fixed beat, so the figure turns over on time.
    const timer = setTimeout(() => setNowMs(Date.now()), MINUTE_MS - (elapsed % MINUTE_MS) + 50);
    return () => clearTimeout(timer);
  }, [playedMs, readAtMs, nowMs]);

  if (playedMs === null) return null;
  const time = formatPlayed(playedMs + Math.max(0, nowMs - readAtMs));
  return (
    <span className="room-played" title={t("onboarding.playedLabel")} data-testid="room-played">
      {t("onboarding.played", { time })}
    </span>
  );
}
