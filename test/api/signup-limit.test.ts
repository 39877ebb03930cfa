import { afterAll, beforeAll, expect, it } from "vitest";
import { translate } from "../../adapters/i18n";
import { TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";

/**
 * Sign-up floods (issue 37): the legacy register takes no captcha, so 300
 * sign-ups from one address in a minute were all accepted. Both APIs now
 * count sign-ups per client address (the socket's) against one limit.
 */
forEachStore((_name, open) => {
  const LIMIT = 4;
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer(await open(), { openSignup: true, signupsPerAddressPerHour: LIMIT });
  });
  afterAll(() => server.close());

  /** What Hono's Node adapter hands the app: the socket's address, not anything the client says. */
  const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  const legacyRegister = (username: string, address: string, headers: Record<string, string> = {}) =>
    server.app.request("/index.php/api/user/register", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ username, password: "secret123", lang: "en" }) }, from(address));
  const trpcRegister = async (username: string, address: string) => {
    const caller = await server.caller(null);
    const { captchaId } = await caller.auth.captcha();
    const captchaAnswer = server.services.testCaptchas.get(captchaId)!;
    return server.app.request(`${TEST_ORIGIN}/trpc/auth.register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-lang": "en" },
      body: JSON.stringify({ username, password: "secret123", captchaId, captchaAnswer, inviteCode: "", adult: true }),
    }, from(address));
  };
  const limited = translate("SIGNUP_LIMITED", "en", { limit: LIMIT, minutes: 60 });
  const exists = async (username: string) => (await server.deps.store.read((tx) => tx.users.byUsername(username))) !== null;

  it("takes the limit's worth of sign-ups from one address over both APIs together, then refuses the next on each, translated", async () => {
    const address = "198.51.100.20";
    for (let i = 0; i < LIMIT / 2; i++) expect(await (await legacyRegister(`legacy_a${i}`, address)).json()).toMatchObject({ code: 1 });
    for (let i = 0; i < LIMIT / 2; i++) expect((await trpcRegister(`trpc_a${i}`, address)).status).toBe(200);
    const legacy = await legacyRegister("legacy_over", address);
    expect(await legacy.json()).toMatchObject({ code: 0, msg: limited });
    const trpc = await trpcRegister("trpc_over", address);
    expect(trpc.status).toBe(429);
    expect(await trpc.json()).toMatchObject({ error: { message: limited, data: { appCode: "SIGNUP_LIMITED", params: { limit: LIMIT, minutes: 60 } } } });
    expect(await exists("legacy_over")).toBe(false);
    expect(await exists("trpc_over")).toBe(false);
  });

  it("cannot be turned against another address: a flood from one leaves the other's sign-ups untouched, whatever headers it sends", async () => {
    const flooder = "198.51.100.30";
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => Promise.resolve(legacyRegister(`flood_b${i}`, flooder, { "x-forwarded-for": "198.51.100.31", "x-real-ip": "198.51.100.31" })).then((r) => r.json() as Promise<{ code: number }>)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(LIMIT);
    for (let i = 0; i < LIMIT; i++) expect(await (await legacyRegister(`victim_b${i}`, "198.51.100.31")).json()).toMatchObject({ code: 1 });
  });

  it("counts again an hour after", async () => {
    const address = "198.51.100.40";
    for (let i = 0; i < LIMIT; i++) await legacyRegister(`hour_c${i}`, address);
    expect(await (await legacyRegister("hour_c_over", address)).json()).toMatchObject({ code: 0 });
    server.clock.advance(60 * 60 * 1000);
    expect(await (await legacyRegister("hour_c_next", address)).json()).toMatchObject({ code: 1 });
  });
});
