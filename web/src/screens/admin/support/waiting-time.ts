import { useEffect, useState } from "react";
import type { TFunction } from "i18next";

const MINUTE_MS = 60_000;

/** "12 min", "2 h 5 min", "3 d 4 h": how long a customer has waited, in the reader's language. */
export function waitingText(t: TFunction, waitedMs: number): string {
  const minutes = Math.floor(Math.max(0, waitedMs) / MINUTE_MS);
  if (minutes < 1) return t("admin.inbox.lessThanMinute");
  if (minutes < 60) return t("admin.inbox.minutes", { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t("admin.inbox.hours", { hours, minutes: minutes % 60 });
  return t("admin.inbox.days", { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** The browser's clock, moving every `everyMs`, so waiting times grow on screen between reads of the inbox. */
export function useNow(everyMs = 20_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
