import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CHAT_MAX_CHARS,
  CHAT_MAX_IN_WINDOW,
  CHAT_MIN_GAP_MS,
  CHAT_WINDOW_MS,
  chatWindowStartMs,
  checkChatMessage,
  checkChatRate,
  checkChatText,
  checkMayChat,
} from "./chat";

const codeOf = (result: { ok: boolean; error?: { code: string } }) => (result.ok ? "OK" : result.error!.code);
const player = { role: "player" as const, chatBanned: false };

describe("chat text", () => {
  it("is trimmed", () => {
    expect(checkChatText("  hello  ")).toEqual({ ok: true, value: "hello" });
    expect(checkChatText("\u3000你好\u3000")).toEqual({ ok: true, value: "你好" });
  });

  it.each(["", "   ", "\t\n", "a".repeat(CHAT_MAX_CHARS + 1), "two\nlines", "tab\there", "bell\u0007", "c1\u0085x", "del\u007f"])(
    "refuses %j as INVALID_INPUT on the field text",
    (text) => {
      expect(checkChatText(text)).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "text", max: CHAT_MAX_CHARS } } });
    },
  );

  it("counts characters, not UTF-16 units: 200 emoji fit, 201 do not", () => {
    expect(checkChatText("😀".repeat(CHAT_MAX_CHARS)).ok).toBe(true);
    expect(checkChatText("😀".repeat(CHAT_MAX_CHARS + 1)).ok).toBe(false);
    expect(checkChatText("a".repeat(CHAT_MAX_CHARS)).ok).toBe(true);
  });

  // Short texts and texts around the limit, of letters, CJK, emoji, spaces of all kinds and control characters.
  const unit = fc.oneof(
    { arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }), weight: 6 },
    { arbitrary: fc.constantFrom(" ", "\u3000", "\u00a0", "\n", "\t", "\r", "\u0000", "\u0085", "\u007f", "\u200b", "😀", "你", "é"), weight: 2 },
  );
  const texts = fc.oneof(fc.string({ unit, maxLength: 12 }), fc.string({ unit, minLength: 195, maxLength: 206 }));

  it("accepts exactly the trimmed texts of 1..200 characters without a control character", () => {
    fc.assert(
      fc.property(texts, (raw) => {
        const trimmed = raw.trim();
        const length = [...trimmed].length;
        // eslint-disable-next-line no-control-regex
        const control = /[\u0000-\u001f\u007f-\u009f]/.test(trimmed);
        const expected = length >= 1 && length <= CHAT_MAX_CHARS && !control;
        const result = checkChatText(raw);
        expect(result.ok).toBe(expected);
        if (result.ok) expect(result.value).toBe(trimmed);
        else expect(result.error).toMatchObject({ code: "INVALID_INPUT", params: { field: "text" } });
      }),
    );
  });
});

describe("who may chat", () => {
  it("players may, operators are FORBIDDEN, a silenced player is CHAT_BANNED", () => {
    expect(codeOf(checkMayChat(player))).toBe("OK");
    expect(codeOf(checkMayChat({ role: "operator", chatBanned: false }))).toBe("FORBIDDEN");
    expect(codeOf(checkMayChat({ role: "player", chatBanned: true }))).toBe("CHAT_BANNED");
  });
});

describe("the pace", () => {
  const now = 1_000_000;

  it("allows a first message, and one 2 s after the last", () => {
    expect(codeOf(checkChatRate({ inWindow: 0, lastAtMs: null }, now))).toBe("OK");
    expect(codeOf(checkChatRate({ inWindow: 1, lastAtMs: now - CHAT_MIN_GAP_MS }, now))).toBe("OK");
    expect(codeOf(checkChatRate({ inWindow: 1, lastAtMs: now - CHAT_MIN_GAP_MS + 1 }, now))).toBe("CHAT_TOO_FAST");
    expect(codeOf(checkChatRate({ inWindow: 1, lastAtMs: now }, now))).toBe("CHAT_TOO_FAST");
  });

  it("allows 5 messages in the last minute, not 6", () => {
    expect(codeOf(checkChatRate({ inWindow: CHAT_MAX_IN_WINDOW - 1, lastAtMs: now - 10_000 }, now))).toBe("OK");
    expect(codeOf(checkChatRate({ inWindow: CHAT_MAX_IN_WINDOW, lastAtMs: now - 10_000 }, now))).toBe("CHAT_TOO_FAST");
  });

  it("counts a message while it is less than 60 s old", () => {
    expect(chatWindowStartMs(now)).toBe(now - CHAT_WINDOW_MS + 1);
  });

  it("never lets a sequence of accepted messages break either limit (property)", () => {
    // Any attempt times; accept what the rule accepts; the accepted ones must respect both limits.
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 80 }), (gaps) => {
        const accepted: number[] = [];
        let t = 0;
        for (const gap of gaps) {
          t += gap;
          const start = chatWindowStartMs(t);
          const history = { inWindow: accepted.filter((a) => a >= start).length, lastAtMs: accepted.at(-1) ?? null };
          if (checkChatRate(history, t).ok) accepted.push(t);
        }
        for (let i = 1; i < accepted.length; i++) expect(accepted[i]! - accepted[i - 1]!).toBeGreaterThanOrEqual(CHAT_MIN_GAP_MS);
        for (let i = CHAT_MAX_IN_WINDOW; i < accepted.length; i++) expect(accepted[i]! - accepted[i - CHAT_MAX_IN_WINDOW]!).toBeGreaterThanOrEqual(CHAT_WINDOW_MS);
      }),
    );
    // And it is not stingier than needed: one message every 12 s is always fine.
    const steady = Array.from({ length: 20 }, (_, i) => i * 12_000);
    const accepted: number[] = [];
    for (const t of steady) {
      if (checkChatRate({ inWindow: accepted.filter((a) => a >= chatWindowStartMs(t)).length, lastAtMs: accepted.at(-1) ?? null }, t).ok) accepted.push(t);
    }
    expect(accepted).toEqual(steady);
  });
});

describe("a whole message", () => {
  const quiet = { inWindow: 0, lastAtMs: null };
  const busy = { inWindow: CHAT_MAX_IN_WINDOW, lastAtMs: 0 };

  it("answers the trimmed text", () => {
    expect(checkChatMessage({ user: player, text: " hi ", history: quiet, nowMs: 1 })).toEqual({ ok: true, value: "hi" });
  });

  it("tells who may not speak first, then a bad text, then the pace", () => {
    expect(codeOf(checkChatMessage({ user: { role: "operator", chatBanned: true }, text: "", history: busy, nowMs: 1 }))).toBe("FORBIDDEN");
    expect(codeOf(checkChatMessage({ user: { role: "player", chatBanned: true }, text: "", history: busy, nowMs: 1 }))).toBe("CHAT_BANNED");
    expect(codeOf(checkChatMessage({ user: player, text: "", history: busy, nowMs: 1 }))).toBe("INVALID_INPUT");
    expect(codeOf(checkChatMessage({ user: player, text: "hi", history: busy, nowMs: 1 }))).toBe("CHAT_TOO_FAST");
  });
});
