import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adjustBalance, giftFunds } from "../../src/application/wallet/adjust-balance";
import { requestWithdrawal } from "../../src/application/wallet/request-withdrawal";
import { approveWithdrawal, rejectWithdrawal } from "../../src/application/wallet/review-withdrawal";
import { formatMoney, type Minor } from "../../src/domain/money";
import type { Store } from "../../src/ports/store";
import { testApp, type TestApp } from "../support/app";
import { forEachStore } from "../support/stores";
import { OPERATOR_ID, SECURITY_CODE, balancesOf, deposit, expectLedgerBalanced, newUser, readyToWithdraw, settleStake } from "../application/wallet-fixtures";

/**
 * The turnover rule exists so that credited money cannot leave without being
 * staked (SPEC section 5: 1x the balance, reset at 00:00). Whatever the order of
 * deposits, gifts, an operator's adjustments up and down, stakes, withdrawals
 * and clock steps across midnights, no withdrawal is accepted while some
 * credited money has not been staked once: a gift is money like a deposit
 * (issue 37: gifted money used to leave the same day unstaked).
 *
 * The model tracks only that: the credited money not yet staked. Within one
 * day (Taipei has no daylight saving: UTC+8, counted here by hand, not by the
 * schedule code under test) the day's stakes count against the money carried
 * in and the day's deposits, whatever their order, as the rule's "turnover of
 * the day" does; what is left unstaked at midnight is carried into the next day.
 */
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const dayOf = (ms: number) => Math.floor((ms + TAIPEI_OFFSET_MS) / 86_400_000);

class UnstakedCredits {
  private carriedMinor = 0;
  private creditedTodayMinor = 0;
  private stakedTodayMinor = 0;
  /** The player's money when last seen: what they held at a midnight crossed since (the clock moves nothing). */
  private heldMinor = 0;
  constructor(private day: number) {}
  /** Called before each step with the money the player holds: a day crossed since is rolled over first. */
  observe(nowMs: number, heldMinor: Minor): void {
    this.roll(nowMs);
    this.heldMinor = heldMinor;
  }
  private roll(nowMs: number): void {
    if (dayOf(nowMs) === this.day) return;
    // What is left unstaked is carried, but no more than the money held at midnight: money the operator took
    // away is gone and asks for no stake (the rule's base is then the money held at the reset).
    this.carriedMinor = Math.min(this.leftMinor(nowMs, false), this.heldMinor);
    this.creditedTodayMinor = 0;
    this.stakedTodayMinor = 0;
    this.day = dayOf(nowMs);
  }
  credited(nowMs: number, minor: Minor): void {
    this.roll(nowMs);
    this.creditedTodayMinor += minor;
  }
  staked(nowMs: number, minor: Minor): void {
    this.roll(nowMs);
    this.stakedTodayMinor += minor;
  }
  leftMinor(nowMs: number, roll = true): Minor {
    if (roll) this.roll(nowMs);
    return Math.max(0, this.carriedMinor + this.creditedTodayMinor - this.stakedTodayMinor);
  }
}
type Step =
  | { readonly kind: "deposit"; readonly minor: Minor }
  | { readonly kind: "gift"; readonly minor: Minor }
  | { readonly kind: "adjust"; readonly minor: Minor; readonly up: boolean }
  | { readonly kind: "stake"; readonly percent: number; readonly won: boolean }
  | { readonly kind: "clock"; readonly minutes: number }
  | { readonly kind: "withdraw"; readonly percent: number; readonly approve: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("deposit" as const), minor: fc.integer({ min: 10_000, max: 500_000 }) }),
  fc.record({ kind: fc.constant("gift" as const), minor: fc.integer({ min: 1, max: 200_000 }) }),
  fc.record({ kind: fc.constant("adjust" as const), minor: fc.integer({ min: 1, max: 200_000 }), up: fc.boolean() }),
  // Often the whole balance: a withdrawal can pass only once every credit is staked and a win has left money.
  fc.record({ kind: fc.constant("stake" as const), percent: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 100 })), won: fc.oneof(fc.constant(true), fc.boolean()) }),
  // Steps up to 30 hours, often small ones so that 23:59 -> 00:01 crossings happen.
  fc.record({ kind: fc.constant("clock" as const), minutes: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 30 * 60 })) }),
  fc.record({ kind: fc.constant("withdraw" as const), percent: fc.integer({ min: 1, max: 100 }), approve: fc.boolean() }),
);

forEachStore((name, open) => {
  describe(`turnover across midnights (${name})`, () => {
    let store: Store;
    let app: TestApp;
    beforeAll(async () => {
      store = await open();
      app = await testApp(store);
    });
    afterAll(async () => {
      await expectLedgerBalanced(app);
      await store.close();
    });

    it("never pays out while credited money (deposits, gifts, adjustments up) has not been staked", async () => {
      let requests = 0;
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 24 }), async (steps) => {
          const user = await newUser(app);
          await readyToWithdraw(app, user.id);
          const unstaked = new UnstakedCredits(dayOf(app.clock.nowMs()));
          for (const s of steps) {
            const { availableMinor } = await balancesOf(app, user.id);
            unstaked.observe(app.clock.nowMs(), availableMinor);
            if (s.kind === "deposit") {
              await deposit(app, user.id, s.minor);
              unstaked.credited(app.clock.nowMs(), s.minor);
            } else if (s.kind === "gift") {
              requests += 1;
              const gifted = await giftFunds(app.deps, { userId: user.id, amount: formatMoney(s.minor), requestId: `tg${requests}`, operatorId: OPERATOR_ID, note: "gift" });
              expect(gifted.ok).toBe(true);
              unstaked.credited(app.clock.nowMs(), s.minor);
            } else if (s.kind === "adjust") {
              // Taking money away asks for no turnover and gives none back; only what is added counts.
              const minor = s.up ? s.minor : Math.min(s.minor, availableMinor);
              if (minor === 0) continue;
              requests += 1;
              const adjusted = await adjustBalance(app.deps, { userId: user.id, amount: formatMoney(s.up ? minor : -minor), requestId: `ta${requests}`, operatorId: OPERATOR_ID, reason: "model" });
              expect(adjusted.ok, JSON.stringify(adjusted)).toBe(true);
              if (s.up) unstaked.credited(app.clock.nowMs(), minor);
            } else if (s.kind === "stake") {
              const stakeMinor = Math.floor((availableMinor * s.percent) / 100);
              if (stakeMinor === 0) continue;
              // A win pays 1.94 times the stake back: the game's money, which asks for no turnover of its own.
              await settleStake(app, user.id, stakeMinor, s.won ? Math.floor((stakeMinor * 194) / 100) : 0);
              unstaked.staked(app.clock.nowMs(), stakeMinor);
            } else if (s.kind === "clock") {
              app.clock.advance(s.minutes * 60_000);
            } else {
              const amountMinor = Math.max(10_000, Math.floor((availableMinor * s.percent) / 100));
              const result = await requestWithdrawal(app.deps, { userId: user.id, amount: formatMoney(amountMinor), payoutType: 0, securityCode: SECURITY_CODE });
              if (!result.ok) continue;
              accepted += 1;
              expect(unstaked.leftMinor(app.clock.nowMs()), "a withdrawal was accepted with credited money not yet staked").toBe(0);
              const review = { withdrawalId: result.value.id, operatorId: OPERATOR_ID, remark: "checked" };
              const reviewed = s.approve ? await approveWithdrawal(app.deps, review) : await rejectWithdrawal(app.deps, review);
              expect(reviewed.ok).toBe(true);
            }
          }
        }),
        {
          numRuns: name === "sqlite" ? 60 : 25,
          // Besides the random runs, one that must end in an accepted withdrawal: a gift and a deposit, both staked
          // in full on a bet that won, so the check below never depends on chance.
          examples: [[[
            { kind: "gift", minor: 20_000 },
            { kind: "deposit", minor: 30_000 },
            { kind: "stake", percent: 100, won: true },
            { kind: "withdraw", percent: 10, approve: true },
          ]]],
        },
      );
      // The property is only worth something if withdrawals were really tried and some passed.
      expect(accepted).toBeGreaterThan(0);
    }, 120_000);
  });
});
