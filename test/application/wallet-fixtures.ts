import { expect } from "vitest";
import { giftFunds } from "../../src/application/wallet/adjust-balance";
import { approveDeposit } from "../../src/application/wallet/review-deposit";
import { registerUser, type TrustedRegistration } from "../../src/application/accounts/register-user";
import { requestRecharge } from "../../src/application/wallet/request-recharge";
import { setPayoutMethod } from "../../src/application/wallet/set-payout-method";
import { setSecurityCode } from "../../src/application/accounts/set-security-code";
import { inTransaction } from "../../src/application/unit-of-work";
import type { ErrorCode, Result } from "../../src/domain/errors";
import type { FundLogEntry } from "../../src/domain/wallet/fund-log";
import { playerAccount, stakesAccount } from "../../src/domain/wallet/ledger";
import type { Minor } from "../../src/domain/money";
import { GROUP, type User, type UserBalances } from "../../src/domain/accounts/user";
import type { TestApp } from "../support/app";

/** Shared steps of the wallet use-case tests. */

export const OPERATOR_ID = 999_999;
export const PASSWORD = "secret123";
export const SECURITY_CODE = "246810";

let counter = 0;

export function unwrap<T>(result: Result<T, ErrorCode>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code} ${JSON.stringify(result.error.params ?? {})}`);
  return result.value;
}

/** The error code and params of a failed result, for one-line assertions. */
export function refusal<T>(result: Result<T, ErrorCode>): { code: string; params?: unknown } {
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.value)}`);
  return result.error.params === undefined ? { code: result.error.code } : { code: result.error.code, params: result.error.params };
}

export async function newUser(app: Pick<TestApp, "deps">, trusted: TrustedRegistration = {}): Promise<User> {
  counter += 1;
  return unwrap(await registerUser(app.deps, { username: `user_${counter}`, password: PASSWORD }, { systemAccount: true, ...trusted }));
}

/** A player who deposited `depositMinor` through the real request + approval flow. */
export async function fundedUser(app: TestApp, depositMinor: Minor, trusted: TrustedRegistration = {}): Promise<User> {
  const user = await newUser(app, trusted);
  if (depositMinor > 0) await deposit(app, user.id, depositMinor);
  return user;
}

export async function deposit(app: Pick<TestApp, "deps">, userId: number, amountMinor: Minor): Promise<void> {
  const request = unwrap(await requestRecharge(app.deps, { userId, amount: amountMinor / 100 }));
  unwrap(await approveDeposit(app.deps, { depositId: request.id, operatorId: OPERATOR_ID }));
}

/** Everything a withdrawal needs besides money and turnover: a bank card and a security code. */
export async function readyToWithdraw(app: Pick<TestApp, "deps">, userId: number): Promise<void> {
  unwrap(await setPayoutMethod(app.deps, { userId, type: 0, acc: "Wang Xiaoming", accName: "6222021234567890", accBank: "Bank of Taiwan" }));
  unwrap(await setSecurityCode(app.deps, { userId, newCode: SECURITY_CODE }));
}

/**
 * A bet of `stakeMinor` placed and settled as lost, straight through the store:
 * what the turnover rule counts. Moves the stake like the betting use cases do.
 */
export const settleLostStake = (app: Pick<TestApp, "deps">, userId: number, stakeMinor: Minor): Promise<void> => settleStake(app, userId, stakeMinor, 0);

/** The same bet settled as won, paying `payoutMinor` back (a payout, which the turnover rule does not count as a credit). */
export async function settleStake(app: Pick<TestApp, "deps">, userId: number, stakeMinor: Minor, payoutMinor: Minor): Promise<void> {
  counter += 1;
  const id = counter;
  const nowMs = app.deps.clock.nowMs();
  unwrap(
    await inTransaction(app.deps, async ({ tx }) => {
      // A bet belongs to a round, and a round to a seed chain: the smallest valid ones.
      const chain = await tx.seedChains.create({ gameId: 1, sealedTop: "00", length: 1, anchor: "00", createdAtMs: nowMs });
      const issue = `T${id}`;
      const round = { gameId: 1, issue, openAtMs: nowMs, closeAtMs: nowMs, drawAtMs: nowMs, chainId: chain.id, chainIndex: 1 };
      expect(await tx.rounds.create({ ...round, status: "settled", commitment: "00", revealedSeed: "00", digits: [9, 9, 9], drawScheme: 1, betsRoot: null, voided: null })).toBe(true);
      const bet = await tx.bets.insert({
        orderNo: `T${id}`,
        userId,
        gameId: 1,
        roomId: 11,
        issue,
        playType: 1,
        stakeMinor,
        oddsHundredths: 194,
        placedAtMs: nowMs,
        followOfBetId: null,
      });
      const common = { amountMinor: stakeMinor, userId, ref: `bet:${bet.id}`, atMs: nowMs };
      expect(await tx.ledger.transfer({ ...common, id: `bet:${bet.id}:stake`, fromAccount: playerAccount(userId, "available"), toAccount: stakesAccount(userId), kind: "bet_stake" })).toBe("created");
      expect(await tx.ledger.transfer({ ...common, id: `bet:${bet.id}:collect`, fromAccount: stakesAccount(userId), toAccount: "house", kind: "bet_collect" })).toBe("created");
      if (payoutMinor > 0) {
        expect(await tx.ledger.transfer({ ...common, id: `bet:${bet.id}:payout`, amountMinor: payoutMinor, fromAccount: "house", toAccount: playerAccount(userId, "available"), kind: "bet_payout" })).toBe("created");
      }
      expect(await tx.bets.markSettled(bet.id, payoutMinor > 0, payoutMinor, nowMs)).toBe(true);
    }),
  );
}

/**
 * Money the player may withdraw today: an operator's gift of the amount, staked
 * once on a bet that paid it back. A gift alone no longer will do: it asks for
 * turnover like a deposit (issue 37), and only a payout asks for none.
 */
export async function giveStakedMoney(app: Pick<TestApp, "deps">, userId: number, amountMinor: Minor): Promise<void> {
  counter += 1;
  unwrap(await giftFunds(app.deps, { userId, amount: amountMinor / 100, requestId: `staked-gift-${counter}`, operatorId: OPERATOR_ID, note: "gift" }));
  await settleStake(app, userId, amountMinor, amountMinor);
}

export async function balancesOf(app: TestApp, userId: number): Promise<UserBalances> {
  return app.deps.store.read((tx) => tx.ledger.balancesOfUser(userId));
}

export async function userById(app: TestApp, userId: number): Promise<User> {
  const user = await app.deps.store.read((tx) => tx.users.byId(userId));
  if (user === null) throw new Error(`no user ${userId}`);
  return user;
}

/** The user's fund log, oldest first. */
export async function fundLogOf(app: TestApp, userId: number): Promise<FundLogEntry[]> {
  const entries = await app.deps.store.read((tx) =>
    tx.fundLog.ofUser(userId, { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, null, { offset: 0, limit: 1000 }),
  );
  return [...entries].sort((a, b) => a.id - b.id);
}

export { expectLedgerBalanced } from "../support/app-per-test";

export const visitor: TrustedRegistration = { groupId: GROUP.visitor };
