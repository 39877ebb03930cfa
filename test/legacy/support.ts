import { expect } from "vitest";
import { giftFunds } from "../../src/application/wallet/adjust-balance";
import { registerUser } from "../../src/application/accounts/register-user";
import { setPayoutMethod } from "../../src/application/wallet/set-payout-method";
import { setSecurityCode } from "../../src/application/accounts/set-security-code";
import type { ErrorCode, Result } from "../../src/domain/errors";
import { inviteCodeOf } from "../../src/domain/agents/invite-code-rules";
import { roundAt, type ScheduledRound } from "../../src/domain/rounds/schedule";
import { GROUP, type GroupId, type User } from "../../src/domain/accounts/user";
import { translate, type Lang, type MessageKey, type MessageParams } from "../../adapters/i18n";
import { sessionFor, type TestServer } from "../support/server";

/** What every legacy reply is. */
export interface Envelope {
  code: number;
  msg: unknown;
  time: number;
  data: unknown;
}

export type BodyKind = "json" | "form" | "multipart";

export interface CallOptions {
  readonly method?: "GET" | "POST";
  /** Sent in the `token` header, as the original client does. */
  readonly token?: string | null;
  /** How a POST body travels (default JSON, what axios sends). */
  readonly kind?: BodyKind;
  /** "/index.php/api" (default) or "/api". */
  readonly prefix?: string;
  /** Added as `lang` unless the params carry their own; default "tw". */
  readonly lang?: Lang;
}

/** Calls the legacy API: host and lang ride along in the body (POST) or the query (GET), as the original client sends them. */
export async function call(server: TestServer, path: string, params: Record<string, unknown> = {}, options: CallOptions = {}): Promise<{ status: number; json: Envelope }> {
  const method = options.method ?? "POST";
  const all: Record<string, unknown> = { host: "lottery.test", lang: options.lang ?? "tw", ...params };
  const headers: Record<string, string> = {};
  if (options.token) headers.token = options.token;
  let url = `${options.prefix ?? "/index.php/api"}/${path}`;
  let body: BodyInit | undefined;
  if (method === "GET") {
    url += `?${new URLSearchParams(Object.entries(all).map(([k, v]) => [k, String(v)])).toString()}`;
  } else if ((options.kind ?? "json") === "json") {
    headers["content-type"] = "application/json";
    body = JSON.stringify(all);
  } else if (options.kind === "form") {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(Object.entries(all).map(([k, v]) => [k, String(v)])).toString();
  } else {
    const form = new FormData();
    for (const [k, v] of Object.entries(all)) form.append(k, String(v));
    body = form;
  }
  const response = await server.app.request(url, { method, headers, ...(body === undefined ? {} : { body }) });
  const json = (await response.json()) as Envelope;
  return { status: response.status, json };
}

/** The translated message of a code, as the server must send it. */
export const msg = (key: MessageKey, lang: Lang, params?: MessageParams): string => translate(key, lang, params);

/** Asserts a refusal: HTTP 200, code 0, the message in the language, no data. */
export function expectRefused(reply: { status: number; json: Envelope }, key: MessageKey, lang: Lang = "tw", params?: MessageParams): void {
  expect(reply.status).toBe(200);
  expect(reply.json).toMatchObject({ code: 0, msg: msg(key, lang, params), data: null });
}

/** Asserts success and answers data. */
export function okData(reply: { status: number; json: Envelope }): unknown {
  expect(reply.status).toBe(200);
  if (reply.json.code !== 1) throw new Error(`expected code 1, got ${JSON.stringify(reply.json)}`);
  return reply.json.data;
}

export function unwrap<T>(result: Result<T, ErrorCode>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code} ${JSON.stringify(result.error.params ?? {})}`);
  return result.value;
}

export const PASSWORD = "secret123";
export const SECURITY_CODE = "135790";

let counter = 0;
let giftCounter = 0;

export interface Player {
  readonly user: User;
  readonly token: string;
}

/** A player (or visitor, or agent) with a session, optionally recruited by an agent and given money (a gift, fund type 4). */
export async function player(server: TestServer, options: { groupId?: GroupId; inviter?: User; money?: string; username?: string; password?: string } = {}): Promise<Player> {
  counter += 1;
  const username = options.username ?? `lp${counter}_${process.pid % 1000}`;
  const user = unwrap(
    await registerUser(
      server.deps,
      { username, password: options.password ?? PASSWORD, ...(options.inviter ? { inviteCode: String(inviteCodeOf(options.inviter.id)) } : {}) },
      { systemAccount: true, groupId: options.groupId ?? GROUP.player },
    ),
  );
  if (options.money !== undefined) await gift(server, user.id, options.money);
  return { user, token: await sessionFor(server, user.id) };
}

/** Gives money: an operator's gift (fund type 4), which asks for turnover like a deposit. */
export async function gift(server: TestServer, userId: number, amount: string): Promise<void> {
  giftCounter += 1;
  unwrap(await giftFunds(server.deps, { userId, amount, requestId: `legacy-gift-${process.pid}-${giftCounter}`, operatorId: 1, note: "gift" }));
}

/**
 * A bank card, a virtual wallet and a security code: everything a withdrawal
 * needs, and no turnover asked of the player (water_limit 0), so that what
 * they were given may leave. The turnover rule itself is tested on the use
 * case (test/application/wallet/withdrawal.test.ts, test/property/turnover-midnight).
 */
export async function readyToWithdraw(server: TestServer, userId: number): Promise<void> {
  await server.deps.store.transaction((tx) => tx.users.update(userId, { waterLimitPercent: 0 }));
  unwrap(await setPayoutMethod(server.deps, { userId, type: 0, acc: "Chen Mei", accName: "6222021234567890", accBank: "Bank of Taiwan", mark: "" }));
  unwrap(await setPayoutMethod(server.deps, { userId, type: 1, acc: "TXyz1234567890abcdef", accName: "trc20", accBank: "", mark: "" }));
  unwrap(await setSecurityCode(server.deps, { userId, newCode: SECURITY_CODE }));
}

/** The round the schedule says is running now. */
export const currentRound = (server: TestServer): ScheduledRound => roundAt(server.deps.schedule, server.clock.nowMs())!;

/** Runs the current round to its draw (closing, drawing and settling it) and answers it. */
export async function finishRound(server: TestServer): Promise<ScheduledRound> {
  const round = currentRound(server);
  await server.advanceTo(round.drawAtMs);
  return round;
}

/** The four spellings of the path prefix and case that must all reach the same call. */
export function pathVariants(path: string): { prefix: string; path: string }[] {
  const upper = path.toUpperCase();
  const mixed = path.replace(/(^|\/)([a-z])/g, (_m, slash: string, c: string) => slash + c.toUpperCase());
  return [
    { prefix: "/index.php/api", path },
    { prefix: "/api", path: `${upper}/` },
    { prefix: "/index.php/api", path: `${mixed}/` },
    { prefix: "/api", path: mixed },
  ];
}
