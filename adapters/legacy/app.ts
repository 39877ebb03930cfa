import { Hono } from "hono";
import { parseLang } from "../i18n";
import { readCookie, SESSION_COOKIE } from "../http/request-info";
import type { Services } from "../http/services";
import { envelopeJson, failure, type LegacyReply } from "./envelope";
import { readParams, text, type LegacyParams } from "./params";
import type { LegacyRoutes } from "./route";

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
  const route = routes[routeKey(request.path)];
  if (!route) return answer(failure({ code: "NOT_FOUND" }, lang));
  if (route.method !== request.method) return answer(failure({ code: "INVALID_INPUT", params: { field: "method" } }, lang));
  const cookie = request.header("cookie") ?? null;
  const token = request.header("token") ?? text(params, "token") ?? readCookie(cookie, "token") ?? readCookie(cookie, SESSION_COOKIE) ?? null;
  const call = { services, params, lang, token, address: request.address };
  if (route.auth === "none") return answer(await route.handle(call));
  const user = await services.sessions.authenticate(token);
  if (!user.ok) return answer(failure(user.error, lang));
  if (user.value.role !== "player") return answer(failure({ code: "FORBIDDEN" }, lang));
  return answer(await route.handle({ ...call, user: user.value, token: token! }));
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
    };
    const { status, body } = await answerLegacy(services, routes, request, params);
    return new Response(body, { status, headers: { "content-type": LEGACY_CONTENT_TYPE } });
  });
  return app;
}
