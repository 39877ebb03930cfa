import { parseLang, type Lang } from "../i18n";

/** The session cookie of the browser client: httpOnly, SameSite=Lax. */
export const SESSION_COOKIE = "sid";

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

export type AuthVia = "cookie" | "bearer" | "header" | null;

/** The session token a request carries: a bearer token, the legacy `token` header, or the session cookie. */
export function requestToken(headers: Headers): { token: string | null; via: AuthVia } {
  const authorization = headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) return { token: authorization.slice(7).trim(), via: "bearer" };
  const header = headers.get("token");
  if (header) return { token: header.trim(), via: "header" };
  const cookie = readCookie(headers.get("cookie"), SESSION_COOKIE);
  return cookie ? { token: cookie, via: "cookie" } : { token: null, via: null };
}

/** The language of a tRPC request: explicit header, then the client's cookie, then Accept-Language, then tw. */
export function requestLang(headers: Headers): Lang {
  return parseLang(headers.get("x-lang") ?? readCookie(headers.get("cookie"), "lang") ?? headers.get("accept-language"));
}

/**
 * Whether a state-changing request may be honoured: refused when a browser
 * says it comes from another site, and, for cookie sessions, when the browser
 * says nothing at all (every current browser sends Origin or Sec-Fetch-Site).
 */
export function isSameSiteRequest(request: Pick<Request, "url" | "headers">, via: AuthVia): boolean {
  return isSameSite({ origin: request.headers.get("origin"), fetchSite: request.headers.get("sec-fetch-site"), ownOrigin: new URL(request.url).origin, via });
}

/** The one rule for both APIs (isSameSiteRequest for tRPC, answerLegacy for the legacy layer), from the headers themselves. */
export function isSameSite(request: { readonly origin: string | null; readonly fetchSite: string | null; readonly ownOrigin: string; readonly via: AuthVia }): boolean {
  const { origin, fetchSite } = request;
  // A token sent in a header is the client's own doing: no other site's page can make a browser send it.
  if (request.via === "header" || request.via === "bearer") return true;
  if (origin !== null && origin !== request.ownOrigin) return false;
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  if (request.via === "cookie" && origin === null && fetchSite === null) return false;
  return true;
}

/** Whether the site is served over https (directly, or behind a proxy that says so): cookies are then Secure. */
export function isHttpsRequest(request: Pick<Request, "url" | "headers">): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/** Session cookie attributes: httpOnly (no script reads it), SameSite=Lax, Secure when served over https. */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? "; Secure" : ""}`;
}
