import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { SESSION_CACHE_MS } from "../../adapters/http/session-cache";
import { call, msg, pathVariants, player, type Player } from "./support";

/** Every call this layer adds (SPEC section 7 but login, register, userInfo and heart), as the original client spells it. */
const TOKEN_CALLS = [
  "Lottery/oddsList",
  "Lottery/playOrder",
  "Lottery/cand",
  "user/quantityLogList",
  "user/orderList",
  "user/payInfo",
  "user/setPayInfo",
  "user/safetyInfo",
  "user/setSafety",
  "user/newPass",
  "user/withdrawInfo",
  "user/withdrawAction",
  "user/recharge",
  "user/getGameResult",
  "user/closeGameResult",
  "user/profile",
  "user/getMyTeam",
] as const;

/** Open to guests: GET with their parameters in the query. */
const PUBLIC_CALLS = ["index/index", "index/articleList"] as const;

/** POST calls a signed-out client of the original makes too (the lottery hall and the draws): they answer visitors. */
const VISITOR_CALLS = ["Lottery/index", "Lottery/issueList"] as const;

/** Every POST call. */
const ALL_CALLS = [...VISITOR_CALLS, ...TOKEN_CALLS] as const;

/**
 * For each call, a body whose other fields are sound (so the hostile one is the
 * field actually judged) and the fields it reads. No base can move money: the
 * stake is refused, the withdrawal has no payout method, a deposit only waits.
 */
const FUZZ: Record<(typeof ALL_CALLS)[number], { base: Record<string, unknown>; fields: string[] }> = {
  "Lottery/index": { base: {}, fields: ["game_id"] },
  "Lottery/oddsList": { base: { plan_id: 11 }, fields: ["plan_id"] },
  "Lottery/playOrder": { base: { issue: "20261122001", plan_id: 11, game_id: 1, play_type: "1", money: "0" }, fields: ["issue", "plan_id", "game_id", "play_type", "money"] },
  "Lottery/issueList": { base: { game_id: 1 }, fields: ["game_id", "limit"] },
  "Lottery/cand": { base: { game_id: 1 }, fields: ["game_id", "limit"] },
  "user/quantityLogList": { base: { begin_date: "2026-11-22", end_date: "2026-11-22" }, fields: ["begin_date", "end_date", "type", "page", "pageSize"] },
  "user/orderList": { base: { begin_date: "2026-11-22", end_date: "2026-11-22" }, fields: ["begin_date", "end_date", "activeTab", "page", "pageSize"] },
  "user/payInfo": { base: { type: 0 }, fields: ["type"] },
  "user/setPayInfo": { base: { type: 0, acc: "Chen", acc_name: "6222021234567890", acc_bank: "Bank", mark: "" }, fields: ["type", "acc", "acc_name", "acc_bank", "mark"] },
  "user/safetyInfo": { base: {}, fields: ["type"] },
  "user/setSafety": { base: { new_code: "123456" }, fields: ["new_code", "after_code"] },
  "user/newPass": { base: { new_pass: "another-pass", after_pass: "not-the-password" }, fields: ["new_pass", "after_pass"] },
  "user/withdrawInfo": { base: {}, fields: ["type"] },
  "user/withdrawAction": { base: { type: 0, money: "150", securityCode: "000000" }, fields: ["type", "money", "securityCode"] },
  "user/recharge": { base: { money: "200", type: "TWD" }, fields: ["money", "type"] },
  "user/getGameResult": { base: { game_id: 1 }, fields: ["game_id"] },
  "user/closeGameResult": { base: {}, fields: ["order_id"] },
  "user/profile": { base: { nickname: "Mei", mobile: "0912" }, fields: ["username", "nickname", "mobile"] },
  "user/getMyTeam": { base: {}, fields: ["page", "pageSize"] },
};

/** Values no field accepts as they are (or, for a blank, takes as left empty). */
const HOSTILE: unknown[] = [{}, { $gt: "" }, [], [1, 2], true, false, null, -1, 1e308, -0.5, "NaN", "Infinity", "0x10", "1e9", " ", "\u0000", "9".repeat(40), "-99999999999999999999", "__proto__", "<script>alert(1)</script>"];

forEachStore((_name, open) => {
  let server: TestServer;
  let alice: Player;
  beforeAll(async () => {
    server = await testServer(await open());
    alice = await player(server, { money: "500" });
  });
  afterAll(() => server.close());

  describe("the token", () => {
    it("is required by every call but the public ones: HTTP 401 and code 401 without one, in the caller's language", async () => {
      for (const path of TOKEN_CALLS) {
        for (const lang of ["tw", "en"] as const) {
          const reply = await call(server, path, { lang });
          expect(reply.status, path).toBe(401);
          expect(reply.json, path).toMatchObject({ code: 401, msg: msg("PLEASE_LOG_IN", lang), data: null });
        }
      }
    });

    it("answers 50014 to an unknown token, in form and multipart bodies too", async () => {
      for (const [index, path] of TOKEN_CALLS.entries()) {
        const kind = path.length % 3 === 0 ? "json" : path.length % 3 === 1 ? "form" : "multipart";
        const reply = await call(server, path, { lang: "en" }, { token: `0123456789abcdef0123456789abcd${String(index).padStart(2, "0")}`, kind });
        expect(reply.status, path).toBe(200);
        expect(reply.json, path).toMatchObject({ code: 50014, msg: msg("SESSION_EXPIRED", "en"), data: null });
      }
    });

    it("answers a stale token 50014 once, then 401, so a client that reloads on 50014 stops at its login", async () => {
      const stale = "fedcba9876543210fedcba9876543210";
      expect((await call(server, "user/safetyInfo", { lang: "en" }, { token: stale })).json).toMatchObject({ code: 50014 });
      for (const path of ["user/safetyInfo", "user/withdrawInfo"]) {
        const again = await call(server, path, { lang: "en" }, { token: stale });
        expect(again.status, path).toBe(401);
        expect(again.json, path).toMatchObject({ code: 401, msg: msg("PLEASE_LOG_IN", "en"), data: null });
      }
    });

    it("takes the header token: null (what a signed-out client of the original sends), undefined or empty as no token", async () => {
      for (const token of ["null", "undefined", "", " "]) {
        const reply = await server.app.request("/index.php/api/user/safetyInfo", { method: "POST", headers: { "content-type": "application/json", token }, body: JSON.stringify({ lang: "en" }) });
        expect(reply.status, JSON.stringify(token)).toBe(401);
        expect(await reply.json()).toMatchObject({ code: 401, msg: msg("PLEASE_LOG_IN", "en") });
        for (const path of VISITOR_CALLS) {
          const visitor = await server.app.request(`/index.php/api/${path}`, { method: "POST", headers: { "content-type": "application/json", token }, body: JSON.stringify({ game_id: 1 }) });
          expect(((await visitor.json()) as { code: number }).code, `${path} with token ${JSON.stringify(token)}`).toBe(1);
        }
      }
    });

    it("is not needed by the lottery hall and the draws, which answer a visitor and a stale token alike", async () => {
      for (const path of VISITOR_CALLS) {
        expect((await call(server, path, { game_id: 1 })).json.code, path).toBe(1);
        expect((await call(server, path, { game_id: 1 }, { token: "00000000000000000000000000000000" })).json.code, path).toBe(1);
      }
    });

    it("answers 50014 to a session revoked elsewhere, once the session cache has let go of it", async () => {
      const p = await player(server);
      expect((await call(server, "user/safetyInfo", {}, { token: p.token })).json.code).toBe(1);
      await server.deps.store.transaction((tx) => tx.sessions.revokeAllOfUser(p.user.id));
      server.clock.advance(SESSION_CACHE_MS + 1);
      expect((await call(server, "user/safetyInfo", { lang: "tw" }, { token: p.token })).json).toMatchObject({ code: 50014, msg: msg("SESSION_EXPIRED", "tw") });
    });

    it("may also travel as a body parameter", async () => {
      const reply = await call(server, "user/safetyInfo", { token: alice.token });
      expect(reply.json).toMatchObject({ code: 1, data: { isTrue: false } });
    });

    it("is not needed by the home and news pages", async () => {
      for (const path of PUBLIC_CALLS) expect((await call(server, path, {}, { method: "GET" })).json.code, path).toBe(1);
    });
  });

  describe("paths", () => {
    it("reach the same call under /index.php/api and /api, in any case, with or without a trailing slash", async () => {
      for (const path of ALL_CALLS) {
        const canonical = await call(server, path, { lang: "en" }, { token: alice.token });
        expect(canonical.json.msg, path).not.toBe(msg("NOT_FOUND", "en"));
        for (const variant of pathVariants(path)) {
          const reply = await call(server, variant.path, { lang: "en" }, { token: alice.token, prefix: variant.prefix });
          expect({ code: reply.json.code, msg: reply.json.msg }, `${variant.prefix}/${variant.path}`).toEqual({ code: canonical.json.code, msg: canonical.json.msg });
        }
      }
      for (const path of PUBLIC_CALLS) {
        for (const variant of pathVariants(path)) expect((await call(server, variant.path, {}, { method: "GET", prefix: variant.prefix })).json.code).toBe(1);
      }
    });

    it("reads form-urlencoded and multipart bodies as it reads JSON", async () => {
      for (const path of ALL_CALLS) {
        // A call that changes state is asked something it refuses, so the three answers must agree.
        const body = { ...(path === "user/setSafety" ? { new_code: "12345" } : FUZZ[path].base), lang: "en" };
        const json = await call(server, path, body, { token: alice.token });
        for (const kind of ["form", "multipart"] as const) {
          const reply = await call(server, path, body, { token: alice.token, kind });
          expect({ code: reply.json.code, msg: reply.json.msg }, `${path} as ${kind}`).toEqual({ code: json.json.code, msg: json.json.msg });
        }
      }
    });

    it("answers the calls with POST only, refusing GET with code 0 in the caller's language", async () => {
      for (const path of ALL_CALLS) {
        const reply = await call(server, path, { lang: "en" }, { method: "GET", token: alice.token });
        expect(reply.json, path).toMatchObject({ code: 0, msg: msg("INVALID_INPUT", "en") });
      }
    });

    it("refuses a body that is not a JSON object", async () => {
      for (const body of ["{not json", "[1,2]", "\"text\"", "null"]) {
        const response = await server.app.request("/api/user/safetyInfo", { method: "POST", headers: { "content-type": "application/json", token: alice.token }, body });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ code: 0, msg: msg("INVALID_INPUT", "tw") });
      }
    });
  });

  describe("hostile input", () => {
    it("never gets a 5xx from any call, and never moves the caller's money", async () => {
      const victim = await player(server, { money: "500" });
      for (const path of ALL_CALLS) {
        const { base, fields } = FUZZ[path];
        for (const field of fields) {
          for (const value of HOSTILE) {
            const reply = await call(server, path, { ...base, [field]: value, lang: "en" }, { token: victim.token });
            expect(reply.status, `${path} ${field}=${JSON.stringify(value)}`).toBe(200);
            expect([0, 1], `${path} ${field}=${JSON.stringify(value)}`).toContain(reply.json.code);
          }
        }
      }
      const info = (await call(server, "user/userInfo", {}, { token: victim.token })).json.msg as { money: string };
      expect(info.money).toBe("500.00");
    });

    it("refuses an oversized body before reading it", async () => {
      const reply = await call(server, "user/profile", { nickname: "x".repeat(70_000), lang: "en" }, { token: alice.token });
      // The body is not read, so neither is its lang: the default language answers, with HTTP 413.
      expect(reply.status).toBe(413);
      expect(reply.json).toMatchObject({ code: 0, msg: msg("REQUEST_TOO_LARGE", "tw", { max_kb: 64 }), data: null });
    });
  });
});
