import { afterEach, beforeEach, expect, it } from "vitest";
import type { CommissionStatement } from "../../src/domain/growth/commission-statement";
import type { Store } from "../../src/ports/store";
import { createUser, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

const DAY_MS = 86_400_000;

/**
 * The persistence contract of agents' commissions (migration 035), on every store: rate overrides, who invited whom,
 * a period's range recorded once, statements written once per agent and period with their lines, and each agent's
 * latest carry.
 */
forEachStore((_name, open) => {
  let store: Store;
  let agent: number;
  let other: number;
  let players: number[];
  beforeEach(async () => {
    store = await open();
    ({ agent, other, players } = await store.transaction(async (tx) => {
      const a = (await createUser(tx, { username: "agent", groupId: 3 })).id;
      const o = (await createUser(tx, { username: "other", groupId: 3 })).id;
      const p1 = (await createUser(tx, { username: "p1", inviterId: a })).id;
      const p2 = (await createUser(tx, { username: "p2", inviterId: p1 })).id;
      const p3 = (await createUser(tx, { username: "p3", inviterId: o })).id;
      await createUser(tx, { username: "op", role: "operator", groupId: 3 });
      return { agent: a, other: o, players: [p1, p2, p3] };
    }));
  });
  afterEach(() => store.close());

  const statement = (overrides: Partial<CommissionStatement> = {}): CommissionStatement => ({
    agentId: agent,
    periodKey: "2026-01-01",
    fromMs: T0,
    toMs: T0 + DAY_MS,
    basis: "net_revenue",
    rateBp: 50,
    secondLevelRateBp: 10,
    basisMinor: 90_000,
    periodMinor: 451,
    carryInMinor: -100,
    carryOutMinor: 0,
    amountMinor: 351,
    lines: [
      { playerId: players[0]!, level: 1, stakesMinor: 100_000, payoutsMinor: 20_000, receivedMinor: 500, basisMinor: 79_500, contributionMinor: 397 },
      { playerId: players[1]!, level: 2, stakesMinor: 10_500, payoutsMinor: 0, receivedMinor: 0, basisMinor: 10_500, contributionMinor: 10 },
    ],
    atMs: T0 + DAY_MS + 60_000,
    ...overrides,
  });

  it("keeps an agent's own rate, replaces it, and clears it", async () => {
    await store.transaction((tx) => tx.commissions.setRate(agent, 80, T0));
    expect(await store.read((tx) => tx.commissions.ratesOf([agent, other]))).toEqual(new Map([[agent, 80]]));
    await store.transaction((tx) => tx.commissions.setRate(agent, 120, T0 + 1));
    expect(await store.read((tx) => tx.commissions.ratesOf([agent]))).toEqual(new Map([[agent, 120]]));
    await store.transaction((tx) => tx.commissions.setRate(agent, null, T0 + 2));
    expect(await store.read((tx) => tx.commissions.ratesOf([agent]))).toEqual(new Map());
  });

  it("answers who invited whom, who is an agent, and whom inviters invited", async () => {
    const [p1, p2, p3] = players as [number, number, number];
    expect(await store.read((tx) => tx.commissions.invitersOf([p1, p2, p3, agent, 99_999]))).toEqual(
      new Map([
        [p1, agent],
        [p2, p1],
        [p3, other],
      ]),
    );
    // Operators are never agents, whatever their group.
    expect(await store.read((tx) => tx.commissions.agentsAmong([p1, other, agent, agent]))).toEqual([agent, other].sort((a, b) => a - b));
    expect(await store.read((tx) => tx.commissions.inviteesOf([agent, p1]))).toEqual([
      { playerId: p1, inviterId: agent },
      { playerId: p2, inviterId: p1 },
    ]);
    expect(await store.read((tx) => tx.commissions.inviteesOf([]))).toEqual([]);
  });

  it("records a period's range once (the first writer's stands) and says how far other periods covered a range", async () => {
    const day = { periodKey: "2026-01-05", fromMs: T0 + 4 * DAY_MS, toMs: T0 + 5 * DAY_MS };
    expect(await store.transaction((tx) => tx.commissions.openPeriod(day))).toEqual(day);
    expect(await store.transaction((tx) => tx.commissions.openPeriod({ ...day, fromMs: T0 }))).toEqual(day);
    expect(await store.read((tx) => tx.commissions.periodRange("2026-01-05"))).toEqual(day);
    expect(await store.read((tx) => tx.commissions.periodRange("2026-01-06"))).toBeNull();
    const week = { fromMs: T0 + 4 * DAY_MS, toMs: T0 + 11 * DAY_MS };
    expect(await store.read((tx) => tx.commissions.coveredUntilMs("week:2026-01-05", week))).toBe(T0 + 5 * DAY_MS);
    // A period never covers itself, and one that does not overlap covers nothing.
    expect(await store.read((tx) => tx.commissions.coveredUntilMs("2026-01-05", week))).toBeNull();
    expect(await store.read((tx) => tx.commissions.coveredUntilMs("week:2026-01-12", { fromMs: T0 + 11 * DAY_MS, toMs: T0 + 18 * DAY_MS }))).toBeNull();
  });

  it("writes a statement and its lines once per agent and period, and reads every field back", async () => {
    expect(await store.transaction((tx) => tx.commissions.insertStatement(statement()))).toBe(true);
    expect(await store.transaction((tx) => tx.commissions.insertStatement(statement({ amountMinor: 999, lines: [] })))).toBe(false);
    expect(await store.read((tx) => tx.commissions.statementOf(agent, "2026-01-01"))).toEqual(statement());
    expect(await store.read((tx) => tx.commissions.statementOf(other, "2026-01-01"))).toBeNull();
    const { lines: _lines, ...summary } = statement();
    expect(await store.read((tx) => tx.commissions.statementsOf(agent, { offset: 0, limit: 10 }))).toEqual([{ ...summary, players: 2 }]);
  });

  it("lists an agent's statements newest first and finds each agent's latest carry before a time", async () => {
    for (let day = 0; day < 3; day++) {
      const fromMs = T0 + day * DAY_MS;
      await store.transaction((tx) => tx.commissions.insertStatement(statement({ periodKey: `2026-01-0${day + 1}`, fromMs, toMs: fromMs + DAY_MS, carryOutMinor: -(day + 1) })));
    }
    await store.transaction((tx) => tx.commissions.insertStatement(statement({ agentId: other, carryOutMinor: -50 })));
    const history = await store.read((tx) => tx.commissions.statementsOf(agent, { offset: 1, limit: 5 }));
    expect(history.map((row) => row.periodKey)).toEqual(["2026-01-02", "2026-01-01"]);
    expect(await store.read((tx) => tx.commissions.latestBefore([agent, other, players[0]!], T0 + 2 * DAY_MS))).toEqual(
      new Map([
        [agent, { carryOutMinor: -2, toMs: T0 + 2 * DAY_MS }],
        [other, { carryOutMinor: -50, toMs: T0 + DAY_MS }],
      ]),
    );
    expect(await store.read((tx) => tx.commissions.latestBefore([agent], T0))).toEqual(new Map());
  });
});
