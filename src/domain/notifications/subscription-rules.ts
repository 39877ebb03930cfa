import { fail, ok, type Result } from "../errors";

/** A browser's push subscription as the Push API gives it (PushSubscription.toJSON()). */
export interface SubscriptionKeys {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

const MAX_ENDPOINT_CHARS = 1_000;
/** A player's subscriptions kept at once (phones, tablets, browsers); the oldest goes when one more comes. */
export const MAX_SUBSCRIPTIONS_PER_PLAYER = 10;

/** base64url without padding of a 65-byte uncompressed P-256 point: 87 characters, the first byte 0x04 ("B"). */
const P256DH = /^B[A-Za-z0-9_-]{86}$/;
/** base64url without padding of the 16-byte auth secret. */
const AUTH = /^[A-Za-z0-9_-]{22}$/;
/** A local endpoint the test suite's own push service listens on; accepted only by a TEST_MODE server. */
const LOCAL = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?\//;

/**
 * Checks a subscription before it is kept: an https endpoint of a browser's push service (http only to a local test endpoint
 * when `allowLocal`), and keys of the lengths the encryption needs. Names the first bad field.
 */
export function checkSubscription(input: SubscriptionKeys, allowLocal: boolean): Result<SubscriptionKeys, "INVALID_INPUT"> {
  const bad = (field: string) => fail("INVALID_INPUT", { field });
  if (input.endpoint.length > MAX_ENDPOINT_CHARS || !isPushEndpoint(input.endpoint, allowLocal)) return bad("endpoint");
  if (!P256DH.test(input.p256dh)) return bad("p256dh");
  if (!AUTH.test(input.auth)) return bad("auth");
  return ok(input);
}

/**
 * The browsers' push services (Chrome and Chromium browsers, Firefox, Safari, Edge on Windows). The server POSTs to
 * whatever endpoint a subscription names, so an endpoint elsewhere (an address inside the operator's network, say)
 * would let any player make the server send requests there: only these hosts, on the default port, are accepted.
 */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "android.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"];
const PUSH_SERVICE_DOMAINS = [".notify.windows.com", ".push.apple.com"];

function isPushEndpoint(endpoint: string, allowLocal: boolean): boolean {
  if (/\s/.test(endpoint)) return false;
  if (allowLocal && LOCAL.test(endpoint)) return true;
  const host = /^https:\/\/([A-Za-z0-9.-]+)\/\S*$/.exec(endpoint)?.[1]?.toLowerCase();
  if (host === undefined) return false;
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain) && host.length > domain.length);
}
