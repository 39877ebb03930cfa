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

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // A response that set a stricter policy of its own (a receipt image: sandboxed) keeps it.
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!(name === "Content-Security-Policy" && c.res.headers.has(name))) c.header(name, value);
};
