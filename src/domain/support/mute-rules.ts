import { fail, ok, type Result } from "../errors";
import { MUTE_MAX_MINUTES } from "./conversation";

/** Who a mute silences at the desk: a player, or a client address (guests and players behind it alike). */
export type MuteTarget = { readonly kind: "player"; readonly userId: number } | { readonly kind: "address"; readonly address: string };

/** A blacklisting: the target's messages are refused until `untilMs`. */
export interface SupportMute {
  readonly target: MuteTarget;
  readonly untilMs: number;
  readonly reason: string;
  readonly operatorId: number;
  readonly atMs: number;
}

const MUTE_REASON_MAX_CHARS = 200;

/** The key a target is stored under (one mute per target: a new one replaces the old). */
export const muteKeyOf = (target: MuteTarget): string => (target.kind === "player" ? String(target.userId) : target.address);

/** A mute as asked for: reason trimmed and required, duration a whole number of minutes within limits. */
export function checkMute(input: { readonly reason: string; readonly minutes: number; readonly nowMs: number }): Result<{ readonly reason: string; readonly untilMs: number }, "REASON_REQUIRED" | "INVALID_INPUT"> {
  const reason = input.reason.trim();
  if (reason.length === 0) return fail("REASON_REQUIRED");
  if (Array.from(reason).length > MUTE_REASON_MAX_CHARS || /\p{Cc}/u.test(reason)) return fail("INVALID_INPUT", { field: "reason", max: MUTE_REASON_MAX_CHARS });
  if (!Number.isInteger(input.minutes) || input.minutes < 0 || input.minutes > MUTE_MAX_MINUTES) return fail("INVALID_INPUT", { field: "minutes" });
  // 0 minutes lifts a mute.
  return ok({ reason, untilMs: input.nowMs + input.minutes * 60_000 });
}

/** Whether a mute still holds at an instant. */
const isMuted = (mute: Pick<SupportMute, "untilMs"> | null, nowMs: number): boolean => mute !== null && mute.untilMs > nowMs;

/** SUPPORT_MUTED while any of the mutes holds. */
export function checkNotMuted(mutes: readonly (Pick<SupportMute, "untilMs"> | null)[], nowMs: number): Result<void, "SUPPORT_MUTED"> {
  return mutes.some((mute) => isMuted(mute, nowMs)) ? fail("SUPPORT_MUTED") : ok(undefined);
}
