import { createHash, timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";

/** Who may read /metrics when METRICS_ALLOW is not set: this machine only. */
const DEFAULT_METRICS_ALLOW = "127.0.0.1,::1";

/** A token shorter than this is refused at start: it would be guessable. */
const MIN_TOKEN_LENGTH = 16;

export interface MetricsAccess {
  readonly allowed: BlockList;
  /** SHA-256 of METRICS_TOKEN, compared in constant time; null: no token accepted. */
  readonly tokenDigest: Buffer | null;
}

/** How a scrape is answered: 200 with the metrics, or a refusal that says nothing about them. */
export type MetricsVerdict = "allowed" | "not-found" | "forbidden";

const digest = (text: string): Buffer => createHash("sha256").update(text).digest();

/**
 * METRICS_ALLOW: addresses and CIDR ranges (IPv4 or IPv6) separated by commas
 * that may scrape without a token ("" allows none); METRICS_TOKEN: a bearer
 * token that may scrape from anywhere. A bad value stops the server.
 */
export function readMetricsAccess(env: Readonly<Record<string, string | undefined>>): MetricsAccess {
  const allowed = new BlockList();
  const list = env.METRICS_ALLOW ?? DEFAULT_METRICS_ALLOW;
  for (const entry of list.split(",").map((part) => part.trim()).filter((part) => part !== "")) {
    const [address, bits, extra] = entry.split("/");
    const type = isIP(address ?? "");
    const prefix = Number(bits);
    if (type === 0 || extra !== undefined || (bits !== undefined && (!/^\d{1,3}$/.test(bits) || prefix > (type === 4 ? 32 : 128)))) {
      throw new Error(`bad METRICS_ALLOW entry ${JSON.stringify(entry)}: an IPv4 or IPv6 address, or a range such as 10.0.0.0/8`);
    }
    const family = type === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) allowed.addAddress(address!, family);
    else allowed.addSubnet(address!, prefix, family);
  }
  const token = env.METRICS_TOKEN;
  if (token !== undefined && token !== "" && token.length < MIN_TOKEN_LENGTH) throw new Error(`METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters (openssl rand -hex 32)`);
  return { allowed, tokenDigest: token ? digest(token) : null };
}

/** An IPv4 client on a dual-stack socket appears as ::ffff:a.b.c.d: checked as the IPv4 address it is. */
function addressFamily(address: string): [string, "ipv4" | "ipv6"] | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return [mapped[1]!, "ipv4"];
  const type = isIP(address);
  return type === 0 ? null : [address, type === 4 ? "ipv4" : "ipv6"];
}

/**
 * A scrape with the right bearer token is allowed from anywhere; without one,
 * from an allowed connection address (the socket's, never a forwarded
 * header's). A wrong token is forbidden; no token from elsewhere finds
 * nothing there, as any unknown path.
 */
export function judgeScrape(access: MetricsAccess, remoteAddress: string | null, authorization: string | undefined): MetricsVerdict {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (authorization !== undefined && authorization !== "") {
    if (bearer && access.tokenDigest && timingSafeEqual(digest(bearer[1]!), access.tokenDigest)) return "allowed";
    return "forbidden";
  }
  const parsed = remoteAddress === null ? null : addressFamily(remoteAddress);
  return parsed && access.allowed.check(parsed[0], parsed[1]) ? "allowed" : "not-found";
}
