import { registerSW } from "virtual:pwa-register";

/**
 * Registers the service worker (after the page has loaded: it must not compete
 * with the first screen) and tells the page when a new build is waiting. An
 * open page looks for a new build when it comes back to the foreground and
 * once an hour.
 */
const CHECK_EVERY_MS = 60 * 60 * 1000;

let waiting = false;
let applyUpdate: ((reload?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function startServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  applyUpdate = registerSW({
    onNeedRefresh() {
      waiting = true;
      for (const listener of listeners) listener();
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      window.setInterval(check, CHECK_EVERY_MS);
      document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && check());
    },
  });
}

/** For useSyncExternalStore: whether a new build waits for the player's "Reload". */
export const updateWaiting = (): boolean => waiting;

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Activates the waiting build; the page reloads when it takes over. The reload is ours, not workbox-window's:
 * that one reloads only a page that was already controlled when it loaded, not one the first install took over.
 */
export function reloadToUpdate(): void {
  if (!applyUpdate || !navigator.serviceWorker.controller) return window.location.reload();
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
  void applyUpdate(false);
}
