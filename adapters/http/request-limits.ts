import type { Context, MiddlewareHandler } from "hono";
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

const isForm = (c: Context) => /application\/x-www-form-urlencoded|multipart\/form-data/i.test(c.req.header("content-type") ?? "");

/** The size and depth limits for one API's mount point. */
export function requestLimits(api: Api, nowMs: () => number): MiddlewareHandler {
  const refusal = (c: Context, key: LimitRefusal): Response => {
    const { status, body } = limitRefusal(api, key, langOf(c), nowMs());
    return c.body(body, status, { "content-type": "application/json; charset=utf-8" });
  };
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refusal(c, "REQUEST_TOO_LARGE") });
  return async (c, next) => {
    // tRPC queries carry their input in the URL (Node caps the request line and headers at 16 KB).
    if (api === "trpc" && jsonTooDeep(c.req.query("input") ?? "")) return refusal(c, "REQUEST_TOO_DEEP");
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    return limit(c, async () => {
      if (!isForm(c) && c.req.raw.body !== null) {
        // At most 64 KB by now: read it once, and hand the same text on to the API.
        const body = await c.req.raw.text();
        if (jsonTooDeep(body)) {
          c.res = refusal(c, "REQUEST_TOO_DEEP");
          return;
        }
        c.req.raw = new Request(c.req.raw, { body });
      }
      await next();
    });
  };
}
