import type { MiddlewareHandler } from "hono";

/**
 * Headers on every response. The page may be framed only by itself (the
 * /iframe customer-chat screen frames a same-origin page); scripts, styles and
 * connections stay on this origin (antd-mobile sets inline styles, hence
 * 'unsafe-inline' for styles only).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

/** The headers themselves, also for answers written outside Hono (the Node fast path of heart). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "X-Frame-Options": "SAMEORIGIN",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

const SECURITY_HEADER_ENTRIES = Object.entries(SECURITY_HEADERS);

/**
 * Sets them on the finished response's own headers. Hono's c.header() after
 * the handler would rebuild the response around a stream of its body once per
 * header (six times), and the Node adapter would then write that stream chunk
 * by chunk instead of the string it had: about a tenth of a bet's CPU. Headers
 * that cannot be changed (a Response.redirect's, say) get one copy of the
 * response to set them on.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const add = isBuildSubresource(c.req.path, c.res.headers) ? addSubresourceHeaders : addSecurityHeaders;
  try {
    add(c.res.headers);
  } catch {
    c.res = new Response(c.res.body, c.res);
    add(c.res.headers);
  }
};

/**
 * A script, stylesheet, font or raster image of the web build (/assets/): the
 * policy, framing, opener, referrer and permissions headers govern documents
 * (and workers, which the build has none of under /assets/), not these, so
 * they get nosniff alone: about half a kilobyte less on each of the first
 * screen's requests (issue 39's byte budget). SVG and HTML keep everything
 * (either can be opened as a document).
 */
const SUBRESOURCE_TYPE = /^\s*(?:text\/javascript|application\/javascript|text\/css|font\/|image\/(?:png|jpeg|webp|avif|gif)\b)/i;
const isBuildSubresource = (path: string, headers: Headers): boolean => path.startsWith("/assets/") && SUBRESOURCE_TYPE.test(headers.get("Content-Type") ?? "");

function addSubresourceHeaders(headers: Headers): void {
  headers.set("X-Content-Type-Options", "nosniff");
}

function addSecurityHeaders(headers: Headers): void {
  // A response that set a stricter policy of its own (a receipt image: sandboxed) keeps it.
  for (const [name, value] of SECURITY_HEADER_ENTRIES) if (!(name === "Content-Security-Policy" && headers.has(name))) headers.set(name, value);
}
