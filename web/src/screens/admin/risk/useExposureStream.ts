import { useEffect, useRef, useState } from "react";
import type { LiveEvent } from "../../../../../adapters/live/live-rooms";

/**
 * A burst of bets (a follow order, a busy second) asks for one new read, not one per bet: the first bet starts this
 * wait, the ones during it ride along. The view is a handful of grouped reads of the round.
 */
const GATHER_MS = 300;

/**
 * Follows a game's live stream (GET /live/game/:id, the events the bet rooms show, signed in by the session cookie)
 * while `active`, without naming a room (an operator watching is no viewer of one). Calls `onChange` once after
 * bets of the watched round arrive, and at every round phase (a round closes, is drawn, the next opens): the view
 * is read again then, not on a timer. Answers whether the stream is connected (EventSource reconnects by itself).
 */
export function useExposureStream(gameId: number | null, issue: string | null, active: boolean, onChange: () => void): boolean {
  const handler = useRef(onChange);
  const watched = useRef(issue);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    handler.current = onChange;
    watched.current = issue;
  }, [onChange, issue]);

  useEffect(() => {
    if (!active || gameId === null) return;
    let timer: number | null = null;
    const changed = () => {
      if (timer !== null) return;
      timer = window.setTimeout(() => {
        timer = null;
        handler.current();
      }, GATHER_MS);
    };
    const source = new EventSource(`/live/game/${gameId}`);
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.onmessage = (message: MessageEvent<string>) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(message.data) as LiveEvent;
      } catch {
        return; // not an event of ours
      }
      if (event.kind === "bet" && event.bet.issue === watched.current) changed();
      else if (event.kind === "round") changed();
    };
    return () => {
      if (timer !== null) window.clearTimeout(timer);
      source.close();
      setConnected(false);
    };
  }, [gameId, active]);
  return connected;
}
