import type { NewPasswordResetLink, PasswordResetLink } from "../../../domain/accounts/password-reset-link";

/** The forgotten-password links staff issue (src/domain/accounts/password-reset-link.ts); only token hashes are kept. */
export interface PasswordResetLinkRepository {
  /**
   * Stores a new link and voids (at its `createdAtMs`) every link of the same player still unused, unvoided and
   * unexpired then, so at most one works; answers the new link and how many it voided. Two issues for one player
   * at once end with one working link (the later).
   */
  issue(link: NewPasswordResetLink): Promise<{ readonly link: PasswordResetLink; readonly voided: number }>;
  byTokenHash(tokenHash: string): Promise<PasswordResetLink | null>;
  /**
   * Marks the link used at `atMs` if it still works then (unused, unvoided, `atMs` before its expiry); false
   * otherwise, changing nothing. Of two uses at once, exactly one gets true.
   */
  markUsed(id: number, atMs: number): Promise<boolean>;
}
