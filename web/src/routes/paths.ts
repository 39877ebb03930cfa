/**
 * Route rules that hold for every path, built or not (SPEC section 2): which
 * paths belong to the console, which show the tab bar, and how a path is
 * compared. Who may open a screen is declared with its route (table.ts).
 */

/** Paths compare without regard to case or a trailing slash: /BetRecord, /betrecord and /betRecord/ are one screen. */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/\/+$/, "");
  return lower === "" ? "/" : lower;
}

/** The bottom tab bar's screens (/room is mapped to a tab too). */
const TAB_PATHS: readonly string[] = ["/", "/wallet", "/customer", "/personal", "/room"];

/** The operator console lives under this prefix; its sign-in page is open, everything else needs an operator session. */
export const CONSOLE_PREFIX = "/admin";
export const CONSOLE_LOGIN_PATH = "/admin/login";

/** Whether a path belongs to the operator console (not the players' app). */
export const isConsolePath = (pathname: string): boolean => {
  const path = normalizePath(pathname);
  return path === CONSOLE_PREFIX || path.startsWith(`${CONSOLE_PREFIX}/`);
};

const TABS = new Set(TAB_PATHS.map(normalizePath));

export const isTabPath = (pathname: string): boolean => TABS.has(normalizePath(pathname));

export type Direction = "forward" | "back" | "none";

/** Slide direction between two screens by their meta index: deeper slides left (forward), shallower slides right (back). */
export function directionOf(fromIndex: number, toIndex: number): Direction {
  if (toIndex > fromIndex) return "forward";
  if (toIndex < fromIndex) return "back";
  return "none";
}
