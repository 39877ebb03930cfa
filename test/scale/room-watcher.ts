import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import type { LiveEvent } from "../../adapters/live/live-rooms";
import type { AppRouter } from "../../adapters/trpc/router";
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

/** A guest's live.room stream of one game over real HTTP (SSE), as the browser's httpSubscriptionLink opens it. */
export function watchRoom(baseUrl: string, gameId: number): RoomWatcher {
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({ url: `${baseUrl}/trpc`, EventSource: FetchEventSource }),
        false: httpBatchLink({ url: `${baseUrl}/trpc` }),
      }),
    ],
  });
  const events: LiveEvent[] = [];
  const errors: unknown[] = [];
  const subscription = client.live.room.subscribe(
    { gameId, lastEventId: null },
    {
      onData: (tracked) => events.push(tracked.data),
      onError: (error) => errors.push(error),
    },
  );
  return {
    events,
    errors,
    phases: () => events.flatMap((e) => (e.kind === "round" ? [[e.round.issue, e.round.status] as [string, string]] : [])),
    betIds: () => events.flatMap((e) => (e.kind === "bet" ? [e.bet.betId] : [])),
    close: () => subscription.unsubscribe(),
  };
}
