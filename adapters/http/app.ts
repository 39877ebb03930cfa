import { Hono } from "hono";
import { drawProof } from "../../src/application/queries/draw-proof";
import type { AppDeps } from "../../src/application/deps";

/**
 * The HTTP surface. The tRPC API, the legacy /index.php/api layer and the web
 * client mount here (see the server issue); for now the health check and the
 * public proof of any draw.
 */
export function createHttpApp(deps: AppDeps): Hono {
  const app = new Hono();

  app.get("/healthz", (c) => c.json({ ok: true, store: deps.store.dialect, timeMs: deps.clock.nowMs() }));

  app.get("/fairness/:gameId/:issue", async (c) => {
    const gameId = Number(c.req.param("gameId"));
    const issue = c.req.param("issue");
    if (!Number.isSafeInteger(gameId) || gameId <= 0 || !/^\d{11,14}$/.test(issue)) return c.json({ error: "INVALID_INPUT" }, 400);
    const proof = await deps.store.read((tx) => drawProof(tx, gameId, issue, deps.clock.nowMs()));
    return proof.ok ? c.json(proof.value) : c.json({ error: proof.error.code }, 404);
  });

  app.onError((error, c) => {
    console.error(error);
    return c.json({ error: "INTERNAL" }, 500);
  });
  return app;
}
