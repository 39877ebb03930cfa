import type { IncomingMessage } from "node:http";
import { callTRPCProcedure, getTRPCErrorFromUnknown, getTRPCErrorShape, TRPCError, transformTRPCResponse } from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import { createContext, type Context } from "../trpc/context";
import { appRouter } from "../trpc/router";
import { logInternalError } from "../trpc/trpc";
import { bodyLeftToHono, readBody, webHeadersOf, writeAnswer, writeInternalError, type FastPath } from "./node-request";
import type { Services } from "./services";

/**
 * The orders (tRPC bet.place and bet.follow, the busiest calls a player
 * makes) answered straight on Node's request and response, as the legacy
 * heart is (fast-paths.ts). Through Hono, each order also built web Request,
 * Headers and Response objects and ran the router: bench's bet_layers_cpu_ms,
 * the CPU a bet costs beyond its use case, was 0.6 ms against 0.31 ms for the
 * use case itself.
 *
 * The procedure is called through tRPC itself (callTRPCProcedure: the same
 * middlewares, same-site check and input validation) with the same context,
 * and its answer is shaped by tRPC's own functions (error shape with this
 * API's formatter, HTTP status, response transform), so it is the answer
 * fetchRequestHandler gives for a single call, headers included. Anything
 * else goes the general way: another path or method, a query string (a batch),
 * a body that is not JSON or not of declared length within the limit, a
 * streaming `trpc-accept`, a Host header that is not a plain name.
 *
 * Only procedures that set no response header of their own may be listed:
 * this path does not send `ctx.resHeaders` (login's cookie, say).
 */
const ORDER_PROCEDURES: ReadonlySet<string> = new Set(["bet.place", "bet.follow"]);
const TRPC_PREFIX = "/trpc/";
const PLAIN_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * The headers fetchRequestHandler answers a single call with (resolveResponse), plus the `Accept-Encoding` the
 * API's compression middleware adds to every JSON answer on the general path (api-compression.ts): an order's
 * answer is too small to compress, but caches must see the same Vary either way.
 */
const TRPC_ANSWER_HEADERS = { vary: "trpc-accept, accept, Accept-Encoding", "content-type": "application/json" };

export function trpcOrderFastPath(services: Services): FastPath {
  return (req, res) => {
    if (req.method !== "POST" || !req.url?.startsWith(TRPC_PREFIX)) return false;
    const path = req.url.slice(TRPC_PREFIX.length);
    if (!ORDER_PROCEDURES.has(path)) return false;
    // tRPC's own test for a JSON body (jsonContentTypeHandler).
    if (!(req.headers["content-type"] ?? "").startsWith("application/json")) return false;
    if (req.headers["trpc-accept"] !== undefined || bodyLeftToHono(req) || !PLAIN_HOST.test(req.headers.host ?? "")) return false;

    readBody(req, res, services, "trpc", (text) => {
      answerOrder(services, req, path, text).then(
        ({ status, body }) => writeAnswer(res, status, TRPC_ANSWER_HEADERS, body),
        (error: unknown) => writeInternalError(res, error),
      );
    });
    return true;
  };
}

/** What fetchRequestHandler answers for one mutation at `path` with this body. */
async function answerOrder(services: Services, req: IncomingMessage, path: string, text: string): Promise<{ status: number; body: string }> {
  const scheme = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  const request = { url: `${scheme}://${req.headers.host}${req.url}`, headers: webHeadersOf(req) };
  let ctx: Context | undefined;
  let input: unknown;
  let answer: { result: { data: unknown } } | { error: ReturnType<typeof getTRPCErrorShape> };
  try {
    ctx = await createContext(services, request, new Headers(), req.socket.remoteAddress ?? null);
    const data: unknown = await callTRPCProcedure({
      router: appRouter,
      path,
      type: "mutation",
      ctx,
      signal: undefined,
      batchIndex: 0,
      // As tRPC reads a JSON body: parsed once, an unparsable one is a BAD_REQUEST with the parser's message.
      getRawInput: async () => {
        // Read by the middleware that refuses unstorable text and again by the input parser: parsed once.
        if (input !== undefined) return input;
        try {
          input = JSON.parse(text);
        } catch (cause) {
          throw new TRPCError({ code: "BAD_REQUEST", message: cause instanceof Error ? cause.message : "Invalid input", cause });
        }
        return input;
      },
    });
    answer = { result: { data } };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    logInternalError({ error });
    answer = { error: getTRPCErrorShape({ config: appRouter._def._config, ctx, error, input, path, type: "mutation" }) };
  }
  return { status: getHTTPStatusCode(answer), body: JSON.stringify(transformTRPCResponse(appRouter._def._config, answer)) };
}
