import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { translate } from "../../adapters/i18n";
import { createPlayer } from "../support/app";
import { TEST_ORIGIN, testServer, type TestServer } from "../support/server";

describe("HTTP security", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer(await openSqliteStore({ file: ":memory:" }));
    await createPlayer(server, { username: "safe_player" });
  });
  afterAll(() => server.close());

  const trpc = (path: string, init: { input?: unknown; headers?: Record<string, string>; method?: "GET" | "POST" } = {}) => {
    const method = init.method ?? "POST";
    const url = method === "GET" ? `${TEST_ORIGIN}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(init.input ?? null))}` : `${TEST_ORIGIN}/trpc/${path}`;
    return server.app.request(url, {
      method,
      headers: { "content-type": "application/json", ...init.headers },
      ...(method === "POST" ? { body: JSON.stringify(init.input ?? null) } : {}),
    });
  };

  /** Logs in through the real tRPC path, captcha included (read from the test-mode hook). */
  const loginOverHttp = async (headers: Record<string, string> = { origin: TEST_ORIGIN }) => {
    const captcha = (await (await trpc("auth.captcha", { headers })).json()) as { result: { data: { captchaId: string; svg: string } } };
    const { captchaId, svg } = captcha.result.data;
    expect(svg).toMatch(/^<svg [^>]*width="80" height="30"/);
    const answer = ((await (await server.app.request(`/__test__/captcha/${captchaId}`)).json()) as { text: string }).text;
    expect(svg).not.toContain(`>${answer}<`); // the answer is drawn glyph by glyph, not written out
    return trpc("auth.login", { headers, input: { username: "safe_player", password: "secret123", captchaId, captchaAnswer: answer.toLowerCase() } });
  };

  it("/healthz says whether the ledger balances and when it was checked, and nothing an outsider could use", async () => {
    const health = (await (await server.app.request("/healthz")).json()) as { ok: boolean; ledger: Record<string, unknown> };
    expect(health).toMatchObject({ ok: true, ledger: { balanced: true, checkedAtMs: server.clock.nowMs() } });
    expect(Object.keys(health.ledger).sort()).toEqual(["balanced", "checkedAtMs"]);
  });

  it("sends the security headers on every kind of response", async () => {
    const responses = [
      await server.app.request("/healthz"),
      await trpc("auth.session", { method: "GET" }),
      await server.app.request("/index.php/api/user/userInfo", { method: "POST" }),
      await server.app.request("/no/such/page"),
    ];
    for (const response of responses) {
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("frame-src 'self'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("same-origin");
      expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    }
  });

  it("signs the browser in with an httpOnly, SameSite=Lax session cookie that authenticates later calls", async () => {
    const response = await loginOverHttp();
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^sid=[0-9a-f]{64};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const sid = /^sid=([0-9a-f]{64})/.exec(cookie)![1]!;
    const session = (await (await trpc("auth.session", { method: "GET", headers: { cookie: `sid=${sid}` } })).json()) as { result: { data: { username: string } } };
    expect(session.result.data.username).toBe("safe_player");
    // Other clients may use the same token as a bearer token.
    const bearer = (await (await trpc("auth.session", { method: "GET", headers: { authorization: `Bearer ${sid}` } })).json()) as { result: { data: { username: string } } };
    expect(bearer.result.data.username).toBe("safe_player");
  });

  it("refuses mutations from another site, and cookie mutations that do not say where they come from", async () => {
    const login = await loginOverHttp();
    const sid = /^sid=([0-9a-f]{64})/.exec(login.headers.get("set-cookie") ?? "")![1]!;
    const crossSite = await trpc("auth.logout", { headers: { cookie: `sid=${sid}`, origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    const silent = await trpc("auth.logout", { headers: { cookie: `sid=${sid}` } });
    expect(silent.status).toBe(403);
    const fetchSite = await trpc("auth.logout", { headers: { cookie: `sid=${sid}`, "sec-fetch-site": "cross-site" } });
    expect(fetchSite.status).toBe(403);
    // Still signed in: none of those went through.
    const session = (await (await trpc("auth.session", { method: "GET", headers: { cookie: `sid=${sid}` } })).json()) as { result: { data: unknown } };
    expect(session.result.data).not.toBeNull();
    // The same mutation from this site works, and then the session is gone.
    expect((await trpc("auth.logout", { headers: { cookie: `sid=${sid}`, origin: TEST_ORIGIN } })).status).toBe(200);
    const after = (await (await trpc("auth.session", { method: "GET", headers: { cookie: `sid=${sid}` } })).json()) as { result: { data: unknown } };
    expect(after.result.data).toBeNull();
  });

  it("refuses a login without the right captcha on the tRPC path, in the caller's language", async () => {
    const response = await trpc("auth.login", { headers: { origin: TEST_ORIGIN, "x-lang": "en" }, input: { username: "safe_player", password: "secret123", captchaId: "0".repeat(32), captchaAnswer: "ABCD" } });
    const json = (await response.json()) as { error: { message: string; data: { appCode: string } } };
    expect(json.error.data.appCode).toBe("CAPTCHA_WRONG");
    const zh = (await (await trpc("auth.login", { headers: { origin: TEST_ORIGIN, "x-lang": "zh" }, input: { username: "safe_player", password: "secret123", captchaId: "0".repeat(32), captchaAnswer: "ABCD" } })).json()) as { error: { message: string } };
    expect(zh.error.message).not.toBe(json.error.message);
  });

  it("throttles guessing on the legacy login too", async () => {
    const attempt = async (password: string) =>
      (await (await server.app.request("/index.php/api/user/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ account: "safe_player", password, lang: "en", host: "x" }) })).json()) as { code: number; msg: string };
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).code).toBe(0);
    // Three wrong in a row, and this address must wait before its next try on the account, the right password too.
    const blocked = await attempt("secret123");
    expect(blocked.code).toBe(0);
    expect(blocked.msg).toBe(translate("LOGIN_SLOW_DOWN", "en", { seconds: 1 }));
  });
});
