import { placeBetAsSent } from "../../../src/application/betting/place-bet";
import { recentDraws, MAX_RECENT_DRAWS } from "../../../src/application/rounds/draws";
import { gameCatalogue, roomOdds, type CatalogueGame, type OddsEntry } from "../../../src/application/games/game-catalogue";
import type { DrawnRound } from "../../../src/application/rounds/round-state";
import { candles, MAX_CANDLES } from "../../../src/application/rounds/trend";
import { formatMoney } from "../../../src/domain/money";
import { maskUsername } from "../../../src/application/query-input";
import { isWinning, MAX_SUM } from "../../../src/domain/betting/outcome";
import type { Services } from "../../http/services";
import { failure, success, successWith, type LegacyReply } from "../envelope";
import { withParams, type AuthenticatedCall, type LegacyRoutes, type OptionalUserCall } from "../route";
import { optionalCount, optionalId, optionalText, rawAmount, refuseField, refuseUnnamed, requiredId } from "../schemas";
import { unixSeconds } from "../wire-time";
import { z } from "zod";
import { feedRecord } from "./feed-records";
import { playLabel, sumLabels } from "./play-labels";
import { formatOdds } from "../../../src/domain/betting/odds";

/** Draws issueList answers when the caller names no `limit` (the room shows four, /lotteryDetail more). */
const DEFAULT_ISSUE_LIST = 30;
/** Candles cand answers when the caller names no `limit`. */
const DEFAULT_CANDLES = 100;
/** More play types than any order can hold (38), yet few enough that nothing large is parsed. */
const MAX_PLAY_TYPES_SENT = 64;

/**
 * A game as Lottery/index (and index/index) lists it: its rooms are the wire's plans. `type` is the room's
 * tier (0 basic .. 3 expert: the card a client draws), min_limit/max_limit the stake per bet, robot_num
 * the players watching the room now (real ones: RoomViewers).
 */
export function gameView(game: CatalogueGame, viewersOf: (roomId: number) => number) {
  return {
    id: game.id,
    name: game.name,
    // The original's game row: 1 on sale; anything else is "closed / product discontinued".
    status: game.onSale ? 1 : 0,
    planList: game.rooms.map((room) => ({
      id: room.id,
      game_id: room.gameId,
      title: room.title,
      type: room.tier,
      join_limit: formatMoney(room.joinLimitMinor),
      min_money: formatMoney(room.minStakeMinor),
      max_money: formatMoney(room.maxStakeMinor),
      min_limit: formatMoney(room.minStakeMinor),
      max_limit: formatMoney(room.maxStakeMinor),
      robot_num: viewersOf(room.id),
    })),
  };
}

/** How many players watch each room now, as gameView wants it. */
export const viewersNow = (services: Services) => {
  const nowMs = services.deps.clock.nowMs();
  return (roomId: number) => services.viewers.count(roomId, nowMs);
};

/** Odds as the wire prints them: decimal odds with 2 decimals ("1.94"). */
const oddsView = (entry: OddsEntry) => ({
  // One row per play type of the room: the play type is the row's identity.
  id: entry.playType,
  class: entry.playType,
  class_name: playLabel(entry.playType),
  odds: formatOdds(entry.oddsHundredths),
});

/** oddsList's num_code: each play type's class -> the sums it wins on, as text ("14,15,...,27"); the client's bet panel reads it. */
function numCode(entries: readonly OddsEntry[]): Record<string, string> {
  const sums = Array.from({ length: MAX_SUM + 1 }, (_, sum) => sum);
  return Object.fromEntries(entries.map((entry) => [String(entry.playType), sums.filter((sum) => isWinning(entry.playType, sum)).join(",")]));
}

/** A drawn round as issueList lists it: `id` is the issue number (a round's identity on this wire). */
function drawView(round: DrawnRound) {
  const labels = sumLabels(round.sum);
  return {
    id: Number(round.issue),
    issue: round.issue,
    site_1: round.digits[0],
    site_2: round.digits[1],
    site_3: round.digits[2],
    code: round.sum,
    base: labels.base,
    join: labels.join,
    opentime: unixSeconds(round.drawAtMs),
  };
}

/**
 * play_type: one class ("3", 3) or several separated by commas ("1,3,11"); an
 * array of them is taken too. Duplicates and unknown classes are the core's to
 * refuse; a missing selection is BET_EMPTY.
 */
const playTypes = z.unknown().transform((raw, ctx): number[] => {
  let parts: unknown[];
  if (raw === undefined || raw === null) return refuseUnnamed(ctx, "BET_EMPTY");
  if (Array.isArray(raw)) parts = raw;
  else if (typeof raw === "string") parts = raw.trim() === "" ? [] : raw.split(",");
  else if (typeof raw === "number") parts = [raw];
  else return refuseField(ctx);
  if (parts.length === 0) return refuseUnnamed(ctx, "BET_EMPTY");
  if (parts.length > MAX_PLAY_TYPES_SENT) return refuseUnnamed(ctx, "BET_TOO_MANY");
  const classes: number[] = [];
  for (const part of parts) {
    const item = typeof part === "number" ? String(part) : typeof part === "string" ? part.trim() : null;
    if (item === null || !/^\d{1,3}$/.test(item)) return refuseField(ctx);
    classes.push(Number(item));
  }
  return classes;
});

/** The round's issue as the client sends it ("20261122001"). */
const issue = z.unknown().transform((value, ctx): string => {
  const text = typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
  return /^\d{11,14}$/.test(text) ? text : refuseField(ctx);
});

/** playOrder's parameters, in the order they are checked. */
// `money`, the stake of each play type, is read by the use case (placeBetAsSent), as tRPC's is.
const orderParams = z.object({ game_id: requiredId, plan_id: requiredId, issue, play_type: playTypes, money: rawAmount, request_id: optionalText });

/** An optional list length: `limit` of 1..max (the default when absent). */
const limitOf = (fallback: number, max: number) =>
  optionalCount(max).transform((limit, ctx) => (limit === 0 ? refuseField(ctx, { code: "INVALID_INPUT", params: { max } }) : (limit ?? fallback)));

async function playOrder(call: AuthenticatedCall, input: z.output<typeof orderParams>): Promise<LegacyReply> {
  const { lang } = call;
  const deps = call.services.deps;
  // The plan must be a room of the game the client names: a plan of another game is "no such room".
  const room = await roomOdds(deps, input.plan_id);
  if (!room.ok || room.value.room.gameId !== input.game_id) {
    const refusal = room.ok ? { code: "ROOM_NOT_FOUND" as const } : room.error;
    call.services.metrics?.betOrder("legacy", { ok: false, error: refusal });
    return failure(refusal, lang);
  }

  const placed = await placeBetAsSent(deps, {
    userId: call.user.id,
    roomId: input.plan_id,
    issue: input.issue,
    playTypes: input.play_type,
    stake: input.money,
    ...(input.request_id !== undefined ? { requestId: input.request_id } : {}),
  });
  call.services.metrics?.betOrder("legacy", placed);
  if (!placed.ok) return failure(placed.error, lang);
  const { bets, totalMinor, moneyAfterMinor } = placed.value;
  // The placed bet as the room feed shows it (the client appends it to its feed), with each bet of a
  // several-play order in `list`, and the balance the client sets from `after_quantity`.
  const masked = maskUsername(call.user.username);
  const records = bets.map((bet) => ({
    ...feedRecord({ betId: bet.id, issue: bet.issue, maskedUsername: masked, playType: bet.playType, stakeMinor: bet.stakeMinor, placedAtMs: bet.placedAtMs }),
    orderNo: bet.orderNo,
    game_id: bet.gameId,
    plan_id: bet.roomId,
    odds: formatOdds(bet.oddsHundredths),
    createtime: unixSeconds(bet.placedAtMs),
  }));
  return successWith(lang, "ORDER_PLACED", { ...records[0]!, after_quantity: formatMoney(moneyAfterMinor), total: formatMoney(totalMinor), list: records });
}

/** The lottery calls of SPEC section 7 but heart (routes/lottery-live.ts). */
export const lotteryRoutes: LegacyRoutes = {
  /** The games (one when game_id is sent; every one when it is empty or missing) with their plans (rooms). Open to visitors. */
  "lottery/index": {
    method: "POST",
    auth: "optional",
    ...withParams(z.object({ game_id: optionalId }), async (call: OptionalUserCall, input) => {
      const { games } = await gameCatalogue(call.services.deps);
      const chosen = input.game_id === undefined ? games : games.filter((g) => g.id === input.game_id);
      if (chosen.length === 0) return failure({ code: "GAME_NOT_FOUND" }, call.lang);
      const viewers = viewersNow(call.services);
      return success({ gameList: chosen.map((game) => gameView(game, viewers)) });
    }),
  },

  /** A plan's odds table: rule_base (the range play types) and rule_num (the sums 0-27). */
  "lottery/oddslist": {
    method: "POST",
    auth: "user",
    ...withParams(z.object({ plan_id: requiredId }), async (call: AuthenticatedCall, input) => {
      const view = await roomOdds(call.services.deps, input.plan_id);
      if (!view.ok) return failure(view.error, call.lang);
      const { room, game, base, numbers } = view.value;
      return success({
        plan: { id: room.id, game_id: room.gameId, title: room.title, join_limit: formatMoney(room.joinLimitMinor), min_money: formatMoney(room.minStakeMinor), max_money: formatMoney(room.maxStakeMinor) },
        game: { id: game.id, name: game.name, status: game.onSale ? 1 : 0 },
        rule_base: base.map(oddsView),
        rule_num: numbers.map(oddsView),
        num_code: numCode([...base, ...numbers]),
      });
    }),
  },

  /** One order: `money` on each selected play type of the current round; answers the money left (after_quantity). */
  "lottery/playorder": { method: "POST", auth: "user", mutates: true, ...withParams(orderParams, playOrder) },

  /** The newest draws of a game, newest first. Open to visitors. */
  "lottery/issuelist": {
    method: "POST",
    auth: "optional",
    ...withParams(z.object({ game_id: requiredId, limit: limitOf(DEFAULT_ISSUE_LIST, MAX_RECENT_DRAWS) }), async (call: OptionalUserCall, input) => {
      const draws = await recentDraws(call.services.deps, input.game_id, input.limit);
      if (!draws.ok) return failure(draws.error, call.lang);
      return success(draws.value.map(drawView));
    }),
  },

  /**
   * The candlestick chart of /find, oldest first: `cand` is [open, close, low,
   * high] (each round opens at the previous round's sum and closes at its own),
   * `cand_code` the round's sum.
   */
  "lottery/cand": {
    method: "POST",
    auth: "user",
    ...withParams(z.object({ game_id: requiredId, limit: limitOf(DEFAULT_CANDLES, MAX_CANDLES) }), async (call: AuthenticatedCall, input) => {
      const list = await candles(call.services.deps, input.game_id, input.limit);
      if (!list.ok) return failure(list.error, call.lang);
      return success(
        list.value.map((candle) => {
          const labels = sumLabels(candle.close);
          return {
            issue: candle.issue,
            cand: [candle.open, candle.close, candle.low, candle.high],
            cand_code: candle.close,
            direction: candle.direction,
            base: labels.base,
            join: labels.join,
            opentime: unixSeconds(candle.drawAtMs),
          };
        }),
      );
    }),
  },
};
