import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../adapters/i18n";
import { TEST_ORIGIN, testServer, type TestServer } from "../support/server";
import { forEachStore } from "../support/stores";
import { expectRefused, expectTranslated, newPlayer, type Player } from "../trpc/helpers";

const S = 1000;
/** A local time in Taipei (the schedule's zone, UTC+8) on 2026-11-22 (day 0) or the day after (day 1). */
const taipei = (day: 0 | 1 | 2, hour: number, minute = 0, second = 0) => Date.UTC(2026, 10, 22 + day, hour - 8, minute, second);

const none = { count: 0, averageMs: null, medianMs: null };
const stats = (...seconds: number[]) => {
  const sorted = [...seconds].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { count: seconds.length, averageMs: (seconds.reduce((a, b) => a + b, 0) / seconds.length) * S, medianMs: median * S };
};

/**
 * The support desk's figures through the API (issue 38), on both stores: a
 * scripted two days of the desk on the test clock, and the exact seconds an
 * operator reads for each operator and day, the conversations open at the
 * end of each hour, and the CSV exports of both.
 */
forEachStore((_name, open) => {
  let server: TestServer;
  let ann: Player;
  let ben: Player;
  let alice: Player;
  let bob: Player;
  let carol: Player;
  beforeAll(async () => {
    server = await testServer(await open(), { startMs: taipei(0, 9) });
    ann = await newPlayer(server, { role: "operator" });
    ben = await newPlayer(server, { role: "operator" });
    alice = await newPlayer(server);
    bob = await newPlayer(server);
    carol = await newPlayer(server);

    const at = (ms: number) => server.clock.set(ms);
    // Alice writes at 10:00 (the automatic reply answers nobody); Ann answers 90 s later.
    at(taipei(0, 10));
    const a = (await alice.call.support.post({ text: "My deposit is stuck" })).conversationId;
    at(taipei(0, 10, 1, 30));
    await ann.call.admin.support.reply({ conversationId: a, text: "Checking" });
    // Alice writes twice more; Ben answers 210 s after the first of the two, and closes: resolved 390 s after 10:00.
    at(taipei(0, 10, 2));
    await alice.call.support.post({ text: "Any news?" });
    at(taipei(0, 10, 2, 10));
    await alice.call.support.post({ text: "Hello?" });
    at(taipei(0, 10, 5, 30));
    await ben.call.admin.support.reply({ conversationId: a, text: "Credited" });
    at(taipei(0, 10, 6, 30));
    await ben.call.admin.support.setStatus({ conversationId: a, status: "closed" });
    // Bob at 10:50, answered by Ann 30 s later, closed by her at 11:05:30 (930 s); reopened and closed again with no message: nothing more.
    at(taipei(0, 10, 50));
    const b = (await bob.call.support.post({ text: "Password?" })).conversationId;
    at(taipei(0, 10, 50, 30));
    await ann.call.admin.support.reply({ conversationId: b, text: "Here is how" });
    at(taipei(0, 11, 5, 30));
    await ann.call.admin.support.setStatus({ conversationId: b, status: "closed" });
    at(taipei(0, 11, 10));
    await ann.call.admin.support.setStatus({ conversationId: b, status: "open" });
    at(taipei(0, 11, 20));
    await ann.call.admin.support.setStatus({ conversationId: b, status: "closed" });
    // Carol at 11:45: nobody answers, open to the end.
    at(taipei(0, 11, 45));
    await carol.call.support.post({ text: "Hi" });
    // Alice reopens at 12:30; Ben closes at 12:40 without an answer: resolved in 600 s, no first response.
    at(taipei(0, 12, 30));
    await alice.call.support.post({ text: "One more thing" });
    at(taipei(0, 12, 40));
    await ben.call.admin.support.setStatus({ conversationId: a, status: "closed" });
    // The next day at 09:00 Alice writes again; Ann answers in 45 s.
    at(taipei(1, 9));
    await alice.call.support.post({ text: "Again" });
    at(taipei(1, 9, 0, 45));
    await ann.call.admin.support.reply({ conversationId: a, text: "Yes?" });
  });
  afterAll(() => server.close());

  const days = { fromDay: "2026-11-22", toDay: "2026-11-23" };

  it("first-response and resolution times per operator and day, in exact seconds", async () => {
    const figures = await ann.call.admin.support.figures(days);
    expect(figures.timeZone).toBe("Asia/Taipei");
    const [first, second] = figures.days;
    expect(first).toMatchObject({ day: "2026-11-22", firstResponse: stats(90, 30, 210), resolution: stats(390, 930, 600) });
    expect(first!.operators).toEqual([
      { operatorId: ann.user.id, operatorName: ann.user.username, firstResponse: stats(90, 30), resolution: stats(930) },
      { operatorId: ben.user.id, operatorName: ben.user.username, firstResponse: stats(210), resolution: stats(390, 600) },
    ]);
    expect(second).toMatchObject({ day: "2026-11-23", firstResponse: stats(45), resolution: none });
    expect(second!.operators).toEqual([{ operatorId: ann.user.id, operatorName: ann.user.username, firstResponse: stats(45), resolution: none }]);
    expect(figures.total.operators).toEqual([
      { operatorId: ann.user.id, operatorName: ann.user.username, firstResponse: stats(90, 30, 45), resolution: stats(930) },
      { operatorId: ben.user.id, operatorName: ben.user.username, firstResponse: stats(210), resolution: stats(390, 600) },
    ]);
    // One day alone: the same figures for it.
    expect((await ben.call.admin.support.figures({ fromDay: "2026-11-23", toDay: "2026-11-23" })).days).toEqual([second]);
  });

  it("the conversations open at the end of each hour; an hour not over yet has no count", async () => {
    const figures = await ann.call.admin.support.figures(days);
    const [first, second] = figures.days.map((day) => day.openAtHourEnd.map((hour) => hour.open));
    // Until 10:00 nothing; Bob's at 11:00; Carol's from 12:00 on (Alice's reopened and closed within 12:00-13:00).
    expect(first).toEqual([...Array.from({ length: 10 }, () => 0), ...Array.from({ length: 14 }, () => 1)]);
    expect(first!.slice(9, 13)).toEqual([0, 1, 1, 1]);
    // Now is 09:00:45 of the second day: its hours from 09:00 on are not over.
    expect(second).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, ...Array.from({ length: 15 }, () => null)]);
    expect(figures.days[0]!.openAtHourEnd[10]).toEqual({ hour: 10, startMs: taipei(0, 10), open: 1 });

    server.clock.set(taipei(2, 0));
    const later = await ann.call.admin.support.figures(days);
    expect(later.days[1]!.openAtHourEnd.map((hour) => hour.open)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, ...Array.from({ length: 15 }, () => 2)]);
    server.clock.set(taipei(1, 9, 0, 45));
  });

  describe("refusals", () => {
    it("refuses a reversed, too long or malformed range in the caller's language", async () => {
      await expectTranslated(server, "query", "admin.support.figures", { fromDay: "2026-11-23", toDay: "2026-11-22" }, "DATE_RANGE_REVERSED", { token: ann.token });
      await expectTranslated(server, "query", "admin.support.figures", { fromDay: "2026-01-01", toDay: "2026-11-22" }, "DATE_RANGE_TOO_LONG", {
        token: ann.token,
        langs: ["en", "tw"],
        messages: ["The dates span too many days: at most 92", "日期範圍太長：最多 92 天"],
      });
      await expectTranslated(server, "query", "admin.support.figures", { fromDay: "2026-02-30", toDay: "2026-03-01" }, "INVALID_INPUT", { token: ann.token });
      await expectTranslated(server, "query", "admin.support.figures", { fromDay: "yesterday", toDay: "2026-03-01" }, "INVALID_INPUT", { token: ann.token });
      expect((await ann.call.admin.support.figures({ fromDay: "2026-08-23", toDay: "2026-11-22" })).days).toHaveLength(92);
    });

    it("serves operators only", async () => {
      await expectRefused(alice.call.admin.support.figures(days), "FORBIDDEN");
    });
  });

  describe("CSV exports", () => {
    const download = (path: string, token: string | null, lang = "en") => server.app.request(`${TEST_ORIGIN}${path}`, { headers: { "x-lang": lang, ...(token ? { cookie: `sid=${token}` } : {}) } });
    const lines = async (response: Response) => new TextDecoder().decode(new Uint8Array(await response.arrayBuffer()).subarray(3)).split("\r\n").slice(0, -1);

    it("per operator and day, then every operator, then the days' totals, times as h:mm:ss", async () => {
      const response = await download("/admin/export/support-figures.csv?fromDay=2026-11-22&toDay=2026-11-23", ann.token);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toBe('attachment; filename="support-figures-2026-11-23.csv"');
      expect(await lines(response)).toEqual([
        "Day,Operator,First responses,First response: average,First response: median,Resolved,Resolution: average,Resolution: median",
        `2026-11-22,${ann.user.username},2,0:01:00,0:01:00,1,0:15:30,0:15:30`,
        `2026-11-22,${ben.user.username},1,0:03:30,0:03:30,2,0:08:15,0:08:15`,
        "2026-11-22,All operators,3,0:01:50,0:01:30,3,0:10:40,0:10:00",
        `2026-11-23,${ann.user.username},1,0:00:45,0:00:45,0,,`,
        "2026-11-23,All operators,1,0:00:45,0:00:45,0,,",
        `Total,${ann.user.username},3,0:00:55,0:00:45,1,0:15:30,0:15:30`,
        `Total,${ben.user.username},1,0:03:30,0:03:30,2,0:08:15,0:08:15`,
        "Total,All operators,4,0:01:34,0:01:08,3,0:10:40,0:10:00",
      ]);
    });

    it("the open conversations per hour, in traditional Chinese; an hour not over yet left empty", async () => {
      const rows = await lines(await download("/admin/export/support-hours.csv?fromDay=2026-11-22&toDay=2026-11-23", ann.token, "tw"));
      expect(rows[0]).toBe("日期,時段,時段結束時未結案的對話");
      expect(rows).toHaveLength(1 + 48);
      expect(rows.slice(10, 13)).toEqual(["2026-11-22,09:00,0", "2026-11-22,10:00,1", "2026-11-22,11:00,1"]);
      expect(rows.slice(33, 35)).toEqual(["2026-11-23,08:00,1", "2026-11-23,09:00,"]);
    });

    it("refuses a bad range in words and players altogether", async () => {
      const reversed = await download("/admin/export/support-figures.csv?fromDay=2026-11-23&toDay=2026-11-22", ann.token, "tw");
      expect(reversed.status).toBe(400);
      expect(await reversed.json()).toMatchObject({ error: "DATE_RANGE_REVERSED", message: translate("DATE_RANGE_REVERSED", "tw") });
      const missing = await download("/admin/export/support-hours.csv", ann.token);
      expect(await missing.json()).toMatchObject({ error: "INVALID_INPUT" });
      expect((await download("/admin/export/support-hours.csv?fromDay=2026-11-22&toDay=2026-11-22", alice.token)).status).toBe(403);
    });
  });
});
