import webpush from "web-push";
import type { PushSubscriptionRecord } from "../../src/ports/store/notifications/push-subscriptions";
import type { PushMessage } from "../i18n/push-texts";
import type { VapidKeys } from "./vapid-keys";

/** How one delivery went: "gone" when the push service says the subscription no longer exists (404, 410). */
export type SendOutcome = { readonly status: "sent" } | { readonly status: "gone" } | { readonly status: "failed"; readonly reason: string };

/** A push message lives this long at the push service if the device is offline. */
const TTL_SECONDS = 6 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted push message with the web-push library: it signs the VAPID header and encrypts the payload
 * (aes128gcm, RFC 8291); the request itself goes out with fetch, so the test suite's local endpoint (plain http,
 * accepted only by a TEST_MODE server) is reached the same way as a real push service.
 */
export async function sendPush(vapid: VapidKeys, subscription: PushSubscriptionRecord, message: PushMessage): Promise<SendOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: "aes128gcm", urgency: message.tag.startsWith("round_closing") ? "high" : "normal" },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body === null ? undefined : new Uint8Array(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404 || response.status === 410) return { status: "gone" };
    if (response.status >= 200 && response.status < 300) return { status: "sent" };
    return { status: "failed", reason: `push service answered ${response.status}` };
  } catch (error) {
    return { status: "failed", reason: error instanceof Error ? error.message : String(error) };
  }
}
