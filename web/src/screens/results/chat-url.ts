import { normalizePath } from "../../routes/paths";

export type ChatTarget =
  /** A page of this site: framed. */
  | { readonly kind: "frame"; readonly src: string }
  /** Somewhere else (or a page that would frame itself): opened outside the app. */
  | { readonly kind: "external"; readonly href: string }
  /** No chat link configured. */
  | { readonly kind: "none" };

/**
 * Where the customer chat is, and whether the /iframe screen may frame it. The
 * server allows framing by its own origin only (CSP frame-ancestors 'self'), so
 * only a same-origin page is framed; /iframe itself never is (it would nest
 * forever). Only http(s) links are ever offered.
 */
export function chatTarget(link: string, origin: string): ChatTarget {
  const trimmed = link.trim();
  if (trimmed === "") return { kind: "none" };
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return { kind: "none" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { kind: "none" };
  if (url.origin !== origin) return { kind: "external", href: url.href };
  if (normalizePath(url.pathname) === "/iframe") return { kind: "none" };
  return { kind: "frame", src: url.pathname + url.search + url.hash };
}
