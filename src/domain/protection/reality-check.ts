/**
 * The reality check: every N minutes of a session the bet room stops to show
 * how long the player has played and what they have won or lost. Timed by the
 * server's clock from the session's start, so a browser whose clock is wrong
 * cannot move it.
 */
export const REALITY_CHECK_MINUTES = [0, 30, 60, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const DEFAULT_REALITY_CHECK_MINUTES: RealityCheckMinutes = 60;

/**
 * How long until the next check is due, counted in whole intervals from the
 * session's start; never 0 (asked at a check's very instant, the next one is
 * a whole interval away, so a client that just showed one does not show it
 * again); null when checks are off. `minuteMs` is a minute's length: 60,000,
 * shorter in the browser tests.
 */
export function nextRealityCheckInMs(minutes: RealityCheckMinutes, sessionStartedAtMs: number, nowMs: number, minuteMs: number): number | null {
  if (minutes === 0) return null;
  const intervalMs = minutes * minuteMs;
  const elapsedMs = Math.max(0, nowMs - sessionStartedAtMs);
  const intervals = Math.floor(elapsedMs / intervalMs) + 1;
  return sessionStartedAtMs + intervals * intervalMs - nowMs;
}
