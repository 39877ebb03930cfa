import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isWinning, numberPlayType, PLAY_TYPE } from "../betting/outcome";
import { computeCommission, playerFiguresOf, type CommissionLevel } from "./commission-formula";
import { commissionTeams } from "./commission-teams";
import type { RoundPlay } from "./counted-plays";
import { DEFAULT_GROWTH_SETTINGS, type CommissionSettings } from "./settings";

const SETTINGS = DEFAULT_GROWTH_SETTINGS.commission;
const figures = (playerId: number, stakesMinor: number, payoutsMinor = 0, receivedMinor = 0) => ({ playerId, stakesMinor, payoutsMinor, receivedMinor });

describe("an agent's commission", () => {
  it("is the rate on the level-1 players' stakes, floored once for the period, not per player", () => {
    // 3 players of 33.33 each at 0.50 %: 0.166650 each; per player 0.16 x 3 = 0.48, once 0.49.
    const members = [1, 2, 3].map((id) => ({ figures: figures(id, 3_333), level: 1 as const }));
    const result = computeCommission({ settings: SETTINGS, rateBp: 50, members, carryInMinor: 0 });
    expect(result.amountMinor).toBe(49);
    expect(result.basisMinor).toBe(9_999);
    expect(result.lines.map((line) => line.contributionMinor)).toEqual([16, 16, 16]);
  });

  it("pays level 2 at the second-level rate only when that rate is above 0", () => {
    const members = [
      { figures: figures(1, 100_000), level: 1 as const },
      { figures: figures(2, 100_000), level: 2 as const },
    ];
    expect(computeCommission({ settings: SETTINGS, rateBp: 100, members, carryInMinor: 0 }).amountMinor).toBe(1_000);
    const withSecond = computeCommission({ settings: { ...SETTINGS, secondLevelRateBp: 20 }, rateBp: 100, members, carryInMinor: 0 });
    expect(withSecond.amountMinor).toBe(1_200);
    expect(withSecond.lines.map((line) => [line.playerId, line.level, line.contributionMinor])).toEqual([
      [1, 1, 1_000],
      [2, 2, 200],
    ]);
  });

  it("on net revenue subtracts payouts, rebates and bonuses, and carries a loss into the next period", () => {
    const settings: CommissionSettings = { ...SETTINGS, basis: "net_revenue" };
    const losing = computeCommission({ settings, rateBp: 1_000, members: [{ figures: figures(1, 10_000, 15_000, 500), level: 1 }], carryInMinor: 0 });
    expect(losing).toMatchObject({ basisMinor: -5_500, periodMinor: -550, carryInMinor: 0, carryOutMinor: -550, amountMinor: 0 });
    const next = computeCommission({ settings, rateBp: 1_000, members: [{ figures: figures(1, 10_000), level: 1 }], carryInMinor: losing.carryOutMinor });
    expect(next).toMatchObject({ periodMinor: 1_000, carryInMinor: -550, carryOutMinor: 0, amountMinor: 450 });
    // Carry off: the loss is forgotten; turnover never carries.
    const forgiving = computeCommission({ settings: { ...settings, carryNegative: false }, rateBp: 1_000, members: [{ figures: figures(1, 10_000), level: 1 }], carryInMinor: -550 });
    expect(forgiving).toMatchObject({ carryInMinor: 0, carryOutMinor: 0, amountMinor: 1_000 });
    expect(computeCommission({ settings: SETTINGS, rateBp: 1_000, members: [{ figures: figures(1, 10_000), level: 1 }], carryInMinor: -550 }).amountMinor).toBe(1_000);
  });

  it("counts nothing of a round the player hedged, and keeps the player's other rounds", () => {
    const play = (issue: string, playType: number, stakeMinor: number, payoutMinor = 0): RoundPlay => ({ userId: 7, gameId: 1, issue, playType, stakeMinor, payoutMinor });
    const found = playerFiguresOf([play("a", PLAY_TYPE.big, 1_000, 1_990), play("a", PLAY_TYPE.small, 1_000), play("b", PLAY_TYPE.single, 500)], new Map());
    expect(found.get(7)).toEqual(figures(7, 500));
  });
});

describe("who earns on whom", () => {
  it("is the player's inviter at level 1 and the inviter's inviter at level 2, each only when an agent", () => {
    const inviters = new Map([
      [10, 100],
      [100, 200],
      [11, 12],
      [12, 200],
    ]);
    const agents = new Set([100, 200]);
    const players = [
      { playerId: 10, inviterId: 100 },
      { playerId: 11, inviterId: 12 },
      { playerId: 13, inviterId: null },
    ];
    const teams = commissionTeams(players, inviters, (id) => agents.has(id), true);
    expect([...teams.entries()]).toEqual([
      [100, [{ playerId: 10, level: 1 }]],
      [200, [{ playerId: 10, level: 2 }, { playerId: 11, level: 2 }]],
    ]);
    expect([...commissionTeams(players, inviters, (id) => agents.has(id), false).keys()]).toEqual([100]);
  });
});

/** Whether a set of play types wins on every sum: written again here, from the outcome rules, to check the formula against. */
const coversEverySum = (playTypes: readonly number[]): boolean => Array.from({ length: 28 }, (_, sum) => sum).every((sum) => playTypes.some((playType) => isWinning(playType, sum)));

const PLAY_TYPES = [PLAY_TYPE.big, PLAY_TYPE.small, PLAY_TYPE.single, PLAY_TYPE.double, PLAY_TYPE.big_single, PLAY_TYPE.big_double, PLAY_TYPE.small_single, PLAY_TYPE.small_double, numberPlayType(3), numberPlayType(20)];
const AGENTS = [100, 101];
const PLAYERS = [1, 2, 3, 4, 5, 6];

describe("commission amounts (property)", () => {
  it("equal the formula on random bet sets, with hedged rounds and players on a break (who have no bets then)", () => {
    const arbitraryBet = fc.record({
      userId: fc.constantFrom(...PLAYERS),
      issue: fc.constantFrom("r1", "r2", "r3"),
      playType: fc.constantFrom(...PLAY_TYPES),
      stakeMinor: fc.integer({ min: 1, max: 500_000 }),
      payoutMinor: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryBet, { maxLength: 40 }),
        // Each player's inviter: an agent, another player, or nobody.
        fc.array(fc.constantFrom<number | null>(...AGENTS, ...PLAYERS, null), { minLength: PLAYERS.length, maxLength: PLAYERS.length }),
        fc.subarray(PLAYERS),
        fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: PLAYERS.length, maxLength: PLAYERS.length }),
        fc.record({ basis: fc.constantFrom("turnover" as const, "net_revenue" as const), secondLevelRateBp: fc.integer({ min: 0, max: 1_000 }), carryNegative: fc.boolean() }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: -100_000, max: 0 }),
        (bets, inviterChoice, onBreak, receivedList, choice, rateBp, carryInMinor) => {
          const settings: CommissionSettings = { ...SETTINGS, ...choice };
          const inviterOf = new Map<number, number>();
          PLAYERS.forEach((id, i) => {
            const inviter = inviterChoice[i];
            if (inviter !== null && inviter !== undefined && inviter !== id) inviterOf.set(id, inviter);
          });
          // A player on a break cannot bet: their bets are simply not there, and they received nothing.
          const plays: RoundPlay[] = bets.filter((bet) => !onBreak.includes(bet.userId)).map((bet) => ({ ...bet, gameId: 1 }));
          const received = new Map(PLAYERS.filter((id) => !onBreak.includes(id) && receivedList[PLAYERS.indexOf(id)]! > 0).map((id) => [id, receivedList[PLAYERS.indexOf(id)]!]));

          const all = playerFiguresOf(plays, received);
          const players = [...all.keys()].map((playerId) => ({ playerId, inviterId: inviterOf.get(playerId) ?? null }));
          const teams = commissionTeams(players, inviterOf, (id) => AGENTS.includes(id), settings.secondLevelRateBp > 0);

          for (const agentId of AGENTS) {
            const members = (teams.get(agentId) ?? []).map(({ playerId, level }) => ({ figures: all.get(playerId)!, level }));
            const result = computeCommission({ settings, rateBp, members, carryInMinor });

            // The formula, computed again from the raw bets.
            let weighted = 0n;
            for (const playerId of PLAYERS) {
              const level: CommissionLevel | null = inviterOf.get(playerId) === agentId ? 1 : settings.secondLevelRateBp > 0 && inviterOf.get(inviterOf.get(playerId) ?? -1) === agentId ? 2 : null;
              if (level === null) continue;
              const mine = plays.filter((play) => play.userId === playerId);
              const counted = mine.filter((play) => !coversEverySum(mine.filter((other) => other.issue === play.issue).map((other) => other.playType)));
              const stakes = counted.reduce((sum, play) => sum + play.stakeMinor, 0);
              const payouts = counted.reduce((sum, play) => sum + play.payoutMinor, 0);
              const basis = settings.basis === "turnover" ? stakes : stakes - payouts - (received.get(playerId) ?? 0);
              weighted += BigInt(basis) * BigInt(level === 1 ? rateBp : settings.secondLevelRateBp);
            }
            const floored = weighted >= 0n ? weighted / 10_000n : -((-weighted + 9_999n) / 10_000n);
            const carries = settings.basis === "net_revenue" && settings.carryNegative;
            const total = Number(floored) + (carries ? carryInMinor : 0);
            expect(result.periodMinor).toBe(Number(floored));
            expect(result.amountMinor).toBe(Math.max(0, total));
            expect(result.carryOutMinor).toBe(carries && total < 0 ? total : 0);
            // Nobody on a break appears on a statement.
            expect(result.lines.some((line) => onBreak.includes(line.playerId))).toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
