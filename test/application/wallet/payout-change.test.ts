import { describe, expect, it } from "vitest";
import { giftFunds } from "../../../src/application/wallet/adjust-balance";
import { withdrawalQueue } from "../../../src/application/wallet/review-queues";
import { requestWithdrawal } from "../../../src/application/wallet/request-withdrawal";
import { setPayoutMethod } from "../../../src/application/wallet/set-payout-method";
import { setSecurityCode } from "../../../src/application/accounts/set-security-code";
import { HOUR_MS } from "../../../src/domain/wallet/payout-change-rules";
import { appPerTest } from "../../support/app-per-test";
import { forEachStore } from "../../support/stores";
import { newUser, OPERATOR_ID, refusal, SECURITY_CODE, unwrap } from "../wallet-fixtures";

const CARD = { type: 0 as const, acc: "Wang Xiaoming", accName: "6222021234567890", accBank: "Bank of Taiwan", mark: "" };
const NEW_CARD = { ...CARD, accName: "6222029999999999", accBank: "Mega Bank" };
const NOTICE = { title: "Payout details changed", content: "Your bank card was changed" };

/** Changing where withdrawals go: the security code, a message to the player, a wait before money leaves for the new details. */
forEachStore((_name, open) => {
  const t = appPerTest(open, { games: false });

  /** A player with a bound card, a security code, 500.00 given, and no turnover to meet. */
  async function boundPlayer() {
    const user = await newUser(t.app, { waterLimitPercent: 0 });
    unwrap(await setPayoutMethod(t.app.deps, { userId: user.id, ...CARD }));
    unwrap(await setSecurityCode(t.app.deps, { userId: user.id, newCode: SECURITY_CODE }));
    unwrap(await giftFunds(t.app.deps, { userId: user.id, amount: "500", requestId: `gift-${user.id}`, operatorId: OPERATOR_ID, note: "gift" }));
    return user;
  }
  const card = (userId: number) => t.store.read((tx) => tx.payoutMethods.get(userId, 0));
  const messages = (userId: number) => t.store.read((tx) => tx.content.messagesOf(userId, { offset: 0, limit: 10 }));
  const withdraw = (userId: number) => requestWithdrawal(t.app.deps, { userId, amount: "100", payoutType: 0, securityCode: SECURITY_CODE });

  it("binds the first card without a code, and edits its note without one either: no wait, no message", async () => {
    const user = await newUser(t.app);
    unwrap(await setPayoutMethod(t.app.deps, { userId: user.id, ...CARD }));
    unwrap(await setPayoutMethod(t.app.deps, { userId: user.id, ...CARD, mark: "salary", changeNotice: NOTICE }));
    expect(await card(user.id)).toMatchObject({ mark: "salary", changedAtMs: null });
    expect(await messages(user.id)).toEqual([]);
  });

  it("refuses to change bound details without the security code, or with a wrong one (which counts), changing nothing", async () => {
    const user = await boundPlayer();
    expect(refusal(await setPayoutMethod(t.app.deps, { userId: user.id, ...NEW_CARD, changeNotice: NOTICE }))).toEqual({ code: "SECURITY_CODE_FORMAT", params: { length: 6 } });
    expect(refusal(await setPayoutMethod(t.app.deps, { userId: user.id, ...NEW_CARD, securityCode: "000000", changeNotice: NOTICE }))).toEqual({ code: "SECURITY_CODE_WRONG", params: { remaining: 4 } });
    expect(await card(user.id)).toMatchObject({ accName: CARD.accName, changedAtMs: null });
    expect(await messages(user.id)).toEqual([]);
    const noCode = await newUser(t.app);
    unwrap(await setPayoutMethod(t.app.deps, { userId: noCode.id, ...CARD }));
    expect(refusal(await setPayoutMethod(t.app.deps, { userId: noCode.id, ...NEW_CARD, securityCode: SECURITY_CODE }))).toEqual({ code: "SECURITY_CODE_NOT_SET" });
  });

  it("changes them with the code, writes the player a message, and holds withdrawals to them for 24 hours from the change", async () => {
    const user = await boundPlayer();
    const changedAtMs = t.app.clock.nowMs();
    unwrap(await setPayoutMethod(t.app.deps, { userId: user.id, ...NEW_CARD, securityCode: SECURITY_CODE, changeNotice: NOTICE }));
    expect(await card(user.id)).toMatchObject({ accName: NEW_CARD.accName, changedAtMs });
    expect(await messages(user.id)).toMatchObject([{ title: NOTICE.title, content: NOTICE.content, readAtMs: null }]);

    const refused = refusal(await withdraw(user.id));
    // 24 hours from the change, in the operator's zone (Asia/Taipei: 10:00 on 2026-11-22, so 10:00 on the 23rd).
    expect(refused).toEqual({ code: "PAYOUT_CHANGE_HOLD", params: { until: "2026-11-23 10:00:00", until_ms: changedAtMs + 24 * HOUR_MS } });
    t.app.clock.set(changedAtMs + 24 * HOUR_MS - 1);
    expect(refusal(await withdraw(user.id)).code).toBe("PAYOUT_CHANGE_HOLD");
    t.app.clock.set(changedAtMs + 24 * HOUR_MS);
    const request = unwrap(await withdraw(user.id));
    expect(request).toMatchObject({ payoutAccName: NEW_CARD.accName, payoutAccBank: "Mega Bank" });
    // The operator's queue says when the details were changed.
    const queue = unwrap(await withdrawalQueue(t.app.deps, { status: 0, page: 1 }));
    expect(queue.items.find((item) => item.id === request.id)).toMatchObject({ payoutChangedAtMs: changedAtMs });
  });

  it("takes the wait from the server's setting (PAYOUT_CHANGE_HOLD_HOURS)", async () => {
    const user = await boundPlayer();
    const changedAtMs = t.app.clock.nowMs();
    unwrap(await setPayoutMethod(t.app.deps, { userId: user.id, ...NEW_CARD, securityCode: SECURITY_CODE }));
    const short = { ...t.app.deps, payoutChangeHoldMs: 2 * HOUR_MS };
    t.app.clock.set(changedAtMs + 2 * HOUR_MS);
    expect((await requestWithdrawal(short, { userId: user.id, amount: "100", payoutType: 0, securityCode: SECURITY_CODE })).ok).toBe(true);
  });
});

describe("the wait's end", () => {
  it("is shown in the operator's zone", async () => {
    const { checkPayoutHold } = await import("../../../src/domain/wallet/payout-change-rules");
    expect(checkPayoutHold({ changedAtMs: Date.UTC(2026, 10, 22, 2) }, 24 * HOUR_MS, Date.UTC(2026, 10, 22, 3), "Asia/Taipei")).toEqual({
      ok: false,
      error: { code: "PAYOUT_CHANGE_HOLD", params: { until: "2026-11-23 10:00:00", until_ms: Date.UTC(2026, 10, 23, 2) } },
    });
    expect(checkPayoutHold({ changedAtMs: null }, 24 * HOUR_MS, 0, "Asia/Taipei")).toEqual({ ok: true, value: undefined });
  });
});
