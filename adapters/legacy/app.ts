import { Hono } from "hono";
import { parseLang } from "../i18n";
import { readCookie, SESSION_COOKIE } from "../http/request-info";
import type { Services } from "../http/services";
import { envelope, failure, type LegacyReply } from "./envelope";
import { readParams, text } from "./params";
import type { LegacyRoutes } from "./route";

/** "/index.php/api/Lottery/heart/" -> "lottery/heart": controllers and actions match whatever their case. */
export function routeKey(path: string): string {
  return path
    .replace(/^\/index\.php/i, "")
    .replace(/^\/api\//i, "")
    .replace(/\/+$/, "")
    .toLowerCase();
}

/**
 * The compatibility layer for clients of the original PHP backend: the same
 * calls, envelope and quirks (LEGACY-API.md), answered by the same application
 * services as the tRPC API. Mounted at /index.php/api and at /api.
 */
export function createLegacyApp(services: Services, routes: LegacyRoutes): Hono {
  const app = new Hono();
  const reply = (r: LegacyReply) => new Response(JSON.stringify(envelope(r, services.deps.clock.nowMs())), {
    status: r.httpStatus ?? 200,
    headers: { "content-type": "application/json; charset=utf-8" },
  });

  app.all("*", async (c) => {
    const params = await readParams(c);
    const lang = parseLang(params?.lang);
    if (params === null) return reply(failure({ code: "INVALID_INPUT", params: { field: "body" } }, lang));
    const route = routes[routeKey(c.req.path)];
    if (!route) return reply(failure({ code: "NOT_FOUND" }, lang));
    if (route.method !== c.req.method) {
      return reply(failure({ code: "INVALID_INPUT", params: { field: "method" } }, lang));
    }
    const token = c.req.header("token") ?? text(params, "token") ?? readCookie(c.req.header("cookie") ?? null, "token") ?? readCookie(c.req.header("cookie") ?? null, SESSION_COOKIE) ?? null;
    const address = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? null;
    const call = { services, params, lang, token, address };
    if (route.auth === "none") return reply(await route.handle(call));
    const user = await services.sessions.authenticate(token);
    if (!user.ok) return reply(failure(user.error, lang));
    if (user.value.role !== "player") return reply(failure({ code: "FORBIDDEN" }, lang));
    return reply(await route.handle({ ...call, user: user.value, token: token! }));
  });
  return app;
}
