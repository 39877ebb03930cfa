import { afterEach, beforeEach, expect, it } from "vitest";
import { betRecords } from "../../../src/application/betting/bet-records";
import { placeBet } from "../../../src/application/betting/place-bet";
import { RoundEngine } from "../../../src/application/rounds/round-engine";
import { voidRound } from "../../../src/application/risk/void-round";
import { PLAY_TYPE } from "../../../src/domain/betting/outcome";
import { fromHex, sha256, toHex } from "../../../src/domain/fairness/sha256";
import { units } from "../../../src/domain/money";
import { DEFAULT_AUTO_VOID_AFTER_MS, VOID_REASON_MAX_CHARS } from "../../../src/domain/risk/void";
import { DEFAULT_SCHEDULE, nextRoundAfter, roundAt } from "../../../src/domain/rounds/schedule";
import { FUND_TYPE } from "../../../src/domain/wallet/fund-log";
import { checkLedgerInvariants, playerAccount, stakesAccount, stakesHeld, type AccountId } from "../../../src/domain/wallet/ledger";
import type { Store } from "../../../src/ports/store";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp, type TestApp } from "../../support/app";
import { forEachStore } from "../../support/stores";

const REASON = { zh: "开奖中断", tw: "開獎中斷", en: "The draw was interrupted", jp: "抽選が中断されました", kor: "추첨이 중단되었습니다" };
const EVER = { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER };
const ROOM = 11;
const VOID_AUDIT = { operatorId: null, action: "round.void", targetType: null, targetId: null } as const;

forEachStore((_name, openStore) => {
  let store: Store;
  let app: TestApp;
  let engine: RoundEngine;
  const round = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

  beforeEach(async () => {
    store = await openStore();
    app = await testApp(store);
    engine = new RoundEngine(app.deps, { chainLength: 50 });
    await engine.tick();
  });
  afterEach(async () => {
    const balances = await store.read((tx) => tx.ledger.allBalances());
    expect(checkLedgerInvariants(balances)).toEqual([]);
    expect((await store.read((tx) => tx.ledger.reconcile(10_000))).mismatches).toEqual([]);
    await store.close();
  });

  const bet = (userId: number, playTypes: number[], stakeMinor: number, issue = round.issue) => placeBet(app.deps, { userId, roomId: ROOM, issue, playTypes, stakeMinor });
  const money = (userId: number) => store.read((tx) => tx.ledger.balance(playerAccount(userId, "available")));

  /** Three players, seven bets in the round. */
  async function betting() {
    const players = await Promise.all([units(100), units(50), units(80)].map((balanceMinor) => createPlayer(app, { balanceMinor })));
    for (const [k, player] of players.entries()) {
      const placed = await bet(player.id, k === 0 ? [PLAY_TYPE.big, PLAY_TYPE.single, PLAY_TYPE.big_single] : [PLAY_TYPE.big, PLAY_TYPE.double], units(2 + k));
      if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    }
    return players;
  }

  /** Every bet of the round refunded once: its record, its one transfer and its one refund line, and the money back. */
  async function expectRefunded(players: readonly { id: number }[], starting: readonly number[]) {
    const bets = await store.read((tx) => tx.bets.ofRound(1, round.issue, 1_000));
    expect(bets.length).toBe(7);
    for (const b of bets) {
      expect(b).toMatchObject({ status: 1, hit: false, payoutMinor: b.stakeMinor });
      expect(b.refundedAtMs).not.toBeNull();
      const transfer = await store.read((tx) => tx.ledger.transferById(`void:bet${b.id}`));
      expect(transfer).toMatchObject({ kind: "bet_refund", amountMinor: b.stakeMinor, toAccount: playerAccount(b.userId, "available"), userId: b.userId, ref: `bet:${b.id}` });
    }
    for (const [k, player] of players.entries()) {
      expect(await money(player.id)).toBe(starting[k]);
      const lines = await store.read((tx) => tx.fundLog.ofUser(player.id, EVER, FUND_TYPE.refund, { offset: 0, limit: 100 }));
      const mine = bets.filter((b) => b.userId === player.id);
      expect(lines.map((line) => line.ref).sort()).toEqual(mine.map((b) => `bet:${b.id}`).sort());
      // Oldest first, each balance the one before plus its refund; the newest is the money now.
      const oldest = [...lines].reverse();
      for (const [i, line] of oldest.entries()) if (i > 0) expect(line.overMinor).toBe(oldest[i - 1]!.overMinor + line.quantityMinor);
      expect(oldest.at(-1)!.overMinor).toBe(starting[k]);
    }
    expect(stakesHeld(await store.read((tx) => tx.ledger.allBalances()))).toBe(0);
    const refunds = await store.read((tx) => tx.refunds.ofRound(1, round.issue));
    expect(refunds).toEqual({ bets: 7, stakeMinor: bets.reduce((s, b) => s + b.stakeMinor, 0) });
  }

  it("an operator voids an open round: no bet accepted after, every bet refunded once, the seed revealed, audited; the engine never draws it", async () => {
    const players = await betting();
    app.clock.set(round.openAtMs + 5_000);
    const voided = await voidRound(app.deps, { gameId: 1, issue: round.issue, reason: REASON, operatorId: 1 });
    expect(voided).toMatchObject({ ok: true, value: { voidedFrom: "open", refundedBets: 7, voided: { kind: "operator", reason: REASON, operatorId: 1 } } });
    await expectRefunded(players, [units(100), units(50), units(80)]);

    const stored = (await store.read((tx) => tx.rounds.get(1, round.issue)))!;
    expect(stored.status).toBe("void");
    expect(stored.voided).toEqual({ kind: "operator", reason: REASON, operatorId: 1, atMs: round.openAtMs + 5_000 });
    // The revealed seed is the round's committed one.
    expect(toHex(sha256(fromHex(stored.revealedSeed!)!))).toBe(stored.commitment);
    expect(stored.digits).toBeNull();
    // The player's records say "void, refunded" with the reason: profit 0.
    const records = await betRecords(app.deps, { userId: players[0]!.id, scope: "self", range: EVER, page: { page: 1, pageSize: 20 } });
    expect(records.ok && records.value.items.map((item) => [item.status, item.profitMinor, item.voided])).toEqual([0, 1, 2].map(() => [1, 0, stored.voided]));

    // No bet from the moment of the void, nor a second void.
    expect(await bet(players[0]!.id, [PLAY_TYPE.big], units(1))).toMatchObject({ ok: false, error: { code: "ROUND_CLOSED" } });
    expect(await voidRound(app.deps, { gameId: 1, issue: round.issue, reason: REASON, operatorId: 1 })).toMatchObject({ ok: false, error: { code: "ROUND_ALREADY_VOID" } });
    const audit = await store.read((tx) => tx.audit.list(VOID_AUDIT, { offset: 0, limit: 10 }));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operatorId: 1, target: { type: "round", id: `1:${round.issue}` } });

    // The engine passes the close and the draw: the round stays void, nothing is drawn, settled or refunded again.
    app.clock.set(round.drawAtMs + 1_000);
    const report = await engine.tick();
    expect(report).toMatchObject({ failures: [], refundedBets: 0 });
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))!).toMatchObject({ status: "void", digits: null });
    await expectRefunded(players, [units(100), units(50), units(80)]);
  });

  it("refuses clearly and changes nothing: a reason missing a language, an unknown round, a settled round, a round whose predecessor still takes bets", async () => {
    await betting();
    const { en: _en, ...noEnglish } = REASON;
    expect(await voidRound(app.deps, { gameId: 1, issue: round.issue, reason: noEnglish, operatorId: 1 })).toMatchObject({ ok: false, error: { code: "VOID_REASON_INVALID", params: { lang: "en" } } });
    expect(await voidRound(app.deps, { gameId: 1, issue: round.issue, reason: { ...REASON, kor: "x".repeat(VOID_REASON_MAX_CHARS + 1) }, operatorId: 1 })).toMatchObject({ ok: false, error: { code: "VOID_REASON_INVALID", params: { lang: "kor" } } });
    expect(await voidRound(app.deps, { gameId: 1, issue: "19990101001", reason: REASON, operatorId: 1 })).toMatchObject({ ok: false, error: { code: "ROUND_NOT_FOUND" } });
    // The next round exists already, but its predecessor (this one) still takes bets: its seed would give this one's away.
    const next = nextRoundAfter(DEFAULT_SCHEDULE, round.openAtMs)!;
    expect(await voidRound(app.deps, { gameId: 1, issue: next.issue, reason: REASON, operatorId: 1 })).toMatchObject({ ok: false, error: { code: "ROUND_NOT_STARTED" } });
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))!.status).toBe("open");
    expect((await store.read((tx) => tx.refunds.ofRound(1, round.issue))).bets).toBe(0);

    app.clock.set(round.drawAtMs + 1_000);
    await engine.tick();
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))!.status).toBe("settled");
    expect(await voidRound(app.deps, { gameId: 1, issue: round.issue, reason: REASON, operatorId: 1 })).toMatchObject({ ok: false, error: { code: "ROUND_ALREADY_SETTLED" } });
    expect(await store.read((tx) => tx.audit.list(VOID_AUDIT, { offset: 0, limit: 50 }))).toEqual([]);
  });

  it("a round whose draw is later than autoVoidAfterMs is voided by the engine with the automatic reason, never drawn, and refunded", async () => {
    const players = await betting();
    // Betting closes, then the engine is down past the limit.
    app.clock.set(round.closeAtMs + 1);
    await engine.tick();
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))!.status).toBe("closed");
    app.clock.set(round.drawAtMs + DEFAULT_AUTO_VOID_AFTER_MS + 1);
    const report = await engine.tick();
    expect(report.failures).toEqual([]);
    expect(report.autoVoided).toBeGreaterThanOrEqual(1);
    const stored = (await store.read((tx) => tx.rounds.get(1, round.issue)))!;
    expect(stored).toMatchObject({ status: "void", digits: null, voided: { kind: "auto", code: "draw_late" } });
    expect(toHex(sha256(fromHex(stored.revealedSeed!)!))).toBe(stored.commitment);
    await expectRefunded(players, [units(100), units(50), units(80)]);
  });

  it("refunds stopped by a broken ledger: the void stands, the answer says the refunds are not complete, the engine finishes them once it can", async () => {
    const players = await betting();
    const shard = stakesAccount(players[0]!.id);
    const held = await store.read((tx) => tx.ledger.balance(shard));
    // A bug took the first player's stakes out of their shard: no refund chunk can go through.
    const move = (id: string, from: AccountId, to: AccountId) => store.transaction((tx) => tx.ledger.transfer({ id, fromAccount: from, toAccount: to, amountMinor: held, kind: "adjustment", userId: null, ref: "test", atMs: round.openAtMs }));
    await move("test:take", shard, "house");
    const voided = await voidRound(app.deps, { gameId: 1, issue: round.issue, reason: REASON, operatorId: 1 });
    expect(voided).toMatchObject({ ok: true, value: { refundsComplete: false } });
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))!.status).toBe("void");
    expect(await engine.tick()).toMatchObject({ failures: [expect.anything()] });
    // Repaired: the next tick refunds every bet left, once.
    await move("test:give-back", "house", shard);
    expect((await engine.tick()).failures).toEqual([]);
    await expectRefunded(players, [units(100), units(50), units(80)]);
  });

  it("a round late by less than the limit is drawn and settled as before", async () => {
    await betting();
    app.clock.set(round.drawAtMs + DEFAULT_AUTO_VOID_AFTER_MS - 1);
    const report = await engine.tick();
    expect(report).toMatchObject({ failures: [], autoVoided: 0 });
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))!.status).toBe("settled");
  });

  it("voided bets count for nothing: turnover, the limits' stake and loss, the console's reports; the refund is no turnover credit", async () => {
    const players = await betting();
    await voidRound(app.deps, { gameId: 1, issue: round.issue, reason: REASON, operatorId: 1 });
    for (const player of players) {
      expect(await store.read((tx) => tx.ledger.settledStakeMinor(player.id, EVER))).toBe(0);
      expect(await store.read((tx) => tx.ledger.settledResultMinor(player.id, EVER))).toEqual({ stakeMinor: 0, payoutMinor: 0 });
      // The deposit alone is the credit the turnover rule counts.
      expect(await store.read((tx) => tx.ledger.turnoverCreditsMinor(player.id, EVER))).toBe(await money(player.id));
      const [play] = await store.read((tx) => tx.protection.playSince(player.id, [0]));
      expect(play).toMatchObject({ stakedMinor: 0, paidMinor: 0 });
    }
    const day = round.issue.slice(0, 8);
    const totals = await store.read((tx) => tx.reports.totalsByRound({ fromDay: day, toDay: day, gameId: 1 }));
    expect(totals).toEqual([]);
    expect(await store.read((tx) => tx.growthReports.playTotals(EVER))).toEqual({ bets: 0, stakeMinor: 0, payoutMinor: 0 });
    // What rebates, agents' commissions and VIP progress are computed from: no play at all.
    expect(await store.read((tx) => tx.growthFigures.playersWithSettledBets(EVER))).toEqual([]);
    expect(await store.read((tx) => tx.growthFigures.settledPlaysOf(players.map((p) => p.id), EVER))).toEqual([]);
  });
});
