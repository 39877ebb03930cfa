import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payDueCommissions } from "../../src/application/growth/pay-due-commissions";
import { GROUP } from "../../src/domain/accounts/user";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { units } from "../../src/domain/money";
import type { TestServer } from "../support/server";
import { currentRound, expectRefused, expectTranslated, finishRound, newPlayer, ROOM, sqliteServer, type Player } from "./helpers";

/** 2026-11-23 00:00 in Taipei: the test server's first day (2026-11-22) is over. */
const NOV_23_MS = Date.UTC(2026, 10, 22, 16, 0, 0);

/**
 * The commission procedures in process: the agent reads its own statement, history and invite link, and nobody
 * else's (there is no agent id to ask with); the console reads any agent's and sets their rate; bad input is a
 * clear translated refusal that changes nothing.
 */
let server: TestServer;
let boss: Player;
let rival: Player;
let member: Player;
let operator: Player;
beforeAll(async () => {
  server = await sqliteServer();
  boss = await newPlayer(server, { groupId: GROUP.agent });
  rival = await newPlayer(server, { groupId: GROUP.agent });
  member = await newPlayer(server, { inviter: boss.user, depositMinor: units(500) });
  operator = await newPlayer(server, { role: "operator" });
  await member.call.bet.place({ roomId: ROOM, issue: currentRound(server).issue, playTypes: [PLAY_TYPE.big], stake: "200", expectedTotal: "200" });
  await finishRound(server);
});
afterAll(() => server.close());

describe("the agent's team screen", () => {
  it("shows the period's live statement, then yesterday's stored one and the history after the run", async () => {
    const live = await boss.call.team.commission();
    expect(live).toMatchObject({ live: true, periodKey: "2026-11-22", basisMinor: units(200), rateBp: 50, amountMinor: 100 });
    expect(live.lines).toEqual([expect.objectContaining({ playerId: member.user.id, level: 1, stakesMinor: units(200), contributionMinor: 100 })]);
    // Names are masked: first and last characters only.
    expect(live.lines[0]!.name).toMatch(/^p\*\*\*.$/);
    expect(live.lines[0]!.name).not.toBe(member.user.username);

    server.clock.set(NOV_23_MS + 60_000);
    expect(await payDueCommissions(server.deps, server.clock.nowMs())).toMatchObject({ agents: 1, paidMinor: 100 });
    expect(await boss.call.team.commission({ periodKey: "2026-11-22" })).toMatchObject({ live: false, amountMinor: 100 });
    const history = await boss.call.team.commissionHistory();
    expect(history.items.map((row) => [row.periodKey, row.amountMinor])).toEqual([["2026-11-22", 100]]);
    expect(await boss.call.wallet.get()).toMatchObject({ moneyMinor: 100 });
  });

  it("gives the invite link: the register page with the agent's code prefilled", async () => {
    const code = boss.user.id + 100_000;
    expect(await boss.call.team.invite()).toEqual({ inviteCode: code, registerPath: `/register?inviter_id=${code}` });
  });

  it("never shows one agent's statement to another agent or to a player", async () => {
    const theirs = await rival.call.team.commission({ periodKey: null });
    expect(theirs.lines).toEqual([]);
    expect(theirs.amountMinor).toBe(0);
    await expectRefused(rival.call.team.commission({ periodKey: "2026-11-22" }), "NOT_FOUND");
    expect((await rival.call.team.commissionHistory()).items).toEqual([]);
    await expectRefused(member.call.team.commission(), "FORBIDDEN", "FORBIDDEN");
    await expectRefused(member.call.team.commissionHistory(), "FORBIDDEN", "FORBIDDEN");
    // An agent id smuggled into the input is not read: the statement is the caller's.
    expect((await rival.call.team.commission({ periodKey: null, agentId: boss.user.id } as never)).agentId).toBe(rival.user.id);
  });

  it("refuses a malformed period or page, in the caller's language", async () => {
    for (const periodKey of ["2026-11-22; drop table", "yesterday", "week:", 20261122]) await expectRefused(boss.call.team.commission({ periodKey } as never), "INVALID_INPUT", "BAD_REQUEST");
    await expectRefused(boss.call.team.commissionHistory({ page: 0 }), "INVALID_INPUT");
    await expectTranslated(server, "query", "team.commission", { periodKey: "nope" }, "INVALID_INPUT", { token: boss.token });
  });
});

describe("the console", () => {
  it("reads an agent's statement with names in full, sets and clears the agent's own rate", async () => {
    const view = await operator.call.admin.commissions.agent({ agentId: boss.user.id, periodKey: "2026-11-22" });
    expect(view).toMatchObject({ agent: { id: boss.user.id }, ownRateBp: null, statement: { amountMinor: 100, live: false } });
    expect(view.statement.lines[0]!.name).toBe(member.user.username);
    expect(await operator.call.admin.commissions.setRate({ agentId: boss.user.id, rateBp: 120 })).toEqual({ ownRateBp: 120 });
    expect((await operator.call.admin.commissions.agent({ agentId: boss.user.id })).statement).toMatchObject({ live: true, rateBp: 120 });
    expect(await operator.call.admin.commissions.setRate({ agentId: boss.user.id, rateBp: null })).toEqual({ ownRateBp: null });
  });

  it("refuses bad rates and non-agents with clear translated errors, and changes nothing", async () => {
    await expectRefused(operator.call.admin.commissions.setRate({ agentId: boss.user.id, rateBp: 5_000 }), "GROWTH_SETTINGS_INVALID", "BAD_REQUEST");
    await expectRefused(operator.call.admin.commissions.setRate({ agentId: boss.user.id, rateBp: "80" } as never), "INVALID_INPUT");
    await expectRefused(operator.call.admin.commissions.setRate({ agentId: member.user.id, rateBp: 80 }), "COMMISSION_NOT_AN_AGENT");
    await expectRefused(operator.call.admin.commissions.agent({ agentId: member.user.id }), "COMMISSION_NOT_AN_AGENT");
    await expectTranslated(server, "mutation", "admin.commissions.setRate", { agentId: member.user.id, rateBp: 80 }, "COMMISSION_NOT_AN_AGENT", { token: operator.token });
    expect((await operator.call.admin.commissions.agent({ agentId: boss.user.id })).ownRateBp).toBeNull();
  });
});
