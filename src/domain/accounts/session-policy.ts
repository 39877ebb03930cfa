/** A session ends 30 days after login whatever happens (absolute expiry)... */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** ...or after 7 days without use (idle expiry). */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** Touching a session on every request would write on every read; once a minute is enough for a 7-day idle limit. */
const SESSION_TOUCH_EVERY_MS = 60 * 1000;
/** 256 random bits: far beyond guessing. */
export const SESSION_TOKEN_BYTES = 32;

export interface Session {
  readonly tokenHash: string;
  readonly userId: number;
  readonly createdAtMs: number;
  readonly lastSeenAtMs: number;
  readonly revoked: boolean;
  /** The client's address at sign-in; null (or absent) when unknown. */
  readonly address?: string | null;
}

export type SessionState = "valid" | "expired" | "revoked";

/** Whether a stored session may still authenticate a request at `nowMs`. */
export function sessionState(session: Session, nowMs: number): SessionState {
  if (session.revoked) return "revoked";
  if (nowMs >= session.createdAtMs + SESSION_ABSOLUTE_MS) return "expired";
  if (nowMs >= session.lastSeenAtMs + SESSION_IDLE_MS) return "expired";
  return "valid";
}

export const needsTouch = (session: Session, nowMs: number): boolean => nowMs - session.lastSeenAtMs >= SESSION_TOUCH_EVERY_MS;
