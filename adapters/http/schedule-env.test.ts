import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_SCHEDULE } from "../../src/domain/rounds/schedule";
import { parseScheduleConfig } from "./schedule-env";

describe("the schedule from the environment", () => {
  it("defaults to Asia/Taipei, 10:00-02:00, 210 s rounds closing 30 s before the draw", () => {
    expect(parseScheduleConfig({})).toEqual({ ok: true, value: DEFAULT_SCHEDULE });
    expect(DEFAULT_SCHEDULE).toEqual({ timeZone: "Asia/Taipei", salesStartMinute: 600, salesEndMinute: 1560, roundSeconds: 210, closeSeconds: 30 });
    expect(parseScheduleConfig({ GAME_TIMEZONE: " ", SALES_WINDOW: "", ROUND_SECONDS: undefined })).toEqual({ ok: true, value: DEFAULT_SCHEDULE });
  });

  it("reads every variable", () => {
    const parsed = parseScheduleConfig({ GAME_TIMEZONE: "Europe/Berlin", SALES_WINDOW: "22:00-06:00", ROUND_SECONDS: "20", CLOSE_SECONDS: "5" });
    expect(parsed).toEqual({
      ok: true,
      value: { timeZone: "Europe/Berlin", salesStartMinute: 1320, salesEndMinute: 1800, roundSeconds: 20, closeSeconds: 5 },
    });
  });

  it("reads sales windows, an end at or before the start being the next day", () => {
    const window = (text: string) => {
      const parsed = parseScheduleConfig({ SALES_WINDOW: text });
      return parsed.ok ? [parsed.value.salesStartMinute, parsed.value.salesEndMinute] : parsed.error;
    };
    expect(window("10:00-02:00")).toEqual([600, 1560]);
    expect(window("00:00-24:00")).toEqual([0, 1440]);
    expect(window("00:00-00:00")).toEqual([0, 1440]);
    expect(window("10:00-10:00")).toEqual([600, 2040]);
    expect(window("9:30-21:00")).toEqual([570, 1260]);
    expect(window("10:00-24:00")).toEqual([600, 1440]);
    for (const bad of ["24:00-02:00", "10:60-02:00", "10:00-24:30", "10:00-25:00", "10:00", "10-02", "10:00 - 02:00x", "10:00-10:01"]) {
      expect(window(bad), bad).toEqual({ code: "INVALID_INPUT", params: { field: "SALES_WINDOW" } });
    }
  });

  it("any HH:MM-HH:MM window of at least one round parses to its minutes, at most 24 h long", () => {
    const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (start, end) => {
        const parsed = parseScheduleConfig({ SALES_WINDOW: `${hhmm(start)}-${hhmm(end)}`, ROUND_SECONDS: "20", CLOSE_SECONDS: "5" });
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(parsed.value.salesStartMinute).toBe(start);
        expect(parsed.value.salesEndMinute).toBe(end > start ? end : end + 1440);
      }),
    );
  });

  it("refuses bad values, naming the variable", () => {
    const field = (env: Record<string, string>) => {
      const parsed = parseScheduleConfig(env);
      return parsed.ok ? "accepted" : (parsed.error.code === "INVALID_INPUT" && parsed.error.params?.["field"]) || parsed.error.code;
    };
    expect(field({ GAME_TIMEZONE: "Mars/Olympus_Mons" })).toBe("GAME_TIMEZONE");
    for (const bad of ["0", "-5", "20.5", "abc", "1e3", "0x10", "99999999999999999999"]) {
      expect(field({ ROUND_SECONDS: bad }), bad).toBe("ROUND_SECONDS");
      expect(field({ CLOSE_SECONDS: bad }), bad).toBe("CLOSE_SECONDS");
    }
    expect(field({ ROUND_SECONDS: "30", CLOSE_SECONDS: "30" })).toBe("CLOSE_SECONDS");
    expect(field({ ROUND_SECONDS: "30", CLOSE_SECONDS: "31" })).toBe("CLOSE_SECONDS");
    expect(field({ ROUND_SECONDS: "20", CLOSE_SECONDS: "5" })).toBe("accepted");
    // A window of 2 minutes holds no 210 s round.
    expect(field({ SALES_WINDOW: "10:00-10:02" })).toBe("SALES_WINDOW");
    expect(field({ SALES_WINDOW: "10:00-10:04" })).toBe("accepted");
  });

  it("canonicalises the time zone's spelling", () => {
    const parsed = parseScheduleConfig({ GAME_TIMEZONE: "asia/taipei" });
    expect(parsed.ok && parsed.value.timeZone).toBe("Asia/Taipei");
  });
});
