import type { LiveEvent } from "../../adapters/live/live-rooms";
import { FetchEventSource } from "../live/fetch-event-source";

export interface RoomWatcher {
  /** Every event received, in order. */
  readonly events: LiveEvent[];
  readonly errors: unknown[];
  /** [issue, status] of each round event, in order. */
  phases(): [string, string][];
  /** The ids of the bets the stream announced. */
  betIds(): number[];
  close(): void;
}

/** A guest's live stream of one game over real HTTP (GET /live/game/:id, server-sent events), as the web room opens it. */
export function watchRoom(baseUrl: string, gameId: number): RoomWatcher {
  const events: LiveEvent[] = [];
  const errors: unknown[] = [];
  const source = new FetchEventSource(`${baseUrl}/live/game/${gameId}`);
  source.addEventListener("message", (message) => events.push(JSON.parse((message as MessageEvent<string>).data) as LiveEvent));
  source.addEventListener("error", (error) => errors.push(error));
  return {
    events,
    errors,
    phases: () => events.flatMap((e) => (e.kind === "round" ? [[e.round.issue, e.round.status] as [string, string]] : [])),
    betIds: () => events.flatMap((e) => (e.kind === "bet" ? [e.bet.betId] : [])),
    close: () => source.close(),
  };
}
