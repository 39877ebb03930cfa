import { afterEach, beforeEach, expect, it } from "vitest";
import { placeBet } from "../../../src/application/betting/place-bet";
import { RoundEngine } from "../../../src/application/rounds/round-engine";
import { voidRound } from "../../../src/application/risk/void-round";
import { isWinning, PLAY_TYPE, PLAY_TYPES, sumOf } from "../../../src/domain/betting/outcome";
import { multiplyByOdds, units } from "../../../src/domain/money";
import { DEFAULT_SCHEDULE, roundAt } from "../../../src/domain/rounds/schedule";
import { checkLedgerInvariants, playerAccount, stakesAccount, stakesHeld } from "../../../src/domain/wallet/ledger";
import type { Store, StoreTx } from "../../../src/ports/store";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp, type TestApp } from "../../support/app";
import { forEachStore } from "../../support/stores";

const REASON = { zh: "风控作废", tw: "風控作廢", en: "Voided by risk control", jp: "リスク管理により無効", kor: "위험 관리로 무효" };
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A void racing bets in flight and a settlement under way: each bet refunded or settled, never both, never neither. */
forEachStore((name, openStore) => {
  let store: Store;
  let app: TestApp;
  const round = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

  beforeEach(async () => {
    store = await openStore();
    app = await testApp(store);
  });
  afterEach(async () => {
    const balances = await store.read((tx) => tx.ledger.allBalances());
    expect(checkLedgerInvariants(balances)).toEqual([]);
    expect(stakesHeld(balances)).toBe(0);
    expect((await store.read((tx) => tx.ledger.reconcile(100_000))).mismatches).toEqual([]);
    await store.close();
  });

  it("a void while 50 bets are in flight: every accepted bet is refunded once, every refused one wrote nothing, no bet is accepted after", async () => {
    await new RoundEngine(app.deps, { chainLength: 50 }).tick();
    const players = await Promise.all(Array.from({ length: 50 }, () => createPlayer(app, { balanceMinor: units(100) })));
    let voiding: ReturnType<typeof voidRound> | null = null;
    const bets = players.map(async (player, k) => {
      // The void is decided while about half of the bets are still on their way.
      if (k === 25) voiding = voidRound(app.deps, { gameId: 1, issue: round.issue, reason: REASON, operatorId: 1 });
      return placeBet(app.deps, { userId: player.id, roomId: 11, issue: round.issue, playTypes: [PLAY_TYPE.big, PLAY_TYPE.single], stakeMinor: units(1 + (k % 7)) });
    });
    const placed = await Promise.all(bets);
    const voided = await voiding!;
    expect(voided.ok).toBe(true);
    // The engine finishes whatever refunds an in-flight bet that committed just before the void left.
    await new RoundEngine(app.deps, { chainLength: 50 }).tick();

    const accepted = placed.filter((p) => p.ok);
    for (const p of placed) if (!p.ok) expect(p.error.code).toBe("ROUND_CLOSED");
    const inRound = await store.read((tx) => tx.bets.ofRound(1, round.issue, 1_000));
    expect(inRound.length).toBe(accepted.reduce((n, p) => n + (p.ok ? p.value.bets.length : 0), 0));
    for (const bet of inRound) expect(bet).toMatchObject({ status: 1, payoutMinor: bet.stakeMinor, refundedAtMs: expect.any(Number) });
    expect(await store.read((tx) => tx.refunds.ofRound(1, round.issue))).toEqual({ bets: inRound.length, stakeMinor: inRound.reduce((s, b) => s + b.stakeMinor, 0) });
    for (const player of players) expect(await store.read((tx) => tx.ledger.balance(playerAccount(player.id, "available")))).toBe(units(100));
    // From the void on, no bet.
    const late = await placeBet(app.deps, { userId: players[0]!.id, roomId: 11, issue: round.issue, playTypes: [PLAY_TYPE.big], stakeMinor: units(1) });
    expect(late).toMatchObject({ ok: false, error: { code: "ROUND_CLOSED" } });
  });

  it("a void while the settlement runs: the chunks settled before it stay settled, the rest are refunded, each bet once", async () => {
    let chunks = 0;
    let voiding: ReturnType<typeof voidRound> | null = null;
    const engine = new RoundEngine(app.deps, {
      chainLength: 50,
      settleChunkBets: 17,
      settleFromBothEnds: name === "postgres",
      yieldToEventLoop: async () => {
        chunks += 1;
        // After the second chunk the operator voids the round, while the settler goes on.
        if (chunks === 2) voiding = voidRound(app.deps, { gameId: 1, issue: round.issue, reason: REASON, operatorId: 1 });
        await sleep(2);
      },
    });
    await engine.tick();
    const players = await Promise.all(Array.from({ length: 12 }, () => createPlayer(app, { balanceMinor: units(1_000) })));
    await store.transaction(async (tx) => {
      for (let k = 0; k < 240; k++) await insertBet(tx, `race-${k}`, players[(k * 5) % players.length]!.id, PLAY_TYPES[(k * 7) % PLAY_TYPES.length]!.playType, 100 + k, 150 + k);
    });
    app.clock.set(round.drawAtMs);
    const report = await engine.tick();
    expect(report.failures).toEqual([]);
    const voided = await voiding!;
    expect(voided).toMatchObject({ ok: true, value: { voidedFrom: "drawn" } });
    await engine.tick();

    const stored = (await store.read((tx) => tx.rounds.get(1, round.issue)))!;
    expect(stored.status).toBe("void");
    const sum = sumOf(stored.digits!);
    const bets = await store.read((tx) => tx.bets.ofRound(1, round.issue, 1_000));
    expect(bets.length).toBe(240);
    const refunded = bets.filter((bet) => bet.refundedAtMs !== null);
    const settled = bets.filter((bet) => bet.refundedAtMs === null);
    // Some of each: the void came in the middle. Never neither: every bet is over.
    expect(settled.length).toBeGreaterThan(0);
    expect(refunded.length).toBeGreaterThan(0);
    expect(await store.read((tx) => tx.bets.countUnsettled(1, round.issue))).toBe(0);
    for (const bet of settled) expect([bet.status, bet.payoutMinor]).toEqual([1, isWinning(bet.playType, sum) ? multiplyByOdds(bet.stakeMinor, bet.oddsHundredths) : 0]);
    for (const bet of refunded) {
      // Never both: no payout transfer for a refunded bet, no refund for a settled one.
      expect(await store.read((tx) => tx.ledger.transferById(`bet:${bet.id}:payout`))).toBeNull();
      expect(await store.read((tx) => tx.ledger.transferById(`void:bet${bet.id}`))).toMatchObject({ amountMinor: bet.stakeMinor });
    }
    for (const bet of settled) expect(await store.read((tx) => tx.ledger.transferById(`void:bet${bet.id}`))).toBeNull();
    for (const player of players) {
      const mine = bets.filter((bet) => bet.userId === player.id);
      const expected = units(1_000) - mine.reduce((s, bet) => s + bet.stakeMinor, 0) + mine.reduce((s, bet) => s + bet.payoutMinor, 0);
      expect(await store.read((tx) => tx.ledger.balance(playerAccount(player.id, "available")))).toBe(expected);
    }
  });

  it("a void and a settlement racing freely: the round ends settled or void, and every bet is settled or refunded, once", async () => {
    const engine = new RoundEngine(app.deps, { chainLength: 50, settleChunkBets: 11, settleFromBothEnds: name === "postgres", yieldToEventLoop: () => new Promise((done) => setImmediate(done)) });
    await engine.tick();
    const players = await Promise.all(Array.from({ length: 8 }, () => createPlayer(app, { balanceMinor: units(1_000) })));
    await store.transaction(async (tx) => {
      for (let k = 0; k < 120; k++) await insertBet(tx, `free-${k}`, players[k % players.length]!.id, PLAY_TYPES[(k * 3) % PLAY_TYPES.length]!.playType, 200 + k, 190);
    });
    app.clock.set(round.drawAtMs);
    const [report, voided] = await Promise.all([engine.tick(), sleep(5).then(() => voidRound(app.deps, { gameId: 1, issue: round.issue, reason: REASON, operatorId: 1 }))]);
    expect(report.failures).toEqual([]);
    await engine.tick();
    const stored = (await store.read((tx) => tx.rounds.get(1, round.issue)))!;
    if (voided.ok) expect(stored.status).toBe("void");
    else expect([voided.error.code, stored.status]).toEqual(["ROUND_ALREADY_SETTLED", "settled"]);
    const bets = await store.read((tx) => tx.bets.ofRound(1, round.issue, 1_000));
    expect(bets.every((bet) => bet.status === 1)).toBe(true);
    const refunds = await store.read((tx) => tx.refunds.ofRound(1, round.issue));
    expect(refunds.bets).toBe(bets.filter((bet) => bet.refundedAtMs !== null).length);
    for (const player of players) {
      const mine = bets.filter((bet) => bet.userId === player.id);
      const expected = units(1_000) - mine.reduce((s, bet) => s + bet.stakeMinor, 0) + mine.reduce((s, bet) => s + bet.payoutMinor, 0);
      expect(await store.read((tx) => tx.ledger.balance(playerAccount(player.id, "available")))).toBe(expected);
    }
  });

  /** A bet of the round straight through the repository, with its stake held as a bet's is. */
  async function insertBet(tx: StoreTx, orderNo: string, userId: number, playType: number, stakeMinor: number, oddsHundredths: number): Promise<void> {
    await tx.bets.insert({ orderNo, userId, gameId: 1, roomId: 11, issue: round.issue, playType, stakeMinor, oddsHundredths, placedAtMs: round.openAtMs + 1, followOfBetId: null });
    await tx.ledger.transfer({ id: `stake:${orderNo}`, fromAccount: playerAccount(userId, "available"), toAccount: stakesAccount(userId), amountMinor: stakeMinor, kind: "bet_stake", userId, ref: "test", atMs: round.openAtMs + 1 });
  }
});
