export type Encoding = "br" | "gzip" | "identity";

/** Ours first: brotli is the smallest, gzip what every client takes, the plain bytes last. */
const PREFERENCE: readonly Encoding[] = ["br", "gzip", "identity"];

/**
 * The encodings of an Accept-Encoding header the client takes, in our order of
 * preference (RFC 9110 12.5.3): `q=0` refuses one, `*` stands for any not
 * named, no header at all means only the plain bytes are certain to be
 * understood. The plain bytes stay the last resort even when refused: a file
 * has no other form when it has no compressed variant.
 */
export function chooseEncoding(header: string | undefined): Encoding[] {
  if (!header) return ["identity"];
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get("*") ?? (encoding === "identity" ? 1 : 0)) > 0;
  const chosen = PREFERENCE.filter((encoding) => encoding !== "identity" && accepts(encoding));
  return [...chosen, "identity"];
}
