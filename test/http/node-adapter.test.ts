import { once } from "node:events";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders, SECURITY_HEADERS } from "../../adapters/http/security-headers";
import { translate } from "../../adapters/i18n";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { playerAccount } from "../../src/domain/wallet/ledger";
import { units } from "../../src/domain/money";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/rounds/schedule";
import { createPlayer, FIRST_ROUND_2026_11_22_MS } from "../support/app";
import { sessionFor, testServer, type TestServer } from "../support/server";

const first = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

/**
 * Requests as Node hands them to the server (a real socket, a declared or a
 * chunked body), through Hono's Node adapter: the request limits read bodies
 * straight from the socket and the security headers are set on the finished
 * response in place (request-limits.ts, security-headers.ts), so what a client
 * gets must not differ from what the app answers in-process.
 */
describe("the HTTP app behind Node's adapter", () => {
  let server: TestServer;
  let node: Server;
  let baseUrl: string;
  let token: string;
  let playerId: number;

  beforeAll(async () => {
    server = await testServer(await openSqliteStore({ file: ":memory:" }));
    const listener = getRequestListener(server.app.fetch);
    node = createServer((req, res) => void listener(req, res));
    node.listen(0, "127.0.0.1");
    await once(node, "listening");
    baseUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}`;
    playerId = (await createPlayer(server, { balanceMinor: units(1000), username: "adapter_player" })).id;
    token = await sessionFor(server, playerId);
  });
  afterAll(async () => {
    node.close();
    await server.close();
  });

  /** One request over the socket: `body` as a string is sent with its Content-Length, as chunks without one. */
  const send = (method: string, path: string, headers: Record<string, string>, body?: string | string[]) =>
    new Promise<Answer>((done, fail) => {
      const declared = typeof body === "string" ? { "content-length": String(Buffer.byteLength(body)) } : {};
      const req = httpRequest(`${baseUrl}${path}`, { method, headers: { ...headers, ...declared } }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on("error", fail);
      if (Array.isArray(body)) for (const chunk of body) req.write(chunk);
      req.end(typeof body === "string" ? body : undefined);
    });
  const trpcHeaders = () => ({ "content-type": "application/json", authorization: `Bearer ${token}`, "x-lang": "en" });
  const order = JSON.stringify({ roomId: 11, issue: first.issue, playTypes: [PLAY_TYPE.big], stake: "10.00", expectedTotal: "10.00" });

  it("takes a bet sent with a declared body and answers it with the security headers", async () => {
    const answer = await send("POST", "/trpc/bet.place", trpcHeaders(), order);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name.toLowerCase()], name).toBe(value);
    const placed = (JSON.parse(answer.text) as { result: { data: { bets: { issue: string; stakeMinor: number }[]; moneyAfterMinor: number } } }).result.data;
    expect(placed.bets.map((bet) => [bet.issue, bet.stakeMinor])).toEqual([[first.issue, units(10)]]);
    expect(placed.moneyAfterMinor).toBe(units(990));
  });

  it("takes the same bet sent in chunks without a length", async () => {
    const answer = await send("POST", "/trpc/bet.place", trpcHeaders(), [order.slice(0, 20), order.slice(20)]);
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.text) as { result: { data: { moneyAfterMinor: number } } }).result.data.moneyAfterMinor).toBe(units(980));
  });

  it("answers bad input, an empty body and a legacy form exactly as the app does in-process", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["/trpc/bet.place", trpcHeaders(), JSON.stringify({ roomId: 11, issue: first.issue, playTypes: [PLAY_TYPE.big], stake: "ten", expectedTotal: "10.00" })],
      ["/trpc/bet.place", trpcHeaders(), ""],
      ["/trpc/bet.place", trpcHeaders(), "{not json"],
      ["/index.php/api/user/userInfo?lang=en", { "content-type": "application/x-www-form-urlencoded", token }, "lang=en"],
      ["/index.php/api/user/userInfo", { "content-type": "application/json", token }, JSON.stringify({ lang: "en" })],
    ];
    for (const [path, headers, body] of cases) {
      const overSocket = await send("POST", path, headers, body);
      const inProcess = await server.app.request(`${baseUrl}${path}`, { method: "POST", headers, body });
      const strip = (text: string) => text.replace(/"time":\d+/, '"time":0');
      expect([overSocket.status, strip(overSocket.text)], `${path} ${body}`).toEqual([inProcess.status, strip(await inProcess.text())]);
    }
    // Nothing was bet by the refused orders: 1,000.00 less the two bets of 10.00.
    expect(await server.deps.store.read((tx) => tx.ledger.balance(playerAccount(playerId, "available")))).toBe(units(980));
  });

  it("refuses a declared body over 64 KB before reading it, and a chunked one as it streams in", async () => {
    const tooLarge = translate("REQUEST_TOO_LARGE", "en", { max_kb: 64 });
    const big = JSON.stringify({ nickname: "x".repeat(70_000) });
    for (const body of [big, [big.slice(0, 40_000), big.slice(40_000)]]) {
      const answer = await send("POST", "/trpc/user.updateProfile", trpcHeaders(), body);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.text)).toMatchObject({ error: { message: tooLarge, data: { appCode: "REQUEST_TOO_LARGE" } } });
    }
    const legacy = await send("POST", "/index.php/api/user/userInfo?lang=en", { "content-type": "application/json", token }, big);
    expect(legacy.status).toBe(413);
    expect(JSON.parse(legacy.text)).toMatchObject({ code: 0, msg: tooLarge });
  });

  it("refuses JSON nested too deep, declared or chunked", async () => {
    const deep = `{"a":${"[".repeat(5_000)}${"]".repeat(5_000)}}`;
    for (const body of [deep, [deep.slice(0, 3_000), deep.slice(3_000)]]) {
      const answer = await send("POST", "/trpc/user.updateProfile", trpcHeaders(), body);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({ error: { message: translate("REQUEST_TOO_DEEP", "en"), data: { appCode: "REQUEST_TOO_DEEP" } } });
    }
  });
});

describe("security headers", () => {
  it("are set on a response whose own headers cannot be changed", async () => {
    const app = new Hono();
    app.use("*", securityHeaders);
    app.get("/away", () => Response.redirect("http://lottery.test/elsewhere", 302));
    const answer = await app.request("/away");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("http://lottery.test/elsewhere");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers.get(name), name).toBe(value);
  });

  it("keep a stricter policy the response set itself", async () => {
    const app = new Hono();
    app.use("*", securityHeaders);
    app.get("/image", (c) => c.body("x", 200, { "Content-Security-Policy": "sandbox" }));
    const answer = await app.request("/image");
    expect(answer.headers.get("content-security-policy")).toBe("sandbox");
    expect(answer.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
});
