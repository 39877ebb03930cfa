import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outstandingFromCheckpoint, outstandingWageringMinor, wageringStep, type WageringEvent } from "./wagering-fold";

const event: fc.Arbitrary<WageringEvent> = fc.oneof(
  fc.integer({ min: 0, max: 1_000_000 }).map((requiredMinor) => ({ kind: "requirement" as const, requiredMinor })),
  fc.integer({ min: 0, max: 1_000_000 }).map((stakeMinor) => ({ kind: "stake" as const, stakeMinor })),
);

describe("wagering fold", () => {
  it("a stake before a bonus never pays towards it", () => {
    expect(outstandingWageringMinor([{ kind: "stake", stakeMinor: 10_000 }, { kind: "requirement", requiredMinor: 5_000 }])).toBe(5_000);
    expect(outstandingWageringMinor([{ kind: "requirement", requiredMinor: 5_000 }, { kind: "stake", stakeMinor: 4_999 }])).toBe(1);
    expect(outstandingWageringMinor([{ kind: "requirement", requiredMinor: 5_000 }, { kind: "stake", stakeMinor: 9_000 }, { kind: "requirement", requiredMinor: 100 }])).toBe(100);
  });

  it("is never negative, and never more than the requirements added", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        const outstanding = outstandingWageringMinor(events);
        const required = events.reduce((sum, e) => sum + (e.kind === "requirement" ? e.requiredMinor : 0), 0);
        expect(outstanding).toBeGreaterThanOrEqual(0);
        expect(outstanding).toBeLessThanOrEqual(required);
      }),
    );
  });

  it("resumed from the checkpoint after the latest requirement, it equals the fold over the whole history", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        // The store keeps the fold's value right after each requirement and the sum of stakes since the latest.
        let checkpoint = null as { outstandingMinor: number; stakedSinceMinor: number } | null;
        let outstanding = 0;
        for (const e of events) {
          outstanding = wageringStep(outstanding, e);
          if (e.kind === "requirement") checkpoint = { outstandingMinor: outstanding, stakedSinceMinor: 0 };
          else if (checkpoint !== null) checkpoint = { ...checkpoint, stakedSinceMinor: checkpoint.stakedSinceMinor + e.stakeMinor };
        }
        expect(outstandingFromCheckpoint(checkpoint)).toBe(outstandingWageringMinor(events));
      }),
    );
  });
});
