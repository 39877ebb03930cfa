import { afterAll, beforeAll, expect, it } from "vitest";
import { formatLocalDateTime } from "../../src/domain/calendar";
import { TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";

/**
 * Sign-in facts (issue 37, item 10): after signing in, a player is told when
 * and from where they last signed in. Both APIs read it: tRPC's
 * account.previousSignIn, and the legacy user/userinfo beside the original's
 * fields (last_login_time, last_login_ip).
 */
forEachStore((_name, open) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer(await open(), { openSignup: true });
  });
  afterAll(() => server.close());

  /** What Hono's Node adapter hands the app: the socket's address. */
  const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  const legacy = async (path: string, body: Record<string, unknown>, address: string, token?: string) => {
    const response = await server.app.request(`/index.php/api/${path}`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { token } : {}) }, body: JSON.stringify({ lang: "en", ...body }) }, from(address));
    return (await response.json()) as { code: number; msg: unknown; data: { userinfo: { token: string; id: number } } };
  };
  const legacyRegister = async (username: string, address: string) => (await legacy("user/register", { username, password: "secret123" }, address)).data.userinfo;
  const legacyLogin = async (username: string, address: string) => (await legacy("user/login", { account: username, password: "secret123" }, address)).data.userinfo.token;
  const legacyInfo = async (token: string) => (await legacy("user/userinfo", {}, "192.0.2.99", token)).msg as Record<string, unknown>;
  const trpcLogin = async (username: string, address: string) => {
    const caller = await server.caller(null);
    const { captchaId } = await caller.auth.captcha();
    const response = await server.app.request(`${TEST_ORIGIN}/trpc/auth.login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-lang": "en" },
      body: JSON.stringify({ username, password: "secret123", captchaId, captchaAnswer: server.services.testCaptchas.get(captchaId)! }),
    }, from(address));
    expect(response.status).toBe(200);
    return /sid=([0-9a-f]{64})/.exec(response.headers.get("set-cookie") ?? "")![1]!;
  };
  const trpcPrevious = async (token: string) => {
    const response = await server.app.request(`${TEST_ORIGIN}/trpc/account.previousSignIn`, { headers: { authorization: `Bearer ${token}`, "x-lang": "en" } });
    return ((await response.json()) as { result: { data: unknown } }).result.data;
  };
  const local = (atMs: number) => formatLocalDateTime(server.deps.schedule.timeZone, atMs);

  it("a first sign-in has none; the next one names the time and address of the one before, on both APIs", async () => {
    const signUpAtMs = server.clock.nowMs();
    const registered = await legacyRegister("facts_alice", "198.51.100.7");
    expect(await trpcPrevious(registered.token)).toBeNull();
    expect(await legacyInfo(registered.token)).toMatchObject({ last_login_time: "", last_login_ip: "" });

    server.clock.advance(3 * 60 * 60 * 1000);
    const secondAtMs = server.clock.nowMs();
    const second = await trpcLogin("facts_alice", "203.0.113.5");
    expect(await trpcPrevious(second)).toEqual({ atMs: signUpAtMs, at: local(signUpAtMs), address: "198.51.100.7" });
    expect(await legacyInfo(second)).toMatchObject({ last_login_time: local(signUpAtMs), last_login_ip: "198.51.100.7" });

    server.clock.advance(25 * 60 * 1000);
    const third = await legacyLogin("facts_alice", "192.0.2.44");
    expect(await legacyInfo(third)).toMatchObject({ last_login_time: local(secondAtMs), last_login_ip: "203.0.113.5" });
    expect(await trpcPrevious(third)).toMatchObject({ atMs: secondAtMs, address: "203.0.113.5" });
    // An IPv4 client on an IPv6 socket is named as people write it.
    server.clock.advance(60_000);
    const fourth = await trpcLogin("facts_alice", "::ffff:198.51.100.9");
    server.clock.advance(60_000);
    const fifth = await trpcLogin("facts_alice", "2001:db8::7");
    expect(await trpcPrevious(fifth)).toMatchObject({ address: "198.51.100.9" });
    expect(await legacyInfo(fourth)).toMatchObject({ last_login_ip: "192.0.2.44" });
    // The earlier session still answers for itself: its previous sign-in is still the one before it, not a later one.
    expect(await trpcPrevious(second)).toMatchObject({ atMs: signUpAtMs, address: "198.51.100.7" });
  });

  it("is the caller's own: another player's sign-ins never show, and no session gets nothing", async () => {
    await legacyRegister("facts_bob", "198.51.100.60");
    server.clock.advance(60_000);
    await legacyLogin("facts_bob", "198.51.100.61");
    server.clock.advance(60_000);
    const carol = await legacyRegister("facts_carol", "198.51.100.70");
    // Carol's first sign-in: Bob's two, made before it, are not hers.
    expect(await trpcPrevious(carol.token)).toBeNull();
    expect(await legacyInfo(carol.token)).toMatchObject({ last_login_time: "", last_login_ip: "" });
    const bob = await trpcLogin("facts_bob", "198.51.100.62");
    expect(await trpcPrevious(bob)).toMatchObject({ address: "198.51.100.61" });
    const anonymous = await server.app.request(`${TEST_ORIGIN}/trpc/account.previousSignIn`, { headers: { "x-lang": "en" } });
    expect(anonymous.status).toBe(401);
  });
});
