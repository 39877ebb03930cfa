import { useEffect, useState } from "react";
import { Mask } from "antd-mobile";
import { useTranslation } from "react-i18next";
import { TrophyIcon } from "../../components/icons";
import { money } from "../../format/money";
import { trpc } from "../../trpc";
import { readProfitVibration } from "../personal/SystemScreen";

/** SPEC section 9: the win popup stays 3 s. */
const WIN_POPUP_MS = 3_000;
/** A short buzz, when the player switched profit vibration on (/system). */
const VIBRATION_MS = [200, 100, 200];

/**
 * The "congratulations" popup with the profit of a won round (getGameResult):
 * shown for 3 s, then dismissed on the server so it is not shown again.
 */
export function WinPopup({ gameId, enabled }: { gameId: number; enabled: boolean }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const unseen = trpc.results.unseen.useQuery({ gameId }, { enabled, staleTime: 0, refetchOnWindowFocus: false });
  const markSeen = trpc.results.markSeen.useMutation();
  const [shown, setShown] = useState<{ id: number; profitMinor: number; issue: string } | null>(null);
  const next = unseen.data?.[0];

  useEffect(() => {
    if (shown || !next || !enabled) return;
    setShown(next);
    if (readProfitVibration() && typeof navigator.vibrate === "function") navigator.vibrate(VIBRATION_MS);
  }, [next, shown, enabled]);

  const { mutate } = markSeen;
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => {
      mutate({ id: shown.id }, { onSettled: () => void utils.results.unseen.invalidate().then(() => setShown(null)) });
    }, WIN_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [shown, mutate, utils]);

  return (
    <Mask visible={shown !== null} opacity={0.55} destroyOnClose>
      {shown && (
        <div className="win-popup" role="alertdialog" data-testid="win-popup">
          <TrophyIcon className="win-popup-icon" />
          <div className="win-popup-title">{t("room.congratulations")}</div>
          <div className="win-popup-issue">{t("room.issue", { issue: shown.issue })}</div>
          <div className="win-popup-profit" data-testid="win-profit">
            +{money(shown.profitMinor)}
          </div>
        </div>
      )}
    </Mask>
  );
}
