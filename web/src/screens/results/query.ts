import { useSearchParams } from "react-router-dom";

/** A positive integer id from a query parameter; null when absent or not one. */
export function parseId(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The game a results screen is about: query game_id and name (SPEC section 2), id 1 when the link gave none. */
export function useGameQuery(): { gameId: number; name: string | null } {
  const [params] = useSearchParams();
  return { gameId: parseId(params.get("game_id")) ?? 1, name: params.get("name") };
}

/** A results screen's link with its query, encoded. */
export function linkTo(path: string, query: Readonly<Record<string, string | number>>): string {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `${path}?${search.toString()}`;
}
