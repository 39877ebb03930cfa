import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { normalizePath } from "./paths";

export interface RouteDef {
  /** The path as the specification spells it; matched without regard to case. */
  readonly path: string;
  /** Meta index: how deep the screen sits. Page transitions slide by it. */
  readonly index: number;
  /** The screen, loaded on demand (each screen is its own chunk). */
  readonly Screen: LazyExoticComponent<ComponentType>;
  /** Starts fetching the screen's code (before the router asks for it). */
  readonly preload: () => Promise<unknown>;
}

function route(path: string, index: number, load: () => Promise<{ default: ComponentType }>): RouteDef {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const once = () => (loading ??= load());
  return { path, index, Screen: lazy(once), preload: once };
}

/** Index of a screen no route answers (a deep link to something gone). */
export const NOT_FOUND_INDEX = 99;

/**
 * The screens built so far. Paths not listed here do not exist yet: a guest is
 * sent to /login (they need a session anyway), a signed-in player sees "page not found".
 */
export const ROUTES: readonly RouteDef[] = [
  route("/", 0, () => import("../screens/home/HomeScreen")),
  route("/login", 1, () => import("../screens/auth/LoginScreen")),
  route("/register", 2, () => import("../screens/auth/RegisterScreen")),
  route("/language", 3, () => import("../screens/language/LanguageScreen")),
  route("/personal", 0, () => import("../screens/personal/PersonalScreen")),
  route("/setting", 2, () => import("../screens/personal/SettingScreen")),
  route("/about", 3, () => import("../screens/personal/AboutScreen")),
  route("/system", 3, () => import("../screens/personal/SystemScreen")),
  route("/changeline", 3, () => import("../screens/personal/ChangeLineScreen")),
];

const BY_PATH = new Map(ROUTES.map((r) => [normalizePath(r.path), r]));

/** The screen of a path, case-insensitively; undefined when none is built. */
export const findRoute = (pathname: string): RouteDef | undefined => BY_PATH.get(normalizePath(pathname));

export const indexOfPath = (pathname: string): number => findRoute(pathname)?.index ?? NOT_FOUND_INDEX;
