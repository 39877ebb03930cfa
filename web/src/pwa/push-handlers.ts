import type { ServiceWorkerScope } from "./sw-scope";

/**
 * The service worker's `push` and `notificationclick` handlers, registered by
 * sw.ts at start-up. Owned by the push notifications work (issue 39, push):
 * it adds its listeners here (scope.addEventListener("push", ...)); the
 * caching rules stay in sw.ts. Until then there is nothing to register.
 */
export function registerPushHandlers(scope: ServiceWorkerScope): void {
  void scope;
}
