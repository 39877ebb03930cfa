import { randomUUID } from "node:crypto";
import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger } from "pino";

/**
 * Paths pino blanks out wherever they appear in a logged object. The server never logs bodies or whole headers
 * in the first place; this is the second line, for an object someone passes to a log call one day.
 */
const REDACT_PATHS: readonly string[] = [
  "password",
  "*.password",
  "newPassword",
  "*.newPassword",
  "oldPassword",
  "*.oldPassword",
  "securityCode",
  "*.securityCode",
  "token",
  "*.token",
  "sessionToken",
  "*.sessionToken",
  "authorization",
  "*.authorization",
  "headers.authorization",
  "headers.cookie",
  "*.headers.authorization",
  "*.headers.cookie",
  "cookie",
  "*.cookie",
  "cardNumber",
  "*.cardNumber",
  "card_number",
  "*.card_number",
  "address",
  "*.address",
  "usdtAddress",
  "*.usdtAddress",
  "body",
  "*.body",
];

/** The level for this process: LOG_LEVEL when given; "silent" under the test runner unless asked; "info" otherwise. */
export function logLevelFor(env: NodeJS.ProcessEnv): string {
  const asked = env.LOG_LEVEL?.trim();
  if (asked) return asked;
  return env.VITEST || env.NODE_ENV === "test" ? "silent" : "info";
}

/** The one logger of a process: JSON lines (to stdout unless a destination is given, e.g. memory in tests). */
export function createLogger(env: NodeJS.ProcessEnv, destination?: DestinationStream): Logger {
  const options = { level: logLevelFor(env), redact: { paths: [...REDACT_PATHS], censor: "[redacted]" }, base: { pid: process.pid } };
  return destination ? pino(options, destination) : pino(options);
}

let installed: Logger | null = null;

/** The composition root hands its logger over once; parts built deep inside (drivers, buses, stores) log through it. */
export function installLogger(logger: Logger): void {
  installed = logger;
}

/**
 * The process' logger: the one the composition root installed, else (apps built by tests, tools) one made from
 * the environment on first use, silent under the test runner.
 */
export function rootLogger(): Logger {
  installed ??= createLogger(process.env);
  return installed;
}

/** A logger for a background part (round driver, growth driver...): every line says which. */
export function componentLogger(component: string): Logger {
  return rootLogger().child({ component });
}

const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request id: the caller's X-Request-Id when it looks like one (a proxy's), else a new one. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The line a supervisor (and the test harness) waits for, "listening on ...": written at info whatever the level,
 * so a quiet server still says where it listens.
 */
export function announce(logger: Logger, message: string): void {
  if (logger.isLevelEnabled("info")) logger.info(message);
  else process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: message })}\n`);
}
