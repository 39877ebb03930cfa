import { describe, expect, it } from "vitest";
import { betIdOf } from "./betLink";

const of = (query: string) => betIdOf(new URLSearchParams(query));

describe("a /betDetail link", () => {
  it("names its bet by item (a JSON string with an id) or by id", () => {
    expect(of(`item=${encodeURIComponent(JSON.stringify({ id: 17, orderNo: "X" }))}`)).toBe(17);
    expect(of(`item=${encodeURIComponent(JSON.stringify({ id: "17" }))}`)).toBe(17);
    expect(of("item=17")).toBe(17);
    expect(of("id=42")).toBe(42);
  });

  it("names nothing when the id is missing, malformed or not a positive whole number", () => {
    expect(of("")).toBeNull();
    expect(of("item=%7Bbroken")).toBeNull();
    expect(of(`item=${encodeURIComponent(JSON.stringify({ orderNo: "X" }))}`)).toBeNull();
    expect(of("id=-3")).toBeNull();
    expect(of("id=1.5")).toBeNull();
    expect(of("id=abc")).toBeNull();
    expect(of(`item=${encodeURIComponent(JSON.stringify({ id: 0 }))}`)).toBeNull();
  });
});
