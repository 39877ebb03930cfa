import { isGuestActive, type SupportGuest } from "../../domain/support/guest-rules";
import type { AppDeps } from "../deps";
import { tokenHash } from "../accounts/sessions";

/** A guest's cookie holds 64 lowercase hex characters; anything else is nobody, without asking the store. */
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/**
 * The guest a cookie's token names, while it still does: null for an unknown
 * token, an expired guest, or one a player's sign-in has taken over (the
 * conversation is the player's from then on).
 */
export async function activeGuest(deps: Pick<AppDeps, "store" | "clock">, token: string | null): Promise<SupportGuest | null> {
  if (token === null || !TOKEN_PATTERN.test(token)) return null;
  const guest = await deps.store.read((tx) => tx.supportGuests.guestByTokenHash(tokenHash(token)));
  return guest !== null && isGuestActive(guest, deps.clock.nowMs()) ? guest : null;
}
