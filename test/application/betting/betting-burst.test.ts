import { expect, it } from "vitest";
import { placeBet } from "../../../src/application/betting/place-bet";
import { RoundEngine } from "../../../src/application/rounds/round-engine";
import { units } from "../../../src/domain/money";
import { PLAY_TYPE } from "../../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../../src/domain/rounds/schedule";
import { appPerTest } from "../../support/app-per-test";
import { createPlayer, FIRST_ROUND_2026_11_22_MS } from "../../support/app";
import { forEachStore } from "../../support/stores";

/**
 * Many players' orders at once, as a busy round sends them: on PostgreSQL they
 * share transactions (Store.sharedTransaction), and each must still be judged
 * on its own player's money and bets, answered alone, and announced only if it
 * stands.
 */
const ROOM = 11; // Singapore, Beginner: stakes 1..5000
const PLAYERS = 30;

forEachStore((_name, open) => {
  const t = appPerTest(open);
  const round = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

  it("judges each order of a burst on its own player: the short of money and the opposite bets are refused, the rest stand, and only those are announced", async () => {
    const { app, store } = t;
    await new RoundEngine(app.deps, { chainLength: 50 }).tick();
    // Every third player has 15.00 (enough to join the room) for a 20.00 stake; every fifth sends big and then small
    // in the same burst.
    const players = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await createPlayer(app, { balanceMinor: i % 3 === 0 ? units(15) : units(100) }));
    const order = (userId: number, playType: number, requestId: string) =>
      placeBet(app.deps, { userId, roomId: ROOM, issue: round.issue, playTypes: [playType], stakeMinor: units(20), requestId });
    const sent = players.flatMap((player, i) => [
      { player, short: i % 3 === 0, answer: order(player.id, PLAY_TYPE.big, `big-${i}`) },
      ...(i % 5 === 0 ? [{ player, short: i % 3 === 0, answer: order(player.id, PLAY_TYPE.small, `small-${i}`), opposite: true }] : []),
    ]);
    const answers = await Promise.all(sent.map((s) => s.answer));

    let placed = 0;
    for (const [k, s] of sent.entries()) {
      const answer = answers[k]!;
      const expected = s.short ? "INSUFFICIENT_FUNDS" : "opposite" in s ? "OPPOSITE_BET" : null;
      expect(answer.ok ? null : answer.error.code).toBe(expected);
      if (answer.ok) {
        placed += 1;
        expect(answer.value.moneyAfterMinor).toBe(units(80));
        expect(answer.value.bets.map((bet) => [bet.userId, bet.playType])).toEqual([[s.player.id, PLAY_TYPE.big]]);
      }
    }
    for (const [i, player] of players.entries()) {
      const balances = await store.read((tx) => tx.ledger.balancesOfUser(player.id));
      expect(balances.availableMinor).toBe(i % 3 === 0 ? units(15) : units(80));
      const bets = await store.read((tx) => tx.bets.ofUserInRound(player.id, 1, round.issue));
      expect(bets.map((bet) => bet.playType)).toEqual(i % 3 === 0 ? [] : [PLAY_TYPE.big]);
    }
    expect(placed).toBe(PLAYERS - PLAYERS / 3);
    expect(app.events.ofType("bet.placed").map((event) => event.userId).sort((a, b) => a - b)).toEqual(
      players.filter((_, i) => i % 3 !== 0).map((player) => player.id).sort((a, b) => a - b),
    );
  });
});
