import { afterEach, expect, it } from "vitest";
import { testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { newPlayer } from "./helpers";

/**
 * home.schedule (issue 37, item 3): the schedule every text that states it is built from, for guests too. It is
 * the server's own setting (here 20-second rounds round the clock, as ROUND_SECONDS=20 SALES_WINDOW=00:00-24:00
 * would give) until a schedule an operator sets in the console takes effect, and then that one.
 */

/** Taipei wall time on 2026-11-dd at hh:mm as an instant. */
const taipei = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 8, minute);

const ROUND_THE_CLOCK = { timeZone: "Asia/Taipei", salesStartMinute: 0, salesEndMinute: 1440, roundSeconds: 20, closeSeconds: 5 };

forEachStore((_name, open) => {
  let server: TestServer;
  afterEach(() => server.close());

  it("reports the server's schedule to a guest, then the operator's from the sales day it takes effect", async () => {
    server = await testServer(await open(), { schedule: ROUND_THE_CLOCK, startMs: taipei(22, 15) });
    const guest = await server.caller(null);
    expect(await guest.home.schedule()).toEqual(ROUND_THE_CLOCK);

    const operator = await newPlayer(server, { role: "operator" });
    const change = await operator.call.admin.games.setSchedule({ salesWindow: "10:00-02:00", roundSeconds: 210, closeSeconds: 30, requestId: "schedule-37-3" });
    // Not yet: today's rounds still run every 20 seconds, and the texts must say so.
    expect(await guest.home.schedule()).toEqual(ROUND_THE_CLOCK);

    await server.advanceTo(change.effectiveFromMs);
    expect(await guest.home.schedule()).toEqual({ timeZone: "Asia/Taipei", salesStartMinute: 600, salesEndMinute: 1560, roundSeconds: 210, closeSeconds: 30 });
  });
});
