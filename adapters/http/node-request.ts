import { AsyncResource } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_BODY_BYTES } from "../legacy/params";
import { jsonTooDeep } from "./json-depth";
import { requestLang } from "./request-info";
import { LIMIT_REFUSAL_CONTENT_TYPE, limitRefusal, type Api, type LimitRefusal } from "./request-limits";
import { SECURITY_HEADERS } from "./security-headers";
import type { Services } from "./services";
import { currentLogger } from "../logging/request-context";

/**
 * What the fast paths (fast-paths.ts) share: reading a body and writing an
 * answer straight on Node's request and response, with the same limits and
 * headers as the general path through Hono (request-limits.ts,
 * security-headers.ts).
 */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Node's header object as [name, value] pairs a Headers can take (repeated headers joined). */
const headerPairs = (req: IncomingMessage): [string, string][] =>
  Object.entries(req.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value] as [string, string]]));

export const webHeadersOf = (req: IncomingMessage): Headers => new Headers(headerPairs(req));

/** Whether a body the general path would read is left to it: undeclared (chunked) or declared over the limit. */
export const bodyLeftToHono = (req: IncomingMessage): boolean =>
  req.headers["transfer-encoding"] !== undefined || req.headers["content-length"] === undefined || Number(req.headers["content-length"]) > MAX_BODY_BYTES;

/** Writes a whole answer with the security headers every answer carries. */
export function writeAnswer(res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, ...headers, "content-length": Buffer.byteLength(body) });
  res.end(body);
}

/**
 * Reads the body as text (UTF-8 without a byte-order mark, like Request.text())
 * and hands it on, or answers the refusal the general path gives in `api`'s
 * shape: JSON nested too deep, or a body over MAX_BODY_BYTES. The second is
 * answered the moment the limit is passed, as Hono's bodyLimit does on the
 * general path, not after a chunked body of any size has streamed in; the
 * connection is closed behind the answer so that the rest is not read.
 */
export function readBody(req: IncomingMessage, res: ServerResponse, services: Services, api: Api, then: (text: string) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  const refuse = (limited: LimitRefusal, headers: Record<string, string> = {}) => {
    const { status, body } = limitRefusal(api, limited, requestLang(webHeadersOf(req)), services.deps.clock.nowMs());
    writeAnswer(res, status, { "content-type": LIMIT_REFUSAL_CONTENT_TYPE, ...headers }, body);
  };
  req.on("data", (chunk: Buffer) => {
    if (refused) return;
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) {
      chunks.push(chunk);
      return;
    }
    refused = true;
    chunks.length = 0;
    refuse("REQUEST_TOO_LARGE", { connection: "close" });
  });
  req.on("error", () => res.destroy());
  // Bound to the request's async context: the stream's events would lose it, and with it the request id of the lines the answer causes.
  req.on("end", AsyncResource.bind(() => {
    if (refused) return;
    const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString("utf8").replace(/^\uFEFF/, "");
    if (jsonTooDeep(text)) refuse("REQUEST_TOO_DEEP");
    else then(text);
  }));
}

/** An answer that failed unexpectedly: logged, and answered as the app's onError does. */
export function writeInternalError(res: ServerResponse, error: unknown): void {
  currentLogger().error({ err: error }, "request failed");
  writeAnswer(res, 500, { "content-type": "application/json" }, JSON.stringify({ error: "INTERNAL_ERROR" }));
}
