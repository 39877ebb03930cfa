import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundClockView, roundPhaseAt, secondsUntil, takesBetsAt } from "./round-clock";

const round = { issue: "20261122001", openAtMs: 0, closeAtMs: 180_000, drawAtMs: 210_000 };
const lengths = { roundSeconds: 210, closeSeconds: 30 };

describe("the round clock", () => {
  it("takes bets until the close instant, not after the engine closed the round, never after the draw", () => {
    expect(roundPhaseAt(round, 179_999)).toBe("open");
    expect(roundPhaseAt(round, 180_000)).toBe("closed");
    expect(roundPhaseAt(round, 210_000)).toBe("over");
    expect(roundPhaseAt({ ...round, status: "closed" }, 1_000)).toBe("closed");
    expect(roundPhaseAt({ ...round, status: "open" }, 1_000)).toBe("open");
    expect(takesBetsAt(null, 1_000)).toBe(false);
  });

  it("a phase never goes back as time passes", () => {
    const order = { open: 0, closed: 1, over: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 300_000 }), fc.integer({ min: 0, max: 300_000 }), (t, dt) => {
        expect(order[roundPhaseAt(round, t + dt)]).toBeGreaterThanOrEqual(order[roundPhaseAt(round, t)]);
      }),
    );
  });

  it("one view for round.current and heart: the current round, or the next one closed until it opens", () => {
    const next = { issue: "20261122002", openAtMs: 210_000 };
    expect(roundClockView({ ...round, status: "open" }, next, lengths, 60_000)).toEqual({ ...round, closed: false, secondsToDraw: 150 });
    expect(roundClockView({ ...round, status: "closed" }, next, lengths, 60_000).closed).toBe(true);
    expect(roundClockView(null, next, lengths, 200_000)).toEqual({ issue: next.issue, openAtMs: 210_000, closeAtMs: 390_000, drawAtMs: 420_000, closed: true, secondsToDraw: 220 });
    expect(secondsUntil(1_001, 0)).toBe(2);
    expect(secondsUntil(0, 5_000)).toBe(0);
  });
});
