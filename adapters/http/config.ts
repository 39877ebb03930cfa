import type { ScheduleConfig } from "../../src/domain/rounds/schedule";
import { parseScheduleConfig } from "./schedule-env";
import { DEFAULT_LIVE_STREAMS_PER_ADDRESS } from "./stream-quota";
import { DEFAULT_PAYOUT_CHANGE_HOLD_HOURS } from "../../src/domain/wallet/payout-change-rules";
import { DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR } from "../../src/domain/accounts/signup-limit-rules";

export interface ServerConfig {
  readonly port: number;
  readonly dataDir: string;
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite under dataDir. */
  readonly databaseUrl: string | undefined;
  /** PostgreSQL connections this process may hold for requests (DATABASE_POOL_SIZE). */
  readonly databasePoolSize: number;
  readonly schedule: ScheduleConfig;
  /** TEST_MODE=1: exposes captcha answers to browser tests. Refused together with NODE_ENV=production. */
  readonly testMode: boolean;
  /** DEMO=0 starts a clean, production-like instance; anything else seeds and runs the demo. */
  readonly demo: boolean;
  /** Test mode only (crash tests): bets settled per transaction (TEST_SETTLE_CHUNK_BETS; 0 = the engine's default). */
  readonly testSettleChunkBets: number;
  /** Test mode only: a pause between settlement chunks (TEST_SETTLE_PAUSE_MS), so a kill can land mid-settlement. */
  readonly testSettlePauseMs: number;
  /** Live streams one client address may hold open at once (LIVE_STREAMS_PER_ADDRESS). */
  readonly liveStreamsPerAddress: number;
  /** OPEN_SIGNUP=1 (the demo's default): a sign-up without an invite code is accepted. */
  readonly openSignup: boolean;
  /** PAYOUT_CHANGE_HOLD_HOURS: how long withdrawals to changed payout details wait (default 24). */
  readonly payoutChangeHoldHours: number;
  /** SIGNUPS_PER_ADDRESS_PER_HOUR: sign-ups one client address may make an hour on either API (default 20; 0: no limit). */
  readonly signupsPerAddressPerHour: number;
  /** Test mode only: a reality-check "minute" in ms (TEST_REALITY_CHECK_MINUTE_MS), so the browser tests see the check in seconds. */
  readonly testRealityCheckMinuteMs: number;
  /** GROWTH_RUN_INTERVAL_MS: how often every server looks for commissions, rebates and level-ups that fell due (default a minute). */
  readonly growthRunIntervalMs: number;
  /** Test mode only: a pause after each write of a growth run (TEST_GROWTH_PAUSE_MS), so a kill can land mid-run. */
  readonly testGrowthPauseMs: number;
}

/**
 * A bet holds its connection for four round trips to PostgreSQL. On the bench
 * machine (2 cores shared with the database) 20 connections bet no faster than
 * 10, and 5 or 6 bet about a tenth faster (alternating runs, 2026-11-26: 571 to
 * 680 bets/s with 10, 670 to 707 with 5 or 6; 3 is slower again). The default
 * stays 10, since the server cannot know the database host's cores; a small
 * host shared with the servers may set about twice its cores. Several servers
 * share the database's max_connections (100 by default).
 */
const DEFAULT_DATABASE_POOL_SIZE = 10;

/** The growth engine's tick: a period's payments start within a minute of its end. */
const DEFAULT_GROWTH_RUN_INTERVAL_MS = 60_000;
/** Shorter would only load the database: a run that finds nothing due still reads the finished runs. */
const MIN_GROWTH_RUN_INTERVAL_MS = 100;
const MAX_GROWTH_RUN_INTERVAL_MS = 3_600_000;

/** Reads the operator's settings from the environment; a bad value stops the server with a clear message. */
export function readConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const schedule = parseScheduleConfig(env);
  if (!schedule.ok) throw new Error(`bad schedule setting: ${JSON.stringify(schedule.error.params ?? {})} (${schedule.error.code})`);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`bad PORT: ${env.PORT}`);
  const databasePoolSize = Number(env.DATABASE_POOL_SIZE || DEFAULT_DATABASE_POOL_SIZE);
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 1 || databasePoolSize > 1000) throw new Error(`bad DATABASE_POOL_SIZE: ${env.DATABASE_POOL_SIZE}`);
  const liveStreamsPerAddress = Number(env.LIVE_STREAMS_PER_ADDRESS || DEFAULT_LIVE_STREAMS_PER_ADDRESS);
  if (!Number.isInteger(liveStreamsPerAddress) || liveStreamsPerAddress < 1) throw new Error(`bad LIVE_STREAMS_PER_ADDRESS: ${env.LIVE_STREAMS_PER_ADDRESS}`);
  const payoutChangeHoldHours = Number(env.PAYOUT_CHANGE_HOLD_HOURS || DEFAULT_PAYOUT_CHANGE_HOLD_HOURS);
  if (!Number.isInteger(payoutChangeHoldHours) || payoutChangeHoldHours < 0 || payoutChangeHoldHours > 24 * 30) throw new Error(`bad PAYOUT_CHANGE_HOLD_HOURS: ${env.PAYOUT_CHANGE_HOLD_HOURS}`);
  const signupsPerAddressPerHour = Number(env.SIGNUPS_PER_ADDRESS_PER_HOUR || DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR);
  if (!Number.isInteger(signupsPerAddressPerHour) || signupsPerAddressPerHour < 0) throw new Error(`bad SIGNUPS_PER_ADDRESS_PER_HOUR: ${env.SIGNUPS_PER_ADDRESS_PER_HOUR}`);
  const growthRunIntervalMs = Number(env.GROWTH_RUN_INTERVAL_MS || DEFAULT_GROWTH_RUN_INTERVAL_MS);
  if (!Number.isInteger(growthRunIntervalMs) || growthRunIntervalMs < MIN_GROWTH_RUN_INTERVAL_MS || growthRunIntervalMs > MAX_GROWTH_RUN_INTERVAL_MS) {
    throw new Error(`bad GROWTH_RUN_INTERVAL_MS: ${env.GROWTH_RUN_INTERVAL_MS} (${MIN_GROWTH_RUN_INTERVAL_MS} to ${MAX_GROWTH_RUN_INTERVAL_MS})`);
  }
  const testMode = env.TEST_MODE === "1";
  if (testMode && env.NODE_ENV === "production") throw new Error("TEST_MODE=1 is refused when NODE_ENV=production");
  const testCount = (name: string): number => {
    const value = Number(env[name] || 0);
    if (!Number.isInteger(value) || value < 0) throw new Error(`bad ${name}: ${env[name]}`);
    if (value > 0 && !testMode) throw new Error(`${name} needs TEST_MODE=1`);
    return value;
  };
  return {
    testMode,
    demo: env.DEMO !== "0",
    port,
    dataDir: env.DATA_DIR ?? "./data",
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize,
    schedule: schedule.value,
    testSettleChunkBets: testCount("TEST_SETTLE_CHUNK_BETS"),
    testSettlePauseMs: testCount("TEST_SETTLE_PAUSE_MS"),
    testRealityCheckMinuteMs: testCount("TEST_REALITY_CHECK_MINUTE_MS"),
    growthRunIntervalMs,
    testGrowthPauseMs: testCount("TEST_GROWTH_PAUSE_MS"),
    liveStreamsPerAddress,
    // The operator's choice; the demo (which anyone may try) is open unless OPEN_SIGNUP=0.
    openSignup: env.OPEN_SIGNUP === undefined ? env.DEMO !== "0" : env.OPEN_SIGNUP === "1",
    payoutChangeHoldHours,
    signupsPerAddressPerHour,
  };
}
