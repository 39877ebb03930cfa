import { expect, it } from "vitest";
import { THROTTLE_NAME_MAX_CHARS, throttleKeys } from "./login-throttle";

it("keeps every login-attempt key bounded (PostgreSQL cannot index a key over about 2.7 KB), cut by code points", () => {
  const keys = throttleKeys("😀".repeat(5_000), "x".repeat(10_000));
  expect(keys.accountName).toBe("😀".repeat(THROTTLE_NAME_MAX_CHARS));
  expect(keys.account.length).toBeLessThan(200);
  expect(keys.pair.length).toBeLessThan(400);
  expect(keys.address).toBe(`address:${"x".repeat(THROTTLE_NAME_MAX_CHARS)}`);
  expect(throttleKeys(" Alice ", "203.0.113.5")).toEqual({ pair: "pair:alice|203.0.113.5", account: "account:alice", address: "address:203.0.113.5", accountName: "alice" });
  expect(throttleKeys("bob", null)).toMatchObject({ pair: "pair:bob|?", address: null });
});
