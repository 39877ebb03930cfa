import { createServer, type IncomingMessage, type RequestListener, type ServerOptions } from "node:http";
import { answerLegacy, LEGACY_CONTENT_TYPE, type LegacyRequest } from "../legacy/app";
import { MAX_BODY_BYTES, paramsFromJson } from "../legacy/params";
import { legacyRoutes } from "../legacy/routes";
import { readBody, writeAnswer, writeInternalError, type FastPath } from "./node-request";
import type { Services } from "./services";
import { trpcOrderFastPath } from "./trpc-fast-path";
import { withRequestLog } from "../logging/request-context";

/** heart at either mount, whatever the case, with trailing slashes; no query string (those go the general way). */
const HEART_PATH = /^(?:\/index\.php)?\/api\/lottery\/heart\/*$/i;
const EMPTY_QUERY = {};

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

    readBody(req, res, services, "legacy", (text) => {
      const params = paramsFromJson(EMPTY_QUERY, text);
      const request: LegacyRequest = { method: "POST", path: req.url!, header: headerOf(req), address: req.socket.remoteAddress ?? null, ownOrigin: `http://${req.headers.host ?? "localhost"}` };
      answerLegacy(services, legacyRoutes, request, params).then(
        ({ status, body }) => writeAnswer(res, status, { "content-type": LEGACY_CONTENT_TYPE }, body),
        (error: unknown) => writeInternalError(res, error),
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
  const orders = trpcOrderFastPath(services);
  const metrics = services.metrics;
  const create = (options: ServerOptions, listener?: RequestListener) =>
    createServer(options, (req, res) => {
      // Every request is timed here, fast paths included: /metrics sees what the clients see.
      metrics?.timeRequest(req, res);
      // ... and logged here: a request id and one access line for every request, fast paths included.
      withRequestLog(req, res, () => {
        if (!heart(req, res) && !orders(req, res)) listener?.(req, res);
      });
    });
  return create as typeof createServer;
}
