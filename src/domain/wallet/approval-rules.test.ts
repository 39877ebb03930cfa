import { describe, expect, it } from "vitest";
import { checkApprovalThreshold, DEFAULT_SECOND_APPROVAL_ABOVE_MINOR, judgeApproval, thresholdOfSetting } from "./approval-rules";

describe("approval rules (four-eyes)", () => {
  it("a request up to the threshold is approved in one step", () => {
    expect(judgeApproval(10_000, 10_000, null, 1)).toEqual({ ok: true, value: "final" });
  });

  it("above it, the first approval holds and a different operator's second one moves the money", () => {
    expect(judgeApproval(10_001, 10_000, null, 1)).toEqual({ ok: true, value: "hold" });
    expect(judgeApproval(10_001, 10_000, { operatorId: 1, atMs: 5 }, 2)).toEqual({ ok: true, value: "final" });
  });

  it("the operator of the first approval cannot give the second", () => {
    expect(judgeApproval(10_001, 10_000, { operatorId: 1, atMs: 5 }, 1)).toEqual({ ok: false, error: { code: "SECOND_APPROVER_SAME" } });
  });

  it("the threshold is a plain amount, zero allowed; a stored value that is not one reads as the default", () => {
    expect(checkApprovalThreshold("0")).toEqual({ ok: true, value: 0 });
    expect(checkApprovalThreshold("1500.50")).toEqual({ ok: true, value: 150_050 });
    expect(checkApprovalThreshold("-1")).toMatchObject({ ok: false, error: { code: "MONEY_NEGATIVE" } });
    expect(checkApprovalThreshold("1e5")).toMatchObject({ ok: false, error: { code: "MONEY_INVALID" } });
    expect(thresholdOfSetting("150050")).toBe(150_050);
    expect(thresholdOfSetting(null)).toBe(DEFAULT_SECOND_APPROVAL_ABOVE_MINOR);
    expect(thresholdOfSetting("abc")).toBe(DEFAULT_SECOND_APPROVAL_ABOVE_MINOR);
  });
});
