import { describe, expect, it } from "vitest";
import { guestNameProblem } from "./guest-name";

describe("a guest's display name, checked before sending", () => {
  it("takes 1 to 20 characters once trimmed, emoji counted once, any script", () => {
    for (const name of ["Ann", "  王小明 ", "😀".repeat(20), "<b>x</b>"]) expect(guestNameProblem(name), name).toBeNull();
  });

  it("refuses empty, too long and several lines, saying the limit", () => {
    for (const name of ["", "   ", "x".repeat(21), "Ann\nBob", "a\u202Eb"]) expect(guestNameProblem(name), JSON.stringify(name)).toEqual({ max: 20 });
  });
});
