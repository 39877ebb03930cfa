/**
 * Text neither store keeps as sent: a NUL character (PostgreSQL's text type
 * refuses U+0000 and the statement fails), or UTF-16 that is not well formed
 * (a lone surrogate, which the PostgreSQL driver would quietly store as
 * U+FFFD, so the player would read back something else than they sent). Both
 * APIs refuse such input at their edge, in any field and any key, before a
 * use case runs, so that SQLite and PostgreSQL answer alike: INVALID_INPUT
 * naming the field, never a 5xx.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !text.includes("\u0000") && !LONE_SURROGATE.test(text);

/**
 * The field that holds text no store keeps (its key path, `plays.0` in
 * nested input, `input` for a bare string), or null when there is none.
 * Walks the parsed input as it came; both APIs cap its depth at 32 before this.
 */
export function unstorableField(value: unknown, path: readonly string[] = []): string | null {
  const here = () => (path.length === 0 ? "input" : path.join("."));
  if (typeof value === "string") return isStorableText(value) ? null : here();
  if (value === null || typeof value !== "object") return null;
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (!isStorableText(key)) return here();
    const found = unstorableField(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
