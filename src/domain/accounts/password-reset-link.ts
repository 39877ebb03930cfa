import { fail, ok, type Result } from "../errors";
import { sha256, toHex, utf8 } from "../fairness/sha256";

/**
 * The forgotten-password link (issue 38). A player who cannot sign in asks
 * customer service; staff who have verified them by the details on file issue
 * a link that lets the player choose a new password themselves, so nobody but
 * the player ever knows it. The link is a bearer secret:
 *
 * - its token is 256 random bits (far beyond guessing), written URL-safe;
 * - only a hash of it is stored, so a stolen database opens no account;
 * - it works for PASSWORD_RESET_LINK_TTL_MS after it is issued, once;
 * - issuing a new one for the player voids the previous one still unused, so
 *   only the link staff handed over last can be used.
 */
export const PASSWORD_RESET_LINK_TTL_MS = 30 * 60 * 1000;
/** 256 random bits: as many as a session token's. */
export const RESET_TOKEN_BYTES = 32;
/** The player app's page that opens a link. */
const PASSWORD_RESET_PATH = "/reset-password";

export interface PasswordResetLink {
  readonly id: number;
  readonly userId: number;
  /** SHA-256 of the token, hex: the token itself is never stored. */
  readonly tokenHash: string;
  /** The operator who issued it. */
  readonly issuedBy: number;
  readonly createdAtMs: number;
  readonly expiresAtMs: number;
  /** When it set a new password; null while unused. */
  readonly usedAtMs: number | null;
  /** When a newer link for the same player replaced it unused; null otherwise. */
  readonly voidedAtMs: number | null;
}

export type NewPasswordResetLink = Omit<PasswordResetLink, "id" | "usedAtMs" | "voidedAtMs">;

/** What a link can do at an instant: set a password (valid), or why not. */
export type ResetLinkState = "valid" | "expired" | "used" | "replaced";

/** A used link stays "used" after it would have expired: the player is told what happened, not merely that time ran out. */
export function resetLinkState(link: Pick<PasswordResetLink, "expiresAtMs" | "usedAtMs" | "voidedAtMs">, nowMs: number): ResetLinkState {
  if (link.usedAtMs !== null) return "used";
  if (link.voidedAtMs !== null) return "replaced";
  return nowMs < link.expiresAtMs ? "valid" : "expired";
}

/** A new link's times: issued now, valid for the TTL. */
export const resetLinkTimes = (nowMs: number): { readonly createdAtMs: number; readonly expiresAtMs: number } => ({ createdAtMs: nowMs, expiresAtMs: nowMs + PASSWORD_RESET_LINK_TTL_MS });

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Bytes as base64url without padding (RFC 4648 section 5): letters, digits, "-" and "_", safe in a URL as they are. */
export function base64Url(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) text += BASE64URL[(chunk >> (18 - 6 * k)) & 63];
  }
  return text;
}

/** The token of RESET_TOKEN_BYTES random bytes. */
export const resetTokenOf = (randomBytes: Uint8Array): string => base64Url(randomBytes);

/** How long a token is: 32 bytes are 43 base64url characters. */
const RESET_TOKEN_CHARS = Math.ceil((RESET_TOKEN_BYTES * 8) / 6);
const RESET_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${RESET_TOKEN_CHARS}}$`);

/** Whether text could be a token at all: anything else is answered "unknown" before the store is asked. */
export const isResetTokenShaped = (text: string): boolean => RESET_TOKEN_PATTERN.test(text);

/** What the store keeps of a token. */
export const resetTokenHash = (token: string): string => toHex(sha256(utf8(token)));

/** The path (with the token) staff hand to the player; the token needs no escaping. */
export const resetLinkPath = (token: string): string => `${PASSWORD_RESET_PATH}?token=${token}`;

/**
 * Tokens that name no link, per client address: 20 in 15 minutes, then the
 * address is refused until the window passes. A right token is never
 * counted. Guessing 256 bits is hopeless anyway; this keeps a script from
 * turning the page into a free database load.
 */
export const RESET_LINK_MAX_MISSES = 20;
export const RESET_LINK_MISS_WINDOW_MS = 15 * 60 * 1000;

/** The key an address's misses are counted under (in the login attempts' table, apart from every login key). */
export const resetMissKey = (address: string): string => `reset-link:${Array.from(address).slice(0, 64).join("")}`;

export function judgeResetLinkMisses(misses: number): Result<void, "LOGIN_THROTTLED"> {
  return misses >= RESET_LINK_MAX_MISSES ? fail("LOGIN_THROTTLED", { minutes: RESET_LINK_MISS_WINDOW_MS / 60_000 }) : ok(undefined);
}
