import type { Context } from "hono";

/** Bodies larger than this are refused before parsing: no legacy call needs more. */
export const MAX_BODY_BYTES = 64 * 1024;

export type LegacyParams = Readonly<Record<string, unknown>>;

/**
 * The call's parameters, wherever the client put them: the query string for
 * GET, and for POST a JSON body (what axios sends) or a form body (urlencoded
 * or multipart). Query parameters are merged under the body's. Returns null
 * for a body that cannot be read (malformed JSON, too large).
 */
export async function readParams(c: Context): Promise<LegacyParams | null> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) query[key] = value;
  if (c.req.method === "GET" || c.req.method === "HEAD") return query;

  const length = Number(c.req.header("content-length") ?? 0);
  if (length > MAX_BODY_BYTES) return null;
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  try {
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
      const body = await c.req.parseBody();
      const out: Record<string, unknown> = { ...query };
      for (const [key, value] of Object.entries(body)) out[key] = typeof value === "string" ? value : Array.isArray(value) ? value.find((v) => typeof v === "string") : undefined;
      return out;
    }
    return paramsFromJson(query, await c.req.text());
  } catch {
    return null;
  }
}

/** A JSON body's parameters over the query's (an empty body: the query's alone); null when it is not a JSON object. */
export function paramsFromJson(query: LegacyParams, body: string): LegacyParams | null {
  if (body.length > MAX_BODY_BYTES) return null;
  if (body.trim() === "") return query;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) return null;
  return { ...query, ...(json as Record<string, unknown>) };
}

/** A parameter as text: strings and finite numbers; anything else (objects, arrays, booleans) is absent. */
export function text(params: LegacyParams, key: string): string | undefined {
  const value = params[key];
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}
