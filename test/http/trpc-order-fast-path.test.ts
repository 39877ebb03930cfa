import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../../adapters/http/security-headers";
import { trpcOrderFastPath } from "../../adapters/http/trpc-fast-path";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { playerAccount } from "../../src/domain/wallet/ledger";
import { units } from "../../src/domain/money";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/rounds/schedule";
import { createPlayer, FIRST_ROUND_2026_11_22_MS } from "../support/app";
import { sessionFor, testServer, type TestServer } from "../support/server";

const first = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

interface Side {
  readonly server: TestServer;
  readonly http: Server;
  baseUrl: string;
  /** Alice (1,000.00) and Bob (20.00), created in the same order on both sides: same ids, same tokens. */
  alice: { id: number; token: string };
  bob: { id: number; token: string };
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | null>;
  readonly body: string;
}

type Case = (side: Side) => [path: string, init: RequestInit & { duplex?: "half" }];

/**
 * Two identical servers (same store contents, seeded randomness, manual
 * clock): one answers through Hono only, the other with the orders' fast path
 * in front. Every order, refused or not, must get the same answer from both,
 * byte for byte, and leave both stores the same.
 */
describe("the orders' Node fast path", () => {
  let plain: Side;
  let fast: Side;
  let taken = 0;

  const side = async (withFastPath: boolean): Promise<Side> => {
    const server = await testServer(await openSqliteStore({ file: ":memory:" }));
    const hono = getRequestListener(server.app.fetch);
    const orders = trpcOrderFastPath(server.services);
    const http = createServer((req, res) => {
      if (!withFastPath || !orders(req, res)) return void hono(req, res);
      taken += 1;
    });
    http.listen(0, "127.0.0.1");
    await once(http, "listening");
    const alice = await createPlayer(server, { balanceMinor: units(1000), username: "alice" });
    const bob = await createPlayer(server, { balanceMinor: units(20), username: "bobby" });
    return {
      server,
      http,
      baseUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
      alice: { id: alice.id, token: await sessionFor(server, alice.id) },
      bob: { id: bob.id, token: await sessionFor(server, bob.id) },
    };
  };

  beforeEach(async () => {
    plain = await side(false);
    fast = await side(true);
    taken = 0;
  });
  afterEach(async () => {
    for (const { http, server } of [plain, fast]) {
      http.close();
      await server.close();
    }
  });

  const call = async (s: Side, path: string, init: RequestInit): Promise<Answer> => {
    const response = await fetch(`${s.baseUrl}${path}`, init);
    const headers = Object.fromEntries(["content-type", "vary", ...Object.keys(SECURITY_HEADERS)].map((name) => [name.toLowerCase(), response.headers.get(name)]));
    return { status: response.status, headers, body: await response.text() };
  };
  const json = (token: string, extra: Record<string, string> = {}) => ({ "content-type": "application/json", authorization: `Bearer ${token}`, ...extra });
  const order = (fields: Record<string, unknown> = {}) => JSON.stringify({ roomId: 11, issue: first.issue, playTypes: [PLAY_TYPE.big], stake: "10.00", expectedTotal: "10.00", ...fields });
  const place = (body: string, headers: (s: Side) => Record<string, string>): Case => (s) => ["/trpc/bet.place", { method: "POST", headers: headers(s), body }];

  it("answers every order exactly as the Hono app does, and leaves the same money behind", async () => {
    const viaFastPath: Case[] = [
      place(order(), (s) => json(s.alice.token)),
      place(order(), (s) => json(s.bob.token, { "x-lang": "en" })),
      // Bob has 10.00 left: refused, translated.
      place(order({ stake: "20.00", expectedTotal: "20.00" }), (s) => json(s.bob.token, { "x-lang": "en" })),
      place(order({ expectedTotal: "12.00" }), (s) => json(s.alice.token)),
      place(order({ stake: "ten" }), (s) => json(s.alice.token, { "x-lang": "en" })),
      place(order({ issue: "20991231001" }), (s) => json(s.alice.token)),
      place(order({ playTypes: [] }), (s) => json(s.alice.token)),
      place("", (s) => json(s.alice.token)),
      place("{not json", (s) => json(s.alice.token)),
      place("[1]", (s) => json(s.alice.token)),
      place(`{"a":${"[".repeat(100)}${"]".repeat(100)}}`, (s) => json(s.alice.token, { "x-lang": "en" })),
      place(order(), () => ({ "content-type": "application/json" })),
      place(order(), () => json("not-a-session")),
      // The browser's cookie session: from its own origin, then from another site (refused before any money moves).
      place(order(), (s) => ({ "content-type": "application/json", cookie: `sid=${s.alice.token}`, origin: s.baseUrl })),
      place(order(), (s) => ({ "content-type": "application/json", cookie: `sid=${s.alice.token}`, origin: "http://elsewhere.test" })),
      place(order(), (s) => ({ "content-type": "application/json; charset=utf-8", authorization: `Bearer ${s.alice.token}` })),
      // Bob's first bet (id 2, the second bet of these servers), followed by Alice with another stake.
      (s) => ["/trpc/bet.follow", { method: "POST", headers: json(s.alice.token), body: JSON.stringify({ betId: 2, stake: "5.00" }) }],
      (s) => ["/trpc/bet.follow", { method: "POST", headers: json(s.alice.token), body: JSON.stringify({ betId: 999_999 }) }],
    ];
    const leftToHono: Case[] = [
      (s) => ["/trpc/bet.place?batch=1", { method: "POST", headers: json(s.alice.token), body: JSON.stringify({ 0: JSON.parse(order()) as unknown }) }],
      place(order(), (s) => ({ "content-type": "text/plain", authorization: `Bearer ${s.alice.token}` })),
      place(order(), (s) => json(s.alice.token, { "trpc-accept": "application/jsonl" })),
      (s) => ["/trpc/bet.place", { method: "POST", headers: json(s.alice.token), body: new Blob([order()]).stream(), duplex: "half" }],
      (s) => ["/trpc/bet.place", { method: "GET", headers: json(s.alice.token) }],
      (s) => ["/trpc/wallet.balance", { method: "POST", headers: json(s.alice.token), body: "{}" }],
    ];
    for (const [index, make] of [...viaFastPath, ...leftToHono].entries()) {
      const [path, init] = make(plain);
      const expected = await call(plain, path, init);
      const [fastPath, fastInit] = make(fast);
      expect(await call(fast, fastPath, fastInit), `case ${index}: ${init.method} ${path} ${typeof init.body === "string" ? init.body.slice(0, 80) : ""}`).toEqual(expected);
    }
    expect(taken).toBe(viaFastPath.length);

    // What the players see afterwards, the same on both servers: Bob kept 10.00; Alice paid 10.00 by bearer, by
    // cookie and with a charset, 5.00 following Bob, and 10.00 in each of the two orders Hono answered.
    const money = (s: Side, userId: number) => s.server.deps.store.read((tx) => tx.ledger.balance(playerAccount(userId, "available")));
    for (const s of [plain, fast]) {
      expect(await money(s, s.bob.id)).toBe(units(10));
      expect(await money(s, s.alice.id)).toBe(units(945));
    }
  });
});
