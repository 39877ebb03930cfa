import { formatLocalDateTime } from "../../domain/calendar";
import type { Result } from "../../domain/errors";
import type { Minor } from "../../domain/money";
import { lastDailyResetMs, type ScheduleConfig } from "../../domain/rounds/schedule";
import { moneyOf, type User, type UserBalances } from "../../domain/accounts/user";
import { turnoverBaseMinor, turnoverShortfallMinor } from "../../domain/wallet/withdrawal-rules";
import type { StoreTx } from "../../ports/store";
import { outstandingFromCheckpoint, type WageringCheckpoint } from "../../domain/growth/wagering-fold";
import { wageringCheckpointOf } from "../growth/wagering-status";
import type { AppDeps } from "../deps";
import { inRead, type Refuse } from "../unit-of-work";

/**
 * The turnover requirement of SPEC section 5 as it stands now, from the same
 * readings and rules the withdrawal is judged by (withdrawal-rules.ts), so what
 * a screen shows and what a withdrawal is told cannot differ: stakes settled
 * since the 00:00 reset against the money held then plus the credits since.
 */
export interface TurnoverStatus {
  /** The last reset, and the next. */
  readonly sinceMs: number;
  readonly nextResetMs: number;
  /** Available plus frozen at the reset: part of the base, as SPEC's "1x the balance" says. */
  readonly moneyAtResetMinor: Minor;
  /** Deposits, gifts and positive adjustments since the reset (turnoverBaseMinor). */
  readonly creditedMinor: Minor;
  /** What the stakes must reach waterLimitPercent of: the money at the reset plus the credits since. */
  readonly baseMinor: Minor;
  /** waterLimitPercent of the base, rounded up to the cent: what the stakes must reach. */
  readonly requiredMinor: Minor;
  readonly settledStakeMinor: Minor;
  readonly waterLimitPercent: number;
  /** What is still missing before the player may withdraw; 0 when met. */
  readonly shortfallMinor: Minor;
  /** The day's rule is met (shortfallMinor 0); a bonus's wagering is apart (wageringLeftMinor). */
  readonly met: boolean;
  /** Stakes still needed for promotions' bonuses (their wagering multiple, counted from each bonus on): 0 when none. */
  readonly wageringLeftMinor: Minor;
}

/** What the turnover rule is judged on, read once for the status screens and the withdrawal alike. */
interface TurnoverReadings {
  readonly balances: UserBalances;
  readonly settledStakeMinor: Minor;
  readonly creditedMinor: Minor;
  readonly moneyAtResetMinor: Minor;
  readonly wagering: WageringCheckpoint;
}

/**
 * The readings since the last 00:00 reset, in the caller's transaction. A
 * withdrawal locks the player first, so its balance and the changes since the
 * reset are one picture (a racing hold cannot count twice).
 */
export async function turnoverReadings(tx: StoreTx, schedule: ScheduleConfig, userId: number, nowMs: number): Promise<TurnoverReadings> {
  const range = { fromMs: lastDailyResetMs(schedule, nowMs), toMs: nowMs + 1 };
  const balances = await tx.ledger.balancesOfUser(userId);
  const creditedMinor = await tx.ledger.turnoverCreditsMinor(userId, range);
  const settledStakeMinor = await tx.ledger.settledStakeMinor(userId, range);
  const moneyAtResetMinor = moneyOf(balances) - (await tx.ledger.moneyChangeMinor(userId, range));
  const wagering = await wageringCheckpointOf(tx, userId, nowMs);
  return { balances, settledStakeMinor, creditedMinor, moneyAtResetMinor, wagering };
}

/** A player's turnover status, read in the caller's transaction (the console's player pages read it too). */
export async function turnoverStatusOf(tx: StoreTx, schedule: ScheduleConfig, user: User, nowMs: number): Promise<TurnoverStatus> {
  const sinceMs = lastDailyResetMs(schedule, nowMs);
  // A day is 23 to 25 hours long: 26 hours on is always inside the next one.
  const nextResetMs = lastDailyResetMs(schedule, sinceMs + 26 * 3_600_000);
  const { creditedMinor, settledStakeMinor, moneyAtResetMinor, wagering } = await turnoverReadings(tx, schedule, user.id, nowMs);
  const baseMinor = turnoverBaseMinor(moneyAtResetMinor, creditedMinor);
  const requiredMinor = turnoverShortfallMinor(baseMinor, 0, user.waterLimitPercent);
  const shortfallMinor = turnoverShortfallMinor(baseMinor, settledStakeMinor, user.waterLimitPercent);
  return { sinceMs, nextResetMs, moneyAtResetMinor, creditedMinor, baseMinor, requiredMinor, settledStakeMinor, waterLimitPercent: user.waterLimitPercent, shortfallMinor, met: shortfallMinor === 0, wageringLeftMinor: outstandingFromCheckpoint(wagering) };
}

/** The player's own turnover status for the wallet and withdraw screens of both APIs, the next reset also as the operator's local time. */
export function getTurnoverStatus(deps: AppDeps, input: { readonly userId: number }): Promise<Result<TurnoverStatus & { readonly nextReset: string }, "USER_NOT_FOUND">> {
  const nowMs = deps.clock.nowMs();
  return inRead(deps, async (tx, refuse: Refuse<"USER_NOT_FOUND">) => {
    const user = (await tx.users.byId(input.userId)) ?? refuse("USER_NOT_FOUND");
    const status = await turnoverStatusOf(tx, deps.schedule, user, nowMs);
    return { ...status, nextReset: formatLocalDateTime(deps.schedule.timeZone, status.nextResetMs).slice(0, 16) };
  });
}
