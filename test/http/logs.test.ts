import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../support/server-process";

/**
 * The real server (its composition root and its one logger), logging at debug into the test's memory, through a
 * whole session on both APIs and the console; then every line it wrote is read: JSON, the request id of each
 * request line is the one its answer carried, and none of the session's secrets is anywhere in the log.
 */

const PLAYER_PASSWORD = "pw-player-Qx7r9kLm";
const OPERATOR_PASSWORD = "pw-operator-Zt4w8pNs";
const SECURITY_CODE = "735194";
const CARD_NUMBER = "6222023918470056";
const USDT_ADDRESS = "TLogsUsdtAddr9kQ2mXv7bN4cR8sJ1hW5yE";
const METRICS_TOKEN = "metrics-logs-token-7f3a9c1e5b2d8064";
const OPERATOR = "opslogs";
const PLAYER = "playerlogs";

interface Answer {
  readonly status: number;
  readonly json: unknown;
  readonly requestId: string | null;
  readonly setCookie: string | null;
}

let server: ServerProcess;
let dir: string;
const answers: Answer[] = [];
const secrets: string[] = [PLAYER_PASSWORD, OPERATOR_PASSWORD, SECURITY_CODE, CARD_NUMBER, USDT_ADDRESS, METRICS_TOKEN];

async function call(path: string, init: { method?: string; body?: unknown; token?: string | null; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { "x-lang": "en", ...(init.headers ?? {}) };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${server.baseUrl}${path}`, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (the metrics' text): kept as text.
  }
  const answer = { status: response.status, json, requestId: response.headers.get("x-request-id"), setCookie: response.headers.get("set-cookie") };
  answers.push(answer);
  return answer;
}

const answered = (answer: Answer): Answer => {
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer;
};
type TrpcData = Record<string, unknown>;
const data = (answer: Answer): TrpcData => ((answer.json as { result?: { data?: TrpcData } }).result?.data ?? {}) as TrpcData;
const mutate = (procedure: string, input: unknown, token: string | null = null) => call(`/trpc/${procedure}`, { body: input, token });
const query = (procedure: string, input: unknown, token: string | null) => call(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { token });

async function captcha(): Promise<{ captchaId: string; captchaAnswer: string }> {
  const issued = data(await mutate("auth.captcha", null));
  const captchaId = String(issued.captchaId);
  const text = (await call(`/__test__/captcha/${captchaId}`)).json as { text: string };
  return { captchaId, captchaAnswer: text.text };
}

/** The session token a sign-in set in its cookie: a secret the log must never hold. */
function tokenOf(answer: Answer): string {
  const match = /=([^;]+)/.exec(answer.setCookie ?? "");
  expect(match, `no session cookie: ${JSON.stringify(answer.json)}`).not.toBeNull();
  const token = decodeURIComponent(match![1]!);
  secrets.push(token);
  return token;
}

describe("the server's log through a whole session", () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "logs-"));
    server = await startServerProcess({ env: { DATA_DIR: dir, LOG_LEVEL: "debug", OPEN_SIGNUP: "1", ADMIN_USERNAME: OPERATOR, ADMIN_PASSWORD: OPERATOR_PASSWORD, METRICS_TOKEN, METRICS_ALLOW: "192.0.2.10" } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is JSON lines, ties each request line to its answer's id, and holds none of the session's secrets", async () => {
    // tRPC: sign up, sign in, a deposit, the payout methods, the security code, a withdrawal, a bet.
    const registered = await mutate("auth.register", { username: PLAYER, password: PLAYER_PASSWORD, ...(await captcha()), inviteCode: "", adult: true });
    expect(registered.status, JSON.stringify(registered.json)).toBe(200);
    tokenOf(registered);
    const loggedIn = await mutate("auth.login", { username: PLAYER, password: PLAYER_PASSWORD, ...(await captcha()) });
    expect(loggedIn.status, JSON.stringify(loggedIn.json)).toBe(200);
    const player = tokenOf(loggedIn);
    const recharge = await mutate("wallet.recharge", { amount: "500" }, player);
    expect(recharge.status, JSON.stringify(recharge.json)).toBe(200);
    const depositId = Number(data(recharge).id);
    answered(await mutate("account.setSecurityCode", { newCode: SECURITY_CODE }, player));
    answered(await mutate("wallet.setPayoutMethod", { type: 0, acc: "Log Tester", accName: CARD_NUMBER, accBank: "Bank of Logs" }, player));
    answered(await mutate("wallet.setPayoutMethod", { type: 1, acc: USDT_ADDRESS, accName: "trc20" }, player));

    // The console: the operator signs in (the same sign-in) and approves the deposit.
    const console_ = tokenOf(await mutate("auth.login", { username: OPERATOR, password: OPERATOR_PASSWORD, ...(await captcha()) }));
    const approved = await mutate("admin.deposits.approve", { id: depositId }, console_);
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);

    const round = data(await query("round.current", { gameId: 1 }, player));
    const issue = String((round as { issue?: unknown }).issue ?? (round as { current?: { issue?: unknown } }).current?.issue ?? "");
    const bet = await mutate("bet.place", { roomId: 11, issue, playTypes: [1], stake: "10", expectedTotal: "10" }, player);
    expect([200, 400], JSON.stringify(bet.json)).toContain(bet.status);
    // Refused or not (turnover), the withdrawal carries the security code: the log must not.
    await mutate("wallet.withdraw", { amount: "100", payoutType: 0, securityCode: SECURITY_CODE }, player);

    // The legacy API: sign in, the payout details, a withdrawal, with a proxy's request id to keep.
    const legacy = await call("/index.php/api/user/login", { body: { account: PLAYER, password: PLAYER_PASSWORD }, headers: { "x-request-id": "proxy-req-0001" } });
    expect(legacy.requestId).toBe("proxy-req-0001");
    const legacyToken = (legacy.json as { data?: { userinfo?: { token?: string } } }).data?.userinfo?.token;
    expect(legacyToken).toBeTruthy();
    secrets.push(legacyToken!);
    await call("/index.php/api/user/payinfo", { body: { type: 1 }, headers: { token: legacyToken! } });
    await call("/index.php/api/user/withdrawaction", { body: { money: "100", type: 1, securityCode: SECURITY_CODE }, headers: { token: legacyToken! } });
    // A bad incoming id is not kept.
    const odd = await call("/index.php/api/user/userinfo", { body: {}, headers: { token: legacyToken!, "x-request-id": "bad id" } });
    expect(odd.requestId).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
    expect(odd.requestId).not.toBe("bad id");

    // The scrape, with the bearer token.
    const scrape = await call("/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scrape.status).toBe(200);

    // The access line of the last request is written when its answer is done: give the process a moment.
    await new Promise((done) => setTimeout(done, 300));
    const lines = server.log().split("\n").filter((line) => line.trim() !== "");
    const parsed = lines.map((line) => {
      expect(() => JSON.parse(line) as unknown, `not JSON: ${line}`).not.toThrow();
      return JSON.parse(line) as Record<string, unknown>;
    });
    const requests = parsed.filter((line) => line.msg === "request");
    for (const answer of answers) {
      expect(answer.requestId).toMatch(/^[A-Za-z0-9._-]{8,64}$/);
      // One access line per request, with the status its answer had.
      const own = requests.filter((line) => line.requestId === answer.requestId);
      expect(own, `access lines for ${answer.requestId}`).toHaveLength(1);
      expect(own[0]!.status).toBe(answer.status);
    }
    for (const line of requests) {
      expect(line).toMatchObject({ requestId: expect.any(String), method: expect.any(String), path: expect.any(String), status: expect.any(Number), durationMs: expect.any(Number) });
      expect(String(line.path)).not.toContain("?");
    }
    // Signed-in requests name their user; tRPC's name their procedure.
    for (const procedure of ["wallet.recharge", "bet.place", "admin.deposits.approve"]) expect(requests.some((line) => line.procedure === procedure && typeof line.userId === "number"), procedure).toBe(true);
    expect(requests.some((line) => line.path === "/index.php/api/user/payinfo" && typeof line.userId === "number")).toBe(true);

    const log = lines.join("\n");
    for (const secret of secrets) expect(log.includes(secret), `a secret is in the log: ${secret.slice(0, 4)}...`).toBe(false);
    // Nor a shorter piece of the card or the address that would identify it.
    expect(log).not.toContain(CARD_NUMBER.slice(4));
    expect(log).not.toContain(USDT_ADDRESS.slice(6));
  }, 120_000);
});
