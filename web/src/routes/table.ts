import { ACCOUNT_ROUTES } from "../screens/account/routes";
import { ADMIN_ROUTES } from "../screens/admin/routes";
import { RECORDS_ROUTES } from "../screens/records/routes";
import { RESULTS_ROUTES } from "../screens/results/routes";
import { ROOM_ROUTES } from "../screens/room/routes";
import { WALLET_ROUTES } from "../screens/wallet/routes";
import { PROTECTION_ROUTES } from "../screens/protection/routes";
import { SUPPORT_ROUTES } from "../screens/support/routes";
import HomeScreen from "../screens/home/HomeScreen";
import { eagerRoute, route, type Access, type RouteDef } from "./define";
import { isConsolePath, normalizePath } from "./paths";

export type { RouteDef } from "./define";

/** Index of a screen no route answers (a deep link to something gone). */
export const NOT_FOUND_INDEX = 99;

/**
 * The screens built so far. Paths not listed here do not exist yet: a guest is
 * sent to /login (they need a session anyway), a signed-in player sees "page not found".
 */
export const ROUTES: readonly RouteDef[] = [
  eagerRoute("/", 0, HomeScreen, "guest"),
  route("/login", 1, () => import("../screens/auth/LoginScreen"), "open"),
  route("/register", 2, () => import("../screens/auth/RegisterScreen"), "open"),
  route("/terms", 3, () => import("../screens/auth/TermsScreen"), "open"),
  // The forgotten-password link customer service hands over (issue 38): the token in the query is the credential.
  route("/reset-password", 2, () => import("../screens/auth/ResetPasswordScreen"), "open"),
  route("/welcome", 3, () => import("../screens/auth/WelcomeScreen")),
  route("/language", 3, () => import("../screens/language/LanguageScreen"), "open"),
  route("/personal", 0, () => import("../screens/personal/PersonalScreen")),
  route("/setting", 2, () => import("../screens/personal/SettingScreen")),
  route("/about", 3, () => import("../screens/personal/AboutScreen")),
  route("/system", 3, () => import("../screens/personal/SystemScreen")),
  route("/changeline", 3, () => import("../screens/personal/ChangeLineScreen")),
  // Web push toggles (issue 39), reached from /personal.
  route("/notifications", 2, () => import("../screens/personal/NotificationsScreen")),
  ...ROOM_ROUTES,
  ...WALLET_ROUTES,
  ...RECORDS_ROUTES,
  ...RESULTS_ROUTES,
  ...ACCOUNT_ROUTES,
  ...PROTECTION_ROUTES,
  ...SUPPORT_ROUTES,
  ...ADMIN_ROUTES,
];

const BY_PATH = new Map(ROUTES.map((r) => [normalizePath(r.path), r]));

/** The screen of a path, case-insensitively; undefined when none is built. */
export const findRoute = (pathname: string): RouteDef | undefined => BY_PATH.get(normalizePath(pathname));

/** Who may open a path: its route's declaration; a path no screen answers needs a session (an operator's under /admin), so a guest learns nothing from probing. */
export function accessOf(pathname: string): Access {
  return findRoute(pathname)?.access ?? (isConsolePath(pathname) ? "operator" : "login");
}

export const indexOfPath = (pathname: string): number => findRoute(pathname)?.index ?? NOT_FOUND_INDEX;
