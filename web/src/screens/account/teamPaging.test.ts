import { describe, expect, it } from "vitest";
import { teamHasMore } from "./teamPaging";

describe("the team list's paging", () => {
  it("goes on until the rows read reach the total", () => {
    expect(teamHasMore(1, 20, 20, 45)).toBe(true);
    expect(teamHasMore(2, 20, 20, 45)).toBe(true);
    expect(teamHasMore(3, 20, 5, 45)).toBe(false);
    expect(teamHasMore(1, 20, 20, 20)).toBe(false);
    expect(teamHasMore(1, 20, 1, 1)).toBe(false);
  });

  it("stops at an empty page, even when the total says more (the team changed meanwhile)", () => {
    expect(teamHasMore(1, 20, 0, 0)).toBe(false);
    expect(teamHasMore(3, 20, 0, 60)).toBe(false);
  });
});
