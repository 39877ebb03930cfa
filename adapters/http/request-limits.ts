import type { Context, MiddlewareHandler, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { parseLang, translate, type Lang } from "../i18n";
import { envelope, LEGACY_CODE } from "../legacy/envelope";
import { MAX_BODY_BYTES } from "../legacy/params";
import { jsonTooDeep } from "./json-depth";
import { requestLang } from "./request-info";

/**
 * Request bodies of both APIs: at most MAX_BODY_BYTES (64 KB; no call needs
 * more, and uploads have routes and limits of their own) and JSON nested at
 * most MAX_JSON_DEPTH deep. A body that declares a larger Content-Length is
 * refused before a byte of it is read; a chunked one is read only up to the
 * limit. Each API answers in its own shape: the legacy envelope (code 0) or
 * a tRPC error, in the caller's language, with HTTP 413 or 400.
 */
export type Api = "legacy" | "trpc";

const MAX_KB = MAX_BODY_BYTES / 1024;

/** The caller's language before the body is read: the legacy `lang` query parameter, then the headers. */
const langOf = (c: Context): Lang => parseLang(c.req.query("lang") ?? requestLang(c.req.raw.headers));

export type LimitRefusal = "REQUEST_TOO_LARGE" | "REQUEST_TOO_DEEP";

/** The refusal as each API words it: the legacy envelope (code 0) or a tRPC error, with HTTP 413 or 400. */
export function limitRefusal(api: Api, key: LimitRefusal, lang: Lang, nowMs: number): { status: 400 | 413; body: string } {
  const status = key === "REQUEST_TOO_LARGE" ? 413 : 400;
  const msg = translate(key, lang, { max_kb: MAX_KB });
  if (api === "legacy") return { status, body: JSON.stringify(envelope({ code: LEGACY_CODE.fail, msg, data: null }, nowMs)) };
  // The shape of every tRPC error of this API (trpc.ts errorFormatter), with tRPC's own JSON-RPC codes.
  const trpc = status === 413 ? { code: -32013, name: "PAYLOAD_TOO_LARGE" } : { code: -32600, name: "BAD_REQUEST" };
  const data = { code: trpc.name, httpStatus: status, appCode: key, params: status === 413 ? { max_kb: MAX_KB } : null };
  return { status, body: JSON.stringify({ error: { message: msg, code: trpc.code, data } }) };
}

/** Both APIs answer a refusal as JSON (the legacy envelope or tRPC's error). */
export const LIMIT_REFUSAL_CONTENT_TYPE = "application/json; charset=utf-8";

const isForm = (c: Context) => /application\/x-www-form-urlencoded|multipart\/form-data/i.test(c.req.header("content-type") ?? "");

/** The size and depth limits for one API's mount point. */
export function requestLimits(api: Api, nowMs: () => number): MiddlewareHandler {
  const refusal = (c: Context, key: LimitRefusal): Response => {
    const { status, body } = limitRefusal(api, key, langOf(c), nowMs());
    return c.body(body, status, { "content-type": LIMIT_REFUSAL_CONTENT_TYPE });
  };
  // Only for a body of undeclared length (chunked): it must be cut off as it streams in.
  const limitStream = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refusal(c, "REQUEST_TOO_LARGE") });

  /**
   * Reads a JSON body once (at most 64 KB by now), checks its depth and hands
   * the same text on to the API. Read as text, never through `.body`, the Node
   * adapter takes it straight from the socket: touching `.body` (as Hono's
   * bodyLimit does) builds a full web Request with a stream around the socket,
   * and rebuilding the request from itself would build it once more. Together
   * about a tenth of a bet's CPU. Forms are parsed by the legacy layer itself.
   */
  const passOn = async (c: Context, next: Next): Promise<Response | undefined> => {
    if (isForm(c)) {
      await next();
      return;
    }
    const raw = c.req.raw;
    const body = await raw.text();
    if (jsonTooDeep(body)) return refusal(c, "REQUEST_TOO_DEEP");
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body, signal: raw.signal });
    await next();
  };

  return async (c, next) => {
    // tRPC queries carry their input in the URL (Node caps the request line and headers at 16 KB).
    if (api === "trpc" && jsonTooDeep(c.req.query("input") ?? "")) return refusal(c, "REQUEST_TOO_DEEP");
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const headers = c.req.raw.headers;
    if (!headers.has("content-length") || headers.has("transfer-encoding")) {
      return limitStream(c, async () => {
        const refused = await passOn(c, next);
        if (refused) c.res = refused;
      });
    }
    // Declared: refused before a byte is read, else Node reads no more than declared.
    if (Number.parseInt(headers.get("content-length") ?? "0", 10) > MAX_BODY_BYTES) return refusal(c, "REQUEST_TOO_LARGE");
    return passOn(c, next);
  };
}
