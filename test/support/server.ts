import { drawDigits } from "../../src/domain/fairness/draw";
import type { Hono } from "hono";
import type { AppDeps } from "../../src/application/deps";
import { installGames, STANDARD_GAMES } from "../../src/application/games/install-games";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import type { DrawScheme } from "../../src/domain/rounds/round";
import { DEFAULT_SCHEDULE, type ScheduleConfig } from "../../src/domain/rounds/schedule";
import type { DomainEvent } from "../../src/ports/events";
import type { Store } from "../../src/ports/store";
import { InProcessEventBus } from "../../adapters/events/in-process-bus";
import { createHttpApp } from "../../adapters/http/app";
import { RoomViewers } from "../../adapters/live/room-viewers";
import { SessionCache } from "../../adapters/http/session-cache";
import type { Services } from "../../adapters/http/services";
import { MemoryLiveRooms } from "../../adapters/live/memory-live-rooms";
import { createContext } from "../../adapters/trpc/context";
import { appRouter } from "../../adapters/trpc/router";
import { createCallerFactory } from "../../adapters/trpc/trpc";
import { FastHasher, ManualClock, SeededRandom, testSeedVault } from "./fakes";
import { FIRST_ROUND_2026_11_22_MS } from "./app";

export interface TestServer {
  readonly services: Services;
  readonly deps: AppDeps;
  readonly app: Hono;
  readonly clock: ManualClock;
  readonly engine: RoundEngine;
  readonly events: DomainEvent[];
  /** A tRPC caller as a browser on this origin would be, with the given session token (or none). */
  caller(token?: string | null, options?: { lang?: string; origin?: string | null }): Promise<ReturnType<typeof appCaller>>;
  /** Moves the clock and lets the round driver catch up, as the server's timer would. */
  advanceTo(ms: number): Promise<void>;
  close(): Promise<void>;
}

const appCaller = createCallerFactory(appRouter);
export const TEST_ORIGIN = "http://lottery.test";

/** The whole server in-process: real store, live state, both APIs; a manual clock and seeded randomness. */
export async function testServer(
  store: Store,
  options: { schedule?: ScheduleConfig; startMs?: number; liveStreamsPerAddress?: number; drawScheme?: DrawScheme; openSignup?: boolean; signupsPerAddressPerHour?: number } = {},
): Promise<TestServer> {
  const clock = new ManualClock(options.startMs ?? FIRST_ROUND_2026_11_22_MS);
  const bus = new InProcessEventBus();
  const events: DomainEvent[] = [];
  bus.subscribe((event) => events.push(event));
  const deps: AppDeps = { store, clock, random: new SeededRandom("server"), hasher: new FastHasher(), seedVault: testSeedVault, events: bus, schedule: options.schedule ?? DEFAULT_SCHEDULE, ...(options.drawScheme ? { drawScheme: options.drawScheme } : {}), ...(options.openSignup ? { openSignup: true } : {}), ...(options.signupsPerAddressPerHour === undefined ? {} : { signupsPerAddressPerHour: options.signupsPerAddressPerHour }) };
  const installed = await installGames(deps, STANDARD_GAMES);
  if (!installed.ok) throw new Error(installed.error.code);
  const engine = new RoundEngine(deps, { chainLength: 1000 });
  await engine.tick();
  const live = new MemoryLiveRooms(deps, bus);
  await live.start();
  const services: Services = { deps, live, sessions: new SessionCache(deps), viewers: new RoomViewers(), testMode: true, testCaptchas: new Map(), feed: bus };
  const app = createHttpApp(services, options.liveStreamsPerAddress === undefined ? {} : { liveStreamsPerAddress: options.liveStreamsPerAddress });
  return {
    services,
    deps,
    app,
    clock,
    engine,
    events,
    async caller(token, callerOptions = {}) {
      const headers = new Headers({ origin: callerOptions.origin === undefined ? TEST_ORIGIN : (callerOptions.origin ?? "") });
      if (callerOptions.origin === null) headers.delete("origin");
      if (token) headers.set("cookie", `sid=${token}`);
      if (callerOptions.lang) headers.set("x-lang", callerOptions.lang);
      const request = new Request(`${TEST_ORIGIN}/trpc`, { method: "POST", headers });
      return appCaller(await createContext(services, request, new Headers(), "127.0.0.1"));
    },
    async advanceTo(ms) {
      clock.set(ms);
      const report = await engine.tick();
      // A step the engine logged and skipped is a failure of the test.
      if (report.failures.length > 0) throw report.failures[0]!.error;
    },
    async close() {
      live.stop();
      await store.close();
    },
  };
}

/** Calls the legacy API as the original client does: JSON body with host and lang, header `token`. */
export async function legacyPost(server: TestServer, path: string, body: Record<string, unknown>, token?: string | null): Promise<{ status: number; json: { code: number; msg: unknown; time: number; data: unknown } }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.token = token;
  const response = await server.app.request(`/index.php/api/${path}`, { method: "POST", headers, body: JSON.stringify({ host: "lottery.test", lang: "tw", ...body }) });
  return { status: response.status, json: (await response.json()) as never };
}

/** A session token for a user, as a login would give (for tests that are not about logging in). */
export async function sessionFor(server: TestServer, userId: number): Promise<string> {
  const { startSession } = await import("../../src/application/accounts/sessions");
  return server.deps.store.transaction((tx) => startSession(server.deps, tx, userId));
}

/**
 * The digits a created round will draw, worked out ahead from its seed chain, as
 * the round engine will: for tests that must bet a side that wins (or loses),
 * now that one account may not cover both sides of a round.
 */
export async function digitsAhead(server: TestServer, gameId: number, issue: string): Promise<[number, number, number]> {
  const round = await server.deps.store.read((tx) => tx.rounds.get(gameId, issue));
  if (!round) throw new Error(`round ${gameId}/${issue} is not created yet`);
  // A scheme-2 draw depends on the bets not placed yet: nothing can know it ahead, this helper included.
  if (round.drawScheme !== 1) throw new Error(`round ${gameId}/${issue} draws under scheme 2 (bound to its bets): start the test server with drawScheme 1 to know draws ahead`);
  const chain = await server.deps.store.read((tx) => tx.seedChains.byId(round.chainId));
  if (!chain) throw new Error(`round ${gameId}/${issue} names a missing chain`);
  return drawDigits(server.engine.chains.seed(chain, round.chainIndex), gameId, issue);
}

/** The sum a created round will draw (see digitsAhead). */
export async function sumAhead(server: TestServer, gameId: number, issue: string): Promise<number> {
  const [a, b, c] = await digitsAhead(server, gameId, issue);
  return a + b + c;
}
