import { useSyncExternalStore } from "react";

/**
 * Dark mode follows the system setting (issue 39). Our tokens switch by themselves (tokens.css, a media query);
 * antd-mobile's dark values key on `html[data-prefers-color-scheme='dark']`, so the attribute mirrors the query
 * and follows its changes. Canvas drawings (charts) cannot read CSS variables: they read the tokens' computed values
 * with tokenColor() and redraw when useColorScheme() changes.
 */
type ColorScheme = "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function darkQuery(): MediaQueryList | undefined {
  return typeof window === "undefined" || !window.matchMedia ? undefined : window.matchMedia(DARK_QUERY);
}

function currentScheme(): ColorScheme {
  return darkQuery()?.matches ? "dark" : "light";
}

function subscribeScheme(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Marks the page with the system's scheme now and on every change; called once at start. */
export function followColorScheme(): void {
  const mark = () => {
    document.documentElement.setAttribute("data-prefers-color-scheme", currentScheme());
  };
  mark();
  subscribeScheme(mark);
}

/** The system's scheme, re-rendering the caller when it changes. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribeScheme, currentScheme, () => "light");
}

/** A colour token's value as the page computes it now (for canvas drawings), e.g. tokenColor("--text-secondary"). */
export function tokenColor(name: `--${string}`): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}
