import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isStorableText, unstorableField } from "./storable-text";

describe("text the stores cannot keep", () => {
  it("is a NUL or a lone surrogate anywhere in a string; pairs, emoji and every script are fine", () => {
    for (const text of ["a\u0000b", "\u0000", "x\uD83D", "\uDE00y", "\uDE00\uD83D"]) expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    for (const text of ["", "plain", "🍀 大家好运 頑張って 축하해요", "%00", "\\u0000", "\u0001\u007f"]) expect(isStorableText(text), text).toBe(true);
  });

  it("names the field that holds it, in values and in keys, at any depth", () => {
    expect(unstorableField({ account: "ab\u0000", password: "x" })).toBe("account");
    expect(unstorableField({ plays: [1, "ok", "\uD800"] })).toBe("plays.2");
    expect(unstorableField({ reference: { payerName: "n\u0000" } })).toBe("reference.payerName");
    expect(unstorableField({ "k\u0000": 1 })).toBe("input");
    expect(unstorableField({ outer: { "k\u0000": 1 } })).toBe("outer");
    expect(unstorableField("\u0000")).toBe("input");
    expect(unstorableField({ account: "player_1", stake: 10, ok: true, none: null, list: ["a", { b: "c" }] })).toBeNull();
  });

  it("finds nothing in any well-formed input, and always finds a NUL wherever it is put", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: "grapheme" }), (value, text) => {
        const withoutNul = (s: string) => s.split("\u0000").join("");
        const wellFormed = JSON.parse(withoutNul(JSON.stringify(value, (_k, v: unknown) => (typeof v === "string" ? withoutNul(v) : v))).split("\\u0000").join("")) as unknown;
        expect(unstorableField({ wellFormed, text })).toBeNull();
        expect(unstorableField({ wellFormed, text: `${text}\u0000` })).toBe("text");
      }),
    );
  });
});
