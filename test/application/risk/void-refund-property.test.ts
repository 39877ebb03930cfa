import fc from "fast-check";
import { expect, it } from "vitest";
import { placeBet } from "../../../src/application/betting/place-bet";
import { RoundEngine } from "../../../src/application/rounds/round-engine";
import { refundVoidRound } from "../../../src/application/risk/round-void";
import { voidRound } from "../../../src/application/risk/void-round";
import { PLAY_TYPE } from "../../../src/domain/betting/outcome";
import { units } from "../../../src/domain/money";
import { DEFAULT_AUTO_VOID_AFTER_MS } from "../../../src/domain/risk/void";
import { DEFAULT_SCHEDULE, roundAt } from "../../../src/domain/rounds/schedule";
import { FUND_TYPE } from "../../../src/domain/wallet/fund-log";
import { checkLedgerInvariants, playerAccount, stakesHeld } from "../../../src/domain/wallet/ledger";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp } from "../../support/app";
import { forEachStore } from "../../support/stores";

const REASON = { zh: "作废", tw: "作廢", en: "Void", jp: "無効", kor: "무효" };
const EVER = { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER };
const PLAYS = [[PLAY_TYPE.big], [PLAY_TYPE.small], [PLAY_TYPE.single, PLAY_TYPE.big], [PLAY_TYPE.extreme_big], [PLAY_TYPE.small_double, PLAY_TYPE.double]];

/**
 * Property: whatever the players, their bets and the refund chunk size, and however often the refunds are run again
 * (a repeated void, the engine, a second refunder), a void gives every player back exactly what they staked in the
 * round, one refund line per bet, and leaves nothing in the stakes shards.
 */
forEachStore((name, openStore) => {
  it("property: a void (operator's or engine's) refunds exactly the stakes, once, whatever the chunking and however often the refunds run", async () => {
    const round = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;
    const scenario = fc.record({
      balances: fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 6 }),
      bets: fc.array(fc.record({ player: fc.nat(), plays: fc.constantFrom(...PLAYS), stake: fc.integer({ min: 1, max: 40 }) }), { maxLength: 25 }),
      chunk: fc.integer({ min: 1, max: 9 }),
      reruns: fc.integer({ min: 0, max: 2 }),
      byEngine: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const store = await openStore();
        try {
          const app = await testApp(store);
          await new RoundEngine(app.deps, { chainLength: 20 }).tick();
          const players = await Promise.all(s.balances.map((b) => createPlayer(app, { balanceMinor: units(b) })));
          for (const b of s.bets) await placeBet(app.deps, { userId: players[b.player % players.length]!.id, roomId: 11, issue: round.issue, playTypes: b.plays, stakeMinor: units(b.stake) });
          const placed = await store.read((tx) => tx.bets.ofRound(1, round.issue, 1_000));
          if (s.byEngine) {
            // The engine's automatic void, refunding in chunks of the drawn size.
            app.clock.set(round.drawAtMs + DEFAULT_AUTO_VOID_AFTER_MS + 1);
            expect(await new RoundEngine(app.deps, { chainLength: 20, refundChunkBets: s.chunk }).tick()).toMatchObject({ failures: [], refundedBets: placed.length });
          } else {
            const voided = await voidRound(app.deps, { gameId: 1, issue: round.issue, reason: REASON, operatorId: 1 });
            expect(voided).toMatchObject({ ok: true, value: { refundedBets: placed.length, refundsComplete: true } });
          }
          // More refunders after it find nothing left.
          for (let k = 0; k < s.reruns; k++) expect(await refundVoidRound(app.deps, 1, round.issue, { chunkBets: s.chunk })).toBe(0);
          expect((await new RoundEngine(app.deps, { chainLength: 20, refundChunkBets: s.chunk }).tick()).refundedBets).toBe(0);
          expect(await voidRound(app.deps, { gameId: 1, issue: round.issue, reason: REASON, operatorId: 1 })).toMatchObject({ ok: false, error: { code: "ROUND_ALREADY_VOID" } });

          for (const [k, player] of players.entries()) {
            expect(await store.read((tx) => tx.ledger.balance(playerAccount(player.id, "available")))).toBe(units(s.balances[k]!));
            const lines = await store.read((tx) => tx.fundLog.ofUser(player.id, EVER, FUND_TYPE.refund, { offset: 0, limit: 1_000 }));
            expect(lines.length).toBe(placed.filter((bet) => bet.userId === player.id).length);
          }
          const balances = await store.read((tx) => tx.ledger.allBalances());
          expect(stakesHeld(balances)).toBe(0);
          expect(checkLedgerInvariants(balances)).toEqual([]);
        } finally {
          await store.close();
        }
      }),
      { numRuns: name === "postgres" ? 6 : 15, seed: 20261128 },
    );
  }, 120_000);
});
