/**
 * Deepest nesting any call of either API needs is a handful of levels (a tRPC
 * batch wraps an input object in two more). JSON.parse and the validators
 * after it recurse once per level, so a body of 60,000 "[" is refused before
 * either sees it.
 */
const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text nests objects and arrays deeper than `maxDepth`. Counts
 * brackets outside strings in one pass without parsing; malformed text is
 * left to the parser to refuse.
 */
export function jsonTooDeep(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x7b /* { */ || ch === 0x5b /* [ */) {
      if (++depth > maxDepth) return true;
    } else if (ch === 0x7d /* } */ || ch === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}
