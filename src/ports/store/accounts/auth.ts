import type { User } from "../../../domain/accounts/user";
import type { Session } from "../../../domain/accounts/session-policy";

export interface SessionRepository {
  create(session: Session): Promise<void>;
  byTokenHash(tokenHash: string): Promise<Session | null>;
  /** The session with its user, in one round trip (every request of a session not cached asks); null when either is gone. */
  byTokenHashWithUser(tokenHash: string): Promise<{ readonly session: Session; readonly user: User } | null>;
  /**
   * The user's sign-in before the session of `tokenHash`: their newest other session started no later than it
   * (revoked or expired ones count: they were sign-ins); null for a first sign-in, or when the token is not theirs.
   */
  previousOf(userId: number, tokenHash: string): Promise<Session | null>;
  touch(tokenHash: string, atMs: number): Promise<void>;
  revoke(tokenHash: string): Promise<void>;
  /** Ends every session of the user but the one with `exceptTokenHash` (none kept when null). */
  revokeAllOfUser(userId: number, exceptTokenHash?: string | null): Promise<void>;
}

export interface CaptchaRepository {
  create(captcha: { readonly id: string; readonly answer: string; readonly expiresAtMs: number }): Promise<void>;
  /** Deletes the challenge and answers its text if it had not expired; null for unknown, used or expired ones. Also purges expired ones. */
  consume(id: string, nowMs: number): Promise<string | null>;
}

export interface LoginAttemptRepository {
  /** Holds a key until the transaction ends, so that counting and recording an attempt is one step under concurrency. */
  lock(key: string): Promise<void>;
  /** Records a failure under a key; `detail` says more (the account an address tried). */
  recordFailure(key: string, atMs: number, detail: string | null): Promise<void>;
  /** A key's failures since an instant: how many, how many distinct details, and the latest. */
  failuresSince(key: string, sinceMs: number): Promise<{ readonly count: number; readonly distinct: number; readonly lastMs: number | null }>;
  /** Forgets a key's failures (only those with `detail` when one is given). */
  clear(key: string, detail: string | null): Promise<void>;
}
