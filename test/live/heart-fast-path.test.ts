import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { legacyHeartFastPath } from "../../adapters/http/fast-paths";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { placeBet } from "../../src/application/betting/place-bet";
import { units } from "../../src/domain/money";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/rounds/schedule";
import { createPlayer, FIRST_ROUND_2026_11_22_MS } from "../support/app";
import { sessionFor, testServer, type TestServer } from "../support/server";

const first = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

interface Answer {
  readonly status: number;
  readonly type: string | null;
  readonly json: unknown;
}

/** The same server twice: through Hono only, and with the heart fast path in front (counting the calls it took). */
describe("legacy heart's Node fast path", () => {
  let server: TestServer;
  let plain: Server;
  let fast: Server;
  let taken = 0;

  const listen = async (http: Server) => {
    http.listen(0, "127.0.0.1");
    await once(http, "listening");
    return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  };

  beforeEach(async () => {
    server = await testServer(await openSqliteStore({ file: ":memory:" }));
    const hono = getRequestListener(server.app.fetch);
    const heart = legacyHeartFastPath(server.services);
    plain = createServer((req, res) => void hono(req, res));
    fast = createServer((req, res) => {
      if (heart(req, res)) taken += 1;
      else void hono(req, res);
    });
    taken = 0;
  });
  afterEach(async () => {
    plain.close();
    fast.close();
    await server.close();
  });

  it("answers every kind of heart call exactly as the Hono app does", async () => {
    const [plainUrl, fastUrl] = [await listen(plain), await listen(fast)];
    const alice = await createPlayer(server, { balanceMinor: units(1000), username: "alice" });
    const bob = await createPlayer(server, { balanceMinor: units(500), username: "bobby" });
    await placeBet(server.deps, { userId: bob.id, roomId: 11, issue: first.issue, playTypes: [PLAY_TYPE.big], stakeMinor: units(12) });
    const token = await sessionFor(server, alice.id);

    const call = async (baseUrl: string, path: string, init: RequestInit): Promise<Answer> => {
      const response = await fetch(`${baseUrl}${path}`, init);
      const json = (await response.json()) as Record<string, unknown>;
      return { status: response.status, type: response.headers.get("content-type"), json: { ...json, time: typeof json.time } };
    };
    const json = { "content-type": "application/json" };
    const cases: [string, RequestInit][] = [
      ["/index.php/api/lottery/heart", { method: "POST", headers: { ...json, token }, body: JSON.stringify({ game_id: 1, plan_id: 11, lang: "tw" }) }],
      ["/api/Lottery/Heart/", { method: "POST", headers: { ...json, token }, body: JSON.stringify({ game_id: "1", plan_id: "11", lang: "en" }) }],
      ["/api/lottery/heart", { method: "POST", headers: { cookie: `sid=${token}` }, body: JSON.stringify({ game_id: 2 }) }],
      ["/api/lottery/heart", { method: "POST", headers: json, body: JSON.stringify({ game_id: 1, token }) }],
      ["/api/lottery/heart", { method: "POST", headers: { ...json, token }, body: JSON.stringify({ game_id: 99, lang: "en" }) }],
      ["/api/lottery/heart", { method: "POST", headers: { ...json, token }, body: JSON.stringify({ plan_id: 11 }) }],
      ["/api/lottery/heart", { method: "POST", headers: json, body: JSON.stringify({ game_id: 1 }) }],
      ["/api/lottery/heart", { method: "POST", headers: { ...json, token: "not-a-session" }, body: JSON.stringify({ game_id: 1 }) }],
      ["/api/lottery/heart", { method: "POST", headers: { ...json, token }, body: "{not json" }],
      ["/api/lottery/heart", { method: "POST", headers: { ...json, token }, body: "[1]" }],
      ["/api/lottery/heart", { method: "POST", headers: { ...json, token }, body: "" }],
      // Left to Hono: a form body, a query string, another method.
      ["/api/lottery/heart", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", token }, body: "game_id=1&plan_id=11" }],
      ["/api/lottery/heart?game_id=1", { method: "POST", headers: { ...json, token }, body: "{}" }],
      ["/api/lottery/heart?game_id=1", { method: "GET", headers: { token } }],
    ];
    for (const [path, init] of cases) {
      const expected = await call(plainUrl, path, init);
      expect(await call(fastUrl, path, init), `${init.method} ${path} ${String(init.body)}`).toEqual(expected);
    }
    expect(taken).toBe(11);

    // The reply itself (the prebuilt parts and the caller's own balance), as a player sees it.
    const heart = (await call(fastUrl, "/api/lottery/heart", cases[0]![1])).json as { code: number; data: { game_status: number; issue: { issue: string }; user_quantity: unknown; message: { username: string; money: string }[] } };
    expect(heart).toMatchObject({ code: 1, data: { game_status: 1, issue: { issue: first.issue }, user_quantity: { money: "1000.00", lock_money: "0.00" } } });
    expect(heart.data.message.map((m) => [m.username, m.money])).toEqual([["b***y", "12.00"]]);
    // A new bet shows at the next call (the prebuilt parts follow the live state).
    await placeBet(server.deps, { userId: alice.id, roomId: 11, issue: first.issue, playTypes: [PLAY_TYPE.small], stakeMinor: units(5) });
    const after = (await call(fastUrl, "/api/lottery/heart", cases[0]![1])).json as typeof heart;
    expect(after.data.message.map((m) => [m.username, m.money])).toEqual([["b***y", "12.00"], ["a***e", "5.00"]]);
    expect(after.data.user_quantity).toEqual({ money: "995.00", lock_money: "0.00" });
  });
});
