import { describe, expect, it } from "vitest";
import { commissionPeriodAt, dayPeriod, mondayOf, previousPeriod, weekPeriod } from "./periods";

const TAIPEI = { timeZone: "Asia/Taipei" };
const BERLIN = { timeZone: "Europe/Berlin" };

describe("periods", () => {
  it("a day runs from the operator's midnight to the next", () => {
    const day = dayPeriod(TAIPEI, "2026-11-28");
    expect(new Date(day.fromMs).toISOString()).toBe("2026-11-27T16:00:00.000Z");
    expect(day.toMs - day.fromMs).toBe(86_400_000);
    expect(previousPeriod(TAIPEI, day).key).toBe("2026-11-27");
  });

  it("a week runs from Monday, and the spring-forward day makes it an hour short", () => {
    expect(mondayOf("2026-11-28")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    const week = weekPeriod(BERLIN, "2027-03-31");
    expect(week.key).toBe("week:2027-03-29");
    const springWeek = weekPeriod(BERLIN, "2027-03-28");
    expect(springWeek.toMs - springWeek.fromMs).toBe(7 * 86_400_000 - 3_600_000);
    expect(previousPeriod(BERLIN, week).key).toBe("week:2027-03-22");
    expect(commissionPeriodAt(TAIPEI, "weekly", Date.parse("2026-11-29T15:59:59Z")).key).toBe("week:2026-11-23");
    expect(commissionPeriodAt(TAIPEI, "weekly", Date.parse("2026-11-29T16:00:00Z")).key).toBe("week:2026-11-30");
  });
});
