import { describe, expect, it } from "vitest";
import { clockText, roomPhase, type RoomRound } from "./phase";

const round: RoomRound = { issue: "20261122001", openAtMs: 0, closeAtMs: 15_000, drawAtMs: 20_000, status: "open" };
const at = (nowMs: number, overrides: Partial<{ onSale: boolean; round: RoomRound | null; nextOpenAtMs: number }> = {}) =>
  roomPhase({ onSale: true, round, nextOpenAtMs: 20_000, nowMs, ...overrides });

describe("the bet room's phase (SPEC section 4)", () => {
  it("is open until the close, counting down; the last 5 s are shown as seconds", () => {
    expect(at(1_000)).toEqual({ kind: "open", issue: round.issue, closesInMs: 14_000, finalSeconds: null });
    expect(at(9_999)).toMatchObject({ kind: "open", finalSeconds: null });
    expect(at(10_000)).toMatchObject({ kind: "open", finalSeconds: 5 });
    expect(at(14_500)).toMatchObject({ kind: "open", finalSeconds: 1 });
  });

  it("is closed (stop buying) from the close to the draw, and when the server says the round is closed", () => {
    expect(at(15_000)).toEqual({ kind: "closed", issue: round.issue, drawInMs: 5_000 });
    expect(at(5_000, { round: { ...round, status: "closed" } })).toMatchObject({ kind: "closed" });
  });

  it("waits for the next round once the countdown has run out, and outside the sales window", () => {
    expect(at(20_000)).toEqual({ kind: "waiting", opensAtMs: 20_000, opensInMs: 0 });
    expect(at(1_000, { round: null, nextOpenAtMs: 61_000 })).toEqual({ kind: "waiting", opensAtMs: 61_000, opensInMs: 60_000 });
  });

  it("is void the moment the server says the round was voided (no more bets), until the next round's time", () => {
    expect(at(5_000, { round: { ...round, status: "void" } })).toEqual({ kind: "void", issue: round.issue, nextInMs: 15_000 });
    expect(at(20_000, { round: { ...round, status: "void" } })).toMatchObject({ kind: "waiting" });
  });

  it("a discontinued game is discontinued whatever the round", () => {
    expect(at(1_000, { onSale: false })).toEqual({ kind: "discontinued" });
  });

  it("reads countdowns as mm:ss, rounded up, with hours past an hour", () => {
    expect(clockText(14_001)).toBe("00:15");
    expect(clockText(0)).toBe("00:00");
    expect(clockText(-5)).toBe("00:00");
    expect(clockText(3_725_000)).toBe("1:02:05");
  });
});
