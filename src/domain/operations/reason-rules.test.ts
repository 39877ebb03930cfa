import { describe, expect, it } from "vitest";
import { requireReason } from "./reason-rules";

describe("requireReason", () => {
  it("trims, requires something, bounds the length and refuses control characters", () => {
    expect(requireReason("  no transfer  ")).toEqual({ ok: true, value: "no transfer" });
    expect(requireReason("   ")).toEqual({ ok: false, error: { code: "REASON_REQUIRED" } });
    expect(requireReason(null)).toEqual({ ok: false, error: { code: "REASON_REQUIRED" } });
    expect(requireReason("x".repeat(201))).toMatchObject({ ok: false, error: { code: "INVALID_INPUT" } });
    expect(requireReason("a\u0000b")).toMatchObject({ ok: false, error: { code: "INVALID_INPUT" } });
    expect(requireReason("一".repeat(200)).ok).toBe(true);
  });
});
