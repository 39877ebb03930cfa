import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

/**
 * Serves the built React client. Hashed assets are cached for a year; any
 * other GET that is not an API path gets index.html (history-API fallback), so
 * deep links such as /betRoom?id=1 load the app.
 */
export function serveWebClient(app: Hono, distDir: string): void {
  const indexFile = join(distDir, "index.html");
  if (!existsSync(indexFile)) return;
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/*", serveStatic({ root: distDir }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(readFileSync(indexFile, "utf8"));
  });
}
