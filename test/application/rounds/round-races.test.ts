import { afterEach, beforeEach, expect, it } from "vitest";
import { placeBetIn } from "../../../src/application/betting/place-bet";
import { RoundEngine } from "../../../src/application/rounds/round-engine";
import { DomainFailure } from "../../../src/domain/errors";
import { FUND_TYPE } from "../../../src/domain/wallet/fund-log";
import { checkLedgerInvariants, playerAccount, stakesAccount, stakesHeld } from "../../../src/domain/wallet/ledger";
import { multiplyByOdds, units } from "../../../src/domain/money";
import { PLAY_TYPE, PLAY_TYPES, isWinning, sumOf } from "../../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, nextRoundAfter, roundAt } from "../../../src/domain/rounds/schedule";
import { createRound } from "../../../src/application/rounds/open-round";
import { SeedChains } from "../../../src/application/fairness/seed-chains";
import type { Store, StoreTx } from "../../../src/ports/store";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp, type TestApp } from "../../support/app";
import { forEachStore } from "../../support/stores";

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Races between betting and the rounds' own steps, on both stores (the PostgreSQL run is the one that matters). */
forEachStore((_name, openStore) => {
  let store: Store;
  let app: TestApp;
  const round = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

  /** A bet of the round straight through the repository (its stake is moved by the caller). */
  const insertBet = (tx: StoreTx, orderNo: string, userId: number, playType: number, stakeMinor: number, oddsHundredths: number) =>
    tx.bets.insert({ orderNo, userId, gameId: 1, roomId: 11, issue: round.issue, playType, stakeMinor, oddsHundredths, placedAtMs: round.openAtMs + 1, followOfBetId: null });
  /** The stake(s) held: the player's available money to their stakes shard. */
  const holdStake = (tx: StoreTx, id: string, userId: number, amountMinor: number) =>
    tx.ledger.transfer({ id, fromAccount: playerAccount(userId, "available"), toAccount: stakesAccount(userId), amountMinor, kind: "bet_stake", userId, ref: "test", atMs: round.openAtMs + 1 });
  /** A player's profit lines, newest first. */
  const profitLines = (userId: number) => store.read((tx) => tx.fundLog.ofUser(userId, { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, FUND_TYPE.profit, { offset: 0, limit: 1_000 }));

  beforeEach(async () => {
    store = await openStore();
    app = await testApp(store);
  });
  afterEach(async () => {
    expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
    await store.close();
  });

  it("a bet whose transaction is still open across the close and the draw is settled with its round, never left behind", async () => {
    const engine = new RoundEngine(app.deps, { chainLength: 50 });
    await engine.tick();
    const player = await createPlayer(app, { balanceMinor: units(100) });
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    let placedIn!: () => void;
    const placed = new Promise<void>((done) => (placedIn = done));
    // The bet is accepted inside its transaction, then the transaction stays open.
    const betting = store.transaction(async (tx) => {
      const bets = await placeBetIn(app.deps, { tx, emit: () => {}, refuse: (code) => { throw new DomainFailure({ code }); } }, { userId: player.id, roomId: 11, issue: round.issue, playTypes: [PLAY_TYPE.big], stakeMinor: units(10) });
      placedIn();
      await gate;
      return bets;
    });
    await placed;
    // Meanwhile the clock passes the close and the draw, and the engine runs its steps.
    app.clock.set(round.drawAtMs);
    const ticking = engine.tick();
    await sleep(200);
    release();
    await betting;
    const first = await ticking;
    expect(first.failures).toEqual([]);
    await engine.tick();

    const [bet] = await store.read((tx) => tx.bets.ofUserInRound(player.id, 1, round.issue));
    expect(bet).toMatchObject({ status: 1 });
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))!.status).toBe("settled");
    expect(stakesHeld(await store.read((tx) => tx.ledger.allBalances()))).toBe(0);
  });

  it("two settlers working from both ends of a round settle every bet once and pay each player exactly", async () => {
    const chunks: number[] = [];
    const engine = new RoundEngine(app.deps, { chainLength: 50, settleChunkBets: 23, settleFromBothEnds: true, yieldToEventLoop: async () => void chunks.push(1) });
    await engine.tick();
    const players = await Promise.all(Array.from({ length: 12 }, () => createPlayer(app, { balanceMinor: units(1_000) })));
    // 300 bets of every play type, spread over the players, placed straight through the repositories.
    await store.transaction(async (tx) => {
      for (let k = 0; k < 300; k++) {
        const player = players[(k * 5) % players.length]!;
        const play = PLAY_TYPES[(k * 7) % PLAY_TYPES.length]!;
        const stakeMinor = 100 + k;
        await insertBet(tx, `both-${k}`, player.id, play.playType, stakeMinor, 150 + k);
        await holdStake(tx, `both:${k}`, player.id, stakeMinor);
      }
    });
    app.clock.set(round.drawAtMs);
    const report = await engine.tick();
    expect(report.failures).toEqual([]);
    expect(report.settledBets).toBe(300);
    expect(chunks.length).toBeGreaterThanOrEqual(Math.ceil(300 / 23));
    const drawn = (await store.read((tx) => tx.rounds.get(1, round.issue)))!;
    expect(drawn.status).toBe("settled");
    const sum = sumOf(drawn.digits!);
    const bets = await store.read((tx) => tx.bets.ofRound(1, round.issue, 1_000));
    for (const bet of bets) expect([bet.status, bet.payoutMinor]).toEqual([1, isWinning(bet.playType, sum) ? multiplyByOdds(bet.stakeMinor, bet.oddsHundredths) : 0]);
    const paid = bets.filter((bet) => bet.payoutMinor > 0);
    for (const player of players) {
      const mine = bets.filter((bet) => bet.userId === player.id);
      const money = await store.read((tx) => tx.ledger.balance(playerAccount(player.id, "available")));
      expect(money).toBe(units(1_000) - mine.reduce((s, bet) => s + bet.stakeMinor, 0) + mine.reduce((s, bet) => s + bet.payoutMinor, 0));
      // One profit line per paid bet; oldest first, each balance the one before plus its payout, the last one the money now.
      const lines = (await profitLines(player.id)).reverse();
      expect(lines.map((line) => line.ref).sort()).toEqual(mine.filter((bet) => bet.payoutMinor > 0).map((bet) => `bet:${bet.id}`).sort());
      for (const [k, line] of lines.entries()) if (k > 0) expect(line.overMinor).toBe(lines[k - 1]!.overMinor + line.quantityMinor);
      if (lines.length > 0) expect(lines.at(-1)!.overMinor).toBe(money);
    }
    // Both ends were taken at once: the highest paid bet was paid before the paid bets of the middle of the round.
    const lineOf = async (betId: number) => {
      const lines = await profitLines(bets.find((bet) => bet.id === betId)!.userId);
      return lines.find((line) => line.ref === `bet:${betId}`)!.id;
    };
    const middle = paid[Math.floor(paid.length / 2)]!;
    expect(await lineOf(paid.at(-1)!.id)).toBeLessThan(await lineOf(middle.id));
    expect(stakesHeld(await store.read((tx) => tx.ledger.allBalances()))).toBe(0);
  });

  it("two settlers and a stakes shard a cent short: the chunk that finds it writes nothing, the tick reports one failure, the next tick finishes", async () => {
    const engine = new RoundEngine(app.deps, { chainLength: 50, settleChunkBets: 10, settleFromBothEnds: true });
    await engine.tick();
    const player = await createPlayer(app, { balanceMinor: units(1_000) });
    await store.transaction(async (tx) => {
      for (let k = 0; k < 40; k++) await insertBet(tx, `short-${k}`, player.id, PLAY_TYPE.big, 100, 194);
      await holdStake(tx, "short:stakes", player.id, 40 * 100 - 1);
    });
    app.clock.set(round.drawAtMs);
    const report = await engine.tick();
    expect(report.failures.map((failure) => failure.gameId)).toEqual([1]);
    expect(String(report.failures[0]!.error)).toMatch(/INSUFFICIENT_FUNDS/);
    // Three chunks of 10 are covered; the fourth, whichever settler takes it, finds 9.99 for 10.00 and writes nothing.
    expect(report.settledBets).toBe(30);
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))!.status).toBe("drawn");
    expect(await store.read((tx) => tx.bets.countUnsettled(1, round.issue))).toBe(10);
    expect(await store.read((tx) => tx.ledger.balance(stakesAccount(player.id)))).toBe(10 * 100 - 1);
    expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
    // The missing cent comes back (an operator's adjustment): the next tick settles the round.
    await store.transaction((tx) => tx.ledger.transfer({ id: "short:fix", fromAccount: "house", toAccount: stakesAccount(player.id), amountMinor: 1, kind: "adjustment", userId: null, ref: "test", atMs: round.drawAtMs }));
    const next = await engine.tick();
    expect([next.failures, next.settledBets]).toEqual([[], 10]);
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))!.status).toBe("settled");
  });

  it("servers creating rounds at once never give two rounds one chain position (one seed)", async () => {
    const engine = new RoundEngine(app.deps, { chainLength: 500 });
    await engine.tick();
    // Twenty later rounds of game 1, each created by its own server (its own chain cache) at the same moment.
    let scheduled = nextRoundAfter(DEFAULT_SCHEDULE, round.closeAtMs + 1); // created by the tick already
    const later = Array.from({ length: 20 }, () => (scheduled = nextRoundAfter(DEFAULT_SCHEDULE, scheduled.closeAtMs + 1)));
    const created = await Promise.all(
      later.map((next) => store.transaction((tx) => createRound(tx, new SeedChains(app.deps.random, app.deps.seedVault, 500), 1, next, app.clock.nowMs()))),
    );
    expect(created.filter(Boolean).length).toBe(later.length);
    const rounds = await store.read((tx) => tx.rounds.recent(1, 100));
    expect(new Set(rounds.map((r) => `${r.chainId}:${r.chainIndex}`)).size).toBe(rounds.length);
    expect(new Set(rounds.map((r) => r.commitment)).size).toBe(rounds.length);
  });
});
