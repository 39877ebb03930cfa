import { normalizePath } from "../../routes/paths";

export type ChatTarget =
  /** A page of this site: framed. */
  | { readonly kind: "frame"; readonly src: string }
  /** Somewhere else: opened outside the app. */
  | { readonly kind: "external"; readonly href: string };

/** The site's own support desk (issue 38): what /iframe frames unless the operator points the link elsewhere. */
const OWN_CHAT_PATH = "/chat";

/** Our chat page, with the topic a link opened it with (`/chat?topic=password`) and whatever query it had. */
function ownChat(search: string, hash: string, topic: string | null): string {
  const query = new URLSearchParams(search);
  if (topic !== null) query.set("topic", topic);
  const text = query.toString();
  return `${OWN_CHAT_PATH}${text === "" ? "" : `?${text}`}${hash}`;
}

/**
 * Where the customer chat is, and whether the /iframe screen may frame it. The
 * operator's customer-service link (home.content) decides; without one (or
 * with one that cannot be used) it is the site's own desk, /chat. The server
 * allows framing by its own origin only (CSP frame-ancestors 'self'), so only
 * a same-origin page is framed; /iframe itself never is (it would nest
 * forever). Only http(s) links are ever offered. A topic (a prepared request)
 * goes to our own chat page only.
 */
export function chatTarget(link: string, origin: string, topic: string | null = null): ChatTarget {
  const ours: ChatTarget = { kind: "frame", src: ownChat("", "", topic) };
  const trimmed = link.trim();
  if (trimmed === "") return ours;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return ours;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return ours;
  if (url.origin !== origin) return { kind: "external", href: url.href };
  const path = normalizePath(url.pathname);
  if (path === "/iframe") return ours;
  if (path === OWN_CHAT_PATH) return { kind: "frame", src: ownChat(url.search, url.hash, topic) };
  return { kind: "frame", src: url.pathname + url.search + url.hash };
}
