import { describe, expect, it } from "vitest";
import { addFigures, houseResult, NO_FIGURES } from "./house-result";

describe("houseResult", () => {
  it("gross is stakes minus wins paid; net takes the rebates, commissions and bonuses off it", () => {
    const figures = { bets: 3, turnoverMinor: 10_000, payoutMinor: 7_500, rebateMinor: 40, commissionMinor: 50, bonusMinor: 1_800 };
    expect(houseResult(figures)).toEqual({ grossMinor: 2_500, netMinor: 610 });
  });

  it("a day the house lost stays negative, and the payments make it worse", () => {
    expect(houseResult({ ...NO_FIGURES, turnoverMinor: 1_000, payoutMinor: 1_950, rebateMinor: 2 })).toEqual({ grossMinor: -950, netMinor: -952 });
  });

  it("a range's figures are its days' added", () => {
    const day = { bets: 1, turnoverMinor: 100, payoutMinor: 195, rebateMinor: 1, commissionMinor: 2, bonusMinor: 3 };
    expect(addFigures(addFigures(NO_FIGURES, day), day)).toEqual({ bets: 2, turnoverMinor: 200, payoutMinor: 390, rebateMinor: 2, commissionMinor: 4, bonusMinor: 6 });
  });
});
