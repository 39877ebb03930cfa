/**
 * Route rules that hold for every path, built or not (SPEC section 2): which
 * paths are open, which show the tab bar, and how a path is compared.
 */

/** Paths compare without regard to case or a trailing slash: /BetRecord, /betrecord and /betRecord/ are one screen. */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/\/+$/, "");
  return lower === "" ? "/" : lower;
}

/** No login needed. */
const OPEN_PATHS: readonly string[] = ["/login", "/register", "/language", "/setSecurityCode", "/customer", "/iframe"];
/** Guests may look at the home page; everything else needs a session. */
const GUEST_PATHS: readonly string[] = ["/"];
/** The bottom tab bar's screens (/room is mapped to a tab too). */
const TAB_PATHS: readonly string[] = ["/", "/wallet", "/customer", "/personal", "/room"];

/** The operator console lives under this prefix; its sign-in page is open, everything else needs an operator session. */
export const CONSOLE_PREFIX = "/admin";
export const CONSOLE_LOGIN_PATH = "/admin/login";

export type Access = "open" | "guest" | "login" | "operator";

/** Whether a path belongs to the operator console (not the players' app). */
export const isConsolePath = (pathname: string): boolean => {
  const path = normalizePath(pathname);
  return path === CONSOLE_PREFIX || path.startsWith(`${CONSOLE_PREFIX}/`);
};

const OPEN = new Set(OPEN_PATHS.map(normalizePath));
const GUEST = new Set(GUEST_PATHS.map(normalizePath));
const TABS = new Set(TAB_PATHS.map(normalizePath));

/** What a path needs; a path no screen answers needs a session too, so a guest learns nothing from probing. */
export function accessOf(pathname: string): Access {
  const path = normalizePath(pathname);
  if (OPEN.has(path)) return "open";
  if (GUEST.has(path)) return "guest";
  if (path === CONSOLE_LOGIN_PATH) return "open";
  if (isConsolePath(path)) return "operator";
  return "login";
}

export const isTabPath = (pathname: string): boolean => TABS.has(normalizePath(pathname));

export type Direction = "forward" | "back" | "none";

/** Slide direction between two screens by their meta index: deeper slides left (forward), shallower slides right (back). */
export function directionOf(fromIndex: number, toIndex: number): Direction {
  if (toIndex > fromIndex) return "forward";
  if (toIndex < fromIndex) return "back";
  return "none";
}
