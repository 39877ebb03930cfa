import { afterAll, beforeAll, expect, it } from "vitest";
import { units } from "../../src/domain/money";
import { withGroupedAmounts } from "../../adapters/i18n/grouped-amounts";
import type { TestApp } from "../support/app";
import { sessionFor, TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { SECURITY_CODE, deposit, newUser, readyToWithdraw } from "../application/wallet-fixtures";

/**
 * Amounts in the messages the web shows as they come are grouped as the player's language
 * reads them ("10,075.00 to go", issue 37 item 8); the legacy wire keeps the original's
 * plain "10075.00" in `msg`, and `params` stay as the core wrote them on both.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  let app: Pick<TestApp, "deps">;
  beforeAll(async () => {
    server = await testServer(await open());
    app = { deps: server.deps };
  });
  afterAll(() => server.close());

  it("a withdrawal short of turnover is worded with grouped amounts on tRPC and plain ones on the legacy wire", async () => {
    const user = await newUser(app);
    await readyToWithdraw(app, user.id);
    await deposit(app, user.id, units(12_345));
    const token = await sessionFor(server, user.id);
    const before = await server.deps.store.read((tx) => tx.users.byId(user.id));

    const trpc = await server.app.request(`${TEST_ORIGIN}/trpc/wallet.withdraw`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "x-lang": "en", "content-type": "application/json", origin: TEST_ORIGIN },
      body: JSON.stringify({ amount: "100", payoutType: 0, securityCode: SECURITY_CODE }),
    });
    const trpcError = ((await trpc.json()) as { error: { message: string; data: { appCode: string; params: Record<string, unknown> } } }).error;
    expect(trpcError.data.appCode).toBe("WITHDRAW_TURNOVER");
    expect(trpcError.message).toContain("12,345.00");
    expect(trpcError.data.params.shortfall).toBe("12345.00");

    const legacy = await server.app.request("/index.php/api/user/withdrawAction", {
      method: "POST",
      headers: { "content-type": "application/json", token },
      body: JSON.stringify({ lang: "en", type: 0, money: "100", securityCode: SECURITY_CODE }),
    });
    const legacyBody = (await legacy.json()) as { code: number; msg: string };
    expect(legacyBody.code).toBe(0);
    expect(legacyBody.msg).toContain("12345.00");
    expect(legacyBody.msg).not.toContain("12,345.00");

    expect(await server.deps.store.read((tx) => tx.users.byId(user.id))).toEqual(before);
  });
});

it("groups every amount parameter per language and leaves counts, names and odd strings alone", () => {
  const params = { shortfall: "1234567.50", negative: "-1000.00", water_limit: 1, minutes: "15", name: "1000", odds: "1.9" };
  expect(withGroupedAmounts(params, "en")).toEqual({ ...params, shortfall: "1,234,567.50", negative: "-1,000.00" });
  expect(withGroupedAmounts(params, "tw")).toMatchObject({ shortfall: "1,234,567.50" });
  expect(withGroupedAmounts(params, "kor")).toMatchObject({ shortfall: "1,234,567.50" });
  expect(withGroupedAmounts({ small: "999.99" }, "jp")).toEqual({ small: "999.99" });
  expect(withGroupedAmounts(undefined, "en")).toBeUndefined();
});
