import type { ErrorCode } from "../src/domain/errors";
import type { Room } from "../src/domain/games/game";
import type { Minor } from "../src/domain/money";
import { SECURITY_CODE_LOCK_MS, SECURITY_CODE_MAX_FAILURES } from "../src/domain/accounts/security-code-rules";
import type { ScheduledRound } from "../src/domain/rounds/schedule";
import type { SecurityState } from "./model";

/**
 * What the rules of SPEC.md section 5 say a request should get, worked out
 * from the simulator's own model (not by calling the rule code): the real
 * answer must match, refusals included. Pure functions of small "views", so a
 * burst of concurrent requests can be checked against every serial order.
 */

export type Expected = ErrorCode | "OK";

/** What each play type wins on, written out from SPEC section 5 again (not imported): big 14-27, odd, combos, extremes, numbers 100+n. */
function wins(playType: number, sum: number): boolean {
  const big = sum >= 14;
  const odd = sum % 2 === 1;
  switch (playType) {
    case 1: return big;
    case 2: return !big;
    case 3: return odd;
    case 4: return !odd;
    case 11: return big && odd;
    case 12: return big && !odd;
    case 13: return !big && odd;
    case 14: return !big && !odd;
    case 21: return sum <= 5;
    case 22: return sum >= 22;
    default: return playType - 100 === sum;
  }
}

/** No opposite bets: a round's range play types (numbers are no side) may not between them win on every sum, whatever the stakes. */
const coversEverySum = (playTypes: readonly number[]): boolean =>
  Array.from({ length: 28 }, (_, sum) => sum).every((sum) => playTypes.some((playType) => playType < 100 && wins(playType, sum)));

/** SPEC section 9: minimum withdrawal 100.00. */
const WITHDRAW_MINIMUM_MINOR: Minor = 10_000;

export interface BettorView {
  availableMinor: Minor;
  readonly lockedMinor: Minor;
  /** Bets already accepted for this player in this game's round (any room). */
  readonly earlier: { readonly roomId: number; readonly playType: number; readonly stakeMinor: Minor }[];
  /**
   * The rooms the player is in as the bet is sent (the client's entry or heart just before it was let in):
   * a bet there is not checked against the join limit again; a bet anywhere else is an entry (issue 37, item 19).
   */
  readonly inRooms: readonly number[];
}

export interface BetAttempt {
  readonly room: Room;
  readonly issue: string;
  readonly playTypes: readonly number[];
  readonly stakeMinor: Minor;
}

export interface Moment {
  /** The round the schedule runs now, or null outside sales. */
  readonly current: ScheduledRound | null;
  readonly nowMs: number;
}

/** A bet's fate, rule by rule, in the order players hear about them. */
export function expectBet(view: BettorView, moment: Moment, attempt: BetAttempt): Expected {
  const { room, stakeMinor, playTypes } = attempt;
  if (moment.current === null || moment.nowMs >= moment.current.closeAtMs) return "ROUND_CLOSED";
  if (attempt.issue !== moment.current.issue) return "ROUND_NOT_CURRENT";
  if (stakeMinor < room.minStakeMinor) return "STAKE_BELOW_MINIMUM";
  if (stakeMinor > room.maxStakeMinor) return "STAKE_ABOVE_MAXIMUM";
  const entering = !view.inRooms.includes(room.id);
  if (entering && view.availableMinor + view.lockedMinor < room.joinLimitMinor) return "ROOM_JOIN_LIMIT";
  const totalMinor = stakeMinor * playTypes.length;
  if (totalMinor > view.availableMinor) return "INSUFFICIENT_FUNDS";
  const earlierInRoomMinor = view.earlier.reduce((sum, bet) => (bet.roomId === room.id ? sum + bet.stakeMinor : sum), 0);
  if (earlierInRoomMinor + totalMinor > room.maxRoundStakeMinor) return "STAKE_ABOVE_MAXIMUM";
  if (coversEverySum([...view.earlier.map((bet) => bet.playType), ...playTypes])) return "OPPOSITE_BET";
  return "OK";
}

/** The view after an accepted bet. */
export function applyBet(view: BettorView, attempt: BetAttempt): void {
  view.availableMinor -= attempt.stakeMinor * attempt.playTypes.length;
  for (const playType of attempt.playTypes) view.earlier.push({ roomId: attempt.room.id, playType, stakeMinor: attempt.stakeMinor });
}

/** Follow-bet: only a bet of the current round, before it closes; then every rule of a bet. */
export function expectFollow(followed: { readonly issue: string }, view: BettorView, moment: Moment, attempt: BetAttempt): Expected {
  if (moment.current === null || followed.issue !== moment.current.issue || moment.nowMs >= moment.current.closeAtMs) return "FOLLOW_NOT_CURRENT_ROUND";
  return expectBet(view, moment, attempt);
}

export interface WithdrawerView {
  availableMinor: Minor;
  readonly hasPayoutMethod: boolean;
  readonly securityCodeSet: boolean;
  readonly shortfallMinor: Minor;
  /** Promotions' bonus wagering still outstanding (issue 40): checked right after the day's turnover. */
  readonly wageringMinor: Minor;
  security: SecurityState;
  pending: boolean;
}

export interface WithdrawalAttempt {
  readonly amountMinor: Minor;
  readonly rightCode: boolean;
}

/**
 * A withdrawal's fate: the form's rules, then the security code (whose wrong
 * entries count even though nothing else happens), then "one under review at
 * a time". Answers the security state to expect afterwards.
 */
export function expectWithdrawal(view: WithdrawerView, nowMs: number, attempt: WithdrawalAttempt): { code: Expected; security: SecurityState } {
  const unchanged = (code: Expected) => ({ code, security: view.security });
  if (attempt.amountMinor < WITHDRAW_MINIMUM_MINOR) return unchanged("WITHDRAW_MINIMUM");
  if (attempt.amountMinor > view.availableMinor) return unchanged("WITHDRAW_INSUFFICIENT");
  if (!view.hasPayoutMethod) return unchanged("PAYOUT_METHOD_MISSING");
  if (!view.securityCodeSet) return unchanged("SECURITY_CODE_NOT_SET");
  if (view.shortfallMinor > 0) return unchanged("WITHDRAW_TURNOVER");
  if (view.wageringMinor > 0) return unchanged("WITHDRAW_WAGERING");
  const { failures, lockedUntilMs } = view.security;
  if (lockedUntilMs !== null && nowMs < lockedUntilMs) return unchanged("SECURITY_CODE_LOCKED");
  if (!attempt.rightCode) {
    const count = (lockedUntilMs !== null ? 0 : failures) + 1;
    if (count >= SECURITY_CODE_MAX_FAILURES) return { code: "SECURITY_CODE_LOCKED", security: { failures: 0, lockedUntilMs: nowMs + SECURITY_CODE_LOCK_MS } };
    return { code: "SECURITY_CODE_WRONG", security: { failures: count, lockedUntilMs: null } };
  }
  // A right code clears the count, but only if the request then commits.
  if (view.pending) return unchanged("WITHDRAW_PENDING_EXISTS");
  return { code: "OK", security: { failures: 0, lockedUntilMs: null } };
}

/** The view after a withdrawal with the given expectation. */
export function applyWithdrawal(view: WithdrawerView, attempt: WithdrawalAttempt, outcome: { code: Expected; security: SecurityState }): void {
  view.security = outcome.security;
  if (outcome.code === "OK") {
    view.availableMinor -= attempt.amountMinor;
    view.pending = true;
  }
}

/** Every order of 0..n-1 (n is small: a burst is a handful of requests). */
export function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const rest of permutations(n - 1)) {
    for (let at = 0; at <= rest.length; at++) out.push([...rest.slice(0, at), n - 1, ...rest.slice(at)]);
  }
  return out;
}

/**
 * Linearizability of a burst: some serial order of the requests, replayed
 * against the model, must give exactly the answers observed. Answers the view
 * after that order (null when no order explains them).
 */
export function someSerialOrderExplains<V>(fresh: () => V, observed: readonly Expected[], step: (view: V, index: number) => Expected): V | null {
  for (const order of permutations(observed.length)) {
    const view = fresh();
    if (order.every((index) => step(view, index) === observed[index])) return view;
  }
  return null;
}

/** What the chat rules need of a player: banned or not, and when their recent lines were accepted (oldest first). */
export interface ChatterView {
  readonly banned: boolean;
  readonly times: readonly number[];
}

const CHAT_WINDOW_MS = 60_000;
const CHAT_MAX_IN_WINDOW = 5;
const CHAT_MIN_GAP_MS = 2_000;
const CHAT_MAX_CHARS = 200;

/** A chat line's fate: a banned player is told so; then the text (trimmed, 1..200 characters, no control character); then the pace. */
export function expectChat(view: ChatterView, nowMs: number, text: string): Expected {
  if (view.banned) return "CHAT_BANNED";
  const chars = [...text.trim()];
  if (chars.length === 0 || chars.length > CHAT_MAX_CHARS) return "INVALID_INPUT";
  if (chars.some((c) => c.codePointAt(0)! < 0x20 || (c.codePointAt(0)! >= 0x7f && c.codePointAt(0)! <= 0x9f))) return "INVALID_INPUT";
  const inLastMinute = view.times.filter((t) => nowMs - t < CHAT_WINDOW_MS).length;
  if (inLastMinute >= CHAT_MAX_IN_WINDOW) return "CHAT_TOO_FAST";
  const last = view.times.at(-1);
  if (last !== undefined && nowMs - last < CHAT_MIN_GAP_MS) return "CHAT_TOO_FAST";
  return "OK";
}
