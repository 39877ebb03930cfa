import { lazy, type ComponentType, type LazyExoticComponent } from "react";

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

/** A route whose screen is its own chunk, fetched once (by the router or by an early preload). */
export function route(path: string, index: number, load: () => Promise<{ default: ComponentType }>): RouteDef {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const once = () => (loading ??= load());
  return { path, index, Screen: lazy(once), preload: once };
}
