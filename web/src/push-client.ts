/**
 * The browser's side of web push (issue 39): asks the notification permission (only when the player turns a
 * notice on) and subscribes this browser's service worker with the server's VAPID public key.
 */
export type PushOutcome =
  | { readonly kind: "subscribed"; readonly endpoint: string; readonly keys: { readonly p256dh: string; readonly auth: string } }
  | { readonly kind: "denied" }
  | { readonly kind: "unsupported" };

/** How long to wait for the service worker before saying this browser cannot take push. */
const WORKER_WAIT_MS = 10_000;

const pushSupported = (): boolean => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** "granted", "denied" or "default" (not asked yet); "unsupported" where the browser has no push. */
export const pushPermission = (): NotificationPermission | "unsupported" => (pushSupported() ? Notification.permission : "unsupported");

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks the permission if it was never asked, then answers this browser's subscription (an existing one kept). */
export async function subscribeThisBrowser(publicKey: string): Promise<PushOutcome> {
  if (!pushSupported()) return { kind: "unsupported" };
  const permission = Notification.permission === "default" ? await Notification.requestPermission() : Notification.permission;
  if (permission !== "granted") return { kind: "denied" };
  const registration = await Promise.race([navigator.serviceWorker.ready, new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS))]);
  if (registration === null) return { kind: "unsupported" };
  const subscription =
    (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return { kind: "unsupported" };
  return { kind: "subscribed", endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/**
 * Stops this browser's push (at sign-out, so the next person on a shared phone never sees the previous player's
 * notices): the server forgets the player's subscription, the browser drops it. Never blocks sign-out for long.
 */
export async function dropThisBrowsersPush(forget: (endpoint: string) => Promise<unknown>): Promise<void> {
  if (!pushSupported()) return;
  const work = (async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await forget(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe().catch(() => undefined);
  })().catch(() => undefined);
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, 2_000))]);
}
