import { GROUP, type User } from "../../domain/accounts/user";
import { dayPeriod, growthDayOf } from "../../domain/growth/periods";
import type { ClaimFacts } from "../../domain/growth/promotion-eligibility";
import { exclusionAt } from "../../domain/protection/exclusion";
import type { ScheduleConfig } from "../../domain/rounds/schedule";
import type { StoreTx } from "../../ports/store";

/**
 * What a player's claim is judged on, read in the caller's transaction: the break in force, the VIP level (the
 * rebates lane's vip_states; a player never reviewed is junior, level 0), when they registered, the approved
 * deposits and settled stakes of the operator's day.
 */
export async function claimFactsOf(tx: StoreTx, schedule: Pick<ScheduleConfig, "timeZone">, user: User, nowMs: number): Promise<ClaimFacts & { readonly day: string }> {
  const day = growthDayOf(schedule, nowMs);
  const today = dayPeriod(schedule, day);
  const range = { fromMs: today.fromMs, toMs: Math.min(today.toMs, nowMs + 1) };
  const protection = await tx.protection.stateOf(user.id);
  const vip = await tx.vipStates.of(user.id);
  const deposits = await tx.growthFigures.depositsOf([user.id], range);
  return {
    day,
    nowMs,
    onBreak: exclusionAt(protection.exclusion, nowMs) !== null,
    isVisitor: user.groupId === GROUP.visitor,
    level: vip?.level ?? 0,
    registeredAtMs: user.createdAtMs,
    depositMinor: deposits.get(user.id) ?? 0,
    turnoverTodayMinor: await tx.ledger.settledStakeMinor(user.id, range),
  };
}

/**
 * The key a once-per-address promotion is claimed under: the client address as the server saw it, IPv6 narrowed
 * to its /64 (one household's or phone's network hands out a whole /64, so the full address would not stop anyone).
 */
export function addressKeyOf(address: string): string {
  const trimmed = address.trim().toLowerCase();
  if (!trimmed.includes(":") || trimmed.startsWith("::ffff:")) return trimmed.replace(/^::ffff:/, "");
  const [head = "", tail = ""] = trimmed.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  const groups = trimmed.includes("::") ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
