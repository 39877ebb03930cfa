import { describe, expect, it } from "vitest";
import { SUPPORT_MAX_CHARS } from "../../../../src/domain/support/conversation";
import { canSend, charCount, chatTopicOf, counterOf, gapAfter, hoursText, imageProblem, latestFromStaff, mergeMessages, messageTime, openingWhen, receiptOf, type ThreadMessage } from "./thread";

const message = (seq: number, author: ThreadMessage["author"] = "player", text = `m${seq}`): ThreadMessage => ({
  id: 100 + seq,
  conversationId: 7,
  seq,
  author,
  text,
  imageId: null,
  leftWhileClosed: false,
  createdAtMs: 1_700_000_000_000 + seq,
});

describe("the thread as the chat screen shows it", () => {
  it("has every message once, oldest first, whatever order and overlap the history, the stream and the posts came in", () => {
    const history = [message(3), message(4, "system"), message(5, "staff")];
    const live = [message(6), message(5, "staff"), message(8, "staff"), message(7)];
    const merged = mergeMessages(history, live, [message(6)]);
    expect(merged.map((m) => m.seq)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(mergeMessages([], [])).toEqual([]);
  });

  it("finds the number after which a message is missing, and none when the run is whole (older history is not a gap)", () => {
    expect(gapAfter([message(3), message(4), message(5)].map((m) => m))).toBeNull();
    expect(gapAfter([message(3), message(4), message(7), message(9)])).toBe(4);
    expect(gapAfter([])).toBeNull();
    expect(gapAfter([message(12)])).toBeNull();
  });

  it("marks read up to the staff's latest message (an automatic reply counts as the staff's), not the player's own", () => {
    expect(latestFromStaff([message(1), message(2, "system"), message(3)])).toBe(2);
    expect(latestFromStaff([message(1), message(2, "system"), message(3, "staff"), message(4)])).toBe(3);
    expect(latestFromStaff([message(1)])).toBe(0);
  });

  it("puts the read receipt on the player's latest message: Read once the staff read it, Sent before", () => {
    const thread = [message(1), message(2, "system"), message(3), message(4, "staff"), message(5), message(6)];
    expect(receiptOf(thread, 4)).toEqual({ seq: 6, read: false });
    expect(receiptOf(thread, 6)).toEqual({ seq: 6, read: true });
    expect(receiptOf([message(1, "system")], 0)).toBeNull();
    expect(receiptOf([message(1, "guest")], 1)).toEqual({ seq: 1, read: true });
  });
});

describe("the composer", () => {
  it("counts characters as the server does: code points, after trimming, Windows line breaks as one", () => {
    expect(charCount("  hi  ")).toBe(2);
    expect(charCount("😀😀")).toBe(2);
    expect(charCount("a\r\nb")).toBe(3);
    expect(canSend("   \n ")).toBe(false);
    expect(canSend(" x ")).toBe(true);
  });

  it("shows its counter from 90 % of the limit and says when the text is over it", () => {
    expect(counterOf("x".repeat(1799))).toMatchObject({ shown: false, over: false });
    expect(counterOf("x".repeat(1800))).toEqual({ count: 1800, max: SUPPORT_MAX_CHARS, shown: true, over: false });
    expect(counterOf("x".repeat(SUPPORT_MAX_CHARS))).toMatchObject({ shown: true, over: false });
    expect(counterOf("😀".repeat(SUPPORT_MAX_CHARS + 1))).toMatchObject({ count: SUPPORT_MAX_CHARS + 1, over: true });
  });

  it("takes PNG, JPEG and WebP images up to 2 MB, and says which rule another file breaks", () => {
    expect(imageProblem({ type: "image/png", size: 2 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: "image/jpeg", size: 10 })).toBeNull();
    expect(imageProblem({ type: "image/webp", size: 10 })).toBeNull();
    expect(imageProblem({ type: "image/png", size: 2 * 1024 * 1024 + 1 })).toBe("size");
    expect(imageProblem({ type: "image/gif", size: 10 })).toBe("type");
    expect(imageProblem({ type: "image/svg+xml", size: 10 })).toBe("type");
    expect(imageProblem({ type: "", size: 10 })).toBe("type");
  });

  it("knows the prepared requests a link may open it with, and no other", () => {
    expect(chatTopicOf("password")).toBe("password");
    expect(chatTopicOf("PASSWORD")).toBeNull();
    expect(chatTopicOf("<script>")).toBeNull();
    expect(chatTopicOf(null)).toBeNull();
  });
});

describe("times", () => {
  const taipei = "Asia/Taipei";
  // 2026-03-10 02:00 in Taipei (UTC+8).
  const nightMs = Date.UTC(2026, 2, 9, 18, 0);

  it("say when staff answer next on the operator's clock: today, tomorrow or a date", () => {
    expect(openingWhen(Date.UTC(2026, 2, 10, 4, 0), nightMs, taipei)).toEqual({ day: "today", time: "12:00", date: "03-10" });
    // 23:45 Taipei: the next opening is tomorrow at noon.
    const lateMs = Date.UTC(2026, 2, 10, 15, 45);
    expect(openingWhen(Date.UTC(2026, 2, 11, 4, 0), lateMs, taipei)).toEqual({ day: "tomorrow", time: "12:00", date: "03-11" });
    expect(openingWhen(Date.UTC(2026, 2, 13, 4, 30), nightMs, taipei)).toEqual({ day: "date", time: "12:30", date: "03-13" });
    // The same instant is another day in another zone.
    expect(openingWhen(Date.UTC(2026, 2, 10, 4, 0), nightMs, "America/New_York").day).toBe("tomorrow");
  });

  it("write the daily hours, across midnight too, and none for a whole day", () => {
    expect(hoursText(720, 1410)).toBe("12:00-23:30");
    expect(hoursText(1320, 1560)).toBe("22:00-02:00");
    expect(hoursText(0, 1440)).toBeNull();
  });

  it("write a message's time short today, with the date another day and the year another year", () => {
    const now = new Date(2026, 2, 10, 15, 0).getTime();
    expect(messageTime(new Date(2026, 2, 10, 9, 5).getTime(), now)).toBe("09:05");
    expect(messageTime(new Date(2026, 2, 9, 23, 59).getTime(), now)).toBe("03-09 23:59");
    expect(messageTime(new Date(2025, 11, 31, 8, 0).getTime(), now)).toBe("2025-12-31 08:00");
  });
});
