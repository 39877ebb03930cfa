import { GROUP } from "../../domain/accounts/user";
import { exclusionAt } from "../../domain/protection/exclusion";
import type { RebateMode } from "../../domain/growth/settings";
import type { Minor } from "../../domain/money";
import type { AppDeps } from "../deps";
import { growthSettingsIn } from "./growth-settings";
import { openRebateDays, type RebateDay } from "./rebate-days";

export interface RebateStatus {
  readonly mode: RebateMode;
  readonly minimumClaimMinor: Minor;
  /** Today's rebate as it accrues ("rebate today: 12.40"), with what was claimed of it already. */
  readonly today: RebateDay;
  /** Earlier days not credited yet (normally only yesterday, between midnight and the end-of-day credit). */
  readonly earlier: readonly RebateDay[];
  /** What a claim would take now: today's and the earlier days' owed amounts. */
  readonly claimableMinor: Minor;
  /** Whether the claim button may be tapped: claim mode, not on a break, at least the minimum (and above 0). */
  readonly canClaim: boolean;
  /** On a time-out or self-exclusion: nothing can be claimed until it ends (the end-of-day credit still pays). */
  readonly onBreak: boolean;
  /** A visitor plays with trial money: the rebate is shown as it would be, never paid. */
  readonly visitor: boolean;
}

/** The player's rebate: today's live accrual, the earlier days still owed, and whether a claim would be taken. */
export function rebateStatus(deps: Pick<AppDeps, "store" | "clock" | "schedule">, userId: number): Promise<RebateStatus> {
  return deps.store.read(async (tx) => {
    const nowMs = deps.clock.nowMs();
    const settings = await growthSettingsIn(tx);
    const days = await openRebateDays(tx, deps.schedule, settings, userId, nowMs);
    const today = days[days.length - 1]!;
    const claimableMinor = days.reduce((sum, day) => sum + day.owedMinor, 0);
    const onBreak = exclusionAt((await tx.protection.stateOf(userId)).exclusion, nowMs) !== null;
    const visitor = (await tx.users.byId(userId))?.groupId === GROUP.visitor;
    const canClaim = settings.rebate.mode === "claim" && !visitor && !onBreak && claimableMinor > 0 && claimableMinor >= settings.rebate.minimumClaimMinor;
    return { mode: settings.rebate.mode, minimumClaimMinor: settings.rebate.minimumClaimMinor, today, earlier: days.slice(0, -1), claimableMinor, canClaim, onBreak, visitor };
  });
}
