import { authenticate, type SessionRefusal } from "../../src/application/accounts/sessions";
import type { AppDeps } from "../../src/application/deps";
import type { Result } from "../../src/domain/errors";
import type { User } from "../../src/domain/accounts/user";

/** How long a confirmed session is trusted without asking the store again. */
export const SESSION_CACHE_MS = 10_000;
const MAX_ENTRIES = 100_000;

/**
 * Keeps recently confirmed sessions in memory so that hot calls (the legacy
 * `heart`, polled every 2 s by every open room) cost no database query. A
 * logout through this process forgets the token at once; a revocation made
 * elsewhere (another server, an operator) takes effect within SESSION_CACHE_MS.
 * Only the identity is cached: every use case re-reads the user inside its own
 * transaction before applying a rule, so bans and balances are never stale.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: User; untilMs: number }>();

  constructor(private readonly deps: AppDeps) {}

  async authenticate(token: string | null | undefined): Promise<Result<User, SessionRefusal>> {
    const nowMs = this.deps.clock.nowMs();
    if (token) {
      const hit = this.entries.get(token);
      if (hit && hit.untilMs > nowMs) return { ok: true, value: hit.user };
    }
    const result = await authenticate(this.deps, token);
    if (result.ok && token) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(token, { user: result.value, untilMs: nowMs + SESSION_CACHE_MS });
    }
    return result;
  }

  forget(token: string): void {
    this.entries.delete(token);
  }

  /**
   * Forgets every cached session of a user but `keepToken` (an operator reset their password, or they changed
   * it from that session): the store decides again at once.
   */
  forgetUser(userId: number, keepToken: string | null = null): void {
    for (const [token, entry] of this.entries) if (entry.user.id === userId && token !== keepToken) this.entries.delete(token);
  }
}
