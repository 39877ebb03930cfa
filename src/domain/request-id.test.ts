import { describe, expect, it } from "vitest";
import { checkRequestId } from "./request-id";

describe("request ids (orders and console actions, both APIs)", () => {
  it("takes a short printable request id", () => {
    expect(checkRequestId(" 3f2c-17 ")).toEqual({ ok: true, value: "3f2c-17" });
    for (const bad of ["", "  ", "a b", "x".repeat(101), "é", undefined]) {
      expect(checkRequestId(bad)).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "request_id", max: 100 } } });
    }
  });
});
