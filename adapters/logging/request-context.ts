import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { requestIdFrom, rootLogger, type Logger } from "./logger";

interface RequestScope {
  readonly requestId: string;
  readonly log: Logger;
  userId: number | null;
}

// Every line a request causes, however deep (use cases' adapters, the stores, a tRPC error), carries its id: the
// scope follows the request's async work, so nothing has to pass a logger down.
const scope = new AsyncLocalStorage<RequestScope>();

/** The logger for the work at hand: the current request's child (with its id) or the process' logger. */
export function currentLogger(): Logger {
  return scope.getStore()?.log ?? rootLogger();
}

/** The signed-in account of the current request, once a session was read: it goes on the access line. */
export function noteRequestUser(userId: number): void {
  const current = scope.getStore();
  if (current) current.userId = userId;
}

/** What the access line names: the path without its query string (login-ish calls carry secrets there), and tRPC's procedure(s). */
function describe(url: string): { path: string; procedure?: string } {
  const path = url.split("?", 1)[0]!;
  const trpc = /^\/trpc\/(.+)$/.exec(path);
  return trpc ? { path: "/trpc", procedure: decodeURIComponent(trpc[1]!).slice(0, 300) } : { path: path.slice(0, 300) };
}

/**
 * Runs a request inside its logging scope: takes a sane incoming X-Request-Id or makes one, echoes it in the
 * response header, and writes one access line when the response is done (or the client went away: streams).
 * Never the body, the query string or the headers: they hold passwords, tokens, card numbers and addresses.
 */
export function withRequestLog(req: IncomingMessage, res: ServerResponse, handle: () => void): void {
  const header = req.headers["x-request-id"];
  const requestId = requestIdFrom(Array.isArray(header) ? header[0] : header);
  const state: RequestScope = { requestId, log: rootLogger().child({ requestId }), userId: null };
  res.setHeader("X-Request-Id", requestId);
  const startedMs = performance.now();
  res.once("close", () => {
    const durationMs = Math.round((performance.now() - startedMs) * 10) / 10;
    const line = { method: req.method, ...describe(req.url ?? "/"), status: res.statusCode, durationMs, ...(state.userId !== null ? { userId: state.userId } : {}), ...(res.writableFinished ? {} : { aborted: true }) };
    if (res.statusCode >= 500) state.log.warn(line, "request");
    else state.log.info(line, "request");
  });
  scope.run(state, handle);
}
