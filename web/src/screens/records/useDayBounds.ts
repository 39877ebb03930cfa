import { trpc } from "../../trpc";

/** 2018-01-01 to the operator's today (the server's zone, not the browser's), and the longest range a list takes. */
export function useDayBounds() {
  return trpc.records.days.useQuery(undefined, { staleTime: 60_000 });
}
