import type { Hono } from "hono";
import { judgeScrape, type MetricsAccess } from "./metrics-access";
import type { ServerMetrics } from "./server-metrics";

/**
 * GET /metrics: the server's metrics for Prometheus, not public. Allowed from
 * the addresses METRICS_ALLOW names or with METRICS_TOKEN as a bearer token
 * (metrics-access.ts); a wrong token gets 403 and anyone else the same 404 as
 * any unknown path, with nothing said about why.
 */
export function mountMetrics(app: Hono, metrics: ServerMetrics, access: MetricsAccess, addressOf: (env: unknown) => string | null): void {
  app.get("/metrics", async (c) => {
    const verdict = judgeScrape(access, addressOf(c.env), c.req.header("authorization"));
    if (verdict === "forbidden") return c.text("Forbidden", 403);
    if (verdict === "not-found") return c.text("Not Found", 404);
    const { body, contentType } = await metrics.scrape();
    return c.body(body, 200, { "content-type": contentType, "cache-control": "no-store" });
  });
}
