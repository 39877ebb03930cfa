/**
 * The service worker (built by vite-plugin-pwa's injectManifest into /sw.js).
 *
 * - Precaches the current build's player assets (the list Workbox injects as
 *   self.__WB_MANIFEST) and answers them from the cache: a repeat visit loads
 *   only the HTML from the network.
 * - Navigations go to the network first, so every page comes from the current
 *   build and the server; when the network is gone, the offline page answers
 *   (last known draw results and the rules, read from local storage).
 * - The API, the live stream, the legacy API and uploads are never touched
 *   (never-cached.ts): they carry money and personal data.
 * - A new build installs and waits; the page offers "Reload", which sends
 *   SKIP_WAITING. Only the very first install takes the open page over at once.
 */
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NEVER_CACHED, OFFLINE_PAGE } from "./never-cached";
import { registerPushHandlers } from "./push-handlers";
import type { ServiceWorkerScope } from "./sw-scope";

declare const self: ServiceWorkerScope & { readonly __WB_MANIFEST: (PrecacheEntry | string)[] };

self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// Registered before the precache route: a navigation never gets a cached page while the network answers.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    { denylist: [...NEVER_CACHED] },
  ),
);

// No directory index or clean URLs: "/" and "/x" are navigations, answered above, never from the precache.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "", cleanURLs: false });
cleanupOutdatedCaches();
clientsClaim();

registerPushHandlers(self);
