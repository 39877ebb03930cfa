import type { DrawScheme } from "../../src/domain/rounds/round";
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { expect } from "vitest";
import { translate, type Lang, type MessageKey, type MessageParams } from "../../adapters/i18n";
import { withGroupedAmounts } from "../../adapters/i18n/grouped-amounts";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { registerUser } from "../../src/application/accounts/register-user";
import { requestRecharge } from "../../src/application/wallet/request-recharge";
import { approveDeposit } from "../../src/application/wallet/review-deposit";
import { DomainFailure, type ErrorCode, type Result } from "../../src/domain/errors";
import { inviteCodeOf } from "../../src/domain/agents/invite-code-rules";
import { scheduleOf } from "../../src/application/rounds/schedule-book";
import type { ScheduledRound } from "../../src/domain/rounds/schedule";
import { roundAt } from "../../src/domain/rounds/schedule-versions";
import { GROUP, type GroupId, type User } from "../../src/domain/accounts/user";
import type { Store } from "../../src/ports/store";
import { sessionFor, sumAhead, testServer, TEST_ORIGIN, type TestServer } from "../support/server";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";

/** Shared steps of the tRPC tests: players with sessions, calls through createCaller and through HTTP. */

export { TEST_ORIGIN };
export type Caller = Awaited<ReturnType<TestServer["caller"]>>;

/** Singapore and its Beginner room (join limit 10, stakes 1..5000); Advanced needs 1000. */
export const GAME = 1;
export const ROOM = 11;
export const ADVANCED_ROOM = 12;
/** The test clock starts at 2026-11-22 10:00 Asia/Taipei. */
export const TODAY = "2026-11-22";

/** `drawScheme: 1` for tests that bet a side worked out ahead (sumAhead, sizesAhead): a scheme-2 draw depends on the bets. */
export async function sqliteServer(options: { drawScheme?: DrawScheme } = {}): Promise<TestServer> {
  return testServer(await openSqliteStore({ file: ":memory:" }), options);
}

export async function serverOn(store: Store, options: { drawScheme?: DrawScheme } = {}): Promise<TestServer> {
  return testServer(store, options);
}

export function ok<T>(result: Result<T, ErrorCode>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code} ${JSON.stringify(result.error.params ?? {})}`);
  return result.value;
}

let counter = 0;
const nextName = (prefix: string) => `${prefix}${++counter}_${Math.floor(performance.now()) % 100000}`;

export interface Player {
  readonly user: User;
  readonly token: string;
  readonly call: Caller;
}

/** A player registered through the real use case, with a session; `agent` makes them group 3. */
export async function newPlayer(
  server: TestServer,
  options: { groupId?: GroupId; inviter?: User; depositMinor?: number; lang?: string; password?: string; waterLimitPercent?: number; role?: "player" | "operator" } = {},
): Promise<Player> {
  const password = options.password ?? "secret123";
  const user = ok(
    await registerUser(
      server.deps,
      { username: nextName(options.groupId === GROUP.agent ? "agent" : "player"), password, inviteCode: options.inviter ? String(inviteCodeOf(options.inviter.id)) : null },
      {
        ...(options.inviter ? {} : { systemAccount: true }),
        groupId: options.groupId ?? GROUP.player,
        ...(options.waterLimitPercent !== undefined ? { waterLimitPercent: options.waterLimitPercent } : {}),
        ...(options.role ? { role: options.role } : {}),
      },
    ),
  );
  if (options.depositMinor) await deposit(server, user.id, options.depositMinor);
  const token = await sessionFor(server, user.id);
  const call = await server.caller(token, options.lang ? { lang: options.lang } : {});
  return { user, token, call };
}

/** A deposit the real way: the player asks, an operator approves. */
export async function deposit(server: TestServer, userId: number, amountMinor: number): Promise<void> {
  const request = ok(await requestRecharge(server.deps, { userId, amount: (amountMinor / 100).toFixed(2) }));
  ok(await approveDeposit(server.deps, { depositId: request.id, operatorId: 999_999 }));
}

/** The round the schedule says is running now. */
/**
 * The size that will win the current round and the one that will lose, worked out ahead from the round's
 * seed: one account may not hold both sides of a round, so a test that needs a win bets the winning side.
 */
export async function sizesAhead(server: TestServer): Promise<{ winning: number; losing: number }> {
  const big = (await sumAhead(server, GAME, currentRound(server).issue)) >= 14;
  return big ? { winning: PLAY_TYPE.big, losing: PLAY_TYPE.small } : { winning: PLAY_TYPE.small, losing: PLAY_TYPE.big };
}

export const currentRound = (server: TestServer): ScheduledRound => roundAt(scheduleOf(server.deps), server.clock.nowMs())!;

/** Runs the current round to settlement and moves to the next round's opening. */
export async function finishRound(server: TestServer): Promise<ScheduledRound> {
  const round = currentRound(server);
  await server.advanceTo(round.drawAtMs);
  return round;
}

/** The domain code behind a createCaller refusal (zod failures are INVALID_INPUT, as the errorFormatter says over HTTP). */
export async function refusal(promise: Promise<unknown>): Promise<{ code: string; appCode: string }> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const appCode = error.cause instanceof DomainFailure ? error.cause.error.code : error.cause instanceof ZodError ? "INVALID_INPUT" : error.message;
    return { code: error.code, appCode };
  }
  throw new Error("expected a refusal, got a success");
}

export async function expectRefused(promise: Promise<unknown>, appCode: string, code?: string): Promise<void> {
  const refused = await refusal(promise);
  expect(refused.appCode).toBe(appCode);
  if (code !== undefined) expect(refused.code).toBe(code);
}

export interface HttpReply {
  readonly status: number;
  readonly body: {
    result?: { data: unknown };
    error?: { message: string; code: number; data: { code: string; httpStatus: number; appCode: string; params: Record<string, unknown> | null } };
  };
}

/**
 * Calls a procedure over HTTP as the browser client does (one call, no batching),
 * so the errorFormatter runs: error.data.appCode and the message in x-lang.
 */
export async function http(
  server: TestServer,
  type: "query" | "mutation",
  path: string,
  input: unknown,
  options: { token?: string | null; lang?: string; origin?: string | null } = {},
): Promise<HttpReply> {
  const headers: Record<string, string> = {};
  if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN;
  if (options.token) headers.cookie = `sid=${options.token}`;
  if (options.lang) headers["x-lang"] = options.lang;
  const url = `${TEST_ORIGIN}/trpc/${path}`;
  const response =
    type === "query"
      ? await server.app.request(input === undefined ? url : `${url}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await server.app.request(url, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(input ?? null) });
  return { status: response.status, body: (await response.json()) as HttpReply["body"] };
}

/**
 * The same refusal over HTTP in two languages: the same appCode, each message
 * the dictionary's text in that language (so, different from each other).
 */
export async function expectTranslated(
  server: TestServer,
  type: "query" | "mutation",
  path: string,
  input: unknown,
  appCode: string,
  options: { token?: string | null; origin?: string | null; langs?: readonly [string, string]; messages?: readonly [string | RegExp, string | RegExp] } = {},
): Promise<void> {
  const [first, second] = options.langs ?? ["zh", "en"];
  const replies = [];
  for (const lang of [first, second]) {
    const reply = await http(server, type, path, input, { ...options, lang });
    expect(reply.body.error, `${path} in ${lang}: ${JSON.stringify(reply.body)}`).toBeDefined();
    const { message, data } = reply.body.error!;
    expect(data.appCode).toBe(appCode);
    // tRPC words amounts as the language groups them (grouped-amounts.ts); params stay as the core wrote them.
    expect(message).toBe(translate(appCode as MessageKey, lang as Lang, withGroupedAmounts((data.params ?? undefined) as MessageParams | undefined, lang as Lang)));
    replies.push(message);
  }
  expect(replies[0]).not.toBe(replies[1]);
  if (options.messages) {
    expect(replies[0]).toMatch(options.messages[0]);
    expect(replies[1]).toMatch(options.messages[1]);
  }
}
