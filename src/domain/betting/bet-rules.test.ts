import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Game, Room } from "../games/game";
import { units } from "../money";
import { PLAY_TYPE, PLAY_TYPES } from "./outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../rounds/schedule";
import { checkBet, checkFollow, quickStakesMinor, type BetRequest } from "./bet-rules";
import { ROOM_ABSENCE_WINDOW_MS } from "../games/presence-rules";

const OPEN_MS = Date.UTC(2026, 10, 22, 2, 0, 0); // 20261122001 opens
const round = roundAt(DEFAULT_SCHEDULE, OPEN_MS)!;
const game: Game = { id: 1, name: "Singapore", onSale: true, sortOrder: 1 };
const room: Room = { id: 11, gameId: 1, title: "Beginner", tier: 0, joinLimitMinor: units(10), minStakeMinor: units(1), maxStakeMinor: units(5000), maxRoundStakeMinor: units(20000) };

const base = (overrides: Partial<BetRequest> = {}): BetRequest => ({
  user: { role: "player", buyBanned: false },
  balances: { availableMinor: units(1000), lockedMinor: 0, withdrawingMinor: 0 },
  game,
  room,
  currentRound: round,
  requestedIssue: round.issue,
  nowMs: OPEN_MS + 1000,
  stakeMinor: units(10),
  playTypes: [PLAY_TYPE.big],
  earlierBets: [],
  seenInRoomAtMs: null,
  ...overrides,
});

const codeOf = (request: BetRequest) => {
  const result = checkBet(request);
  return result.ok ? "OK" : result.error.code;
};

describe("checkBet", () => {
  it("accepts a plain bet and totals stake x count", () => {
    const result = checkBet(base({ playTypes: [PLAY_TYPE.big, PLAY_TYPE.single, 113] }));
    expect(result).toEqual({ ok: true, value: { totalMinor: units(30) } });
  });

  it("refuses each broken rule with its own code", () => {
    expect(codeOf(base({ user: { role: "player", buyBanned: true } }))).toBe("BUY_BANNED");
    expect(codeOf(base({ user: { role: "operator", buyBanned: false } }))).toBe("FORBIDDEN");
    expect(codeOf(base({ game: { ...game, onSale: false } }))).toBe("GAME_DISCONTINUED");
    expect(codeOf(base({ playTypes: [] }))).toBe("BET_EMPTY");
    expect(codeOf(base({ playTypes: [5] }))).toBe("PLAY_TYPE_UNKNOWN");
    expect(codeOf(base({ playTypes: [1, 1] }))).toBe("INVALID_INPUT");
    expect(codeOf(base({ currentRound: null }))).toBe("ROUND_CLOSED");
    expect(codeOf(base({ nowMs: round.closeAtMs }))).toBe("ROUND_CLOSED");
    expect(codeOf(base({ requestedIssue: "20261121274" }))).toBe("ROUND_NOT_CURRENT");
    expect(codeOf(base({ stakeMinor: 50 }))).toBe("STAKE_BELOW_MINIMUM");
    expect(codeOf(base({ stakeMinor: units(5001) }))).toBe("STAKE_ABOVE_MAXIMUM");
    expect(codeOf(base({ balances: { availableMinor: units(9), lockedMinor: 0, withdrawingMinor: 0 }, stakeMinor: units(1) }))).toBe("ROOM_JOIN_LIMIT");
    expect(codeOf(base({ stakeMinor: units(600), playTypes: [1, 3] }))).toBe("INSUFFICIENT_FUNDS");
    expect(codeOf(base({ earlierBets: [{ playType: PLAY_TYPE.small, stakeMinor: units(10), roomId: room.id }] }))).toBe("OPPOSITE_BET");
    expect(codeOf(base({ playTypes: [PLAY_TYPE.single, PLAY_TYPE.double] }))).toBe("OPPOSITE_BET");
  });

  it("reports the room's join limit in the refusal", () => {
    const result = checkBet(base({ balances: { availableMinor: units(5), lockedMinor: 0, withdrawingMinor: 0 }, stakeMinor: units(1) }));
    expect(result).toEqual({ ok: false, error: { code: "ROOM_JOIN_LIMIT", params: { limit: "10.00" } } });
  });

  it("never lets frozen money be staked (stake x count within balance minus lock_money)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: units(100_000) }),
        fc.integer({ min: 0, max: units(100_000) }),
        fc.integer({ min: units(1), max: units(5000) }),
        fc.subarray(PLAY_TYPES.map((p) => p.playType).filter((p) => p !== 2 && p !== 4), { minLength: 1, maxLength: 10 }),
        (availableMinor, lockedMinor, stakeMinor, playTypes) => {
          const result = checkBet(base({ balances: { availableMinor, lockedMinor, withdrawingMinor: 0 }, stakeMinor, playTypes }));
          if (result.ok) expect(result.value.totalMinor).toBeLessThanOrEqual(availableMinor);
          else if (stakeMinor * playTypes.length > availableMinor && availableMinor + lockedMinor >= room.joinLimitMinor && stakeMinor * playTypes.length <= room.maxRoundStakeMinor) {
            expect(result.error.code).toBe("INSUFFICIENT_FUNDS");
          }
        },
      ),
    );
  });

  it("refuses opposite bets in one round whatever the amounts and rooms, and the order that completes the four combos", () => {
    fc.assert(
      fc.property(
        fc.constantFrom([1, 2], [2, 1], [3, 4], [4, 3], [11, 12, 13, 14], [14, 12, 11, 13], [1, 13, 14]),
        fc.array(fc.integer({ min: units(1), max: units(100) }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.constantFrom(1, 2), { minLength: 4, maxLength: 4 }),
        (types, stakes, roomIds) => {
          const earlierBets = types.slice(0, -1).map((playType, i) => ({ playType, stakeMinor: stakes[i]!, roomId: roomIds[i]! }));
          expect(codeOf(base({ earlierBets: earlierBets.slice(0, -1), playTypes: [types.at(-2)!], stakeMinor: stakes[3]! }))).toBe("OK");
          expect(codeOf(base({ earlierBets, playTypes: [types.at(-1)!], stakeMinor: stakes[3]! }))).toBe("OPPOSITE_BET");
          expect(codeOf(base({ playTypes: [...types], stakeMinor: stakes[3]! }))).toBe("OPPOSITE_BET");
        },
      ),
    );
  });

  it("checks the room's entry limit when the player enters it, not while they stay in it (seen within the absence window)", () => {
    const poor = { availableMinor: units(5), lockedMinor: 0, withdrawingMinor: 0 };
    const nowMs = OPEN_MS + 1000;
    // Never seen in the room: the bet is the entry.
    expect(codeOf(base({ balances: poor, stakeMinor: units(1), nowMs }))).toBe("ROOM_JOIN_LIMIT");
    // Still in the room (seen up to the window's end): not checked again, in this round or the next.
    expect(codeOf(base({ balances: poor, stakeMinor: units(1), nowMs, seenInRoomAtMs: nowMs - 2_000 }))).toBe("OK");
    expect(codeOf(base({ balances: poor, stakeMinor: units(1), nowMs, seenInRoomAtMs: nowMs - ROOM_ABSENCE_WINDOW_MS }))).toBe("OK");
    // Away longer than the window: an entry again.
    expect(codeOf(base({ balances: poor, stakeMinor: units(1), nowMs, seenInRoomAtMs: nowMs - ROOM_ABSENCE_WINDOW_MS - 1 }))).toBe("ROOM_JOIN_LIMIT");
    // Bets of this round in the room no longer stand for presence: the record does.
    const inRoom = [{ playType: PLAY_TYPE.big, stakeMinor: units(10), roomId: room.id }];
    expect(codeOf(base({ balances: poor, earlierBets: inRoom, stakeMinor: units(1), nowMs }))).toBe("ROOM_JOIN_LIMIT");
  });

  it("counts the per-round stake limit per room: another room's stakes leave this room's limit whole", () => {
    const max = room.maxRoundStakeMinor;
    const elsewhere = [{ playType: PLAY_TYPE.big, stakeMinor: max, roomId: room.id + 1 }];
    expect(codeOf(base({ earlierBets: elsewhere, playTypes: [PLAY_TYPE.big], stakeMinor: units(10) }))).toBe("OK");
    const here = [{ playType: PLAY_TYPE.big, stakeMinor: max - units(5), roomId: room.id }];
    expect(codeOf(base({ earlierBets: here, playTypes: [PLAY_TYPE.big], stakeMinor: units(10) }))).toBe("STAKE_ABOVE_MAXIMUM");
  });

  it("refuses every instant at or after the close, accepts every instant before it", () => {
    fc.assert(
      fc.property(fc.integer({ min: round.openAtMs, max: round.drawAtMs - 1 }), (nowMs) => {
        expect(codeOf(base({ nowMs })) === "OK").toBe(nowMs < round.closeAtMs);
      }),
    );
  });
});

describe("quick stakes", () => {
  it("are 5, 10, 50, 300, 500 and balance minus 1", () => {
    expect(quickStakesMinor(units(1000))).toEqual([500, 1000, 5000, 30000, 50000, units(999)]);
    expect(quickStakesMinor(units(1))).toEqual([500, 1000, 5000, 30000, 50000]);
  });
});

describe("checkFollow", () => {
  it("allows only bets of the current round before it closes", () => {
    expect(checkFollow({ gameId: 1, issue: round.issue }, 1, round, OPEN_MS).ok).toBe(true);
    expect(checkFollow({ gameId: 1, issue: "20261121274" }, 1, round, OPEN_MS)).toEqual({ ok: false, error: { code: "FOLLOW_NOT_CURRENT_ROUND" } });
    expect(checkFollow({ gameId: 1, issue: round.issue }, 1, round, round.closeAtMs).ok).toBe(false);
    expect(checkFollow({ gameId: 1, issue: round.issue }, 1, null, OPEN_MS).ok).toBe(false);
  });
});
