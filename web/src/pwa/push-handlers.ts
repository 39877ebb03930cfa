import type { ExtendableEvent, ServiceWorkerScope } from "./sw-scope";

/**
 * The service worker's `push` and `notificationclick` handlers (issue 39, push), registered by sw.ts at
 * start-up; the caching rules stay in sw.ts. The server sends JSON {title, body, url, tag}
 * (adapters/i18n/push-texts.ts), already in the player's language.
 */

/** The parts of the Push API's events this worker reads (the DOM library has no worker types). */
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}

interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}

interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

interface PushScope extends ServiceWorkerScope {
  readonly location: Location;
  readonly clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

interface PushMessage {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly tag: string;
}

const ICON = "/icons/icon-192.png";

function messageOf(event: PushEvent): PushMessage | null {
  try {
    const data = event.data?.json() as Partial<PushMessage> | undefined;
    if (typeof data?.title !== "string" || typeof data.body !== "string") return null;
    return { title: data.title, body: data.body, url: typeof data.url === "string" ? data.url : "/", tag: typeof data.tag === "string" ? data.tag : "" };
  } catch {
    return null;
  }
}

/** Only a path of this app is opened from a notification, whatever a message says. */
function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== "string") return "/";
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}` : "/";
  } catch {
    return "/";
  }
}

export function registerPushHandlers(scope: ServiceWorkerScope): void {
  const worker = scope as PushScope;

  worker.addEventListener("push", (event) => {
    const message = messageOf(event as unknown as PushEvent);
    if (message === null) return;
    event.waitUntil(
      worker.registration.showNotification(message.title, {
        body: message.body,
        icon: ICON,
        badge: ICON,
        ...(message.tag ? { tag: message.tag } : {}),
        data: { url: message.url },
      }),
    );
  });

  worker.addEventListener("notificationclick", (event) => {
    const { notification } = event as unknown as NotificationEvent;
    notification.close();
    const path = sameOriginPath((notification.data as { url?: unknown } | null)?.url, worker.location.origin);
    event.waitUntil(
      (async () => {
        // An open window of the app goes to the notice's screen and comes forward; otherwise one opens there.
        const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
        if (open) {
          await open.navigate(path).catch(() => undefined);
          await open.focus();
          return;
        }
        await worker.clients.openWindow(path);
      })(),
    );
  });
}
