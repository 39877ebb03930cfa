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

  it("trims and caps remarks", () => {
    expect(checkRemark(undefined)).toEqual({ ok: true, value: "" });
    expect(checkRemark("  paid  ")).toEqual({ ok: true, value: "paid" });
    expect(checkRemark("x".repeat(201))).toMatchObject({ ok: false, error: { code: "INVALID_INPUT" } });
    expect(checkRemark("a\nb")).toMatchObject({ ok: false, error: { code: "INVALID_INPUT" } });
  });
});
