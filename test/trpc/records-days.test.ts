import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server";
import { newPlayer, sqliteServer, TODAY } from "./helpers";

let server: TestServer;
beforeEach(async () => {
  server = await sqliteServer();
});
afterEach(() => server.close());

describe("records.days", () => {
  it("gives the date pickers 2018-01-01..today in the operator's zone, and the longest range the lists accept", async () => {
    const alice = await newPlayer(server);
    // 2018-01-01 to 2026-11-22, both included: any range within the bounds is accepted (the lists are paged).
    expect(await alice.call.records.days()).toEqual({ first: "2018-01-01", today: TODAY, maxSpanDays: 3248 });
    // 14.5 hours later it is 00:30 on the 23rd in Asia/Taipei, still the 22nd in UTC: the operator's day counts.
    server.clock.set(server.clock.nowMs() + 14.5 * 60 * 60 * 1000);
    const bob = await newPlayer(server);
    expect((await bob.call.records.days()).today).toBe("2026-11-23");
  });

  it("answers exactly the bounds the lists accept: today and first are taken, the span is the longest allowed", async () => {
    const alice = await newPlayer(server);
    const { first, today, maxSpanDays } = await alice.call.records.days();
    await alice.call.records.bets({ from: today, to: today });
    await alice.call.records.funds({ from: first, to: "2018-12-31" });
    // The whole span, a page at a time.
    expect(maxSpanDays).toBe(3248);
    await alice.call.records.bets({ from: first, to: today, page: 1, pageSize: 100 });
    await alice.call.records.funds({ from: first, to: today, page: 2 });
  });
});
