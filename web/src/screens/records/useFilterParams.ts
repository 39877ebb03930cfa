import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { defaultRange, isDay, rangeProblem, type DayBounds, type DayRange } from "./dates";

/**
 * The applied date range lives in the URL (?from=&to=), so coming back from a
 * detail page, or reloading, shows the same list. A range missing or not
 * allowed (a hand-edited link) falls back to the default.
 */
export function useRangeParams(bounds: DayBounds): {
  range: DayRange;
  defaults: DayRange;
  params: URLSearchParams;
  apply: (changes: Record<string, string | null>) => void;
} {
  const [params, setParams] = useSearchParams();
  const from = params.get("from");
  const to = params.get("to");
  const defaults = useMemo(() => defaultRange(bounds), [bounds]);
  const range = useMemo(() => {
    if (isDay(from) && isDay(to) && rangeProblem({ from, to }, bounds) === null) return { from, to };
    return defaults;
  }, [bounds, defaults, from, to]);

  const apply = useCallback(
    (changes: Record<string, string | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { range, defaults, params, apply };
}
