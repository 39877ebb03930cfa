import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GROUP } from "../../src/domain/accounts/user";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import type { Payout } from "../../src/domain/growth/payout";
import type { Store } from "../../src/ports/store";
import { AT_MS, build, ISSUE, OTHER_ISSUE, settledIn } from "../support/settlement-rounds";
import { createUser } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * The console's growth reports (growthReports) on both stores: settled bets by settlement time, in total and per
 * game; the engine's payments by kind; an agent's team (the players they invited) with what was paid to them and
 * the agent's commissions; the payouts history newest first with names. Bets of a round not settled never count.
 */
const DAY_MS = 86_400_000;
const FIRST_DAY = { fromMs: AT_MS, toMs: AT_MS + DAY_MS };
const BOTH_DAYS = { fromMs: AT_MS, toMs: AT_MS + 2 * DAY_MS };

forEachStore((_name, open) => {
  describe("growthReports", () => {
    let store: Store;
    let u0: number, u1: number, u2: number, agentId: number, inviterId: number;
    beforeEach(async () => {
      store = await open();
      // Big wins (27): u0's two big bets pay 1.94 each, u0's small and u1's small lose; u1's big of OTHER_ISSUE settles a day later.
      [u0, u1, u2] = (await build(store, {
        users: [{ depositMinor: 100_000, lockedMinor: 0 }, { depositMinor: 100_000, lockedMinor: 0 }, { depositMinor: 100_000, lockedMinor: 0 }],
        bets: [
          { user: 0, playType: PLAY_TYPE.big, stakeMinor: 1_000, oddsHundredths: 194, otherRound: false },
          { user: 0, playType: PLAY_TYPE.big, stakeMinor: 500, oddsHundredths: 194, otherRound: false },
          { user: 0, playType: PLAY_TYPE.small, stakeMinor: 300, oddsHundredths: 194, otherRound: false },
          { user: 1, playType: PLAY_TYPE.small, stakeMinor: 700, oddsHundredths: 194, otherRound: false },
          { user: 1, playType: PLAY_TYPE.big, stakeMinor: 200, oddsHundredths: 194, otherRound: true },
        ],
        digits: [9, 9, 9],
      })) as [number, number, number];
      await store.transaction(async (tx) => {
        await settledIn(tx, { gameId: 1, issue: ISSUE, winningPlayTypes: [PLAY_TYPE.big], marks: { [PLAY_TYPE.big]: "big" }, atMs: AT_MS, limit: 100 });
        agentId = (await createUser(tx, { username: "agent", nickname: "Agent A", groupId: GROUP.agent })).id;
        // An ordinary player who invited someone is no agent: their team is in no agent's line.
        inviterId = (await createUser(tx, { username: "friend", groupId: GROUP.player })).id;
        await tx.users.update(u0, { inviterId: agentId });
        await tx.users.update(u1, { inviterId: agentId });
        await tx.users.update(u2, { inviterId });
        const paid = (key: string, kind: Payout["kind"], userId: number, amountMinor: number, atMs: number) =>
          tx.growthPayouts.insert({ key, kind, userId, amountMinor, periodKey: "2026-01-01", source: kind, detail: "{}", atMs });
        await paid("rebate:u0", "rebate", u0, 40, AT_MS + 1);
        await paid("bonus:u1", "bonus", u1, 60, AT_MS + 2);
        await paid("commission:agent:1", "commission", agentId, 5, AT_MS + 3);
        await paid("rebate:u2", "rebate", u2, 7, AT_MS + 3);
        await paid("commission:agent:2", "commission", agentId, 9, AT_MS + DAY_MS);
      });
    });
    afterEach(() => store.close());

    const settleOther = () =>
      store.transaction(async (tx) => {
        expect(await tx.rounds.advance(1, OTHER_ISSUE, "open", "closed")).toBe(true);
        expect(await tx.rounds.advance(1, OTHER_ISSUE, "closed", "drawn", { digits: [9, 9, 9], revealedSeed: "cd".repeat(32) })).toBe(true);
        await settledIn(tx, { gameId: 1, issue: OTHER_ISSUE, winningPlayTypes: [PLAY_TYPE.big], marks: { [PLAY_TYPE.big]: "big" }, atMs: AT_MS + DAY_MS, limit: 100 });
      });

    it("sums settled bets by settlement time, in total and per game; an unsettled round counts nowhere", async () => {
      const read = () => store.read(async (tx) => ({ first: await tx.growthReports.playTotals(FIRST_DAY), both: await tx.growthReports.playTotals(BOTH_DAYS), games: await tx.growthReports.playByGame(BOTH_DAYS) }));
      expect(await read()).toEqual({
        first: { bets: 4, stakeMinor: 2_500, payoutMinor: 1_940 + 970 },
        both: { bets: 4, stakeMinor: 2_500, payoutMinor: 2_910 },
        games: [{ gameId: 1, bets: 4, stakeMinor: 2_500, payoutMinor: 2_910 }],
      });
      await settleOther();
      expect(await read()).toEqual({
        first: { bets: 4, stakeMinor: 2_500, payoutMinor: 2_910 },
        both: { bets: 5, stakeMinor: 2_700, payoutMinor: 2_910 + 388 },
        games: [{ gameId: 1, bets: 5, stakeMinor: 2_700, payoutMinor: 3_298 }],
      });
      // Half-open ranges; nothing at all is zeros, not an error.
      expect(await store.read((tx) => tx.growthReports.playTotals({ fromMs: 0, toMs: AT_MS }))).toEqual({ bets: 0, stakeMinor: 0, payoutMinor: 0 });
      expect(await store.read((tx) => tx.growthReports.playByGame({ fromMs: 0, toMs: AT_MS }))).toEqual([]);
    });

    it("sums the engine's payments by kind in a range", async () => {
      expect(await store.read((tx) => tx.growthReports.paidTotals(FIRST_DAY))).toEqual({ commissionMinor: 5, rebateMinor: 47, bonusMinor: 60 });
      expect(await store.read((tx) => tx.growthReports.paidTotals(BOTH_DAYS))).toEqual({ commissionMinor: 14, rebateMinor: 47, bonusMinor: 60 });
      expect(await store.read((tx) => tx.growthReports.paidTotals({ fromMs: AT_MS + DAY_MS, toMs: AT_MS + DAY_MS + 1 }))).toEqual({ commissionMinor: 9, rebateMinor: 0, bonusMinor: 0 });
    });

    it("gives each agent their invited players' bets, rebates and bonuses and their own commissions, and no one else's", async () => {
      await settleOther();
      const agent = { agentId, username: "agent", nickname: "Agent A" };
      expect(await store.read((tx) => tx.growthReports.agentFigures(FIRST_DAY))).toEqual([
        { ...agent, players: 2, bets: 4, stakeMinor: 2_500, payoutMinor: 2_910, rebateMinor: 40, bonusMinor: 60, commissionMinor: 5 },
      ]);
      // The next day: u1's late bet and the agent's second commission only.
      expect(await store.read((tx) => tx.growthReports.agentFigures({ fromMs: AT_MS + DAY_MS, toMs: AT_MS + 2 * DAY_MS }))).toEqual([
        { ...agent, players: 1, bets: 1, stakeMinor: 200, payoutMinor: 388, rebateMinor: 0, bonusMinor: 0, commissionMinor: 9 },
      ]);
      expect(await store.read((tx) => tx.growthReports.agentFigures({ fromMs: 0, toMs: AT_MS }))).toEqual([]);
    });

    it("lists the payments newest first with the beneficiary's names, by kind and beneficiary, a page at a time", async () => {
      const history = (filter: { kind?: Payout["kind"]; userId?: number; range?: typeof BOTH_DAYS }, page = { offset: 0, limit: 100 }) =>
        store.read(async (tx) => (await tx.growthReports.payoutHistory({ kind: filter.kind ?? null, userId: filter.userId ?? null, range: filter.range ?? BOTH_DAYS }, page)).map((p) => [p.key, p.username, p.amountMinor]));
      expect(await history({})).toEqual([
        ["commission:agent:2", "agent", 9],
        ["rebate:u2", "u2", 7],
        ["commission:agent:1", "agent", 5],
        ["bonus:u1", "u1", 60],
        ["rebate:u0", "u0", 40],
      ]);
      // Same time: the later id first.
      expect(await history({ kind: "rebate" })).toEqual([["rebate:u2", "u2", 7], ["rebate:u0", "u0", 40]]);
      expect(await history({ userId: agentId, range: FIRST_DAY })).toEqual([["commission:agent:1", "agent", 5]]);
      expect(await history({}, { offset: 1, limit: 2 })).toEqual([["rebate:u2", "u2", 7], ["commission:agent:1", "agent", 5]]);
      const full = await store.read((tx) => tx.growthReports.payoutHistory({ kind: "bonus", userId: null, range: BOTH_DAYS }, { offset: 0, limit: 10 }));
      expect(full).toEqual([{ id: expect.any(Number), key: "bonus:u1", kind: "bonus", userId: u1, amountMinor: 60, periodKey: "2026-01-01", source: "bonus", detail: "{}", atMs: AT_MS + 2, username: "u1", nickname: "Alice" }]);
    });
  });
});
