import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from "node:http";
import { answerLegacy, LEGACY_CONTENT_TYPE, type LegacyRequest } from "../legacy/app";
import { MAX_BODY_BYTES, paramsFromJson } from "../legacy/params";
import { legacyRoutes } from "../legacy/routes";
import { jsonTooDeep } from "./json-depth";
import { requestLang } from "./request-info";
import { limitRefusal } from "./request-limits";
import { SECURITY_HEADERS } from "./security-headers";
import type { Services } from "./services";

/** heart at either mount, whatever the case, with trailing slashes; no query string (those go the general way). */
const HEART_PATH = /^(?:\/index\.php)?\/api\/lottery\/heart\/*$/i;
const EMPTY_QUERY = {};

type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Node's header object as [name, value] pairs a Headers can take (repeated headers joined). */
const headersOf = (req: IncomingMessage): [string, string][] =>
  Object.entries(req.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value] as [string, string]]));

const headerOf = (req: IncomingMessage) => (name: string): string | undefined => {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
};

/**
 * The legacy `heart` (every open room polls it every 2 s) answered straight on
 * Node's request and response: no web Request/Response objects, no body
 * stream, no router. The same dispatch (answerLegacy: session, role, envelope)
 * and the same handler as the Hono app, so the answer is the same byte for
 * byte but for the headers Hono adds itself. Anything unusual (another
 * method, a query string, a form body, an oversized body) is left to Hono.
 */
export function legacyHeartFastPath(services: Services): FastPath {
  return (req, res) => {
    if (req.method !== "POST" || !HEART_PATH.test(req.url ?? "")) return false;
    const type = (req.headers["content-type"] ?? "").toLowerCase();
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) return false;
    if (Number(req.headers["content-length"] ?? 0) > MAX_BODY_BYTES) return false;

    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("error", () => res.destroy());
    req.on("end", () => {
      // Like Request.text(): UTF-8 without a byte-order mark.
      const text = size > MAX_BODY_BYTES ? null : (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString("utf8").replace(/^\uFEFF/, "");
      // A chunked body over the limit or JSON nested too deep: the same refusal as on the general path.
      const limited = text === null ? "REQUEST_TOO_LARGE" : jsonTooDeep(text) ? "REQUEST_TOO_DEEP" : null;
      if (limited !== null) {
        const { status, body } = limitRefusal("legacy", limited, requestLang(new Headers(headersOf(req))), services.deps.clock.nowMs());
        res.writeHead(status, { ...SECURITY_HEADERS, "content-type": LEGACY_CONTENT_TYPE, "content-length": Buffer.byteLength(body) });
        res.end(body);
        return;
      }
      const params = paramsFromJson(EMPTY_QUERY, text!);
      const request: LegacyRequest = { method: "POST", path: req.url!, header: headerOf(req), address: req.socket.remoteAddress ?? null, ownOrigin: `http://${req.headers.host ?? "localhost"}` };
      answerLegacy(services, legacyRoutes, request, params).then(
        ({ status, body }) => {
          res.writeHead(status, { ...SECURITY_HEADERS, "content-type": LEGACY_CONTENT_TYPE, "content-length": Buffer.byteLength(body) });
          res.end(body);
        },
        (error: unknown) => {
          console.error(error);
          const body = JSON.stringify({ error: "INTERNAL_ERROR" });
          res.writeHead(500, { ...SECURITY_HEADERS, "content-type": "application/json", "content-length": Buffer.byteLength(body) });
          res.end(body);
        },
      );
    });
    return true;
  };
}

/**
 * A node:http createServer whose servers try the fast paths first and hand
 * every other request to the given listener (Hono's): pass it to serve().
 */
export function createServerWithFastPaths(services: Services): typeof createServer {
  const heart = legacyHeartFastPath(services);
  const create = (options: ServerOptions, listener?: RequestListener) =>
    createServer(options, (req, res) => {
      if (!heart(req, res)) listener?.(req, res);
    });
  return create as typeof createServer;
}
