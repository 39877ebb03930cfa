/**
 * Paths the service worker never answers from a cache and never stores: every
 * answer here can carry money or personal data (balances, bets, the wallet,
 * the support chat, uploaded pictures). The browser fetches them from the
 * network as if there were no service worker.
 */
export const NEVER_CACHED: readonly RegExp[] = [/^\/trpc(\/|$)/, /^\/live(\/|$)/, /^\/index\.php\/api(\/|$)/, /^\/uploads?(\/|$)/, /^\/__test__(\/|$)/];

export const isNeverCached = (pathname: string): boolean => NEVER_CACHED.some((pattern) => pattern.test(pathname));

/** The page the service worker answers a navigation with when the network is gone (web/offline.html). */
export const OFFLINE_PAGE = "/offline.html";
