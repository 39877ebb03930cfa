import { routeKey } from "../legacy/app";
import { legacyRoutes } from "../legacy/routes";
import { appRouter } from "../trpc/router";

/** Which API a request went to: the React client's tRPC, the original app's legacy layer, or anything else. */
type ApiName = "trpc" | "legacy" | "other";

export interface RequestLabels {
  readonly api: ApiName;
  /** A tRPC procedure, a legacy route, or a path template: a bounded set, whatever paths clients send. */
  readonly route: string;
}

const TRPC_PROCEDURES: ReadonlySet<string> = new Set(Object.keys(appRouter._def.procedures));
const LEGACY_ROUTES: ReadonlySet<string> = new Set(Object.keys(legacyRoutes));
const LEGACY_PATH = /^(?:\/index\.php)?\/api\//i;

/**
 * The other paths by their first segment, as templates; anything else the web
 * client's files (or a 404) answer. Unknown tRPC procedures and legacy routes
 * are "unknown", a batch of several tRPC calls is "batch" (its procedures are
 * counted one by one apart): a label never carries a value a client chose.
 */
const OTHER_TEMPLATES: ReadonlyMap<string, string> = new Map([
  ["healthz", "/healthz"],
  ["metrics", "/metrics"],
  ["fairness", "/fairness/*"],
  ["receipts", "/receipts/*"],
  ["support", "/support/*"],
  ["admin", "/admin/*"],
  ["__test__", "/__test__/*"],
]);

/** Held-open streams (server-sent events): counted by the open-streams gauge, not timed as requests. */
const STREAM_PREFIX = "/live/";

/** The labels of a request by its URL, or null for a live stream. */
export function requestLabels(url: string): RequestLabels | null {
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (path.startsWith("/trpc/")) {
    const names = path.slice("/trpc/".length);
    if (names.includes(",")) return { api: "trpc", route: "batch" };
    return { api: "trpc", route: TRPC_PROCEDURES.has(names) ? names : "unknown" };
  }
  if (LEGACY_PATH.test(path)) {
    const key = routeKey(path);
    return { api: "legacy", route: LEGACY_ROUTES.has(key) ? key : "unknown" };
  }
  if (path.startsWith(STREAM_PREFIX)) return null;
  const firstSegment = path.split("/", 2)[1] ?? "";
  return { api: "other", route: OTHER_TEMPLATES.get(firstSegment) ?? "web" };
}

/** The known tRPC procedures among a request's (one, or several in a batch), for the per-procedure call counter. */
export function trpcProcedures(url: string): readonly string[] {
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!path.startsWith("/trpc/")) return [];
  return path
    .slice("/trpc/".length)
    .split(",")
    .map((name) => (TRPC_PROCEDURES.has(name) ? name : "unknown"));
}
