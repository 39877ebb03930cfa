/** The longest display name a guest may give (the server's rule, `src/domain/support/guest-rules.ts`). */
const GUEST_NAME_MAX = 20;

/** Line breaks, other control characters and direction overrides: a name is one plain line. */
const UNPLAIN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/**
 * Checks a guest's display name before it is sent, as the server will: 1 to
 * 20 characters once trimmed (an emoji counts once), one plain line. Null when
 * fine; the server decides in the end.
 */
export function guestNameProblem(raw: string): { readonly max: number } | null {
  const name = raw.trim();
  const length = Array.from(name).length;
  return length === 0 || length > GUEST_NAME_MAX || UNPLAIN.test(name) ? { max: GUEST_NAME_MAX } : null;
}
