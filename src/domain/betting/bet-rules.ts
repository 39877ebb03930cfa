import type { BetRecord, StakeInRound } from "./bet";
import { fail, ok, type Result } from "../errors";
import type { Game, Room } from "../games/game";
import { formatMoney, units, type Minor } from "../money";
import { coversEveryOutcome, isKnownPlayType } from "./outcome";
import type { ScheduledRound } from "../rounds/schedule";
import { moneyOf, type User, type UserBalances } from "../accounts/user";
import { takesBetsAt } from "../rounds/round-clock";
import { checkRoomEntry, isStillPresent } from "../games/presence-rules";

/** Quick stakes of the bet panel, in units, before the "balance minus 1" option. */
const QUICK_STAKE_UNITS = [5, 10, 50, 300, 500] as const;

/** The quick stakes offered to a player with this much money: the fixed ones and balance minus 1 (when positive). */
export function quickStakesMinor(moneyMinor: Minor): Minor[] {
  const fixed = QUICK_STAKE_UNITS.map(units);
  const allButOne = moneyMinor - units(1);
  return allButOne > 0 ? [...fixed, allButOne] : fixed;
}

/** At most one bet per play type in one request: the 38 play types. */
const MAX_SELECTIONS = 38;

export interface BetRequest {
  readonly user: Pick<User, "role" | "buyBanned">;
  readonly balances: UserBalances;
  readonly game: Game;
  readonly room: Room;
  /** The round the schedule says is current now (null outside the sales window). */
  readonly currentRound: ScheduledRound | null;
  /** The issue the client believes it is betting on. */
  readonly requestedIssue: string;
  readonly nowMs: number;
  readonly stakeMinor: Minor;
  readonly playTypes: readonly number[];
  /** The player's bets already accepted in this game and round, in every room of the game. */
  readonly earlierBets: readonly StakeInRound[];
  /** When the player was last seen in this room (presence-rules.ts), null if never: a bet from outside is an entry. */
  readonly seenInRoomAtMs: number | null;
}

/**
 * Every rule a bet must pass, in the order a player would want to hear about
 * them: first what makes betting impossible at all, then the round, then the
 * amounts, last the anti-abuse rule. Returns the total stake on success.
 */
/** Every refusal checkBet can answer, in the order it checks them. */
export type BetRefusal =
  | "FORBIDDEN"
  | "BUY_BANNED"
  | "GAME_DISCONTINUED"
  | "ROOM_NOT_FOUND"
  | "BET_EMPTY"
  | "BET_TOO_MANY"
  | "INVALID_INPUT"
  | "PLAY_TYPE_UNKNOWN"
  | "ROUND_CLOSED"
  | "ROUND_NOT_CURRENT"
  | "STAKE_BELOW_MINIMUM"
  | "STAKE_ABOVE_MAXIMUM"
  | "ROOM_JOIN_LIMIT"
  | "INSUFFICIENT_FUNDS"
  | "OPPOSITE_BET";

export function checkBet(request: BetRequest): Result<{ totalMinor: Minor }, BetRefusal> {
  const { user, balances, game, room, currentRound, stakeMinor, playTypes } = request;
  if (user.role !== "player") return fail("FORBIDDEN");
  if (user.buyBanned) return fail("BUY_BANNED");
  if (!game.onSale) return fail("GAME_DISCONTINUED");
  if (room.gameId !== game.id) return fail("ROOM_NOT_FOUND");

  if (playTypes.length === 0) return fail("BET_EMPTY");
  if (playTypes.length > MAX_SELECTIONS) return fail("BET_TOO_MANY");
  if (new Set(playTypes).size !== playTypes.length) return fail("INVALID_INPUT", { field: "play_type" });
  const unknown = playTypes.find((p) => !isKnownPlayType(p));
  if (unknown !== undefined) return fail("PLAY_TYPE_UNKNOWN", { play_type: unknown });

  if (currentRound === null || !takesBetsAt(currentRound, request.nowMs)) return fail("ROUND_CLOSED");
  if (request.requestedIssue !== currentRound.issue) return fail("ROUND_NOT_CURRENT", { issue: currentRound.issue });

  if (stakeMinor < room.minStakeMinor) return fail("STAKE_BELOW_MINIMUM", { min: formatMoney(room.minStakeMinor) });
  if (stakeMinor > room.maxStakeMinor) return fail("STAKE_ABOVE_MAXIMUM", { max: formatMoney(room.maxStakeMinor) });

  // The entry limit is checked when the player enters the room, not while they stay in it: a player who lost
  // part of their money in the room bets on (SPEC section 5). A bet from a player who never entered the room, or
  // left it long ago, is their entry.
  if (!isStillPresent(request.seenInRoomAtMs, request.nowMs)) {
    const entry = checkRoomEntry(room, moneyOf(balances));
    if (!entry.ok) return entry;
  }

  const totalMinor = stakeMinor * playTypes.length;
  // Frozen money (lock_money) is not in `available`: this is "balance minus lock_money".
  if (totalMinor > balances.availableMinor) return fail("INSUFFICIENT_FUNDS");

  // Each room sets its own per-round limit (SPEC section 1, rooms): only this room's stakes count against it.
  const earlierInRoomMinor = request.earlierBets.reduce((sum, bet) => (bet.roomId === room.id ? sum + bet.stakeMinor : sum), 0);
  if (earlierInRoomMinor + totalMinor > room.maxRoundStakeMinor) {
    return fail("STAKE_ABOVE_MAXIMUM", { max: formatMoney(room.maxRoundStakeMinor) });
  }

  // Opposite bets are a matter of the round, not the room or the amounts: 500.01 on big and 499.99 on small,
  // or the four combos, are as risk-free as equal stakes on both sides.
  if (coversEveryOutcome([...request.earlierBets.map((bet) => bet.playType), ...playTypes])) return fail("OPPOSITE_BET");
  return ok({ totalMinor });
}

/** Follow-bet copies a bet of the current round only ("only follow the current round"). */
export function checkFollow(followed: Pick<BetRecord, "gameId" | "issue">, gameId: number, currentRound: ScheduledRound | null, nowMs: number): Result<void, "FOLLOW_NOT_CURRENT_ROUND"> {
  if (currentRound === null || followed.gameId !== gameId || followed.issue !== currentRound.issue || !takesBetsAt(currentRound, nowMs)) {
    return fail("FOLLOW_NOT_CURRENT_ROUND");
  }
  return ok(undefined);
}
