import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blankableAmount, lenientId, optionalCount, optionalId, optionalText, passedText, payoutType, rawAmount, readWith, requiredId } from "./schemas";

describe("legacy parameter schemas", () => {
  const schema = z.object({ game_id: requiredId, plan_id: optionalId, page: optionalCount(100), money: rawAmount, note: optionalText });

  it("reads what the original's clients send: text or numbers, '' and null as absent where a field is optional", () => {
    expect(readWith(schema, { game_id: "3", plan_id: "", page: 2, money: 10, note: 7 })).toEqual({ ok: true, value: { game_id: 3, plan_id: undefined, page: 2, money: 10, note: "7" } });
    expect(readWith(schema, { game_id: 3 })).toEqual({ ok: true, value: { game_id: 3, plan_id: undefined, page: undefined, money: undefined, note: undefined } });
  });

  it("refuses a field of the wrong kind by name, and answers the first refusal in the schema's order", () => {
    expect(readWith(schema, {})).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "game_id" } } });
    expect(readWith(schema, { game_id: "x", plan_id: {} })).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "game_id" } } });
    expect(readWith(schema, { game_id: 1, plan_id: [2] })).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "plan_id" } } });
    expect(readWith(schema, { game_id: 1, page: 101 })).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "page", max: 100 } } });
    expect(readWith(schema, { game_id: 1, money: { a: 1 } })).toEqual({ ok: false, error: { code: "MONEY_INVALID", params: { field: "money" } } });
    expect(readWith(schema, { game_id: 1, note: true })).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "note" } } });
    for (const id of ["0", "-1", "1.5", "9".repeat(16), true]) expect(readWith(schema, { game_id: id }).ok).toBe(false);
  });

  it("the lenient kinds never refuse", () => {
    const loose = z.object({ plan_id: lenientId, account: passedText, money: blankableAmount });
    expect(readWith(loose, { plan_id: "abc", account: { x: 1 }, money: " " })).toEqual({ ok: true, value: { plan_id: undefined, account: undefined, money: undefined } });
  });

  it("a payout type is 0 or 1, nothing else", () => {
    const typed = z.object({ type: payoutType });
    expect(readWith(typed, { type: "1" })).toEqual({ ok: true, value: { type: 1 } });
    for (const type of [undefined, "2", "", "01", 0.5]) expect(readWith(typed, { type })).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "type" } } });
  });
});
