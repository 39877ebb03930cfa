import { scheduleOf } from "../../../src/application/rounds/schedule-book";
import { formatMoney } from "../../../src/domain/money";
import { scheduleAt } from "../../../src/domain/rounds/schedule-versions";
import { sumOf } from "../../../src/domain/betting/outcome";
import { formatLocalDateTime } from "../../../src/domain/calendar";
import { sumLabels } from "./play-labels";
import { feedRecord, winRecord } from "./feed-records";
import { viewerKey } from "../../live/room-viewers";
import { roomPresenceOf } from "../../live/room-presence";
import type { GameSnapshot, LiveDraw, LiveRooms } from "../../live/live-rooms";
import { failure, success } from "../envelope";
import { withParams, type LegacyRoutes, type OptionalUserCall } from "../route";
import { lenientId, optionalId } from "../schemas";
import { unixSeconds } from "../wire-time";
import { z } from "zod";
import { roundClockView } from "../../../src/domain/rounds/round-clock";

/** Bets of the room shown in heart's `message`. */
const HEART_MESSAGES = 20;
/** Wins of all games shown on the home page's marquee. */
const HOME_WINS = 20;


/** heart's `issue`: the round being sold, or (outside sales, or for a game off sale) the next one, closed: the round clock's one view. */
function issueOf(snapshot: GameSnapshot, schedule: { readonly roundSeconds: number; readonly closeSeconds: number; readonly timeZone: string }) {
  const view = roundClockView(snapshot.current, { issue: snapshot.nextIssue, openAtMs: snapshot.nextOpenAtMs }, schedule, snapshot.nowMs);
  return {
    issue: view.issue,
    openTime1: view.secondsToDraw,
    openTime: formatLocalDateTime(schedule.timeZone, view.drawAtMs),
    whether_close: view.closed,
    open_time: unixSeconds(view.openAtMs),
    close_time: unixSeconds(view.closeAtMs),
  };
}

/** The same label keys as issueList sends (base pair and their join), so a client shows one vocabulary. */
function lastIssueOf(draw: LiveDraw | null) {
  if (!draw) return null;
  const [site1, site2, site3] = draw.digits;
  const code = sumOf(draw.digits);
  const { base, join } = sumLabels(code);
  return { issue: draw.issue, site_1: site1, site_2: site2, site_3: site3, code, base, join };
}

/** The parts of a heart reply that are the same for every caller of a game and room. */
interface HeartParts {
  /** What they were built from: the live state's version, the game's sale flag and its current round. */
  readonly validFor: string;
  /** `{"game_status":N,"issue":` (the issue object follows, built per call: it counts down). */
  readonly head: string;
  /** `,"last_issue":...` up to the caller's own `user_quantity`. */
  readonly lastIssue: string;
  /** `,"message":[...],"hit_notice":[...]}`. */
  readonly tail: string;
}

/** Bounded: room ids come from the caller, so the keys are not trusted to stay few. */
const HEART_PARTS_KEPT = 1_000;
const heartParts = new WeakMap<LiveRooms, Map<string, HeartParts>>();

function buildHeartParts(live: LiveRooms, snapshot: GameSnapshot, roomId: number | undefined, validFor: string): HeartParts {
  const message = (roomId === undefined ? [] : live.roomFeed(roomId, HEART_MESSAGES)).map(feedRecord);
  const hitNotice = snapshot.recentWins.map((win) => winRecord(win, snapshot.gameName));
  return {
    validFor,
    head: `{"game_status":${snapshot.onSale && snapshot.current !== null ? 1 : 0},"issue":`,
    lastIssue: `,"last_issue":${JSON.stringify(lastIssueOf(snapshot.lastDraw))}`,
    tail: `,"message":${JSON.stringify(message)},"hit_notice":${JSON.stringify(hitNotice)}}`,
  };
}

/** The shared parts for this game and room: rebuilt only when the live state changed since. */
function heartPartsOf(live: LiveRooms, snapshot: GameSnapshot, roomId: number | undefined): HeartParts {
  let cache = heartParts.get(live);
  if (!cache) {
    cache = new Map();
    heartParts.set(live, cache);
  }
  const key = `${snapshot.gameId}:${roomId ?? ""}`;
  const validFor = `${live.version}:${snapshot.onSale ? 1 : 0}:${snapshot.current?.issue ?? ""}`;
  const cached = cache.get(key);
  if (cached && cached.validFor === validFor) return cached;
  const parts = buildHeartParts(live, snapshot, roomId, validFor);
  if (cache.size >= HEART_PARTS_KEPT) cache.clear();
  cache.set(key, parts);
  return parts;
}

/** The latest real wins of every game, biggest first (the home page's marquee, heart without a game). */
function winsOfAllGames(live: LiveRooms) {
  const wins = [];
  for (const gameId of live.gameIds()) {
    const snapshot = live.snapshot(gameId);
    if (snapshot) for (const win of snapshot.recentWins) wins.push({ win, gameName: snapshot.gameName });
  }
  wins.sort((a, b) => b.win.payoutMinor - b.win.stakeMinor - (a.win.payoutMinor - a.win.stakeMinor) || b.win.betId - a.win.betId);
  return wins.slice(0, HOME_WINS).map(({ win, gameName }) => winRecord(win, gameName));
}

/**
 * The bet room's poll (every 2 s per player), and the home page's (no game: the
 * marquee of wins). Answered from the live state in memory, with no database
 * query (the player's balance is cached and kept current by the core's balance
 * events) but, about once a minute per player, their presence in the room named
 * by plan_id: the first such poll after an absence is their entry, refused with
 * ROOM_JOIN_LIMIT below the room's join_limit (room-presence.ts). The reply's JSON is mostly prebuilt per game and room, once per
 * change of the live state: per call only the countdown (`issue`) and the
 * caller's `user_quantity` are written. Visitors get it too, without a balance.
 */
export const liveRoutes: LegacyRoutes = {
  "lottery/heart": {
    method: "POST",
    auth: "optional",
    // Without a game: the home page's marquee. A bad plan_id only goes uncounted as a viewer.
    ...withParams(z.object({ game_id: optionalId, plan_id: lenientId }), async (call: OptionalUserCall, input) => {
      const { live, deps } = call.services;
      const balance = call.user === null ? null : await live.balance(call.user.id);
      const quantity = `,"user_quantity":${balance === null ? "null" : `{"money":${JSON.stringify(formatMoney(balance.moneyMinor))},"lock_money":${JSON.stringify(formatMoney(balance.lockedMinor))}}`}`;
      if (input.game_id === undefined) {
        // The home page: no round, only the latest real wins of every game.
        return { ...success(null), dataJson: `{"game_status":0,"issue":null,"last_issue":null${quantity},"message":[],"hit_notice":${JSON.stringify(winsOfAllGames(live))}}` };
      }
      const snapshot = live.snapshot(input.game_id);
      if (!snapshot) return failure({ code: "GAME_NOT_FOUND" }, call.lang);
      const roomId = input.plan_id;
      if (roomId !== undefined && call.user !== null) {
        // The player's entry when they were away (the room's join_limit checked), else their stay (nothing checked):
        // remembered per process, so a poll of a player in the room costs no database call most of the time.
        const entry = await roomPresenceOf(deps).enter(call.user.id, roomId);
        if (!entry.ok && entry.error.code === "ROOM_JOIN_LIMIT") return failure(entry.error, call.lang);
      }
      if (roomId !== undefined) call.services.viewers.polled(roomId, viewerKey(call.user?.id ?? null, call.address), snapshot.nowMs);
      const parts = heartPartsOf(live, snapshot, roomId);
      return { ...success(null), dataJson: parts.head + JSON.stringify(issueOf(snapshot, scheduleAt(scheduleOf(deps), snapshot.nextOpenAtMs))) + parts.lastIssue + quantity + parts.tail };
    }),
  },
};
