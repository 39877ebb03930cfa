import { useEffect, useRef } from "react";
import type { LiveEvent } from "../../../../adapters/live/live-rooms";

export type GameStreamEvent = LiveEvent;

/**
 * Follows a game's live room stream (GET /live/game/:id, plain server-sent
 * events, signed in by the session cookie) while `active`. EventSource
 * reconnects by itself after a drop and sends the last event id, so the server
 * replays what was missed. Inactive (a hidden page), the stream is closed.
 */
export function useGameStream(gameId: number, roomId: number, active: boolean, onEvent: (event: GameStreamEvent) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);

  useEffect(() => {
    if (!active) return;
    // The room is named so the server counts this player among its viewers.
    const source = new EventSource(`/live/game/${gameId}?room=${roomId}`);
    source.onmessage = (message: MessageEvent<string>) => {
      let event: GameStreamEvent;
      try {
        event = JSON.parse(message.data) as GameStreamEvent;
      } catch {
        return; // not an event of ours: nothing to show
      }
      handler.current(event);
    };
    return () => source.close();
  }, [gameId, roomId, active]);
}
