import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { Hono } from "hono";
import { chainAnchors } from "../../src/application/fairness/chain-anchors";
import { drawProof } from "../../src/application/fairness/draw-proof";
import { createLegacyApp } from "../legacy/app";
import { legacyRoutes } from "../legacy/routes";
import { createContext } from "../trpc/context";
import { appRouter } from "../trpc/router";
import { logInternalError } from "../trpc/trpc";
import { mountLiveStream } from "./live-stream";
import { mountSupportStream } from "./support-stream";
import { mountExports } from "./exports";
import { mountReceipts } from "./receipts";
import { mountSupportImages } from "./support-images";
import { requestLimits } from "./request-limits";
import { LedgerHealthCheck } from "./ledger-health";
import { DrawHealthCheck } from "./draw-health";
import { DEFAULT_LIVE_STREAMS_PER_ADDRESS, StreamQuota } from "./stream-quota";
import { securityHeaders } from "./security-headers";
import type { Services } from "./services";
import { serveWebClient } from "./web-client";
import { compressApi } from "./api-compression";
import { currentLogger } from "../logging/request-context";
import { mountMetrics } from "../metrics/metrics-route";
import type { MetricsAccess } from "../metrics/metrics-access";
import type { ServerMetrics } from "../metrics/server-metrics";

type NodeEnv = { incoming?: { socket?: { remoteAddress?: string } } };
const remoteAddress = (env: unknown): string | null => (env as NodeEnv | undefined)?.incoming?.socket?.remoteAddress ?? null;

/**
 * One HTTP surface for everything: /trpc (the typed API), /index.php/api and
 * /api (the legacy layer), /healthz, the public draw proofs and the web client.
 */
export function createHttpApp(services: Services, options: { webDist?: string; liveStreamsPerAddress?: number; metrics?: { readonly registry: ServerMetrics; readonly access: MetricsAccess } } = {}): Hono {
  const { deps } = services;
  // Live streams one address may hold open (the rooms' SSE, the one live pipeline).
  const streams = new StreamQuota(options.liveStreamsPerAddress ?? DEFAULT_LIVE_STREAMS_PER_ADDRESS);
  const app = new Hono();
  app.use("*", securityHeaders);

  const ledger = new LedgerHealthCheck(deps);
  const draws = new DrawHealthCheck(deps);
  // Always 200 while the process serves: a stalled draw or an unbalanced ledger is the whole installation's (the
  // database, the leader), and a load balancer that took this server out for it would only stop the records,
  // deposits and withdrawals it can still serve. The alarm is in `status` and `reasons`, for people and monitors.
  app.get("/healthz", async (c) => {
    const [books, stalled] = await Promise.all([ledger.current(), draws.current()]);
    const reasons = [
      ...(books.balanced ? [] : [{ reason: "ledger_unbalanced" as const }]),
      ...stalled.map((draw) => ({ reason: "draw_stalled" as const, gameId: draw.gameId, issue: draw.issue, lateMs: draw.lateMs })),
    ];
    return c.json({ ok: true, status: reasons.length === 0 ? "ok" : "degraded", reasons, timeMs: deps.clock.nowMs(), ledger: books });
  });
  // Prometheus' scrape, for the configured addresses or a bearer token only; the ledger's state from the same cache.
  if (options.metrics) {
    options.metrics.registry.watchLedger(() => ledger.current());
    options.metrics.registry.watchLiveStreams(() => streams.openNow());
    options.metrics.registry.watchStalledDraws(() => draws.current());
    mountMetrics(app, options.metrics.registry, options.metrics.access, remoteAddress);
  }

  // Each game's seed chains: anchors and creation times, public before a chain's first round is sold.
  app.get("/fairness/chains/:gameId", async (c) => {
    const gameId = Number(c.req.param("gameId"));
    if (!Number.isSafeInteger(gameId) || gameId <= 0) return c.json({ error: "INVALID_INPUT" }, 400);
    return c.json({ gameId, chains: await chainAnchors(deps, gameId) });
  });

  app.get("/fairness/:gameId/:issue", async (c) => {
    const gameId = Number(c.req.param("gameId"));
    const issue = c.req.param("issue");
    if (!Number.isSafeInteger(gameId) || gameId <= 0 || !/^\d{11,14}$/.test(issue)) return c.json({ error: "INVALID_INPUT" }, 400);
    const proof = await deps.store.read((tx) => drawProof(tx, deps.seedVault, gameId, issue));
    return proof.ok ? c.json(proof.value) : c.json({ error: proof.error.code }, 404);
  });

  app.use("/trpc/*", requestLimits("trpc", () => deps.clock.nowMs()));
  app.use("/trpc/*", compressApi);
  app.all("/trpc/*", (c) =>
    fetchRequestHandler({
      endpoint: "/trpc",
      req: c.req.raw,
      router: appRouter,
      createContext: ({ req, resHeaders }) => createContext(services, req, resHeaders, remoteAddress(c.env)),
      onError: logInternalError,
    }),
  );

  // The web room's live stream: plain SSE, each event serialised once for all its viewers.
  mountLiveStream(app, services, streams, remoteAddress);
  // The support desk's threads and inbox: plain SSE, resumed after the last message number (issue 38).
  mountSupportStream(app, services, streams, remoteAddress);
  // Deposit receipts: files, so outside tRPC, with a size limit of their own (2 MB).
  mountReceipts(app, services);
  // Images in support conversations: files like receipts, under the same rules (issue 38).
  mountSupportImages(app, services, remoteAddress);
  // The console's lists as CSV files, streamed a page at a time.
  mountExports(app, services);

  for (const mount of ["/index.php/api/*", "/api/*"]) app.use(mount, requestLimits("legacy", () => deps.clock.nowMs()));
  const legacy = createLegacyApp(services, legacyRoutes);
  app.route("/index.php/api", legacy);
  app.route("/api", legacy);

  if (services.testMode) {
    // Browser tests cannot read the drawn captcha; only a TEST_MODE server answers this.
    app.get("/__test__/captcha/:id", (c) => {
      const text = services.testCaptchas.get(c.req.param("id"));
      return text ? c.json({ text }) : c.json({ error: "NOT_FOUND" }, 404);
    });
  }

  if (options.webDist) serveWebClient(app, options.webDist);

  app.onError((error, c) => {
    currentLogger().error({ err: error }, "request failed");
    return c.json({ error: "INTERNAL_ERROR" }, 500);
  });
  return app;
}
