import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Exclusion } from "../protection/exclusion";
import type { Notice, NoticePreferences } from "./notice";
import { isMoneyNotice, mayNotify, noticeKey } from "./notice-rules";
import { checkSubscription } from "./subscription-rules";

const NOW = 1_800_000_000_000;
const room = fc.integer({ min: 1, max: 6 });
const notice: fc.Arbitrary<Notice> = fc.oneof(
  fc.record({ kind: fc.constant("deposit_approved" as const), userId: fc.nat(), depositId: fc.nat(), amountMinor: fc.nat() }),
  fc.record({ kind: fc.constantFrom("withdrawal_paid" as const, "withdrawal_rejected" as const), userId: fc.nat(), withdrawalId: fc.nat(), amountMinor: fc.nat() }),
  fc.record({ kind: fc.constant("win" as const), userId: fc.nat(), gameId: fc.nat(), issue: fc.string(), profitMinor: fc.nat() }),
  fc.record({ kind: fc.constant("round_closing" as const), userId: fc.nat(), gameId: fc.nat(), roomId: room, issue: fc.string() }),
);
const preferences: fc.Arbitrary<NoticePreferences> = fc.record({ deposit: fc.boolean(), withdrawal: fc.boolean(), win: fc.boolean(), closingRooms: fc.uniqueArray(room) });
/** No break, one in force, or one already over. */
const exclusion: fc.Arbitrary<Exclusion | null> = fc.option(
  fc.record({ kind: fc.constantFrom("time_out" as const, "self_exclusion" as const), startedAtMs: fc.constant(NOW - 1_000), untilMs: fc.integer({ min: NOW - 500, max: NOW + 10_000_000 }) }),
);
const asked = (p: NoticePreferences, n: Notice): boolean =>
  n.kind === "deposit_approved" ? p.deposit : n.kind === "win" ? p.win : n.kind === "round_closing" ? p.closingRooms.includes(n.roomId) : p.withdrawal;

describe("who gets which push notice (issue 39)", () => {
  it("nothing the player did not turn on is ever sent", () => {
    fc.assert(fc.property(notice, preferences, exclusion, (n, p, e) => !mayNotify(n, p, e, NOW) || asked(p, n)));
  });

  it("with everything off (the start) nothing is sent", () => {
    fc.assert(fc.property(notice, exclusion, (n, e) => !mayNotify(n, { deposit: false, withdrawal: false, win: false, closingRooms: [] }, e, NOW)));
  });

  it("a player on a time-out or self-exclusion gets money notices only; when the break is over, everything asked for", () => {
    fc.assert(
      fc.property(notice, preferences, exclusion, (n, p, e) => {
        const onBreak = e !== null && e.untilMs > NOW;
        expect(mayNotify(n, p, e, NOW)).toBe(asked(p, n) && (!onBreak || isMoneyNotice(n.kind)));
      }),
    );
  });

  it("two notices share a key only when they answer the same decision (one deposit, one withdrawal) or the same player and round", () => {
    fc.assert(
      fc.property(notice, notice, (a, b) => {
        if (noticeKey(a) === noticeKey(b)) expect(keyFieldsEqual(a, b)).toBe(true);
      }),
    );
  });

  it("a subscription needs an https endpoint (a local http one only when allowed) and keys of the right lengths", () => {
    const good = { endpoint: "https://fcm.googleapis.com/fcm/send/abc", p256dh: `B${"x".repeat(86)}`, auth: "y".repeat(22) };
    expect(checkSubscription(good, false).ok).toBe(true);
    const local = { ...good, endpoint: "http://127.0.0.1:4567/push/1" };
    expect(checkSubscription(local, true).ok).toBe(true);
    expect(checkSubscription(local, false)).toMatchObject({ ok: false, error: { params: { field: "endpoint" } } });
    // The browsers' push services only: the server POSTs to the endpoint, so no address of the player's choosing.
    for (const endpoint of ["https://updates.push.services.mozilla.com/wpush/v2/x", "https://web.push.apple.com/QG/x", "https://wns2-by3p.notify.windows.com/w/?token=x"]) {
      expect(checkSubscription({ ...good, endpoint }, false).ok, endpoint).toBe(true);
    }
    for (const endpoint of ["https://10.0.0.5/admin", "https://localhost/x", "https://127.0.0.1:8443/x", "https://fcm.googleapis.com.evil.example/x", "https://fcm.googleapis.com:8443/x", "https://evilnotify.windows.com/x", "https://notify.windows.com/x"]) {
      expect(checkSubscription({ ...good, endpoint }, false), endpoint).toMatchObject({ ok: false, error: { params: { field: "endpoint" } } });
    }
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (endpoint, p256dh, auth) => {
        const checked = checkSubscription({ endpoint: `http://${endpoint}`, p256dh, auth }, false);
        expect(checked.ok).toBe(false);
        expect(checkSubscription({ ...good, p256dh }, false).ok).toBe(/^B[A-Za-z0-9_-]{86}$/.test(p256dh));
        expect(checkSubscription({ ...good, auth }, false).ok).toBe(/^[A-Za-z0-9_-]{22}$/.test(auth));
      }),
    );
  });
});

/** Same kind and the same fields the key is made of. */
function keyFieldsEqual(a: Notice, b: Notice): boolean {
  if ("withdrawalId" in a && "withdrawalId" in b) return a.withdrawalId === b.withdrawalId;
  if (a.kind === "deposit_approved" && b.kind === "deposit_approved") return a.depositId === b.depositId;
  if ((a.kind === "win" && b.kind === "win") || (a.kind === "round_closing" && b.kind === "round_closing")) return a.gameId === b.gameId && a.issue === b.issue && a.userId === b.userId;
  return false;
}
