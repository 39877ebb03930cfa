import { useEffect, useRef, useState } from "react";
import { Button, Dialog } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { money } from "../../format/money";
import { trpc } from "../../trpc";

/** "1 h 5 min" or "45 min". */
function duration(t: (key: "protection.durationHM" | "protection.durationM", values: Record<string, number>) => string, minutes: number): string {
  return minutes >= 60 ? t("protection.durationHM", { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t("protection.durationM", { minutes });
}

/**
 * The reality check in the bet room: after the interval the player chose,
 * counted by the server from the session's start (the wait comes from the
 * server, not this device's clock), a dialog says how long they have played
 * and what they have won or lost; "stop" leaves the room.
 */
export function RealityCheck({ onStop }: { readonly onStop: () => void }) {
  const { t } = useTranslation();
  const view = trpc.protection.get.useQuery(undefined, { refetchOnWindowFocus: false });
  const [shown, setShown] = useState<{ playedMinutes: number; netMinor: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextInMs = view.data?.realityCheck.nextInMs ?? null;

  useEffect(() => {
    if (nextInMs === null || shown !== null) return;
    timer.current = setTimeout(() => {
      // What the server says now: the session's time and result at the check.
      void view.refetch().then((fresh) => {
        const check = fresh.data?.realityCheck;
        if (check) setShown({ playedMinutes: check.playedMinutes, netMinor: check.netMinor });
      });
    }, nextInMs);
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
    };
    // The timer restarts whenever the server answers again (view.refetch itself never changes).
  }, [nextInMs, shown, view.dataUpdatedAt]);

  if (shown === null) return null;
  return (
    <Dialog
      visible
      title={t("protection.realityTitle")}
      content={
        <div className="reality-dialog" data-testid="reality-check">
          <p data-testid="reality-played">{t("protection.realityPlayed", { duration: duration(t, shown.playedMinutes) })}</p>
          <p data-testid="reality-net">{t("protection.realityNet", { net: money(shown.netMinor) })}</p>
          <Button
            block
            color="primary"
            onClick={() => {
              // Ask the server again: the dialog may have stayed open a while, and the next check counts from the session's start.
              setShown(null);
              void view.refetch();
            }}
            data-testid="reality-continue"
          >
            {t("protection.continue")}
          </Button>
          <Button block fill="none" onClick={onStop} data-testid="reality-stop">
            {t("protection.stop")}
          </Button>
        </div>
      }
    />
  );
}
