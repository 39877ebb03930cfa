/**
 * The bet a link names: `item` (SPEC: a JSON string; its `id` is what counts,
 * the rest is read fresh from the server) or a plain `id`, so a shared or
 * reloaded link works too. null when the link names nothing usable.
 */
export function betIdOf(params: URLSearchParams): number | null {
  const positive = (value: unknown): number | null => {
    const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
    return typeof n === "number" && Number.isSafeInteger(n) && n > 0 ? n : null;
  };
  const item = params.get("item");
  if (item !== null) {
    try {
      const parsed: unknown = JSON.parse(item);
      if (typeof parsed === "object" && parsed !== null && "id" in parsed) return positive((parsed as { id: unknown }).id);
      return positive(parsed);
    } catch {
      return null;
    }
  }
  return positive(params.get("id"));
}
