import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { playLabel } from "../../format/game";
import { trpc, type RouterOutputs } from "../../trpc";
import { rememberDraws } from "../../pwa/last-results";

type Drawn = RouterOutputs["round"]["recent"][number];

/** SPEC section 9: the room lists the 4 draws before the newest (the wire's issueList items 1 to 4). */
const RECENT_SHOWN = 4;

/** The three digits, their sum and its two labels ("big", "double"). */
function DrawLine({ draw, testId }: { draw: Drawn; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className="draw-line" data-testid={testId}>
      {draw.digits.map((digit, i) => (
        <span key={i} className="draw-ball">
          {digit}
        </span>
      ))}
      <span className="draw-equals">=</span>
      <span className="draw-ball draw-sum" data-testid={testId ? `${testId}-sum` : undefined}>
        {draw.sum}
      </span>
      {draw.labels.map((label) => (
        <span key={label} className={`draw-label draw-label-${label}`}>
          {playLabel(t, label, 0)}
        </span>
      ))}
    </span>
  );
}

/** The last draw result, with the recent four behind a toggle. */
export function DrawResult({ gameId, gameName, enabled }: { gameId: number; gameName: string; enabled: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const recent = trpc.round.recent.useQuery({ gameId, limit: RECENT_SHOWN + 1 }, { enabled, staleTime: 0, refetchOnWindowFocus: false });
  const [last, ...earlier] = recent.data ?? [];

  // The offline page shows the last results the player saw (public draws only, labels as shown).
  useEffect(() => {
    if (!recent.data) return;
    rememberDraws(
      gameName,
      i18n.language,
      recent.data.map((d) => ({ issue: d.issue, digits: d.digits, sum: d.sum, labels: d.labels.map((l) => playLabel(t, l, 0)) })),
    );
  }, [recent.data, gameName, t, i18n.language]);

  return (
    <section className="room-draw" data-testid="room-draw">
      <button
        type="button"
        className="room-draw-head"
        onClick={() => setOpen((o) => !o)}
        disabled={!last}
        aria-expanded={open}
        data-testid="room-draw-toggle"
      >
        <span className="room-draw-title">
          {last ? t("room.lastDraw", { issue: last.issue }) : t("room.noDraw")}
        </span>
        {last && <DrawLine draw={last} testId="room-last-draw" />}
        {last && (
          <span className={`room-draw-caret${open ? " room-draw-caret-open" : ""}`} aria-hidden="true">
            ▾
          </span>
        )}
      </button>
      {open && (
        <ul className="room-draw-list" data-testid="room-recent-draws">
          {earlier.length === 0 && <li className="room-draw-empty">{t("room.noDraw")}</li>}
          {earlier.slice(0, RECENT_SHOWN).map((draw) => (
            <li key={draw.issue} className="room-draw-item" data-testid="room-recent-draw">
              <span className="room-draw-issue">{draw.issue}</span>
              <DrawLine draw={draw} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
