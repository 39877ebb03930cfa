import { ROOM_TIERS, type RoomTier } from "./game";
import { fail, ok, type Result } from "../errors";
import { formatMoney, parseMoney, type Minor, type MoneyRefusal } from "../money";
import { isValidOdds, MAX_ODDS_HUNDREDTHS, MIN_ODDS_HUNDREDTHS_EXCLUSIVE } from "../betting/odds";
import { playTypeDef } from "../betting/outcome";
import { hasControl } from "../operations/reason-rules";

/** The rules of a game's and a room's settings: what an operator may type, before anything is stored. */

const NAME_MAX_LENGTH = 40;

/** A game's name or a room's title: trimmed, not empty, at most 40 characters. */
export function checkName(name: string | null | undefined, field: string): Result<string, "INVALID_INPUT" | "NAME_REQUIRED"> {
  const text = (name ?? "").trim();
  if (text.length === 0) return fail("NAME_REQUIRED");
  if (Array.from(text).length > NAME_MAX_LENGTH || hasControl(text)) return fail("INVALID_INPUT", { field, max: NAME_MAX_LENGTH });
  return ok(text);
}

export interface RoomLimitsInput {
  readonly joinLimit: unknown;
  readonly minStake: unknown;
  readonly maxStake: unknown;
  readonly maxRoundStake: unknown;
}

export interface RoomLimits {
  readonly joinLimitMinor: Minor;
  readonly minStakeMinor: Minor;
  readonly maxStakeMinor: Minor;
  readonly maxRoundStakeMinor: Minor;
}

/**
 * A room's money limits: the join limit may be 0; stakes are positive, the
 * minimum at most the maximum per bet, which is at most the maximum per round.
 */
export function checkRoomLimits(input: RoomLimitsInput): Result<RoomLimits, "ROOM_LIMITS_INVALID" | MoneyRefusal> {
  const joinLimit = parseMoney(input.joinLimit, { allowZero: true });
  if (!joinLimit.ok) return joinLimit;
  const parsed: Minor[] = [];
  for (const value of [input.minStake, input.maxStake, input.maxRoundStake]) {
    const amount = parseMoney(value);
    if (!amount.ok) return amount;
    parsed.push(amount.value);
  }
  const [minStakeMinor, maxStakeMinor, maxRoundStakeMinor] = parsed as [Minor, Minor, Minor];
  if (minStakeMinor > maxStakeMinor || maxStakeMinor > maxRoundStakeMinor) {
    return fail("ROOM_LIMITS_INVALID", { min: formatMoney(minStakeMinor), max: formatMoney(maxStakeMinor), round: formatMoney(maxRoundStakeMinor) });
  }
  return ok({ joinLimitMinor: joinLimit.value, minStakeMinor, maxStakeMinor, maxRoundStakeMinor });
}

/** A room's tier: 0 basic, 1 senior, 2 master, 3 expert (SPEC section 1's financial-management tiers). */
export function checkRoomTier(value: unknown): Result<RoomTier, "INVALID_INPUT"> {
  return ROOM_TIERS.includes(value as RoomTier) ? ok(value as RoomTier) : fail("INVALID_INPUT", { field: "tier" });
}

export interface OddsInput {
  readonly playType: number;
  /** Decimal odds as typed: "1.94" or 1.94. */
  readonly odds: unknown;
}

/** A room's odds table as typed: known play types, each once, odds above 1.00 and at most 1000.00, two decimals. */
export function checkOddsTable(entries: readonly OddsInput[]): Result<{ playType: number; oddsHundredths: number }[], "INVALID_INPUT" | "ODDS_INVALID" | "PLAY_TYPE_UNKNOWN"> {
  if (entries.length === 0) return fail("INVALID_INPUT", { field: "odds" });
  const seen = new Set<number>();
  const table: { playType: number; oddsHundredths: number }[] = [];
  for (const entry of entries) {
    if (!playTypeDef(entry.playType)) return fail("PLAY_TYPE_UNKNOWN", { play_type: entry.playType });
    if (seen.has(entry.playType)) return fail("INVALID_INPUT", { field: "odds" });
    seen.add(entry.playType);
    // Odds have the shape of money (two decimals): the same strict parser.
    const parsed = parseMoney(entry.odds);
    if (!parsed.ok || !isValidOdds(parsed.value)) {
      return fail("ODDS_INVALID", { min: formatMoney(MIN_ODDS_HUNDREDTHS_EXCLUSIVE + 1), max: formatMoney(MAX_ODDS_HUNDREDTHS) });
    }
    table.push({ playType: entry.playType, oddsHundredths: parsed.value });
  }
  return ok(table);
}
