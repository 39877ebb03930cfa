import { fail, ok, type Result } from "../errors";
import { formatMoney, type Minor } from "../money";
import { BP_PER_WHOLE } from "./payout";
import { isRunningAt, type Promotion } from "./promotion";
import { VIP_LEVELS } from "./settings";

/** A "new player" registered at most this many days before the claim (or the first deposit's approval). */
const NEW_PLAYER_DAYS = 7;
const DAY_MS = 86_400_000;

/** What a claim is judged on, gathered by the use case in its transaction. */
export interface ClaimFacts {
  readonly nowMs: number;
  /** A time-out or self-exclusion in force: no promotions during a break. */
  readonly onBreak: boolean;
  /** Visitors (trial accounts) play with play money and take no promotions. */
  readonly isVisitor: boolean;
  /** The player's VIP level (0 junior ... 3 supreme). */
  readonly level: number;
  readonly registeredAtMs: number;
  /** For a first-deposit bonus the deposit approved; otherwise the approved deposits of the operator's day. */
  readonly depositMinor: Minor;
  /** Stakes settled on the operator's day (a red packet's condition). */
  readonly turnoverTodayMinor: Minor;
}

export type ClaimRefusal =
  | "PROMOTION_NOT_RUNNING"
  | "PROMOTIONS_PAUSED_ON_BREAK"
  | "VISITOR_NOT_ALLOWED"
  | "PROMOTION_LEVEL_REQUIRED"
  | "PROMOTION_NEW_PLAYERS_ONLY"
  | "PROMOTION_DEPOSIT_REQUIRED"
  | "PROMOTION_TURNOVER_REQUIRED";

const isNewPlayer = (registeredAtMs: number, nowMs: number): boolean => nowMs - registeredAtMs <= NEW_PLAYER_DAYS * DAY_MS;

/**
 * Whether the player may take this promotion now, in the order a player would want to hear it: is it on at all,
 * is the player on a break, then the operator's conditions, the red packet's day turnover last (the one a player
 * can still meet today). Once-only (per player, per address) and an empty pool are the store's to say.
 */
export function checkClaim(promotion: Promotion, facts: ClaimFacts): Result<void, ClaimRefusal> {
  if (!isRunningAt(promotion, facts.nowMs)) return fail("PROMOTION_NOT_RUNNING");
  if (facts.onBreak) return fail("PROMOTIONS_PAUSED_ON_BREAK");
  if (facts.isVisitor) return fail("VISITOR_NOT_ALLOWED");
  const { eligibility } = promotion;
  if (facts.level < eligibility.minLevel) return fail("PROMOTION_LEVEL_REQUIRED", { level: VIP_LEVELS[eligibility.minLevel] ?? String(eligibility.minLevel) });
  if (eligibility.newPlayersOnly && !isNewPlayer(facts.registeredAtMs, facts.nowMs)) return fail("PROMOTION_NEW_PLAYERS_ONLY");
  if (facts.depositMinor < eligibility.minDepositMinor) return fail("PROMOTION_DEPOSIT_REQUIRED", { amount: formatMoney(eligibility.minDepositMinor) });
  if (promotion.reward.kind === "red_packet" && facts.turnoverTodayMinor < promotion.reward.turnoverMinor) {
    return fail("PROMOTION_TURNOVER_REQUIRED", { amount: formatMoney(promotion.reward.turnoverMinor), shortfall: formatMoney(promotion.reward.turnoverMinor - facts.turnoverTodayMinor) });
  }
  return ok(undefined);
}

/** The first-deposit bonus: percentBp of the deposit, floored to the cent, at most the cap. */
export function firstDepositBonusMinor(depositMinor: Minor, percentBp: number, capMinor: Minor): Minor {
  const raw = Number((BigInt(depositMinor) * BigInt(percentBp)) / BigInt(BP_PER_WHOLE));
  return Math.min(raw, capMinor);
}
