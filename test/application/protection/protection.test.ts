import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { giftFunds } from "../../../src/application/wallet/adjust-balance";
import { extendBreak, playerProtection, protectionCounts } from "../../../src/application/protection/player-protection";
import { sendMessage } from "../../../src/application/content/announcements";
import { followBet } from "../../../src/application/betting/follow-bet";
import { placeBet } from "../../../src/application/betting/place-bet";
import { postChatMessage } from "../../../src/application/chat/post-chat-message";
import { protectionView } from "../../../src/application/protection/protection-view";
import { cancelPendingLimit, setLimit } from "../../../src/application/protection/set-limit";
import { statement } from "../../../src/application/protection/statement";
import { selfExclude, takeTimeOut } from "../../../src/application/protection/take-break";
import { requestRecharge } from "../../../src/application/wallet/request-recharge";
import { requestWithdrawal } from "../../../src/application/wallet/request-withdrawal";
import { RoundEngine } from "../../../src/application/rounds/round-engine";
import { units } from "../../../src/domain/money";
import { PLAY_TYPE } from "../../../src/domain/betting/outcome";
import { LIMIT_RAISE_DELAY_MS, limitAt, type LimitKind } from "../../../src/domain/protection/limits";
import { periodStartMs, type Period } from "../../../src/domain/protection/periods";
import { DEFAULT_SCHEDULE, roundAt } from "../../../src/domain/rounds/schedule";
import { appPerTest } from "../../support/app-per-test";
import { forEachStore } from "../../support/stores";
import { OPERATOR_ID, PASSWORD, SECURITY_CODE, balancesOf, deposit, giveStakedMoney, newUser, readyToWithdraw, refusal, unwrap } from "../wallet-fixtures";

const ROOM = 11; // Singapore, Beginner: stakes 1..5000

forEachStore((_name, open) => {
  const t = appPerTest(open);
  let engine: RoundEngine;
  beforeEach(async () => {
    engine = new RoundEngine(t.app.deps, { settleChunkBets: 50, chainLength: 400 });
    await engine.tick();
  });

  const currentIssue = () => roundAt(DEFAULT_SCHEDULE, t.app.clock.nowMs())!.issue;
  const bet = (userId: number, stake: number, playTypes: number[] = [PLAY_TYPE.big]) =>
    placeBet(t.app.deps, { userId, roomId: ROOM, issue: currentIssue(), playTypes, stakeMinor: units(stake) });
  let gifts = 0;
  const gift = async (userId: number, amount: number) =>
    giftFunds(t.app.deps, { userId, amount, requestId: `g${++gifts}`, operatorId: OPERATOR_ID, note: "welcome" });
  const player = async (money = 1_000) => {
    const user = await newUser(t.app);
    if (money > 0) unwrap(await gift(user.id, money));
    return user;
  };
  const limit = (userId: number, kind: LimitKind, period: Period, amount: string | null) => setLimit(t.app.deps, { userId, kind, period, amount });
  const breakInput = (userId: number) => ({ userId, password: PASSWORD, confirmed: true, address: "203.0.113.9" });

  describe("limits", () => {
    it("a daily loss limit of 100: bets up to it are taken, the next is refused naming the limit and what is left, and nothing moves", async () => {
      const user = await player();
      unwrap(await limit(user.id, "loss", "day", "100"));
      unwrap(await bet(user.id, 60));
      const before = await balancesOf(t.app, user.id);
      expect(refusal(await bet(user.id, 41))).toEqual({ code: "DAILY_LOSS_LIMIT", params: { limit: "100.00", left: "40.00" } });
      expect(await balancesOf(t.app, user.id)).toEqual(before);
      unwrap(await bet(user.id, 40));
      expect(refusal(await bet(user.id, 1))).toEqual({ code: "DAILY_LOSS_LIMIT", params: { limit: "100.00", left: "0.00" } });
    });

    it("a stake limit counts every play type of an order; a deposit limit counts requests under review", async () => {
      const user = await player();
      unwrap(await limit(user.id, "stake", "week", "50"));
      expect(refusal(await bet(user.id, 30, [PLAY_TYPE.big, PLAY_TYPE.single]))).toEqual({ code: "WEEKLY_STAKE_LIMIT", params: { limit: "50.00", left: "50.00" } });
      unwrap(await bet(user.id, 25, [PLAY_TYPE.big, PLAY_TYPE.single]));
      unwrap(await limit(user.id, "deposit", "month", "300"));
      unwrap(await requestRecharge(t.app.deps, { userId: user.id, amount: "200" }));
      // The screen and the rule read the same figure: 200.00 used, all of it under review, 100.00 left.
      const monthly = async () => unwrap(await protectionView(t.app.deps, { userId: user.id, sessionToken: null })).limits.find((l) => l.kind === "deposit" && l.period === "month")!;
      expect(await monthly()).toMatchObject({ usedMinor: units(200), underReviewMinor: units(200), leftMinor: units(100) });
      expect(refusal(await requestRecharge(t.app.deps, { userId: user.id, amount: "150" }))).toEqual({ code: "MONTHLY_DEPOSIT_LIMIT", params: { limit: "300.00", left: "100.00" } });
      unwrap(await requestRecharge(t.app.deps, { userId: user.id, amount: "100" }));
      expect(await monthly()).toMatchObject({ usedMinor: units(300), underReviewMinor: units(300), leftMinor: 0 });
      // Other limits have nothing under review.
      const view = unwrap(await protectionView(t.app.deps, { userId: user.id, sessionToken: null }));
      expect(view.limits.filter((l) => l.kind !== "deposit").every((l) => l.underReviewMinor === 0)).toBe(true);
    });

    it("a raise waits exactly 24 hours and can be cancelled; the view shows it waiting", async () => {
      const user = await player();
      unwrap(await limit(user.id, "deposit", "month", "100"));
      unwrap(await limit(user.id, "deposit", "month", "5000"));
      const view = unwrap(await protectionView(t.app.deps, { userId: user.id, sessionToken: null }));
      expect(view.limits.find((l) => l.kind === "deposit" && l.period === "month")).toMatchObject({ amountMinor: units(100), pending: { amountMinor: units(5000), effectiveAtMs: t.app.clock.nowMs() + LIMIT_RAISE_DELAY_MS }, usedMinor: 0, leftMinor: units(100) });
      t.app.clock.advance(LIMIT_RAISE_DELAY_MS - 1);
      expect(refusal(await requestRecharge(t.app.deps, { userId: user.id, amount: "101" })).code).toBe("MONTHLY_DEPOSIT_LIMIT");
      t.app.clock.advance(1);
      unwrap(await requestRecharge(t.app.deps, { userId: user.id, amount: "101" }));
      // A removal, cancelled: the limit stays.
      unwrap(await limit(user.id, "deposit", "month", null));
      unwrap(await cancelPendingLimit(t.app.deps, { userId: user.id, kind: "deposit", period: "month" }));
      expect(refusal(await cancelPendingLimit(t.app.deps, { userId: user.id, kind: "deposit", period: "month" }))).toEqual({ code: "NOT_FOUND" });
      t.app.clock.advance(LIMIT_RAISE_DELAY_MS);
      const state = await t.store.read((tx) => tx.protection.stateOf(user.id));
      expect(state.limits.map((l) => limitAt(l, t.app.clock.nowMs()).amountMinor)).toEqual([units(5000)]);
      const history = unwrap(await playerProtection(t.app.deps, user.id)).history.map((line) => [line.action, line.operatorId]);
      expect(history).toEqual([
        ["protection.cancelPending", user.id],
        ["protection.setLimit", user.id],
        ["protection.setLimit", user.id],
        ["protection.setLimit", user.id],
      ]);
    });

    it("refuses a bad amount, kind or period with a code and changes nothing", async () => {
      const user = await player();
      expect(refusal(await limit(user.id, "stake", "day", "-5")).code).toBe("MONEY_NEGATIVE");
      expect(refusal(await limit(user.id, "stake", "day", "1.234")).code).toBe("MONEY_TOO_MANY_DECIMALS");
      expect(refusal(await setLimit(t.app.deps, { userId: user.id, kind: "fun" as LimitKind, period: "day", amount: "5" })).code).toBe("INVALID_INPUT");
      expect((await t.store.read((tx) => tx.protection.stateOf(user.id))).limits).toEqual([]);
    });
  });

  describe("breaks", () => {
    it("a time-out refuses bets, follows, deposits and chat until when; a withdrawal still works; operators' promotions stop", async () => {
      // Money already staked once: no turnover to meet before a withdrawal.
      const user = await player(0);
      await giveStakedMoney(t.app, user.id, units(500));
      unwrap(await bet(user.id, 100));
      await readyToWithdraw(t.app, user.id);
      const other = await player();
      const followed = unwrap(await bet(other.id, 10)).bets[0]!;

      const taken = unwrap(await takeTimeOut(t.app.deps, { ...breakInput(user.id), days: 1 }));
      expect(taken).toMatchObject({ kind: "time_out", untilMs: t.app.clock.nowMs() + 24 * 3_600_000 });
      const until = { until: expect.any(String), until_ms: taken.untilMs };
      expect(refusal(await bet(user.id, 10))).toEqual({ code: "PLAY_TIMED_OUT", params: until });
      expect(refusal(await followBet(t.app.deps, { userId: user.id, betId: followed.id }))).toEqual({ code: "PLAY_TIMED_OUT", params: until });
      expect(refusal(await requestRecharge(t.app.deps, { userId: user.id, amount: "100" }))).toEqual({ code: "PLAY_TIMED_OUT", params: until });
      expect(refusal(await postChatMessage(t.app.deps, { userId: user.id, roomId: ROOM, text: "hi" }))).toEqual({ code: "PLAY_TIMED_OUT", params: until });
      expect(refusal(await gift(user.id, 5))).toEqual({ code: "PLAYER_EXCLUDED" });
      expect(refusal(await sendMessage(t.app.deps, { operatorId: OPERATOR_ID, userId: user.id, title: "Bonus", content: "Come back!" }))).toEqual({ code: "PLAYER_EXCLUDED" });
      const withdrawal = unwrap(await requestWithdrawal(t.app.deps, { userId: user.id, amount: "100", payoutType: 0, securityCode: SECURITY_CODE }));
      expect(withdrawal.amountMinor).toBe(units(100));

      // It ends by itself, exactly when it said.
      t.app.clock.set(taken.untilMs);
      await engine.tick();
      unwrap(await bet(user.id, 10));
    });

    it("cannot be shortened by the player or an operator; an operator may lengthen it; the reports count it", async () => {
      const user = await player();
      const excluded = unwrap(await selfExclude(t.app.deps, { ...breakInput(user.id), months: 6 }));
      expect(refusal(await takeTimeOut(t.app.deps, { ...breakInput(user.id), days: 30 })).code).toBe("EXCLUSION_ONLY_LONGER");
      expect(refusal(await extendBreak(t.app.deps, { operatorId: OPERATOR_ID, userId: user.id, until: "2026-12-01" })).code).toBe("EXCLUSION_ONLY_LONGER");
      const longer = unwrap(await extendBreak(t.app.deps, { operatorId: OPERATOR_ID, userId: user.id, until: "2028-01-01" }));
      expect(longer).toMatchObject({ kind: "self_exclusion", startedAtMs: excluded.startedAtMs });
      expect(longer.untilMs).toBeGreaterThan(excluded.untilMs);
      expect(refusal(await bet(user.id, 10)).code).toBe("PLAY_SELF_EXCLUDED");
      expect(unwrap(await protectionCounts(t.app.deps))).toEqual({ withLimits: 0, withPendingRaises: 0, timedOut: 0, selfExcluded: 1 });
      const history = unwrap(await playerProtection(t.app.deps, user.id)).history.map((line) => [line.action, line.operatorId]);
      expect(history).toEqual([
        ["protection.extendBreak", OPERATOR_ID],
        ["protection.selfExclude", user.id],
      ]);
    });

    it("asks for the password and a confirmation, and an operator cannot start or end one", async () => {
      const user = await player();
      expect(refusal(await takeTimeOut(t.app.deps, { ...breakInput(user.id), confirmed: false, days: 1 })).code).toBe("CONFIRMATION_REQUIRED");
      expect(refusal(await takeTimeOut(t.app.deps, { ...breakInput(user.id), password: "wrong-one", days: 1 })).code).toBe("PASSWORD_WRONG");
      expect(refusal(await takeTimeOut(t.app.deps, { ...breakInput(user.id), password: "", days: 1 })).code).toBe("PASSWORD_REQUIRED");
      expect(refusal(await takeTimeOut(t.app.deps, { ...breakInput(user.id), days: 2 as 1 })).code).toBe("INVALID_INPUT");
      expect(refusal(await extendBreak(t.app.deps, { operatorId: OPERATOR_ID, userId: user.id, until: "2030-01-01" })).code).toBe("NOT_FOUND");
      unwrap(await bet(user.id, 10));
    });
  });

  it("the statement sums deposits, withdrawals, stakes and payouts per period", async () => {
    const user = await player(0);
    await deposit(t.app, user.id, units(300));
    unwrap(await bet(user.id, 50));
    const today = new Date(t.app.clock.nowMs() + 8 * 3_600_000).toISOString().slice(0, 10);
    const byDay = unwrap(await statement(t.app.deps, { userId: user.id, period: "day", from: "2026-11-20", to: today }));
    expect(byDay.lines.map((l) => l.start)).toEqual(["2026-11-20", "2026-11-21", "2026-11-22"]);
    expect(byDay.lines.at(-1)).toMatchObject({ depositedMinor: units(300), withdrawnMinor: 0, stakedMinor: units(50), paidMinor: 0, netMinor: -units(50) });
    expect(byDay.total).toMatchObject({ depositedMinor: units(300), stakedMinor: units(50), netMinor: -units(50) });
    expect(refusal(await statement(t.app.deps, { userId: user.id, period: "day", from: today, to: "2026-11-01" })).code).toBe("DATE_RANGE_REVERSED");
    expect(refusal(await statement(t.app.deps, { userId: user.id, period: "day", from: "2020-01-01", to: today })).code).toBe("INVALID_INPUT");
  });

  it("property: over random deposits, bets, settlements, limit changes and time, no accepted bet or deposit breaks a limit in force", async () => {
    const step = fc.oneof(
      fc.record({ type: fc.constant("bet" as const), stake: fc.integer({ min: 1, max: 400 }) }),
      fc.record({ type: fc.constant("deposit" as const), amount: fc.integer({ min: 100, max: 900 }) }),
      fc.record({ type: fc.constant("limit" as const), kind: fc.constantFrom<LimitKind>("deposit", "loss", "stake"), period: fc.constantFrom<Period>("day", "week", "month"), amount: fc.option(fc.integer({ min: 0, max: 1_500 }), { nil: null }) }),
      fc.record({ type: fc.constant("wait" as const), minutes: fc.integer({ min: 1, max: 36 * 60 }) }),
    );
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        runs += 1;
        const user = await player(50_000);
        const accepted: { kind: "bet" | "deposit"; atMs: number; amountMinor: number; betId?: number }[] = [];
        for (const s of steps) {
          const nowMs = t.app.clock.nowMs();
          const acceptedBefore = accepted.length;
          if (s.type === "wait") {
            t.app.clock.advance(s.minutes * 60_000);
            await engine.tick();
          } else if (s.type === "limit") {
            await limit(user.id, s.kind, s.period, s.amount === null ? null : String(s.amount));
          } else if (s.type === "deposit") {
            const done = await requestRecharge(t.app.deps, { userId: user.id, amount: String(s.amount) });
            if (done.ok) accepted.push({ kind: "deposit", atMs: nowMs, amountMinor: units(s.amount) });
          } else if (roundAt(DEFAULT_SCHEDULE, nowMs)) {
            const done = await bet(user.id, s.stake);
            if (done.ok) accepted.push({ kind: "bet", atMs: nowMs, amountMinor: units(s.stake), betId: done.value.bets[0]!.id });
            else expect(["ROUND_CLOSED", "ROUND_NOT_CURRENT", "STAKE_ABOVE_MAXIMUM", "INSUFFICIENT_FUNDS", "OPPOSITE_BET", "DAILY_LOSS_LIMIT", "WEEKLY_LOSS_LIMIT", "MONTHLY_LOSS_LIMIT", "DAILY_STAKE_LIMIT", "WEEKLY_STAKE_LIMIT", "MONTHLY_STAKE_LIMIT"]).toContain(done.error.code);
          }
          // After every step: what was accepted in each period stays within each limit in force when it was accepted.
          if (accepted.length === acceptedBefore) continue;
          const last = accepted.at(-1)!;
          const state = await t.store.read((tx) => tx.protection.stateOf(user.id));
          for (const l of state.limits) {
            const inForce = limitAt(l, nowMs).amountMinor;
            if (inForce === null || (l.kind === "deposit") !== (last.kind === "deposit")) continue;
            const since = periodStartMs(DEFAULT_SCHEDULE.timeZone, l.period, nowMs);
            let used = 0;
            for (const a of accepted.filter((x) => x.kind === last.kind && x.atMs >= since)) {
              const placed = a.betId === undefined ? null : await t.store.read((tx) => tx.bets.byId(a.betId!));
              // A bet of a voided round (the engine voids a round whose draw is too late: the long waits) counts for nothing.
              if (placed?.refundedAtMs != null) continue;
              const payout = l.kind === "loss" ? (placed?.payoutMinor ?? 0) : 0;
              used += a.amountMinor - payout;
            }
            expect(Math.max(0, used), `${l.kind}/${l.period} limit ${inForce}`).toBeLessThanOrEqual(inForce);
          }
        }
      }),
      { numRuns: 12, seed: 20261126 },
    );
    expect(runs).toBe(12);
  });
});
