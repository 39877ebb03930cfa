import { describe, expect, it } from "vitest";
import { checkRemark, judgeReview } from "./review-rules";

describe("reviewing a request", () => {
  it("applies a decision to a pending request", () => {
    expect(judgeReview(0, 1)).toEqual({ ok: true, value: "apply" });
    expect(judgeReview(0, 2)).toEqual({ ok: true, value: "apply" });
  });

  it("takes the same decision again as already done", () => {
    expect(judgeReview(1, 1)).toEqual({ ok: true, value: "already" });
    expect(judgeReview(2, 2)).toEqual({ ok: true, value: "already" });
  });

  it("refuses the opposite decision", () => {
    expect(judgeReview(1, 2)).toEqual({ ok: false, error: { code: "REQUEST_NOT_PENDING", params: { status: 1 } } });
    expect(judgeReview(2, 1)).toEqual({ ok: false, error: { code: "REQUEST_NOT_PENDING", params: { status: 2 } } });
  });

  it("trims and caps remarks; a rejection must carry one", () => {
    expect(checkRemark(undefined, 1)).toEqual({ ok: true, value: "" });
    expect(checkRemark("  paid  ", 1)).toEqual({ ok: true, value: "paid" });
    expect(checkRemark("x".repeat(201), 1)).toMatchObject({ ok: false, error: { code: "INVALID_INPUT", params: { field: "remark" } } });
    expect(checkRemark("a\nb", 2)).toMatchObject({ ok: false, error: { code: "INVALID_INPUT" } });
    expect(checkRemark("  ", 2)).toEqual({ ok: false, error: { code: "REASON_REQUIRED" } });
    expect(checkRemark("no payment seen", 2)).toEqual({ ok: true, value: "no payment seen" });
  });
});
