import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestServer } from "../support/server";
import { expectRefused, expectTranslated, GAME, newPlayer, sqliteServer, type Player } from "./helpers";

/** The schedule from the console: sales window and round length change from the next sales day on. */

/** Taipei wall time on 2026-11-dd at hh:mm as an instant. */
const taipei = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 8, minute);

let server: TestServer;
let operator: Player;
let alice: Player;
beforeEach(async () => {
  server = await sqliteServer();
  operator = await newPlayer(server, { role: "operator" });
  alice = await newPlayer(server, { depositMinor: 100_000 });
});
afterEach(() => server.close());

describe("admin.games.setSchedule", () => {
  it("answers when the change takes effect, shows it as pending, and the game runs it from the next sales day", async () => {
    await server.advanceTo(taipei(22, 15));
    const change = await operator.call.admin.games.setSchedule({ salesWindow: "12:00-04:00", roundSeconds: 300, closeSeconds: 60, requestId: "schedule-1" });
    expect(change).toEqual({
      salesWindow: "12:00-04:00",
      roundSeconds: 300,
      closeSeconds: 60,
      timeZone: "Asia/Taipei",
      roundsPerDay: 192,
      firstSalesDay: "20261123",
      effectiveFromMs: taipei(23, 12),
      firstIssue: "20261123001",
    });
    const overview = await operator.call.admin.games.overview();
    expect(overview.scheduleInForce).toEqual({ salesWindow: "10:00-02:00", roundSeconds: 210, closeSeconds: 30, timeZone: "Asia/Taipei", roundsPerDay: 274 });
    expect(overview.schedule).toMatchObject({ roundSeconds: 210, closeSeconds: 30 });
    expect(overview.pendingSchedules).toEqual([change]);

    // Players still see today's round and its close time; tomorrow's first round is the new one.
    const live = await alice.call.round.current({ gameId: GAME });
    expect(live.current).toMatchObject({ drawAtMs: live.current!.openAtMs + 210_000 });

    await server.advanceTo(taipei(23, 12));
    const next = await alice.call.round.current({ gameId: GAME });
    expect(next.current).toMatchObject({ issue: "20261123001", openAtMs: taipei(23, 12), closeAtMs: taipei(23, 12, 4), drawAtMs: taipei(23, 12, 5) });
    expect((await operator.call.admin.games.overview()).pendingSchedules).toEqual([]);
    expect((await operator.call.admin.games.overview()).scheduleInForce).toMatchObject({ salesWindow: "12:00-04:00", roundSeconds: 300 });

    const audit = await operator.call.admin.audit.list({ action: "schedule.set" });
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({ operatorName: operator.user.username, target: { type: "setting", id: "schedule" }, before: { roundSeconds: 210 }, after: { roundSeconds: 300 } });
  });

  it("refuses a bad window, round or close length in the caller's language, changing nothing", async () => {
    const base = { salesWindow: "10:00-02:00", roundSeconds: 210, closeSeconds: 30 };
    await expectRefused(operator.call.admin.games.setSchedule({ ...base, salesWindow: "10h-2h" }), "SCHEDULE_WINDOW_INVALID");
    await expectRefused(operator.call.admin.games.setSchedule({ ...base, roundSeconds: 5 }), "SCHEDULE_ROUND_INVALID");
    await expectRefused(operator.call.admin.games.setSchedule({ ...base, closeSeconds: 210 }), "SCHEDULE_CLOSE_INVALID");
    await expectRefused(operator.call.admin.games.setSchedule({ ...base, salesWindow: "10:00-10:01" }), "SCHEDULE_WINDOW_TOO_SHORT");
    await expectTranslated(server, "mutation", "admin.games.setSchedule", { ...base, closeSeconds: 205 }, "SCHEDULE_CLOSE_INVALID", {
      token: operator.token,
      messages: [/5.*200/, /5.*200/],
    });
    await expectTranslated(server, "mutation", "admin.games.setSchedule", { ...base, salesWindow: "10:00-10:01" }, "SCHEDULE_WINDOW_TOO_SHORT", {
      token: operator.token,
      langs: ["tw", "jp"],
      messages: [/210/, /210/],
    });
    const overview = await operator.call.admin.games.overview();
    expect(overview.pendingSchedules).toEqual([]);
    expect((await operator.call.admin.audit.list({ action: "schedule.set" })).items).toEqual([]);
  });

  it("is the operators' alone", async () => {
    await expectRefused(alice.call.admin.games.setSchedule({ salesWindow: "10:00-02:00", roundSeconds: 210, closeSeconds: 30 }), "FORBIDDEN", "FORBIDDEN");
  });
});
