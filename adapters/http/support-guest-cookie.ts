import { GUEST_TTL_MS } from "../../src/domain/support/guest-rules";
import { readCookie } from "./request-info";

/** The cookie that keeps a support desk guest (issue 38): httpOnly, SameSite=Lax, Secure over https, like the session's. */
const GUEST_COOKIE = "support_guest";

/** The guest token a request's cookie carries, or null. */
export const guestTokenOf = (headers: Headers): string | null => readCookie(headers.get("cookie"), GUEST_COOKIE);

/** Sets the guest's cookie for as long as the guest lasts (30 days); an empty token with `clear` removes it. */
export function guestCookie(token: string, secure: boolean, clear = false): string {
  const maxAgeSeconds = clear ? 0 : Math.floor(GUEST_TTL_MS / 1000);
  return `${GUEST_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? "; Secure" : ""}`;
}
