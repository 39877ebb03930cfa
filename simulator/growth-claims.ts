/**
 * What bots do with the growth engine during a round (issue 40): now and then one claims its rebate (the one-tap
 * claim) or checks in to the running promotion, and the answer and the amount must be the ones the rules give:
 * the rebate owed by the formula (growth-oracle.ts) less what was paid for its days, at least the operator's
 * minimum; a check-in once per operator's day, of the promotion's amount, whose wagering then holds withdrawals.
 */
import { claimPromotion } from "../src/application/growth/claim-promotion";
import { claimRebate } from "../src/application/growth/claim-rebate";
import { growthSettings } from "../src/application/growth/growth-settings";
import { savePromotion } from "../src/application/growth/save-promotion";
import { PROMOTION_LANGS } from "../src/domain/growth/promotion";
import { growthDayOf } from "../src/domain/growth/periods";
import { formatMoney } from "../src/domain/money";
import type { ScheduledRound } from "../src/domain/rounds/schedule";
import type { Bot } from "./bot";
import type { SimContext } from "./context";
import type { GrowthSim } from "./growth";
import { checkAnswer } from "./invariants";
import type { Rng } from "./random";
import { CHECK_IN_MINOR, CHECK_IN_RATE, CHECK_IN_WAGERING_MULTIPLE } from "./growth-check-in";

/** Chances per bot and round slot. */
const REBATE_CLAIM_RATE = 0.02;

/** The operator's running promotion: a daily check-in of 8.00 for everyone, 3x wagering, for the whole run. */
export async function startCheckIn(ctx: SimContext, fromMs: number, toMs: number): Promise<number> {
  const terms = Object.fromEntries(PROMOTION_LANGS.map((lang) => [lang, { title: `Daily check-in (${lang})`, body: "8.00 a day; 3x wagering before a withdrawal." }]));
  const saved = await savePromotion(ctx.deps, {
    operatorId: ctx.operatorId,
    id: null,
    form: { kind: "check_in", terms, startMs: fromMs, endMs: toMs, amount: formatMoney(CHECK_IN_MINOR), minLevel: 0, newPlayersOnly: false, minDeposit: "0", onePerAddress: false, wageringMultiple: CHECK_IN_WAGERING_MULTIPLE },
  });
  if (!saved.ok) throw new Error(`check-in promotion: ${saved.error.code} ${JSON.stringify(saved.error.params ?? {})}`);
  return saved.value.id;
}

/** The growth actions of one round slot, from the run's own "growth" stream (the other streams are untouched). */
export function growthActions(ctx: SimContext, growth: GrowthSim, bots: readonly Bot[], round: ScheduledRound, rng: Rng): { atMs: number; run: () => Promise<unknown> }[] {
  const windowMs = round.closeAtMs - round.openAtMs;
  const actions: { atMs: number; run: () => Promise<unknown> }[] = [];
  const resting = growth.onBreak?.bot;
  if (resting !== undefined && rng.chance(0.5)) {
    // The player on a break tries anyway: both refused, and nothing paid.
    actions.push({ atMs: round.openAtMs + rng.int(windowMs), run: () => claimOnBreak(ctx, growth, resting) });
  }
  for (const bot of bots) {
    if (bot === resting) continue;
    if (rng.chance(REBATE_CLAIM_RATE)) actions.push({ atMs: round.openAtMs + rng.int(windowMs), run: () => claimRebateOf(ctx, growth, bot) });
    if (growth.checkInId !== null && rng.chance(CHECK_IN_RATE)) actions.push({ atMs: round.openAtMs + rng.int(windowMs), run: () => checkIn(ctx, growth, bot) });
  }
  return actions;
}

async function claimRebateOf(ctx: SimContext, growth: GrowthSim, bot: Bot): Promise<void> {
  const settings = await growthSettings(ctx.deps);
  const owedMinor = await growth.rebateOwedMinor(bot.userId, settings);
  const expected = settings.rebate.mode !== "claim" ? "REBATE_CLAIM_OFF" : owedMinor <= 0 || owedMinor < settings.rebate.minimumClaimMinor ? "REBATE_BELOW_MINIMUM" : "OK";
  const claimed = await claimRebate(ctx.deps, bot.userId);
  checkAnswer(ctx.log, `rebate claim of ${bot.username} (owed ${formatMoney(owedMinor)})`, expected, claimed);
  if (claimed.ok) {
    growth.totals.rebateClaims += 1;
    ctx.log.check(claimed.value.paidMinor === owedMinor, () => `rebate claim of ${bot.username}: paid ${formatMoney(claimed.value.paidMinor)}, the formula owes ${formatMoney(owedMinor)}`);
  }
  await growth.syncPayouts();
}

async function checkIn(ctx: SimContext, growth: GrowthSim, bot: Bot): Promise<void> {
  const day = growthDayOf(ctx.schedule, ctx.clock.nowMs());
  const expected = growth.checkedIn.has(`${bot.userId}/${day}`) ? "PROMOTION_ALREADY_CLAIMED" : "OK";
  const claimed = await claimPromotion(ctx.deps, { userId: bot.userId, promotionId: growth.checkInId!, address: `10.40.${bot.index >> 8}.${bot.index & 255}` });
  checkAnswer(ctx.log, `check-in of ${bot.username} on ${day}`, expected, claimed);
  if (claimed.ok) {
    growth.checkedIn.add(`${bot.userId}/${day}`);
    ctx.log.check(claimed.value.amountMinor === CHECK_IN_MINOR, () => `check-in of ${bot.username}: paid ${formatMoney(claimed.value.amountMinor)}, the promotion gives ${formatMoney(CHECK_IN_MINOR)}`);
  }
  await growth.syncPayouts();
}

async function claimOnBreak(ctx: SimContext, growth: GrowthSim, bot: Bot): Promise<void> {
  const rebate = await claimRebate(ctx.deps, bot.userId);
  const settings = await growthSettings(ctx.deps);
  checkAnswer(ctx.log, `rebate claim of ${bot.username} on a break`, settings.rebate.mode === "claim" ? "PROMOTIONS_PAUSED_ON_BREAK" : "REBATE_CLAIM_OFF", rebate);
  if (growth.checkInId !== null) {
    const checkedIn = await claimPromotion(ctx.deps, { userId: bot.userId, promotionId: growth.checkInId, address: "10.40.255.255" });
    checkAnswer(ctx.log, `check-in of ${bot.username} on a break`, "PROMOTIONS_PAUSED_ON_BREAK", checkedIn);
  }
  growth.totals.refusedOnBreak += 1;
  await growth.syncPayouts();
}
