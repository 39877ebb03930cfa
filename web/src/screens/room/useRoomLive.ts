import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { trpc, type RouterOutputs } from "../../trpc";
import { roomPhase, type RoomPhase, type RoomRound } from "./phase";
import { useGameStream, type GameStreamEvent } from "./useGameStream";
import { useNow, usePageVisible } from "../../hooks/usePageVisible";

export type FeedBet = RouterOutputs["live"]["roomFeed"][number];
type RoundState = RouterOutputs["round"]["current"];

/** Bets kept in the room's feed (newest first); older ones scroll away. */
const FEED_KEPT = 50;
/** SPEC section 4: a check is made when under 10 seconds remain. */
const CHECK_BEFORE_CLOSE_MS = 10_000;

/**
 * Everything live in a bet room: the round and its phase on the server's
 * clock, the feed of the room's bets, the player's balance. The game's live
 * stream (useGameStream, SSE) pushes round phases, bets and balance changes;
 * round.current is the authority it starts from and is asked again when a
 * round ends. While the
 * page is hidden nothing is polled or streamed; when it shows again the room reloads.
 */
export function useRoomLive(gameId: number, roomId: number) {
  const utils = trpc.useUtils();
  const visible = usePageVisible();
  const current = trpc.round.current.useQuery({ gameId }, { enabled: visible, staleTime: 0, refetchOnWindowFocus: false });
  const feed = trpc.live.roomFeed.useQuery({ roomId, limit: FEED_KEPT }, { enabled: visible, staleTime: 0, refetchOnWindowFocus: false });

  // Server time minus local time, so the countdown runs on the server's clock.
  const [offsetMs, setOffsetMs] = useState(0);
  const [liveRound, setLiveRound] = useState<RoomRound | null>(null);
  const [liveBets, setLiveBets] = useState<readonly FeedBet[]>([]);

  useEffect(() => {
    if (current.data) setOffsetMs(current.data.nowMs - current.dataUpdatedAt);
  }, [current.data, current.dataUpdatedAt]);

  const reloadRoom = useCallback(() => {
    setLiveBets([]);
    setLiveRound(null);
    void utils.round.current.invalidate({ gameId });
    void utils.round.recent.invalidate({ gameId });
    void utils.live.roomFeed.invalidate({ roomId });
    void utils.results.unseen.invalidate();
    void utils.auth.session.invalidate();
  }, [utils, gameId, roomId]);

  // Visible again after being hidden: the room reloads (SPEC section 4).
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) reloadRoom();
    wasVisible.current = visible;
  }, [visible, reloadRoom]);

  const onEvent = useCallback(
    (event: GameStreamEvent) => {
      switch (event.kind) {
        case "round": {
          setOffsetMs(event.serverNowMs - Date.now());
          setLiveRound((known) => (known && known.issue > event.round.issue ? known : event.round));
          if (event.round.status === "drawn" || event.round.status === "settled") void utils.round.recent.invalidate({ gameId });
          if (event.round.status !== "closed") void utils.round.current.invalidate({ gameId });
          if (event.round.status === "settled") void utils.results.unseen.invalidate();
          break;
        }
        case "bet":
          if (event.bet.roomId === roomId) {
            setLiveBets((bets) => (bets.some((b) => b.betId === event.bet.betId) ? bets : [event.bet, ...bets].slice(0, FEED_KEPT)));
          }
          break;
        case "balance":
          utils.auth.session.setData(undefined, (user) => (user ? { ...user, moneyMinor: event.moneyMinor, lockedMinor: event.lockedMinor } : user));
          break;
        case "chat":
          break;
      }
    },
    [utils, gameId, roomId],
  );
  useGameStream(gameId, roomId, visible, onEvent);

  const nowMs = useNow(visible) + offsetMs;
  const round = newestRound(current.data ?? null, liveRound);
  const phase: RoomPhase | null = current.data
    ? roomPhase({ onSale: current.data.game.onSale, round, nextOpenAtMs: current.data.nextOpening.openAtMs, nowMs })
    : null;

  // When the countdown ends the round refreshes; under 10 s before the close it is checked once.
  const refreshKey = phase ? refreshMoment(phase, round, nowMs) : null;
  useEffect(() => {
    if (refreshKey !== null) void utils.round.current.invalidate({ gameId });
  }, [refreshKey, utils, gameId]);

  const bets = useMemo(() => {
    const seen = new Set<number>();
    const all: FeedBet[] = [];
    for (const bet of [...liveBets, ...[...(feed.data ?? [])].reverse()]) {
      if (seen.has(bet.betId)) continue;
      seen.add(bet.betId);
      all.push(bet);
    }
    return all.slice(0, FEED_KEPT);
  }, [liveBets, feed.data]);

  return { visible, current, phase, round, bets, nowMs, reloadRoom };
}

/** The newer of the round round.current described and the one the live stream last told of. */
function newestRound(state: RoundState | null, live: RoomRound | null): RoomRound | null {
  const fetched: RoomRound | null = state?.current
    ? { issue: state.current.issue, openAtMs: state.current.openAtMs, closeAtMs: state.current.closeAtMs, drawAtMs: state.current.drawAtMs, status: state.current.status }
    : null;
  if (!live) return fetched;
  if (!fetched) return live.drawAtMs > (state?.nowMs ?? 0) ? live : null;
  if (live.issue !== fetched.issue) return live.issue > fetched.issue ? live : fetched;
  return RANK[live.status ?? "open"] >= RANK[fetched.status ?? "open"] ? live : fetched;
}

const RANK = { open: 0, closed: 1, drawn: 2, settled: 3, void: 4 } as const;

/** A key that changes at the moments the round must be asked again (null: no such moment now). */
function refreshMoment(phase: RoomPhase, round: RoomRound | null, nowMs: number): string | null {
  if (phase.kind === "waiting" && phase.opensInMs === 0) return `opening:${Math.floor(nowMs / 2000)}`;
  if (phase.kind === "open" && phase.closesInMs < CHECK_BEFORE_CLOSE_MS && round) return `check:${round.issue}`;
  return null;
}
