/**
 * Fires generated garbage at every endpoint of both APIs (every tRPC
 * procedure, every legacy call, signed in or not, as JSON, form or broken
 * bodies) and checks that each answer is a clear coded refusal or a harmless
 * read — never a 5xx — and that afterwards the ledger, the bets, the requests
 * and the accounts are exactly as before. On both stores: PostgreSQL refuses
 * text SQLite takes (a NUL), so garbage that passes one may break the other.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyRoutes } from "../../adapters/legacy/routes";
import { appRouter } from "../../adapters/trpc/router";
import { placeBet } from "../../src/application/betting/place-bet";
import { requestRecharge } from "../../src/application/wallet/request-recharge";
import { saveDepositChannel } from "../../src/application/wallet/save-deposit-channel";
import { setPayoutMethod } from "../../src/application/wallet/set-payout-method";
import { units } from "../../src/domain/money";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/rounds/schedule";
import { createPlayer, FIRST_ROUND_2026_11_22_MS } from "../support/app";
import { sessionFor, TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { forEachStore, openWithRawSql } from "../support/stores";

const RUNS = Number(process.env.GARBAGE_RUNS ?? 600);

/** Tables whose every row must be unchanged; volatile bookkeeping (sessions, captchas, login attempts) is left out. */
const GUARDED_TABLES = ["accounts", "transfers", "bets", "fund_log", "deposit_requests", "withdrawal_requests", "payout_methods", "win_notices", "rounds", "games", "rooms", "room_odds", "deposit_channels", "credited_tx_hashes", "deposit_receipts", "protection_limits", "player_protection", "support_conversations", "support_messages", "support_status_changes", "support_images", "support_mutes", "support_quick_replies", "support_articles", "support_article_texts", "password_reset_links", "support_guests", "push_subscriptions", "growth_payouts", "vip_states"];
/** users, except the security-code lockout counters, which count every attempt by design. */
const USER_COLUMNS = "id, username, password_hash, group_id, role, inviter_id, nickname, mobile, security_code_hash, water_limit_percent, buy_banned, chat_banned";

/**
 * Every legacy parameter name of SPEC.md section 7, plus a few a probe would
 * try. Left out: nickname and mobile, free-text fields for which almost any
 * short string (even "' OR 1=1 --") is a legitimate value, not garbage.
 */
const LEGACY_KEYS = ["game_id", "plan_id", "issue", "play_type", "money", "type", "account", "password", "username", "group_id", "inviter_id", "begin_date", "end_date", "activeTab", "acc", "acc_name", "acc_bank", "mark", "new_code", "after_code", "new_pass", "after_pass", "securityCode", "order_id", "page", "pageSize", "lang", "host", "token", "id", "user_id", "channel_id", "reference", "__proto__", "constructor"];
// Left out: "minutes", whose 0 (reality check off) is a legitimate setting, not garbage.
const TRPC_KEYS = ["gameId", "roomId", "issue", "playTypes", "stake", "expectedTotal", "requestId", "betId", "amount", "currency", "payoutType", "securityCode", "type", "acc", "accName", "accBank", "mark", "from", "to", "page", "pageSize", "scope", "username", "password", "captchaId", "captchaAnswer", "inviteCode", "adult", "oldPassword", "newPassword", "confirmPassword", "oldCode", "newCode", "id", "messageId", "noticeId", "salesDay", "limit", "lastEventId", "channelId", "reference", "txHash", "payerName", "accountLast5", "kind", "period", "days", "months", "confirm", "until", "conversationId", "afterSeq", "seq", "assigneeId", "view", "search", "status", "target", "lang", "shortcut", "title", "body", "sortOrder", "published", "hours", "autoReplies", "fromDay", "toDay", "token", "displayName", "endpoint", "keys", "p256dh", "auth", "deposit", "withdrawal", "win", "closingRooms", "periodKey", "agentId", "rateBp", "terms", "startMs", "endMs", "percentBp", "cap", "pool", "packets", "turnover", "minLevel", "newPlayersOnly", "minDeposit", "onePerAddress", "wageringMultiple", "reason"];

/** Values no endpoint should accept for any field: wrong types, out of range, oversized, hostile. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, {}, [], [[]], { $gt: "" }, -1, -0.01, 0, 1e308, -1e308, 2 ** 53, "NaN", "Infinity", "-5", "1e5", "0x1F", "１００", "", " ", "\u0000", "' OR 1=1 --", "<script>alert(1)</script>", "../../etc/passwd", "%00"),
  // Text no store keeps as sent (adapters/http/storable-text.ts): a NUL or a lone surrogate inside a plausible value.
  fc.constantFrom("player\u0000", "1\u00000", "2026-11-22\u0000", "\uD800", "ok\uDC00", "victim_one\u0000", "100\u0000"),
  fc.tuple(fc.string({ maxLength: 12 }), fc.constantFrom("\u0000", "\uD83D", "\uDE00"), fc.string({ maxLength: 12 })).map(([a, bad, b]) => a + bad + b),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.double({ noDefaultInfinity: true }),
  fc.integer({ min: -(2 ** 31), max: -1 }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
);
/**
 * A plausible value for each key, so that a request carrying them gets past the
 * APIs' shape checks to the stores: with unstorable text added to every one,
 * such a request reached PostgreSQL (a login name with a NUL answered 500).
 */
const PLAUSIBLE: Readonly<Record<string, string>> = {
  account: "victim_one", username: "victim_one", password: "secret12", new_pass: "secret34", after_pass: "secret34", oldPassword: "secret12", newPassword: "secret34", confirmPassword: "secret34",
  begin_date: "2026-11-22", end_date: "2026-11-22", from: "2026-11-22", to: "2026-11-22", salesDay: "2026-11-22", until: "2026-12-22", fromDay: "2026-11-22", toDay: "2026-11-22",
  acc: "Victim", acc_name: "6222000011112222", accName: "6222000011112222", acc_bank: "Bank", accBank: "Bank", mark: "note", currency: "USDT", payerName: "Victim",
  issue: "20261122001", money: "100", amount: "100", stake: "10", reference: "12345", txHash: "a".repeat(64), requestId: "req-1", captchaId: "x", captchaAnswer: "abcd",
  token: "A".repeat(43),
};
const plausibleWith = (keys: readonly string[], bad: string): Record<string, string> =>
  Object.fromEntries(keys.filter((key) => key !== "__proto__" && key !== "constructor" && key !== "lang").map((key) => [key, `${PLAUSIBLE[key] ?? "1"}${bad}`]));
const UNSTORABLE_SUFFIXES = ["\u0000", "\uD800"] as const;

const garbageOf = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), badValue, { maxKeys: 8 });

type Auth = "none" | "user" | "bad";
const authArb = fc.constantFrom<Auth>("none", "user", "bad");

const trpcProcedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures)
  .filter(([path, p]) => p._def.type !== "subscription" && path !== "auth.logout")
  .map(([path, p]) => ({ path, type: p._def.type as "query" | "mutation" }));
const legacyCalls = Object.entries(legacyRoutes).map(([key, route]) => ({ key, method: route.method }));

forEachStore((name) => describe("garbage at every endpoint", () => {
  let server: TestServer;
  let query: <Row>(text: string) => Promise<Row[]>;

  /** A digest of every guarded row, read beside the application: equal digests mean nothing changed. */
  const snapshot = async () => {
    const digest = (rows: unknown) => createHash("sha256").update(JSON.stringify(rows)).digest("hex").slice(0, 16);
    const parts: string[] = [];
    for (const table of GUARDED_TABLES) parts.push(`${table}:${digest(await query(`select * from ${table} order by 1`))}`);
    parts.push(`users:${digest(await query(`select ${USER_COLUMNS} from users order by id`))}`);
    return parts.join(" ");
  };

  beforeAll(async () => {
    const raw = await openWithRawSql(name);
    query = raw.query;
    server = await testServer(raw.store);
    // Some real state to protect: money, a bet, deposits under review (one through a channel), a bank card.
    const channel = await saveDepositChannel(server.deps, { operatorId: 1, id: null, kind: "usdt", network: "TRC20", address: "TQ5NUm3qTTVyJXc7CuVTZyPdhHSJqdrZUn", currencies: ["USDT"], min: "100", max: "5000" });
    if (!channel.ok) throw new Error(channel.error.code);
    const round = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;
    for (const name of ["victim_one", "victim_two"]) {
      const user = await createPlayer(server, { balanceMinor: units(5_000), username: name });
      await placeBet(server.deps, { userId: user.id, roomId: 11, issue: round.issue, playTypes: [1], stakeMinor: units(10) });
      await requestRecharge(server.deps, { userId: user.id, amount: "500", currency: "USDT" });
      await requestRecharge(server.deps, { userId: user.id, amount: "500", channelId: channel.value.id, reference: { txHash: (name === "victim_one" ? "1" : "2").repeat(64) } });
      await setPayoutMethod(server.deps, { userId: user.id, type: 0, acc: "Victim", accName: "6222000011112222", accBank: "Bank" });
    }
  });
  afterAll(() => server.close());

  it(`answers ${RUNS} garbage requests without a 5xx and changes nothing`, async () => {
    const before = await snapshot();
    const victim = (await server.deps.store.read((tx) => tx.users.byUsername("victim_one")))!;
    const statuses = new Map<string, number>();
    const hit = new Set<string>();
    let culprit: string | null = null;

    const legacyRequest = fc.record({ call: fc.constantFrom(...legacyCalls), body: garbageOf(LEGACY_KEYS), auth: authArb, encoding: fc.constantFrom("json", "form", "broken", "query", "huge", "deep"), prefix: fc.constantFrom("/index.php/api/", "/api/"), upper: fc.boolean(), via: fc.constantFrom("header", "header", "cookie") });
    const trpcRequest = fc.record({ procedure: fc.constantFrom(...trpcProcedures), input: fc.oneof(garbageOf(TRPC_KEYS), badValue), auth: authArb, shape: fc.constantFrom("plain", "plain", "plain", "huge", "deep") });
    const anyRequest = fc.oneof(legacyRequest.map((r) => ({ api: "legacy" as const, ...r })), trpcRequest.map((r) => ({ api: "trpc" as const, ...r })));

    type GarbageRequest = typeof anyRequest extends fc.Arbitrary<infer R> ? R : never;
    /** The body as sent: plain JSON, padded past the 64 KB limit, or nested past the depth limit. */
    const shaped = (shape: string, value: unknown): string =>
      shape === "huge" ? JSON.stringify({ value, pad: "x".repeat(70_000) }) : shape === "deep" ? `{"value":${"[".repeat(200)}${"]".repeat(200)}}` : JSON.stringify(value);
    const fire = async (request: GarbageRequest) => {
        const token = request.auth === "user" ? await sessionFor(server, victim.id) : request.auth === "bad" ? "0".repeat(64) : null;
        let response: Response;
        hit.add(request.api === "legacy" ? `legacy ${request.call.key}` : `trpc ${request.procedure.path}`);
        if (request.api === "legacy") {
          const path = `${request.prefix}${request.upper ? request.call.key.toUpperCase() : request.call.key}`;
          // The token in the header (the original app), or the session cookie a cross-site form would carry.
          const headers: Record<string, string> = !token ? {} : request.via === "cookie" ? { cookie: `sid=${token}`, origin: "https://evil.example" } : { token };
          if (request.call.method === "GET" || request.encoding === "query") {
            const query = new URLSearchParams(Object.entries(request.body).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v) ?? ""]));
            response = await server.app.request(`${path}?${query}`, { method: request.call.method, headers });
          } else if (request.encoding === "form") {
            const form = new URLSearchParams(Object.entries(request.body).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v) ?? ""]));
            response = await server.app.request(path, { method: "POST", headers: { ...headers, "content-type": "application/x-www-form-urlencoded" }, body: form.toString() });
          } else {
            const body = request.encoding === "broken" ? `{"money": ${JSON.stringify(request.body).slice(0, 40)}` : shaped(request.encoding, request.body);
            response = await server.app.request(path, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body });
          }
          expect(response.status, path).toBeLessThan(500);
          const json = (await response.json()) as { code: number; msg: unknown; time: number };
          expect([0, 1, 401, 50014], path).toContain(json.code);
          expect(typeof json.time).toBe("number");
          if (json.code !== 1) expect(typeof json.msg === "string" && json.msg.length > 0, `${path} msg`).toBe(true);
          statuses.set(`legacy ${json.code}`, (statuses.get(`legacy ${json.code}`) ?? 0) + 1);
        } else {
          const { path, type } = request.procedure;
          const headers: Record<string, string> = { origin: TEST_ORIGIN, "x-lang": "en" };
          if (token) headers.cookie = `sid=${token}`;
          const input = shaped(request.shape, request.input ?? null);
          response =
            type === "query"
              ? await server.app.request(`${TEST_ORIGIN}/trpc/${path}?input=${encodeURIComponent(input)}`, { headers })
              : await server.app.request(`${TEST_ORIGIN}/trpc/${path}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: input });
          expect(response.status, path).toBeLessThan(500);
          if (response.status !== 200) {
            const json = (await response.json()) as { error: { message: string; data: { appCode: string } } };
            expect(typeof json.error.data.appCode, path).toBe("string");
            expect(json.error.message.length, path).toBeGreaterThan(0);
          }
          statuses.set(`trpc ${response.status}`, (statuses.get(`trpc ${response.status}`) ?? 0) + 1);
        }
        // Checked after every request: the first request that changes anything is named in the failure.
        const after = await snapshot();
        if (after !== before && !culprit) culprit = `${JSON.stringify(request).slice(0, 400)} changed ${after.split(" ").filter((part) => !before.includes(part)).join(", ")}`;
        expect(culprit).toBeNull();
    };
    // First every endpoint, a few times each, so none is left out by chance; then random garbage anywhere.
    for (const call of legacyCalls) for (const sample of fc.sample(legacyRequest, 3)) await fire({ api: "legacy", ...sample, call });
    for (const procedure of trpcProcedures) for (const sample of fc.sample(trpcRequest, 3)) await fire({ api: "trpc", ...sample, procedure });
    // Every endpoint with plausible values that each carry text no store keeps, signed in and not, as JSON and as a form.
    for (const bad of UNSTORABLE_SUFFIXES) {
      for (const auth of ["none", "user"] as const) {
        for (const call of legacyCalls) {
          for (const encoding of ["json", "form"] as const) await fire({ api: "legacy", call, body: plausibleWith(LEGACY_KEYS, bad), auth, encoding, prefix: "/index.php/api/", upper: false, via: "header" });
        }
        for (const procedure of trpcProcedures) await fire({ api: "trpc", procedure, input: plausibleWith(TRPC_KEYS, bad), auth, shape: "plain" });
      }
    }
    await fc.assert(fc.asyncProperty(anyRequest, fire), { numRuns: RUNS });
    expect(await snapshot()).toBe(before);

    // The receipt upload (multipart, outside both APIs): garbage names, bytes, ids and parts, to the victim's own requests too.
    const ownDeposits = (await server.deps.store.read((tx) => tx.deposits.list({ status: null, userId: victim.id }, { offset: 0, limit: 10 }))).map((d) => String(d.id));
    const receiptRequest = fc.record({
      id: fc.oneof(fc.constantFrom(...ownDeposits, "0", "-1", "abc", "1e3", "99999999999999999999", "%2e%2e"), fc.string({ maxLength: 20 })),
      name: fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom("a.png", "../x.png", "x.html", ".png", "a\\b.jpg", "\u0000.png")),
      bytes: fc.uint8Array({ maxLength: 4_096 }),
      field: fc.constantFrom("receipt", "receipt", "file", ""),
      auth: authArb,
    });
    await fc.assert(
      fc.asyncProperty(receiptRequest, async (request) => {
        const token = request.auth === "user" ? await sessionFor(server, victim.id) : request.auth === "bad" ? "0".repeat(64) : null;
        const form = new FormData();
        form.append(request.field, new File([request.bytes.slice().buffer as ArrayBuffer], request.name));
        const headers: Record<string, string> = { origin: TEST_ORIGIN };
        if (token) headers.cookie = `sid=${token}`;
        const response = await server.app.request(`${TEST_ORIGIN}/receipts/deposits/${encodeURIComponent(request.id)}`, { method: "POST", headers, body: form });
        expect(response.status).toBeLessThan(500);
        expect(response.status).not.toBe(200);
        // An id that is no path segment at all ("", "a/b") is no receipt route: the plain 404 of any unknown path.
        if (response.headers.get("content-type")?.includes("json")) {
          const json = (await response.json()) as { error: string; message: string };
          expect(json.message.length).toBeGreaterThan(0);
        } else expect(response.status).toBe(404);
      }),
      { numRuns: Math.max(50, Math.floor(RUNS / 10)) },
    );
    expect(await snapshot()).toBe(before);

    // The support desk's images (multipart, outside both APIs): garbage bytes (never an image's first bytes), texts,
    // parts and ids, to the customer's and the staff's upload and to the image read; as the victim, a bad token or nobody.
    const supportImageRequest = fc.record({
      route: fc.constantFrom("customer", "staff", "read"),
      id: fc.oneof(fc.constantFrom("1", "0", "-1", "abc", "1e3", "99999999999999999999", "%2e%2e", "a".repeat(32), "A".repeat(32)), fc.string({ maxLength: 40 })),
      bytes: fc.uint8Array({ maxLength: 4_096 }).filter((bytes) => !(bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)),
      text: fc.oneof(fc.string({ maxLength: 3_000 }), badValue.map((value) => (typeof value === "string" ? value : JSON.stringify(value) ?? ""))),
      field: fc.constantFrom("image", "image", "file", ""),
      auth: authArb,
      origin: fc.constantFrom(TEST_ORIGIN, TEST_ORIGIN, "https://evil.example"),
    });
    await fc.assert(
      fc.asyncProperty(supportImageRequest, async (request) => {
        const token = request.auth === "user" ? await sessionFor(server, victim.id) : request.auth === "bad" ? "0".repeat(64) : null;
        const headers: Record<string, string> = { origin: request.origin, "x-lang": "en" };
        if (token) headers.cookie = `sid=${token}`;
        let response: Response;
        if (request.route === "read") {
          response = await server.app.request(`${TEST_ORIGIN}/support/images/${encodeURIComponent(request.id)}`, { headers });
        } else {
          const form = new FormData();
          form.append(request.field, new File([request.bytes.slice().buffer as ArrayBuffer], "a.png", { type: "image/png" }));
          form.append("text", request.text);
          const path = request.route === "customer" ? "/support/images" : `/admin/support/conversations/${encodeURIComponent(request.id)}/images`;
          response = await server.app.request(`${TEST_ORIGIN}${path}`, { method: "POST", headers, body: form });
        }
        expect(response.status).toBeLessThan(500);
        expect(response.status).not.toBe(200);
        expect(response.status).not.toBe(201);
        if (response.headers.get("content-type")?.includes("json")) {
          const json = (await response.json()) as { error: string; message: string };
          expect(json.message.length).toBeGreaterThan(0);
        } else expect(response.status).toBe(404);
      }),
      { numRuns: Math.max(50, Math.floor(RUNS / 10)) },
    );
    expect(await snapshot()).toBe(before);
    expect(hit.size).toBe(trpcProcedures.length + legacyCalls.length);
    console.log(`garbage on ${name}: ${RUNS} requests over ${trpcProcedures.length} procedures and ${legacyCalls.length} legacy calls: ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 300_000);
}));
