import { SESSION_TOKEN_BYTES, needsTouch, sessionState } from "../../domain/accounts/session-policy";
import { fail, ok, type Result } from "../../domain/errors";
import { sha256, toHex, utf8 } from "../../domain/fairness/sha256";
import type { User } from "../../domain/accounts/user";
import type { StoreTx } from "../../ports/store";
import type { AppDeps } from "../deps";

/** Only a hash of the token is stored: a stolen database holds no usable session. */
export const tokenHash = (token: string): string => toHex(sha256(utf8(token)));

/** Starts a session for a user inside the caller's transaction, noting the client's address; the token is returned once and never stored. */
export async function startSession(deps: Pick<AppDeps, "random" | "clock">, tx: StoreTx, userId: number, address: string | null = null): Promise<string> {
  const token = toHex(deps.random.bytes(SESSION_TOKEN_BYTES));
  const nowMs = deps.clock.nowMs();
  await tx.sessions.create({ tokenHash: tokenHash(token), userId, createdAtMs: nowMs, lastSeenAtMs: nowMs, revoked: false, address });
  return token;
}

// Tokens are 64 lowercase hex characters; anything else is refused before touching the store.
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Who a token belongs to. Unknown, expired or revoked tokens are SESSION_INVALID
 * (the legacy layer answers 50014, on which clients reload).
 */
/** A request without a session, or with one that has ended or never was. */
export type SessionRefusal = "NOT_LOGGED_IN" | "SESSION_INVALID";

export async function authenticate(deps: AppDeps, token: string | null | undefined): Promise<Result<User, SessionRefusal>> {
  if (!token) return fail("NOT_LOGGED_IN");
  if (!TOKEN_PATTERN.test(token)) return fail("SESSION_INVALID");
  const nowMs = deps.clock.nowMs();
  const hash = tokenHash(token);
  const found = await deps.store.read((tx) => tx.sessions.byTokenHashWithUser(hash));
  if (!found || sessionState(found.session, nowMs) !== "valid") return fail("SESSION_INVALID");
  if (needsTouch(found.session, nowMs)) await deps.store.transaction((tx) => tx.sessions.touch(hash, nowMs));
  return ok(found.user);
}

/** Revokes the session of this token (logout). Harmless for an unknown token. */
export async function endSession(deps: AppDeps, token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  await deps.store.transaction((tx) => tx.sessions.revoke(tokenHash(token)));
}
