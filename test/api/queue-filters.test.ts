import { afterAll, beforeAll, expect, it } from "vitest";
import { testServer, type TestServer } from "../support/server";
import { queueFixture } from "../support/queue-fixture";
import { forEachStore } from "../support/stores";
import { expectRefused, expectTranslated, newPlayer, TODAY, type Player } from "../trpc/helpers";

/**
 * The console's deposit and withdrawal queues filter by player, amount range,
 * channel, status and dates (issue 37, item 13): the filters are the use
 * case's, applied in the store's SQL, and bad ones are refused in words.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  let fixture: Awaited<ReturnType<typeof queueFixture>>;
  let player: Player;
  beforeAll(async () => {
    server = await testServer(await open());
    fixture = await queueFixture(server);
    player = await newPlayer(server);
  });
  afterAll(() => server.close());

  const depositIds = async (input: Record<string, unknown>) => (await fixture.operator.call.admin.deposits.list(input as never)).items.map((item) => item.id);
  const withdrawalIds = async (input: Record<string, unknown>) => (await fixture.operator.call.admin.withdrawals.list(input as never)).items.map((item) => item.id);

  it("filters the deposit queue by player, amount range, channel and status, each alone and together", async () => {
    const { deposits, alice, bob, bank } = fixture;
    expect(await depositIds({})).toEqual([deposits.alice100, deposits.alice500, deposits.bob300, deposits.bob150]);
    expect(await depositIds({ player: alice.username.slice(0, 8).toUpperCase() })).toEqual([deposits.alice100, deposits.alice500]);
    expect(await depositIds({ player: String(bob.id) })).toEqual([deposits.bob300, deposits.bob150]);
    expect(await depositIds({ minAmount: "100", maxAmount: "300.00" })).toEqual([deposits.alice100, deposits.bob300, deposits.bob150]);
    expect(await depositIds({ minAmount: "301" })).toEqual([deposits.alice500]);
    expect(await depositIds({ channelId: bank.id })).toEqual([deposits.alice500, deposits.bob300]);
    expect(await depositIds({ channelId: bank.id, player: bob.username })).toEqual([deposits.bob300]);
    expect(await depositIds({ status: 1 })).toEqual([]);
    expect(await depositIds({ status: null, maxAmount: "150" })).toEqual([deposits.bob150, deposits.alice100]);
    // "%" is a character to look for, not a wildcard.
    expect(await depositIds({ player: "%" })).toEqual([]);
  });

  it("filters by the local days asked on", async () => {
    const { deposits } = fixture;
    expect(await depositIds({ from: TODAY, to: TODAY })).toHaveLength(4);
    expect(await depositIds({ from: "2026-11-21", to: "2026-11-21" })).toEqual([]);
    expect(await depositIds({ from: "2026-11-23" })).toEqual([]);
    expect(await depositIds({ to: TODAY, status: null })).toEqual([deposits.bob150, deposits.bob300, deposits.alice500, deposits.alice100]);
  });

  it("filters the withdrawal queue by player and amount", async () => {
    const { withdrawals, alice } = fixture;
    expect(await withdrawalIds({})).toEqual([withdrawals.alice, withdrawals.bob]);
    expect(await withdrawalIds({ player: alice.username })).toEqual([withdrawals.alice]);
    expect(await withdrawalIds({ minAmount: "500" })).toEqual([withdrawals.bob]);
    expect(await withdrawalIds({ minAmount: "500", player: alice.username })).toEqual([]);
  });

  it("refuses filters that make no sense, in the operator's language, and reads nothing", async () => {
    const { operator } = fixture;
    await expectRefused(operator.call.admin.deposits.list({ minAmount: "300", maxAmount: "100" }), "INVALID_INPUT", "BAD_REQUEST");
    await expectRefused(operator.call.admin.deposits.list({ minAmount: "ten" }), "INVALID_INPUT");
    await expectRefused(operator.call.admin.withdrawals.list({ maxAmount: "-5" }), "INVALID_INPUT");
    await expectRefused(operator.call.admin.deposits.list({ from: "2026-11-22", to: "2026-11-20" }), "DATE_RANGE_REVERSED");
    await expectRefused(operator.call.admin.deposits.list({ from: "2017-12-31" }), "DATE_TOO_EARLY");
    await expectRefused(operator.call.admin.deposits.list({ from: "yesterday" }), "INVALID_INPUT");
    await expectRefused(operator.call.admin.deposits.list({ player: "x".repeat(65) }), "INVALID_INPUT");
    await expectTranslated(server, "query", "admin.deposits.list", { minAmount: "300", maxAmount: "100" }, "INVALID_INPUT", { token: operator.token, langs: ["tw", "en"] });
    await expectTranslated(server, "query", "admin.withdrawals.list", { from: "2026-11-22", to: "2026-11-20" }, "DATE_RANGE_REVERSED", { token: operator.token, langs: ["tw", "en"] });
  });

  it("serves the filtered queues to operators only", async () => {
    await expectRefused(player.call.admin.deposits.list({ player: fixture.alice.username }), "FORBIDDEN", "FORBIDDEN");
    await expectRefused(player.call.admin.withdrawals.list({ minAmount: "1" }), "FORBIDDEN", "FORBIDDEN");
    const guest = await server.caller(null);
    await expectRefused(guest.admin.deposits.list({}), "NOT_LOGGED_IN", "UNAUTHORIZED");
  });
});
