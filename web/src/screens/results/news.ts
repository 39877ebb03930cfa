import { parseId } from "./query";

/** What /aticleDetail was asked to show: an article id to fetch, and/or the article the link itself carries. */
export interface NewsLink {
  readonly id: number | null;
  readonly title: string | null;
  readonly contentHtml: string | null;
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * Reads /aticleDetail's query: `news` is the item as a JSON string (the
 * original client's form: id, title, content), `id` a plain article id (for
 * deep links). Anything malformed reads as nothing rather than failing.
 */
export function readNewsQuery(params: URLSearchParams): NewsLink {
  const plainId = parseId(params.get("id"));
  const raw = params.get("news");
  let item: Record<string, unknown> = {};
  if (raw !== null) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) item = parsed as Record<string, unknown>;
    } catch {
      // Not JSON: treated as an empty item.
    }
  }
  const itemId = typeof item.id === "number" ? parseId(String(item.id)) : parseId(text(item.id));
  return { id: plainId ?? itemId, title: text(item.title), contentHtml: text(item.content) ?? text(item.contentHtml) };
}
