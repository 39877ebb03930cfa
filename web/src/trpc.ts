import { QueryCache, QueryClient, MutationCache } from "@tanstack/react-query";
import { createTRPCReact, httpBatchLink, httpLink, splitLink, TRPCClientError } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../adapters/trpc/router";
import { currentLang } from "./i18n";

/** The typed hooks of the server's API (`trpc.home.games.useQuery()`, ...). */
export const trpc = createTRPCReact<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type SessionUser = NonNullable<RouterOutputs["auth"]["session"]>;

/** The server's coded refusal, if that is what `error` is: its code, the message it translated for our x-lang, and its parameters (INVALID_INPUT's `field`). */
export function appErrorOf(error: unknown): { appCode: string; message: string; params: Readonly<Record<string, unknown>> } | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  const appCode = typeof data === "object" && data !== null && "appCode" in data ? (data as { appCode: unknown }).appCode : null;
  const params: unknown = typeof data === "object" && data !== null && "params" in data ? (data as { params: unknown }).params : null;
  return typeof appCode === "string" ? { appCode, message: error.message, params: typeof params === "object" && params !== null ? (params as Record<string, unknown>) : {} } : null;
}

/** A presented session the server no longer honours: the session query is refetched, and the route guard takes over. */
const SESSION_LOST = new Set(["SESSION_INVALID", "NOT_LOGGED_IN"]);

const QUERY_RETRIES = 7;
const QUERY_RETRY_DELAY_MS = 2_000;

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // SPEC section 8: a request that does not get through is retried every 2 s, up to 7 times;
        // an answer from the server (a coded refusal) is final.
        retry: (failures, error) => appErrorOf(error) === null && failures < QUERY_RETRIES,
        retryDelay: QUERY_RETRY_DELAY_MS,
      },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({ onError: (error) => onSessionLost(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => onSessionLost(client, error) }),
  });
  return client;
}

function onSessionLost(client: QueryClient, error: unknown): void {
  const appError = appErrorOf(error);
  if (appError && SESSION_LOST.has(appError.appCode)) void client.invalidateQueries({ queryKey: [["auth", "session"]] });
}

const sameOriginFetch: typeof fetch = (input, init) => fetch(input, { ...init, credentials: "same-origin" });

/**
 * Queries are batched over HTTP with the language header; mutations go one
 * per request, as a player makes them (one order, one form), which is what the
 * server answers on its fast path for orders (adapters/http/trpc-fast-path.ts).
 * The live room does not use tRPC's subscription: it follows /live/game/:id
 * with an EventSource (see screens/room/useGameStream.ts), one serialised
 * event for all viewers.
 */
export function createTrpcClient() {
  const options = { url: "/trpc", fetch: sameOriginFetch, headers: () => ({ "x-lang": currentLang() }) };
  return trpc.createClient({
    links: [splitLink({ condition: (op) => op.type === "mutation", true: httpLink(options), false: httpBatchLink(options) })],
  });
}
