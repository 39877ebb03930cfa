import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_AUTO_REPLIES, autoReplyText } from "./auto-reply";
import { SUPPORT_AUTHORS, SUPPORT_MAX_CHARS, sideOf, type SupportAuthor } from "./conversation";
import { isWithinSupportHours, nextSupportOpeningMs, supportHoursOf } from "./hours-rules";
import { checkSupportText, isUnreadBy, nextReadSeq, unreadCount } from "./message-rules";
import { checkMute, checkNotMuted, muteKeyOf } from "./mute-rules";
import { SUPPORT_MAX_PER_ADDRESS, SUPPORT_MAX_PER_CUSTOMER, checkSupportPace, supportWindowStartMs } from "./rate-rules";

const TAIPEI = "Asia/Taipei";
/** 2026-11-22 00:00 in Taipei (UTC+8, no daylight saving). */
const MIDNIGHT_TAIPEI = Date.UTC(2026, 10, 21, 16, 0);
const at = (hour: number, minute = 0, dayOffset = 0) => MIDNIGHT_TAIPEI + dayOffset * 86_400_000 + (hour * 60 + minute) * 60_000;

describe("support text", () => {
  it("keeps plain text as typed, trimmed, lines and emoji included, and counts characters", () => {
    expect(checkSupportText("  <b>hi</b>\r\nsecond line\t😀 ")).toEqual({ ok: true, value: "<b>hi</b>\nsecond line\t😀" });
    expect(checkSupportText("😀".repeat(SUPPORT_MAX_CHARS))).toEqual({ ok: true, value: "😀".repeat(SUPPORT_MAX_CHARS) });
  });

  it("refuses empty, too long and control characters with their own codes", () => {
    expect(checkSupportText(" \n ")).toEqual({ ok: false, error: { code: "SUPPORT_MESSAGE_EMPTY" } });
    expect(checkSupportText("x".repeat(SUPPORT_MAX_CHARS + 1))).toEqual({ ok: false, error: { code: "SUPPORT_MESSAGE_TOO_LONG", params: { max: SUPPORT_MAX_CHARS } } });
    expect(checkSupportText("a\u0000b").ok).toBe(false);
    expect(checkSupportText("a\u0007b").ok).toBe(false);
  });
});

describe("support hours", () => {
  const hours = supportHoursOf(null, TAIPEI);

  it("are 12:00-23:30 in the operator's zone by default, a malformed setting included", () => {
    expect(supportHoursOf("nonsense", TAIPEI)).toEqual(hours);
    expect(isWithinSupportHours(hours, at(11, 59))).toBe(false);
    expect(isWithinSupportHours(hours, at(12, 0))).toBe(true);
    expect(isWithinSupportHours(hours, at(23, 29))).toBe(true);
    expect(isWithinSupportHours(hours, at(23, 30))).toBe(false);
    expect(nextSupportOpeningMs(hours, at(23, 45))).toBe(at(12, 0, 1));
    expect(nextSupportOpeningMs(hours, at(3, 0))).toBe(at(12, 0));
    expect(nextSupportOpeningMs(hours, at(15, 0))).toBe(at(15, 0));
  });

  it("may run past midnight, or all day", () => {
    const night = supportHoursOf("20:00-02:00", TAIPEI);
    expect(isWithinSupportHours(night, at(1, 59))).toBe(true);
    expect(isWithinSupportHours(night, at(2, 0))).toBe(false);
    expect(isWithinSupportHours(night, at(21, 0))).toBe(true);
    expect(nextSupportOpeningMs(night, at(2, 0))).toBe(at(20, 0));
    const always = supportHoursOf("00:00-24:00", TAIPEI);
    expect(isWithinSupportHours(always, at(3, 0))).toBe(true);
  });

  it("property: the next opening is never earlier, is inside the hours, and nothing before it is", () => {
    const zones = ["Asia/Taipei", "Europe/London", "America/New_York", "UTC"];
    const windows = ["12:00-23:30", "09:00-18:00", "20:00-02:00", "00:00-24:00", "23:00-23:30"];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.constantFrom(...windows), fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 11, 31) }), (zone, window, atMs) => {
        const h = supportHoursOf(window, zone);
        const next = nextSupportOpeningMs(h, atMs);
        expect(next).toBeGreaterThanOrEqual(atMs);
        expect(next - atMs).toBeLessThanOrEqual(26 * 3_600_000);
        expect(isWithinSupportHours(h, next)).toBe(true);
        if (next > atMs) {
          // Closed from now until the opening, sampled each quarter of an hour.
          for (let t = atMs; t < next; t += 15 * 60_000) expect(isWithinSupportHours(h, t)).toBe(false);
          expect(isWithinSupportHours(h, next - 1_000)).toBe(false);
        }
      }),
    );
  });
});

describe("unread counts", () => {
  it("count the other side's messages after the reader's mark; the desk's replies speak for the staff", () => {
    expect(sideOf("system")).toBe("staff");
    expect(sideOf("guest")).toBe("customer");
    const thread = [
      { seq: 1, author: "player" as const },
      { seq: 2, author: "system" as const },
      { seq: 3, author: "staff" as const },
      { seq: 4, author: "player" as const },
    ];
    expect(unreadCount(thread, "customer", 0)).toBe(2);
    expect(unreadCount(thread, "customer", 2)).toBe(1);
    expect(unreadCount(thread, "staff", 1)).toBe(1);
    expect(unreadCount(thread, "staff", 4)).toBe(0);
  });

  it("property: marks only move forward, within the thread; unread equals the other side's messages past the mark", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<SupportAuthor>(...SUPPORT_AUTHORS), { maxLength: 40 }),
        fc.array(fc.record({ side: fc.constantFrom("customer" as const, "staff" as const), seq: fc.integer({ min: -5, max: 50 }) }), { maxLength: 20 }),
        (authors, reads) => {
          const thread = authors.map((author, i) => ({ seq: i + 1, author }));
          const marks = { customer: 0, staff: 0 };
          for (const read of reads) {
            const before = marks[read.side];
            marks[read.side] = nextReadSeq(before, read.seq, thread.length);
            expect(marks[read.side]).toBeGreaterThanOrEqual(before);
            expect(marks[read.side]).toBeLessThanOrEqual(thread.length);
          }
          for (const side of ["customer", "staff"] as const) {
            const expected = thread.filter((m) => m.seq > marks[side] && sideOf(m.author) !== side).length;
            expect(unreadCount(thread, side, marks[side])).toBe(expected);
            expect(unreadCount(thread, side, thread.length)).toBe(0);
            // Nobody has unread messages of their own side.
            expect(thread.filter((m) => sideOf(m.author) === side).some((m) => isUnreadBy(m, side, 0))).toBe(false);
          }
        },
      ),
    );
  });
});

describe("pace, mutes and the automatic reply", () => {
  it("allow 10 messages a minute per customer and 30 per address", () => {
    expect(checkSupportPace({ byCustomer: SUPPORT_MAX_PER_CUSTOMER - 1, byAddress: SUPPORT_MAX_PER_ADDRESS - 1 }).ok).toBe(true);
    expect(checkSupportPace({ byCustomer: SUPPORT_MAX_PER_CUSTOMER, byAddress: 0 })).toEqual({ ok: false, error: { code: "SUPPORT_TOO_FAST" } });
    expect(checkSupportPace({ byCustomer: 0, byAddress: SUPPORT_MAX_PER_ADDRESS })).toEqual({ ok: false, error: { code: "SUPPORT_TOO_FAST" } });
    expect(checkSupportPace({ byCustomer: 0, byAddress: null }).ok).toBe(true);
    expect(supportWindowStartMs(60_000)).toBe(1);
  });

  it("mute for a while with a reason; 0 minutes lifts it", () => {
    expect(checkMute({ reason: " spam ", minutes: 60, nowMs: 1_000 })).toEqual({ ok: true, value: { reason: "spam", untilMs: 1_000 + 3_600_000 } });
    expect(checkMute({ reason: " ", minutes: 60, nowMs: 0 })).toEqual({ ok: false, error: { code: "REASON_REQUIRED" } });
    expect(checkMute({ reason: "x", minutes: 1.5, nowMs: 0 }).ok).toBe(false);
    expect(checkNotMuted([null, { untilMs: 2_000 }], 1_999)).toEqual({ ok: false, error: { code: "SUPPORT_MUTED" } });
    expect(checkNotMuted([null, { untilMs: 2_000 }], 2_000).ok).toBe(true);
    expect(muteKeyOf({ kind: "player", userId: 7 })).toBe("7");
    expect(muteKeyOf({ kind: "address", address: "10.0.0.1" })).toBe("10.0.0.1");
  });

  it("answers the operator's text, or the default of the language", () => {
    expect(autoReplyText("en", null)).toBe(DEFAULT_AUTO_REPLIES.en);
    expect(autoReplyText("tw", "  ")).toBe(DEFAULT_AUTO_REPLIES.tw);
    expect(autoReplyText("jp", "ようこそ")).toBe("ようこそ");
  });
});
