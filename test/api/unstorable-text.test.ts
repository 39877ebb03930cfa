import { afterAll, beforeAll, expect, it } from "vitest";
import { translate } from "../../adapters/i18n";
import { createPlayer } from "../support/app";
import { sessionFor, TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";

/**
 * Text PostgreSQL cannot store (a NUL) or would store changed (a lone
 * surrogate), in any field of either API: a clear INVALID_INPUT naming the
 * field, on both stores, and nothing changes. On PostgreSQL a NUL in a login
 * name used to answer HTTP 500 on both APIs.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    server = await testServer(await open());
    userId = (await createPlayer(server, { username: "text_player" })).id;
    token = await sessionFor(server, userId);
  });
  afterAll(() => server.close());

  const invalid = (field: string) => translate("INVALID_INPUT", "en", { field });
  const legacyJson = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.app.request(`/index.php/api/${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ lang: "en", ...body }) });
  const trpc = (path: string, input: unknown, headers: Record<string, string> = {}) =>
    server.app.request(`${TEST_ORIGIN}/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-lang": "en", ...headers }, body: JSON.stringify(input) });
  const profile = () => server.deps.store.read((tx) => tx.users.byId(userId));

  it("refuses a NUL or a lone surrogate in a login name on both APIs with INVALID_INPUT naming the field, never a 5xx", async () => {
    for (const account of ["text_player\u0000", "\u0000", "text\uD800player"]) {
      const legacy = await legacyJson("user/login", { account, password: "secret1" });
      expect(legacy.status).toBe(200);
      expect(await legacy.json()).toMatchObject({ code: 0, msg: invalid("account") });
      const answer = await trpc("auth.login", { username: account, password: "secret1" });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: { message: invalid("username"), data: { appCode: "INVALID_INPUT", params: { field: "username" } } } });
    }
  });

  it("refuses it in a signed-in player's writes, in JSON and in forms, and changes nothing", async () => {
    const before = await profile();
    const legacy = await legacyJson("user/profile", { nickname: "new\u0000name" }, { token });
    expect(await legacy.json()).toMatchObject({ code: 0, msg: invalid("nickname") });
    const form = await server.app.request("/api/user/profile", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", token }, body: "lang=en&mobile=13800%00138000" });
    expect(await form.json()).toMatchObject({ code: 0, msg: invalid("mobile") });
    const answer = await trpc("account.updateProfile", { nickname: "lone\uDC00" }, { authorization: `Bearer ${token}` });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: { data: { appCode: "INVALID_INPUT", params: { field: "nickname" } } } });
    expect(await profile()).toEqual(before);
    // The same write without the bad character is taken: the refusal was the text's, not the call's.
    const fine = await trpc("account.updateProfile", { nickname: "new name 🍀" }, { authorization: `Bearer ${token}` });
    expect(fine.status).toBe(200);
    expect((await profile())?.nickname).toBe("new name 🍀");
  });

  it("refuses it in a query's input and in a key, not only in values", async () => {
    const query = await server.app.request(`${TEST_ORIGIN}/trpc/records.bets?input=${encodeURIComponent(JSON.stringify({ from: "2026-11-22\u0000" }))}`, { headers: { "x-lang": "en", authorization: `Bearer ${token}` } });
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ error: { data: { appCode: "INVALID_INPUT", params: { field: "from" } } } });
    const key = await legacyJson("user/userInfo", { "to\u0000ken": "x" }, { token });
    expect(await key.json()).toMatchObject({ code: 0, msg: invalid("input") });
  });
});
