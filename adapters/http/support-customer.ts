import type { SupportViewer } from "../../src/application/support/support-views";
import { requestToken, type AuthVia } from "./request-info";
import type { Services } from "./services";

/** The customer side of a conversation a request speaks for. */
type SupportCustomer = { readonly kind: "player"; readonly userId: number };

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
 * The one place that says who is asking: a player signed in on this site (the
 * session cookie) or through a bearer token is the customer of their own
 * conversation; an operator is the staff. Another way to recognise a customer
 * (a guest's cookie) is added here and nowhere else.
 */
export async function supportRequester(services: Services, headers: Headers): Promise<SupportRequester> {
  const { token, via } = requestToken(headers);
  const auth = token ? await services.sessions.authenticate(token) : null;
  if (!auth?.ok) return NOBODY;
  if (auth.value.role === "operator") return { customer: null, operatorId: auth.value.id, via };
  return { customer: { kind: "player", userId: auth.value.id }, operatorId: null, via };
}

/** Who reads a conversation's files: an operator as the staff, a customer as the owner of theirs; null for nobody. */
export function supportViewerOf(requester: SupportRequester): SupportViewer | null {
  if (requester.operatorId !== null) return { kind: "staff", operatorId: requester.operatorId };
  return requester.customer;
}
