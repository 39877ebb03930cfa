import { activeGuest } from "../../src/application/support/active-guest";
import { claimGuestConversation } from "../../src/application/support/claim-guest-conversation";
import type { SupportViewer } from "../../src/application/support/support-views";
import type { User } from "../../src/domain/accounts/user";
import { isHttpsRequest, requestToken, type AuthVia } from "./request-info";
import type { Services } from "./services";
import { guestCookie, guestTokenOf } from "./support-guest-cookie";
import { currentLogger } from "../logging/request-context";

/** The customer side of a conversation a request speaks for: a signed-in player, or a guest known by their cookie (with the name they chose). */
export type SupportCustomer = { readonly kind: "player"; readonly userId: number } | { readonly kind: "guest"; readonly guestId: string; readonly displayName: string };

/** Who a request to the support desk's files comes from. */
export interface SupportRequester {
  /** The customer it speaks for; null for an operator or nobody known. */
  readonly customer: SupportCustomer | null;
  /** The operator signed in, or null. */
  readonly operatorId: number | null;
  /** How it was recognised (the cross-site rule depends on it); null when it was not. */
  readonly via: AuthVia;
}

const NOBODY: SupportRequester = { customer: null, operatorId: null, via: null };

/**
 * The one place that says who the customer is, given whom the request's
 * session signed in (null: nobody): a player signed in (session cookie or
 * bearer token) is the customer of their own conversation; with nobody signed
 * in, the guest the support cookie names, while it still does (not expired,
 * not taken over by a sign-in). An operator is nobody's customer. The tRPC
 * procedures, the live stream and the image routes all ask here.
 */
export async function supportCustomerOf(services: Services, signedIn: User | null, headers: Headers): Promise<SupportCustomer | null> {
  if (signedIn !== null) return signedIn.role === "player" ? { kind: "player", userId: signedIn.id } : null;
  const guest = await activeGuest(services.deps, guestTokenOf(headers));
  return guest === null ? null : { kind: "guest", guestId: guest.id, displayName: guest.displayName };
}

/** Who is asking, for the routes outside tRPC: an operator is the staff; anyone else is asked of `supportCustomerOf`. */
export async function supportRequester(services: Services, headers: Headers): Promise<SupportRequester> {
  const { token, via } = requestToken(headers);
  const auth = token ? await services.sessions.authenticate(token) : null;
  const signedIn = auth?.ok ? auth.value : null;
  if (signedIn?.role === "operator") return { customer: null, operatorId: signedIn.id, via };
  const customer = await supportCustomerOf(services, signedIn, headers);
  if (customer === null) return NOBODY;
  // A guest is known by a cookie, which a browser sends with another site's requests too: the cookie's cross-site rule applies.
  return { customer, operatorId: null, via: customer.kind === "guest" ? "cookie" : via };
}

/**
 * A player has just signed in (the session cookie is set on `resHeaders`): a
 * guest's cookie on this device makes the guest's conversation theirs
 * (`claimGuestConversation`), and the cookie is cleared. A cookie that names
 * nobody any more is cleared too. Signing in never fails for this: if the
 * take-over itself fails, the cookie stays, and the next sign-in tries again.
 */
export async function takeOverGuestAtSignIn(services: Services, request: Pick<Request, "url" | "headers">, resHeaders: Headers, user: User): Promise<void> {
  const token = guestTokenOf(request.headers);
  if (token === null || user.role !== "player") return;
  try {
    await claimGuestConversation(services.deps, { userId: user.id, guestToken: token });
    resHeaders.append("set-cookie", guestCookie("", isHttpsRequest(request), true));
  } catch (error) {
    currentLogger().error({ err: error, component: "support" }, "a guest's conversation could not be taken over at sign-in");
  }
}

/** Who reads a conversation's files: an operator as the staff, a customer as the owner of theirs; null for nobody. */
export function supportViewerOf(requester: SupportRequester): SupportViewer | null {
  if (requester.operatorId !== null) return { kind: "staff", operatorId: requester.operatorId };
  return requester.customer;
}
