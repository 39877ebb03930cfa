/**
 * Model-based test of the money paths: random sequences of deposits, approvals,
 * rejections, bets, settlements, withdrawals, reviews, gifts, adjustments and
 * freezes run through the real application services on a real store, and after
 * every step the real balances must equal a tiny model's, no player account may
 * be negative and the whole ledger must balance. Operator actions are part of
 * the mix (reviews, gifts, adjustments, freezes, buy bans, discontinuing the
 * game, odds changes that apply from the next round): after each one the same
 * holds, and each action that changed something left exactly one audit line.
 * Player protection is in the mix too: players set and change deposit, loss and
 * stake limits and take time-outs while time passes, and the model (the rules
 * as SPEC states them, not the code) predicts every refusal they cause.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { giftFunds } from "../../src/application/wallet/adjust-balance";
import { freezeFunds } from "../../src/application/wallet/freeze-funds";
import { requestRecharge } from "../../src/application/wallet/request-recharge";
import { approveDeposit } from "../../src/application/wallet/review-deposit";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import { setPayoutMethod } from "../../src/application/wallet/set-payout-method";
import { setSecurityCode } from "../../src/application/accounts/set-security-code";
import { checkLedgerInvariants } from "../../src/domain/wallet/ledger";
import { units } from "../../src/domain/money";
import { lastDailyResetMs } from "../../src/domain/rounds/schedule";
import type { Store } from "../../src/ports/store";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp, type TestApp } from "../support/app";
import { commands } from "./ledger-model/commands";
import { setOnSale } from "./ledger-model/console-commands";
import { newPlayerModel, PLAYERS, schedule, SECURITY_CODE, seen, world, type Model } from "./ledger-model/model";
import { SettleRound } from "./ledger-model/money-commands";

const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 1000);

describe("the ledger against a model", () => {
  let store: Store;
  let app: TestApp;
  let engine: RoundEngine;

  beforeAll(async () => {
    store = await openSqliteStore({ file: ":memory:" });
    app = await testApp(store, { schedule, startMs: FIRST_ROUND_2026_11_22_MS });
    engine = new RoundEngine(app.deps, { chainLength: 100_000 });
  });
  afterAll(() => store.close());

  it(`keeps every balance equal to the model, none negative and the ledger balanced (${RUNS} runs)`, async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (cmds) => {
        runs += 1;
        const userIds: number[] = [];
        for (let i = 0; i < PLAYERS; i++) {
          const user = await createPlayer(app, {});
          userIds.push(user.id);
          await setPayoutMethod(app.deps, { userId: user.id, type: 0, acc: "Model Holder", accName: "6222000011112222", accBank: "Model Bank", mark: "" });
          const set = await setSecurityCode(app.deps, { userId: user.id, newCode: SECURITY_CODE });
          if (!set.ok) throw new Error(set.error.code);
        }
        // Players are new: they held nothing at the reset before now.
        const model: Model = { players: userIds.map(newPlayerModel), resetMs: lastDailyResetMs(schedule, app.clock.nowMs()) };
        // The game may have been left discontinued by the previous run.
        await setOnSale({ app }, true);
        // Start each player with 1000.00 so bets and withdrawals can succeed: the first through an approved
        // deposit, the others as gifts; both set a turnover target, so the last is a player the operator asks
        // no turnover of (water_limit 0), whose withdrawals go through without a stake.
        for (const [i, userId] of userIds.entries()) {
          if (i === 0) {
            const deposit = await requestRecharge(app.deps, { userId, amount: "1000.00", currency: "TWD" });
            if (!deposit.ok || !(await approveDeposit(app.deps, { depositId: deposit.value.id, operatorId: 1 })).ok) throw new Error("start deposit refused");
            world.auditLines += 1;
            model.players[i]!.credited.push({ atMs: app.clock.nowMs(), amount: units(1000) });
            model.players[i]!.asked.push({ id: deposit.value.id, atMs: app.clock.nowMs(), amount: units(1000), status: "approved" });
          } else {
            const gift = await giftFunds(app.deps, { userId, amount: "1000.00", requestId: `model-${++world.requestCounter}`, operatorId: 1, note: "gift" });
            if (!gift.ok) throw new Error(gift.error.code);
            world.auditLines += 1;
            model.players[i]!.credited.push({ atMs: app.clock.nowMs(), amount: units(1000) });
            if (i === PLAYERS - 1) {
              await app.deps.store.transaction((tx) => tx.users.update(userId, { waterLimitPercent: 0 }));
              model.players[i]!.waterLimitPercent = 0;
            }
          }
          model.players[i]!.available = units(1000);
        }
        // And the last with 100.00 frozen, so that unfreezing is exercised as often as freezing.
        const frozen = await freezeFunds(app.deps, { userId: userIds[PLAYERS - 1]!, amount: "100.00", requestId: `model-${++world.requestCounter}`, operatorId: 1 });
        if (!frozen.ok) throw new Error(frozen.error.code);
        world.auditLines += 1;
        model.players[PLAYERS - 1]!.available -= units(100);
        model.players[PLAYERS - 1]!.locked += units(100);
        await fc.asyncModelRun(() => ({ model, real: { app, engine, userIds } }), cmds);
        // Settle whatever the run left open, then check the whole ledger.
        await new SettleRound().run(model, { app, engine, userIds });
        expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(runs).toBeGreaterThanOrEqual(RUNS);
    const must = ["bet OK", "bet INSUFFICIENT_FUNDS", "bet won", "bet lost", "deposit approved", "deposit rejected", "withdraw OK", "withdraw WITHDRAW_TURNOVER", "withdraw WITHDRAW_INSUFFICIENT", "withdrawal approved", "withdrawal rejected", "gift applied", "adjust applied", "adjust refused", "freeze applied", "unfreeze applied", "bet BUY_BANNED", "bet GAME_DISCONTINUED", "odds changed", "limit tightened", "limit raise pending", "time-out OK", "bet PLAY_TIMED_OUT", "time passed", "commission paid", "rebate paid", "bonus paid", "bonus with wagering paid", "withdraw WITHDRAW_WAGERING"];
    console.log(`ledger model: ${runs} runs; outcomes ${JSON.stringify(Object.fromEntries([...seen].sort()))}`);
    if (RUNS >= 1000) expect(must.filter((what) => !seen.has(what))).toEqual([]);
  }, 600_000);
});
