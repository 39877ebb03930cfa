import { requestRecharge } from "../src/application/wallet/request-recharge";
import { requestWithdrawal } from "../src/application/wallet/request-withdrawal";
import { setPayoutMethod } from "../src/application/wallet/set-payout-method";
import { setSecurityCode } from "../src/application/accounts/set-security-code";
import { formatMoney, type Minor } from "../src/domain/money";
import { PAYOUT_TYPE } from "../src/domain/wallet/payout-method";
import { RECHARGE_CURRENCIES } from "../src/domain/wallet/recharge-rules";
import { lastDailyResetMs } from "../src/domain/rounds/schedule";
import type { Bot } from "./bot";
import type { SimContext } from "./context";
import { applyWithdrawal, expectWithdrawal, someSerialOrderExplains, type Expected, type WithdrawalAttempt, type WithdrawerView } from "./expected";
import { checkAnswer } from "./invariants";
import { checkUserBalance } from "./orders";

/** SPEC section 9: minimum recharge 100.00. */
const RECHARGE_MINIMUM_MINOR: Minor = 10_000;

/** A deposit the bot says it made (now and then below the minimum, by mistake); the simulated operator reviews it later. */
export async function deposit(ctx: SimContext, bot: Bot, amountMinor: Minor): Promise<void> {
  const currency = ctx.rng.bots.pick(RECHARGE_CURRENCIES);
  const result = await requestRecharge(ctx.deps, { userId: bot.userId, amount: formatMoney(amountMinor), currency });
  const expected = amountMinor < RECHARGE_MINIMUM_MINOR ? "RECHARGE_MINIMUM" : "OK";
  const answered = checkAnswer(ctx.log, `recharge by ${bot.username}`, expected, result);
  if (expected !== "OK") ctx.stats.mistake("recharge-below-minimum", answered);
  if (result.ok) {
    ctx.model.depositRequested(result.value.id, bot.userId, amountMinor);
    ctx.stats.deposits.requested += 1;
  }
}

/** What a player must have before a first withdrawal: a payout method and a security code. */
export async function ensurePayoutSetup(ctx: SimContext, bot: Bot): Promise<void> {
  const facts = ctx.model.user(bot.userId);
  if (!facts.payoutTypes.has(bot.payoutType)) {
    const fields =
      bot.payoutType === PAYOUT_TYPE.bankCard
        ? { acc: `Bot Holder ${bot.index}`, accName: `62220000${String(bot.index).padStart(8, "0")}`, accBank: "Simulated Bank", mark: "" }
        : { acc: `TSim${String(bot.index).padStart(30, "0")}`, accName: "trc20", accBank: "", mark: "" };
    const set = await setPayoutMethod(ctx.deps, { userId: bot.userId, type: bot.payoutType, ...fields });
    if (checkAnswer(ctx.log, `payout method of ${bot.username}`, "OK", set)) facts.payoutTypes.add(bot.payoutType);
  }
  if (!facts.securityCodeSet) {
    const set = await setSecurityCode(ctx.deps, { userId: bot.userId, newCode: bot.securityCode });
    if (checkAnswer(ctx.log, `security code of ${bot.username}`, "OK", set)) facts.securityCodeSet = true;
  }
}

export function withdrawerView(ctx: SimContext, bot: Bot): WithdrawerView {
  const facts = ctx.model.user(bot.userId);
  const nowMs = ctx.clock.nowMs();
  return {
    availableMinor: ctx.model.available(bot.userId),
    hasPayoutMethod: facts.payoutTypes.has(bot.payoutType),
    securityCodeSet: facts.securityCodeSet,
    shortfallMinor: ctx.model.turnoverShortfallMinor(bot.userId, lastDailyResetMs(ctx.schedule, nowMs), nowMs),
    wageringMinor: ctx.model.wageringOutstandingMinor(bot.userId, nowMs),
    security: facts.security,
    pending: facts.pendingWithdrawal !== null,
  };
}

/** Some other six digits. */
const wrongCodeFor = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

/** A withdrawal request, its answer checked against the model (a wrong code counts toward the lockout). */
export async function withdraw(ctx: SimContext, bot: Bot, attempt: WithdrawalAttempt, label: string): Promise<Expected> {
  const outcome = expectWithdrawal(withdrawerView(ctx, bot), ctx.clock.nowMs(), attempt);
  const result = await requestWithdrawal(ctx.deps, {
    userId: bot.userId,
    amount: formatMoney(attempt.amountMinor),
    payoutType: bot.payoutType,
    securityCode: attempt.rightCode ? bot.securityCode : wrongCodeFor(bot.securityCode),
  });
  checkAnswer(ctx.log, label, outcome.code, result);
  ctx.model.user(bot.userId).security = outcome.security;
  if (result.ok) {
    ctx.model.withdrawalHeld(result.value.id, bot.userId, attempt.amountMinor, ctx.clock.nowMs());
    ctx.stats.withdrawals.requested += 1;
  } else {
    ctx.stats.withdrawals.refused += 1;
  }
  return result.ok ? "OK" : result.error.code;
}

/** Several withdrawals of one account at once: at most one may hold money, and only money that is there. */
export async function concurrentWithdrawals(ctx: SimContext, bot: Bot, amounts: readonly Minor[]): Promise<void> {
  ctx.stats.faults.concurrentWithdrawalBursts += 1;
  const nowMs = ctx.clock.nowMs();
  const attempts = amounts.map((amountMinor): WithdrawalAttempt => ({ amountMinor, rightCode: true }));
  const results = await Promise.all(
    attempts.map((attempt) => requestWithdrawal(ctx.deps, { userId: bot.userId, amount: formatMoney(attempt.amountMinor), payoutType: bot.payoutType, securityCode: bot.securityCode })),
  );
  const observed = results.map((result): Expected => (result.ok ? "OK" : result.error.code));
  const view = someSerialOrderExplains(
    () => withdrawerView(ctx, bot),
    observed,
    (current, index) => {
      const outcome = expectWithdrawal(current, nowMs, attempts[index]!);
      applyWithdrawal(current, attempts[index]!, outcome);
      return outcome.code;
    },
  );
  const label = `concurrent withdrawals of ${bot.username}`;
  ctx.log.check(view !== null, () => `${label} answered [${observed.join(", ")}], which no serial order explains`);
  ctx.log.check(observed.filter((code) => code === "OK").length <= 1, () => `${label}: more than one request is under review`);
  if (view !== null) ctx.model.user(bot.userId).security = view.security;
  results.forEach((result, index) => {
    if (result.ok) {
      ctx.model.withdrawalHeld(result.value.id, bot.userId, attempts[index]!.amountMinor, ctx.clock.nowMs());
      ctx.stats.withdrawals.requested += 1;
    } else {
      ctx.stats.withdrawals.refused += 1;
    }
  });
  await checkUserBalance(ctx, bot.userId, label);
}
