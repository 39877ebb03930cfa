import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { playLabel } from "../../format/game";
import { trpc } from "../../trpc";
import { clockText, type RoomPhase } from "./phase";

/** Moments closer than this are said together. */
const TOGETHER_MS = 4_000;

/** The same query DrawResult makes (the last draw and the four before it), so one request serves both. */
const RECENT_QUERY_LIMIT = 5;

/**
 * What a screen reader hears in the bet room (issue 39): one polite live region that speaks at the moments that
 * matter — a new round opens, the round closes, the result is drawn — and never the countdown's every second (the
 * clock and the big final seconds are left silent). Nothing is said on entering: the screen itself says that.
 */
export function RoomAnnouncer({ gameId, phase, enabled }: { gameId: number; phase: RoomPhase | null; enabled: boolean }) {
  const { t } = useTranslation();
  const recent = trpc.round.recent.useQuery({ gameId, limit: RECENT_QUERY_LIMIT }, { enabled, staleTime: 0, refetchOnWindowFocus: false });
  const [message, setMessage] = useState({ text: "", atMs: 0 });
  // Two moments close together (the draw and the next round's opening) are said one after the other, not the second over the first.
  const say = (text: string) =>
    setMessage((before) => {
      const nowMs = performance.now();
      return { text: nowMs - before.atMs < TOGETHER_MS && before.text !== "" ? `${before.text} ${text}` : text, atMs: nowMs };
    });
  const lastPhase = useRef<string | null>(null);
  const lastDrawn = useRef<string | null>(null);

  // The phase's moment ("open:<issue>", "closed:<issue>"), not its seconds: a change of moment is news.
  const moment = phase === null ? null : phase.kind === "open" || phase.kind === "closed" ? `${phase.kind}:${phase.issue}` : phase.kind;
  useEffect(() => {
    if (moment === null || phase === null) return;
    const before = lastPhase.current;
    lastPhase.current = moment;
    if (before === null || before === moment) return;
    if (phase.kind === "open") say(t("assist.roundOpen", { issue: phase.issue, left: clockText(phase.closesInMs) }));
    else if (phase.kind === "closed") say(t("assist.roundClosed", { issue: phase.issue }));
    // The phase's seconds are read only when its moment changes (phase is left out of the dependencies on purpose).
  }, [moment, t]);

  const last = recent.data?.[0];
  useEffect(() => {
    if (!last) return;
    const before = lastDrawn.current;
    lastDrawn.current = last.issue;
    if (before === null || before === last.issue) return;
    say(
      t("assist.drawn", {
        issue: last.issue,
        digits: last.digits.join(", "),
        sum: last.sum,
        labels: last.labels.map((label) => playLabel(t, label, 0)).join(", "),
      }),
    );
  }, [last, t]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="room-announcer">
      {message.text}
    </div>
  );
}
