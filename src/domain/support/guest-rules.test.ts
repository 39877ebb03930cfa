import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Conversation, SupportAuthor } from "./conversation";
import { checkGuestName, checkGuestQuota, GUEST_NAME_MAX_CHARS, GUESTS_PER_ADDRESS, guestWindowStartMs, isGuestActive, mergedConversation } from "./guest-rules";
import { unreadCount } from "./message-rules";

describe("a guest's display name", () => {
  it("is kept trimmed, 1 to 20 characters (an emoji counts once), any script", () => {
    expect(checkGuestName("  Ann  ")).toEqual({ ok: true, value: "Ann" });
    expect(checkGuestName("王小明")).toEqual({ ok: true, value: "王小明" });
    expect(checkGuestName("😀".repeat(GUEST_NAME_MAX_CHARS))).toEqual({ ok: true, value: "😀".repeat(GUEST_NAME_MAX_CHARS) });
    expect(checkGuestName("<b>x</b>")).toEqual({ ok: true, value: "<b>x</b>" });
  });

  it("refuses empty, too long, several lines, control characters and direction overrides, saying the limit", () => {
    const refused = { ok: false, error: { code: "SUPPORT_GUEST_NAME_INVALID", params: { max: GUEST_NAME_MAX_CHARS } } };
    for (const name of ["", "   ", "x".repeat(GUEST_NAME_MAX_CHARS + 1), "Ann\nBob", "Ann\tBob", "a\u0000b", "a\u0007b", "abc\u202Eevil"]) expect(checkGuestName(name), JSON.stringify(name)).toEqual(refused);
  });
});

describe("guests' cookies and limits", () => {
  it("a guest is active until it expires or a player took it over", () => {
    expect(isGuestActive({ expiresAtMs: 1_000, claimedByUserId: null }, 999)).toBe(true);
    expect(isGuestActive({ expiresAtMs: 1_000, claimedByUserId: null }, 1_000)).toBe(false);
    expect(isGuestActive({ expiresAtMs: 1_000, claimedByUserId: 7 }, 10)).toBe(false);
  });

  it("an address may start 5 guests in any 24 hours; an unknown address is not limited", () => {
    expect(checkGuestQuota(GUESTS_PER_ADDRESS - 1)).toEqual({ ok: true, value: undefined });
    expect(checkGuestQuota(GUESTS_PER_ADDRESS)).toEqual({ ok: false, error: { code: "SUPPORT_GUESTS_LIMIT", params: { limit: GUESTS_PER_ADDRESS } } });
    expect(checkGuestQuota(null).ok).toBe(true);
    // A guest started exactly 24 hours ago no longer counts.
    expect(guestWindowStartMs(86_400_000)).toBe(1);
  });
});

const conversation = (overrides: Partial<Conversation>): Conversation => ({
  id: 1,
  owner: { kind: "player", userId: 1 },
  status: "open",
  assigneeId: null,
  lastSeq: 0,
  customerReadSeq: 0,
  staffReadSeq: 0,
  waitingSinceMs: null,
  leftWhileClosed: false,
  customerLang: null,
  createdAtMs: 0,
  updatedAtMs: 0,
  closedAtMs: null,
  ...overrides,
});

describe("merging a guest's conversation into the player's", () => {
  it("stays open while either is, keeps the earliest wait and the player's assignee (else the guest's)", () => {
    const player = conversation({ status: "closed", closedAtMs: 50, lastSeq: 4, customerReadSeq: 4, staffReadSeq: 3, assigneeId: null, waitingSinceMs: 5, customerLang: "tw" });
    const guest = conversation({ id: 2, owner: { kind: "guest", guestId: "g" }, status: "open", lastSeq: 3, customerReadSeq: 2, staffReadSeq: 1, assigneeId: 9, waitingSinceMs: 70, leftWhileClosed: true, customerLang: "en" });
    expect(mergedConversation(player, guest, { customer: 0, staff: 0 })).toEqual({
      status: "open",
      closedAtMs: null,
      assigneeId: 9,
      // The closed conversation's stale wait is not the customer's wait.
      waitingSinceMs: 70,
      leftWhileClosed: true,
      // The guest wrote last, on this device: their language.
      customerLang: "en",
      customerReadSeq: 4 + 2,
      staffReadSeq: 4 + 1,
    });
    expect(mergedConversation({ ...player, assigneeId: 3 }, { ...guest, status: "closed", closedAtMs: 60, waitingSinceMs: null }, { customer: 0, staff: 0 })).toMatchObject({ status: "closed", closedAtMs: 60, assigneeId: 3, waitingSinceMs: null, leftWhileClosed: false });
    // A guest who never wrote leaves the player's language.
    expect(mergedConversation(player, { ...guest, customerLang: null }, { customer: 0, staff: 0 }).customerLang).toBe("tw");
  });

  const author: fc.Arbitrary<SupportAuthor> = fc.constantFrom("player", "staff", "system");
  const thread = fc.array(author, { maxLength: 12 }).chain((authors) =>
    fc.record({ authors: fc.constant(authors), customerReadSeq: fc.nat({ max: authors.length }), staffReadSeq: fc.nat({ max: authors.length }) }),
  );
  const messagesOf = (authors: readonly SupportAuthor[], offset = 0) => authors.map((a, i) => ({ author: a, seq: offset + i + 1 }));

  it("property: the unread counts after the merge are each side's own, or more when the player's thread had unread messages; never fewer", () => {
    fc.assert(
      fc.property(thread, thread, (p, g) => {
        const player = conversation({ lastSeq: p.authors.length, customerReadSeq: p.customerReadSeq, staffReadSeq: p.staffReadSeq });
        const guest = conversation({ id: 2, lastSeq: g.authors.length, customerReadSeq: g.customerReadSeq, staffReadSeq: g.staffReadSeq });
        const playerMessages = messagesOf(p.authors);
        const guestMessages = messagesOf(g.authors);
        const before = (side: "customer" | "staff") => unreadCount(playerMessages, side, side === "customer" ? p.customerReadSeq : p.staffReadSeq);
        const guestBefore = (side: "customer" | "staff") => unreadCount(guestMessages, side, side === "customer" ? g.customerReadSeq : g.staffReadSeq);
        const merged = mergedConversation(player, guest, { customer: before("customer"), staff: before("staff") });
        const all = [...playerMessages, ...messagesOf(g.authors, p.authors.length)];
        for (const side of ["customer", "staff"] as const) {
          const mark = side === "customer" ? merged.customerReadSeq : merged.staffReadSeq;
          expect(mark).toBeGreaterThanOrEqual(side === "customer" ? p.customerReadSeq : p.staffReadSeq);
          expect(mark).toBeLessThanOrEqual(all.length);
          const after = unreadCount(all, side, mark);
          expect(after).toBeGreaterThanOrEqual(before(side) + guestBefore(side));
          if (before(side) === 0) expect(after).toBe(guestBefore(side));
        }
      }),
    );
  });
});
