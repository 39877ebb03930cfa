import { afterAll, beforeAll, expect, it } from "vitest";
import { requestWithdrawal } from "../../src/application/wallet/request-withdrawal";
import { getTurnoverStatus } from "../../src/application/wallet/turnover-status";
import { units } from "../../src/domain/money";
import type { TestApp } from "../support/app";
import { sessionFor, TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { SECURITY_CODE, deposit, newUser, readyToWithdraw, refusal, settleLostStake, unwrap } from "../application/wallet-fixtures";

/**
 * The turnover a withdrawal needs is shown before the form (issue 37): one use
 * case, read by both APIs, with the very figures the withdrawal is judged by.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  let app: Pick<TestApp, "deps">;
  beforeAll(async () => {
    server = await testServer(await open());
    app = { deps: server.deps };
  });
  afterAll(() => server.close());

  const trpcTurnover = async (token: string) => {
    const response = await server.app.request(`${TEST_ORIGIN}/trpc/wallet.turnover`, { headers: { authorization: `Bearer ${token}`, "x-lang": "en" } });
    return ((await response.json()) as { result: { data: Record<string, unknown> } }).result.data;
  };
  const legacyTurnover = async (token: string) => {
    const response = await server.app.request("/index.php/api/user/withdrawInfo", { method: "POST", headers: { "content-type": "application/json", token }, body: JSON.stringify({ lang: "en" }) });
    return ((await response.json()) as { data: { turnover: Record<string, unknown>; money: string } }).data;
  };

  it("tells both APIs what is required, staked and left, and when it resets; a withdrawal is refused with the same shortfall", async () => {
    const user = await newUser(app);
    await readyToWithdraw(app, user.id);
    const token = await sessionFor(server, user.id);
    await deposit(app, user.id, units(1000));
    const nextReset = unwrap(await getTurnoverStatus(server.deps, { userId: user.id })).nextReset;
    expect(nextReset).toMatch(/^\d{4}-\d{2}-\d{2} 00:00$/);
    expect(await trpcTurnover(token)).toMatchObject({ requiredMinor: units(1000), stakedMinor: 0, leftMinor: units(1000), waterLimitPercent: 100, met: false, nextReset });
    expect((await legacyTurnover(token)).turnover).toEqual({ required: "1000.00", staked: "0.00", left: "1000.00", water_limit: 1, reset_at: nextReset });

    await settleLostStake(app, user.id, units(300));
    expect(await trpcTurnover(token)).toMatchObject({ requiredMinor: units(1000), stakedMinor: units(300), leftMinor: units(700), met: false });
    const legacy = await legacyTurnover(token);
    expect(legacy.turnover).toMatchObject({ staked: "300.00", left: "700.00" });
    expect(legacy.money).toBe("700.00");
    expect(refusal(await requestWithdrawal(server.deps, { userId: user.id, amount: "100", payoutType: 0, securityCode: SECURITY_CODE }))).toEqual({
      code: "WITHDRAW_TURNOVER",
      params: { shortfall: "700.00", water_limit: 1 },
    });

    await settleLostStake(app, user.id, units(700));
    expect(await trpcTurnover(token)).toMatchObject({ leftMinor: 0, met: true });
  });

  it("is the caller's own: no session, no status", async () => {
    const response = await server.app.request(`${TEST_ORIGIN}/trpc/wallet.turnover`, { headers: { "x-lang": "en" } });
    expect(response.status).toBe(401);
  });
});
