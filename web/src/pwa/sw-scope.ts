/**
 * The few service-worker types this project uses. The TypeScript program has
 * the DOM library, which cannot be combined with the WebWorker one, so the
 * worker's global scope is declared here (and the push lane adds PushEvent
 * and NotificationEvent the same way in push-handlers.ts).
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

export interface ServiceWorkerScope {
  readonly registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: string, listener: (event: ExtendableEvent) => void): void;
}
