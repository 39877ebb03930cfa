import { afterEach, beforeEach, expect, it } from "vitest";
import { placeBet } from "../../../src/application/betting/place-bet";
import { RoundEngine } from "../../../src/application/rounds/round-engine";
import { returnMonitor } from "../../../src/application/risk/return-monitor";
import { tallyReturns } from "../../../src/application/risk/tally-returns";
import { voidRound } from "../../../src/application/risk/void-round";
import { payoutMinor } from "../../../src/domain/betting/odds";
import { PLAY_TYPE } from "../../../src/domain/betting/outcome";
import { units } from "../../../src/domain/money";
import { DEFAULT_SCHEDULE, nextRoundAfter, roundAt, type ScheduledRound } from "../../../src/domain/rounds/schedule";
import type { Store } from "../../../src/ports/store";
import { createPlayer, testApp, type TestApp } from "../../support/app";
import { forEachStore, openWithRawSql } from "../../support/stores";

const ROOM = 11;
const GAME = 1;
const REASON = { zh: "测试", tw: "測試", en: "Test", jp: "テスト", kor: "테스트" };

forEachStore((name) => {
  let store: Store;
  let exec: (text: string) => Promise<void>;
  let app: TestApp;
  let engine: RoundEngine;
  let player: { id: number };

  beforeEach(async () => {
    ({ store, exec } = await openWithRawSql(name));
    app = await testApp(store);
    engine = new RoundEngine(app.deps, { chainLength: 400 });
    await engine.tick();
    player = await createPlayer(app, { balanceMinor: units(1_000_000) });
  });
  afterEach(async () => {
    await store.close();
  });

  /** Bets on big and on number 14 in `count` rounds in a row, each round drawn and settled; returns the rounds. */
  async function playRounds(count: number): Promise<ScheduledRound[]> {
    const rounds: ScheduledRound[] = [];
    let round = roundAt(DEFAULT_SCHEDULE, app.clock.nowMs())!;
    for (let i = 0; i < count; i++) {
      const placed = await placeBet(app.deps, { userId: player.id, roomId: ROOM, issue: round.issue, playTypes: [PLAY_TYPE.big, 114], stakeMinor: units(10) });
      if (!placed.ok) throw new Error(JSON.stringify(placed.error));
      rounds.push(round);
      app.clock.set(round.drawAtMs + 1);
      await engine.tick();
      round = nextRoundAfter(DEFAULT_SCHEDULE, round.drawAtMs)!;
      app.clock.set(round.openAtMs + 1);
      await engine.tick();
    }
    return rounds;
  }

  it("adds each settled round once, with what its bets staked and were paid, and a second tally adds nothing", async () => {
    await playRounds(6);
    // Every game's rounds are drawn and settled (only this one's have bets): all are passed, once.
    expect(await tallyReturns(app.deps)).toBeGreaterThanOrEqual(6);
    expect(await tallyReturns(app.deps)).toBe(0);
    const [game] = (await returnMonitor(app.deps)).filter((g) => g.gameId === GAME);
    const bets = await store.read((tx) => tx.bets.ofUsers([player.id], { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, { offset: 0, limit: 100 }));
    const paid = bets.reduce((sum, bet) => sum + bet.payoutMinor, 0);
    expect(game).toMatchObject({ rounds: 6, stakeMinor: units(10) * 12, payoutMinor: paid });
    const big = game!.plays.find((play) => play.playType === PLAY_TYPE.big)!;
    expect(big).toMatchObject({ rounds: 6, bets: 6, stakeMinor: units(60), winAmountMinor: 6 * payoutMinor(units(10), bets.find((b) => b.playType === PLAY_TYPE.big)!.oddsHundredths) });
  });

  it("two servers tallying at once add each round once", async () => {
    await playRounds(4);
    await Promise.all([tallyReturns(app.deps), tallyReturns(app.deps)]);
    const game = (await returnMonitor(app.deps)).find((g) => g.gameId === GAME)!;
    expect(game).toMatchObject({ rounds: 4, stakeMinor: units(80) });
    expect(game.plays.map((play) => play.rounds)).toEqual([4, 4]);
    expect(await tallyReturns(app.deps)).toBe(0);
  });

  it("passes over a void round (its bets count for nothing) and waits at a round not settled yet", async () => {
    const [first] = await playRounds(1);
    const round = nextRoundAfter(DEFAULT_SCHEDULE, first!.drawAtMs)!;
    const placed = await placeBet(app.deps, { userId: player.id, roomId: ROOM, issue: round.issue, playTypes: [PLAY_TYPE.big], stakeMinor: units(500) });
    expect(placed.ok).toBe(true);
    const voided = await voidRound(app.deps, { gameId: GAME, issue: round.issue, reason: REASON, operatorId: 1 });
    expect(voided.ok).toBe(true);
    expect(await tallyReturns(app.deps)).toBeGreaterThan(0);
    const game = (await returnMonitor(app.deps)).find((g) => g.gameId === GAME)!;
    expect(game).toMatchObject({ rounds: 1, stakeMinor: units(20) });
    // The next round is open: the walk stops there until it settles.
    expect(await tallyReturns(app.deps)).toBe(0);
  });

  it("flags a planted skew: every big bet paid, round after round, is far outside 3 standard deviations", async () => {
    const rounds = await playRounds(name === "sqlite" ? 110 : 104);
    await tallyReturns(app.deps);
    const honest = (await returnMonitor(app.deps)).find((g) => g.gameId === GAME)!;
    expect(honest.plays.find((play) => play.playType === PLAY_TYPE.big)!.flagged).toBe(false);
    expect(honest.anyFlagged).toBe(false);

    // A fresh game's tally over the same rounds, with every big bet's result rewritten as a win.
    await exec(`update bet_results set hit = 1, payout_minor = (stake_minor * odds_hundredths) / 100 where play_type = ${PLAY_TYPE.big}`);
    await exec("delete from return_tally_plays");
    await exec("delete from return_tally_games");
    await tallyReturns(app.deps);
    const skewed = (await returnMonitor(app.deps)).find((g) => g.gameId === GAME)!;
    const big = skewed.plays.find((play) => play.playType === PLAY_TYPE.big)!;
    expect(big.rounds).toBe(rounds.length);
    expect(big.realisedReturn).toBeCloseTo(big.winAmountMinor / big.stakeMinor, 9);
    expect(big.z).toBeGreaterThan(3);
    expect(big.flagged).toBe(true);
    expect(skewed.anyFlagged).toBe(true);
  });
});
