import { afterEach, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { testServer, type TestServer } from "../support/server";
import { http } from "./helpers";

let server: TestServer;
afterEach(() => server.close());

/** A registration as the web form sends it, with a fresh captcha solved through the test hook. */
async function register(username: string, inviteCode: string) {
  const caller = await server.caller(null);
  const { captchaId } = await caller.auth.captcha();
  const captchaAnswer = server.services.testCaptchas.get(captchaId)!;
  return http(server, "mutation", "auth.register", { username, password: "secret123", captchaId, captchaAnswer, inviteCode, adult: true }, { lang: "en" });
}

describe("auth.signupRules", () => {
  it("says no invite code is needed when the operator allows open sign-up, and a registration without one goes through", async () => {
    server = await testServer(await openSqliteStore({ file: ":memory:" }), { openSignup: true });
    expect(await (await server.caller(null)).auth.signupRules()).toEqual({ inviteCodeRequired: false });
    const reply = await register("newcomer1", "");
    expect(reply.status).toBe(200);
    expect(reply.body.result?.data).toMatchObject({ username: "newcomer1" });
  });

  it("says an invite code is needed otherwise, and a registration without one is refused in the caller's language", async () => {
    server = await testServer(await openSqliteStore({ file: ":memory:" }));
    expect(await (await server.caller(null)).auth.signupRules()).toEqual({ inviteCodeRequired: true });
    const reply = await register("newcomer2", "");
    expect(reply.body.error?.data.appCode).toBe("INVITE_CODE_REQUIRED");
    expect(reply.body.error?.message.length).toBeGreaterThan(0);
  });
});
