import { Hono } from "hono";
import type { DomainError } from "../../src/domain/errors";
import { parseLang } from "../i18n";
import { isSameSite, readCookie, SESSION_COOKIE, type AuthVia } from "../http/request-info";
import type { Services } from "../http/services";
import { envelopeJson, failure, type LegacyReply } from "./envelope";
import { readParams, text, type LegacyParams } from "./params";
import type { LegacyRoutes } from "./route";
import { readWith } from "./schemas";
import { unstorableField } from "../http/storable-text";
import { noteRequestUser } from "../logging/request-context";

/** "/index.php/api/Lottery/heart/" -> "lottery/heart": controllers and actions match whatever their case. */
export function routeKey(path: string): string {
  return path
    .replace(/^\/index\.php/i, "")
    .replace(/^\/api\//i, "")
    .replace(/\/+$/, "")
    .toLowerCase();
}

/** What dispatching a legacy call needs of the HTTP request, whichever server read it. */
export interface LegacyRequest {
  readonly method: string;
  /** The path only ("/index.php/api/Lottery/heart"). */
  readonly path: string;
  header(name: string): string | undefined;
  readonly address: string | null;
  /** This server's own origin as the request reached it ("https://lottery.example"): what a same-site Origin is. */
  readonly ownOrigin: string;
}

export interface LegacyAnswer {
  readonly status: number;
  readonly body: string;
}

export const LEGACY_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * One legacy call, its parameters already read (null: unreadable body): the
 * route, its method, the session and role it wants, and the envelope sent.
 * Shared by the Hono app and the Node fast path of heart.
 */
export async function answerLegacy(services: Services, routes: LegacyRoutes, request: LegacyRequest, params: LegacyParams | null): Promise<LegacyAnswer> {
  const answer = (r: LegacyReply): LegacyAnswer => ({ status: r.httpStatus ?? 200, body: envelopeJson(r, services.deps.clock.nowMs()) });
  const lang = parseLang(params?.lang);
  if (params === null) return answer(failure({ code: "INVALID_INPUT", params: { field: "body" } }, lang));
  const unstorable = unstorableField(params);
  if (unstorable !== null) return answer(failure({ code: "INVALID_INPUT", params: { field: unstorable } }, lang));
  const route = routes[routeKey(request.path)];
  if (!route) return answer(failure({ code: "NOT_FOUND" }, lang));
  if (route.method !== request.method) return answer(failure({ code: "INVALID_INPUT", params: { field: "method" } }, lang));
  const cookie = request.header("cookie") ?? null;
  const sent = presentToken(request.header("token")) ?? presentToken(text(params, "token"));
  const token = sent ?? presentToken(readCookie(cookie, "token")) ?? readCookie(cookie, SESSION_COOKIE) ?? null;
  // A browser sends cookies with a form another site posts; the header and the body token it cannot know.
  const via: AuthVia = token === null ? null : sent !== null ? "header" : "cookie";
  const call = { services, params, lang, token, address: request.address };
  /** Runs the handler on the route's declared parameters, read once the caller is known to be allowed. */
  const withInput = async (handle: (input: never) => Promise<LegacyReply>): Promise<LegacyAnswer> => {
    const read = route.params ? readWith(route.params, params) : { ok: true as const, value: undefined };
    return answer(read.ok ? await handle(read.value as never) : failure(read.error, lang));
  };
  if (route.auth === "none") return withInput((input) => route.handle(call, input));
  if (route.auth === "optional") {
    // A visitor's call, or a player's: a token that does not sign anyone in is answered as for a visitor.
    const user = token === null ? null : await services.sessions.authenticate(token);
    const player = user?.ok && user.value.role === "player" ? user.value : null;
    if (player) noteRequestUser(player.id);
    return withInput((input) => route.handle({ ...call, user: player, token: player ? token : null }, input));
  }
  if (route.mutates && !isSameSite({ origin: request.header("origin") ?? null, fetchSite: request.header("sec-fetch-site") ?? null, ownOrigin: request.ownOrigin, via })) {
    // The same rule as tRPC's: a change asked by another site's page with the player's cookie is not theirs.
    return answer(failure({ code: "FORBIDDEN" }, lang));
  }
  const user = await services.sessions.authenticate(token);
  if (!user.ok) return answer(failure(staleTokenOnce(services, user.error, token), lang));
  noteRequestUser(user.value.id);
  if (user.value.role !== "player") return answer(failure({ code: "FORBIDDEN" }, lang));
  return withInput((input) => route.handle({ ...call, user: user.value, token: token! }, input));
}

/**
 * A logged-out client of the original sends the header `token: null` (the literal text), and some send
 * "undefined" or nothing at all: all of them mean "no token".
 */
function presentToken(value: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === "" || trimmed === "null" || trimmed === "undefined" ? null : trimmed;
}

/** Per server: stale tokens already answered with 50014, in arrival order; bounded (a client sends few tokens). */
const toldStaleOf = new WeakMap<Services, Set<string>>();
const TOLD_STALE_KEPT = 10_000;

/**
 * Clients of the original reload the page on 50014 and send the same stale token again, forever. So a
 * token that signs no one in gets 50014 once (the client drops it and shows its login), and 401 ("please
 * log in first") from then on, which such a client answers by going to its login screen instead of reloading.
 */
function staleTokenOnce(services: Services, error: DomainError, token: string | null): DomainError {
  if (error.code !== "SESSION_INVALID" || token === null) return error;
  let toldStale = toldStaleOf.get(services);
  if (!toldStale) toldStaleOf.set(services, (toldStale = new Set()));
  if (toldStale.has(token)) return { code: "NOT_LOGGED_IN" };
  if (toldStale.size >= TOLD_STALE_KEPT) toldStale.delete(toldStale.values().next().value!);
  toldStale.add(token);
  return error;
}

/**
 * The compatibility layer for clients of the original PHP backend: the same
 * calls, envelope and quirks (LEGACY-API.md), answered by the same application
 * services as the tRPC API. Mounted at /index.php/api and at /api.
 */
export function createLegacyApp(services: Services, routes: LegacyRoutes): Hono {
  const app = new Hono();
  app.all("*", async (c) => {
    const params = await readParams(c);
    const request: LegacyRequest = {
      method: c.req.method,
      path: c.req.path,
      header: (name) => c.req.header(name),
      address: (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? null,
      ownOrigin: new URL(c.req.url).origin,
    };
    const { status, body } = await answerLegacy(services, routes, request, params);
    return new Response(body, { status, headers: { "content-type": LEGACY_CONTENT_TYPE } });
  });
  return app;
}
