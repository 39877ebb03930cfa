import { trpc } from "../../trpc";

/** A calendar date ("2026-11-22") of an instant in a time zone. */
function dayIn(timeZone: string, ms: number): string {
  // Swedish writes dates as ISO does.
  return new Date(ms).toLocaleDateString("sv-SE", { timeZone });
}

/**
 * "Today" as the server counts days: in the operator's time zone (the
 * schedule's), which the browser may not share; the browser's own until the
 * schedule has arrived.
 */
export function useConsoleToday(): { today: string; daysAgo: (n: number) => string; ready: boolean } {
  const overview = trpc.admin.games.overview.useQuery(undefined, { staleTime: 60_000 });
  const timeZone = overview.data?.schedule.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = Date.now();
  return { today: dayIn(timeZone, now), daysAgo: (n) => dayIn(timeZone, now - n * 86_400_000), ready: overview.data !== undefined };
}
