import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** Who may open a screen (SPEC section 2): anyone, guests too (home only), a signed-in player, an operator. */
export type Access = "open" | "guest" | "login" | "operator";

export interface RouteDef {
  /** The path as the specification spells it; matched without regard to case. */
  readonly path: string;
  /** Declared with the route, so a screen cannot exist without saying who may see it. */
  readonly access: Access;
  /** Meta index: how deep the screen sits. Page transitions slide by it. */
  readonly index: number;
  /** The screen: loaded on demand (its own chunk), or part of the first file for the first screen (eagerRoute). */
  readonly Screen: LazyExoticComponent<ComponentType> | ComponentType;
  /** Starts fetching the screen's code (before the router asks for it). */
  readonly preload: () => Promise<unknown>;
}

/** A route whose screen is its own chunk, fetched once (by the router or by an early preload). */
export function route(path: string, index: number, load: () => Promise<{ default: ComponentType }>, access: Access = "login"): RouteDef {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const once = () => (loading ??= load());
  return { path, access, index, Screen: lazy(once), preload: once };
}

/**
 * A route whose screen ships with the app's first file: the home page, which
 * is the first screen of a guest and of a player after login. A lazy screen
 * there would cost a round trip after the app's code (and its own small
 * chunks) before anything is drawn; every other screen stays lazy.
 */
export function eagerRoute(path: string, index: number, Screen: ComponentType, access: Access = "login"): RouteDef {
  return { path, access, index, Screen, preload: () => Promise.resolve() };
}
