import { afterEach, beforeEach, expect, it } from "vitest";
import { roundExposureView, TOP_PLAYERS } from "../../../src/application/risk/round-exposure-view";
import { isWinning, numberPlayType, PLAY_TYPE } from "../../../src/domain/betting/outcome";
import { payoutMinor } from "../../../src/domain/betting/odds";
import { SUMS } from "../../../src/domain/risk/exposure";
import { stakeBySumMinor } from "../../../src/domain/risk/exposure-view";
import { units } from "../../../src/domain/money";
import type { BetRecord } from "../../../src/domain/betting/bet";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
import { bet, codeOf, createPlayer, currentRound, finishRound, GAME, ROOM, scene, unwrap, type Scene } from "../query-fixtures";

/** Singapore's Advanced room (join limit 1,000). */
const ADVANCED = 12;

/**
 * The console's live exposure view (issue 41) on both stores: the payout per sum is exactly what settlement would
 * pay on that sum (every bet's own payout on every sum it wins on), per room and for the game, with the worst case,
 * and the round's players by stake; a past round by its issue; unknown games and rounds refused.
 */
forEachStore((_name, open) => {
  let store: Store;
  let s: Scene;
  beforeEach(async () => {
    store = await open();
    s = await scene(store);
  });
  afterEach(() => store.close());

  const view = async (issue: string | null = null) => unwrap(await roundExposureView(s.app.deps, { gameId: GAME, issue }));
  /** What settlement would pay on each sum: every winning bet's own payout (written again here, bet by bet). */
  const payoutBySumMinor = (bets: readonly BetRecord[]) => SUMS.map((sum) => bets.filter((b) => isWinning(b.playType, sum)).reduce((total, b) => total + payoutMinor(b.stakeMinor, b.oddsHundredths), 0));

  it("shows the round on sale per room and for the game: payout and stakes per sum, worst case, top players", async () => {
    const empty = await view();
    expect(empty.round).toMatchObject({ issue: currentRound(s).issue, status: "open", onSale: true, drawnSum: null });
    expect(empty.total).toMatchObject({ stakeMinor: 0, bets: 0, worstCaseMinor: 0, worstSum: null, capMinor: null, leftMinor: null });
    expect(empty.total.payoutBySumMinor).toEqual(Array(28).fill(0));
    expect(empty.topPlayers).toEqual([]);

    const alice = await createPlayer(s.app, { balanceMinor: units(5_000), username: "alice_x" });
    const bob = await createPlayer(s.app, { balanceMinor: units(5_000), username: "bob_x" });
    const beginner = [
      ...(await bet(s, alice.id, [PLAY_TYPE.big], units(100))),
      ...(await bet(s, bob.id, [numberPlayType(14), PLAY_TYPE.small], units(10))),
    ];
    const advanced = await bet(s, bob.id, [numberPlayType(3)], units(200), ADVANCED);

    const seen = await view();
    const all = [...beginner, ...advanced];
    expect(seen.total.payoutBySumMinor).toEqual(payoutBySumMinor(all));
    expect(seen.total.stakeBySumMinor).toEqual(stakeBySumMinor(all));
    expect(seen.total).toMatchObject({ stakeMinor: units(320), bets: 4, worstCaseMinor: Math.max(...payoutBySumMinor(all)), worstSum: 3 });
    const rooms = new Map(seen.rooms.map((room) => [room.roomId, room]));
    expect(rooms.get(ROOM)!.payoutBySumMinor).toEqual(payoutBySumMinor(beginner));
    expect(rooms.get(ROOM)).toMatchObject({ title: "Beginner", stakeMinor: units(120), bets: 3, worstSum: 14 });
    expect(rooms.get(ADVANCED)!.payoutBySumMinor).toEqual(payoutBySumMinor(advanced));
    expect(rooms.get(13)).toMatchObject({ stakeMinor: 0, worstCaseMinor: 0, worstSum: null });
    // Bob staked 220 in two rooms, Alice 100.
    expect(seen.topPlayers).toEqual([
      { userId: bob.id, username: "bob_x", nickname: "", stakeMinor: units(220), bets: 3 },
      { userId: alice.id, username: "alice_x", nickname: "", stakeMinor: units(100), bets: 1 },
    ]);
  });

  it("lists at most the top players, largest stake first", async () => {
    const players = [];
    for (let i = 0; i < TOP_PLAYERS + 2; i++) players.push(await createPlayer(s.app, { balanceMinor: units(1_000) }));
    for (const [i, player] of players.entries()) await bet(s, player.id, [PLAY_TYPE.single], units(1 + i));
    const seen = await view();
    expect(seen.topPlayers.map((p) => p.userId)).toEqual(players.slice(2).reverse().map((p) => p.id));
    expect(seen.total.bets).toBe(TOP_PLAYERS + 2);
  });

  it("shows a recent round by its issue, drawn, with the next one on sale and both offered", async () => {
    const alice = await createPlayer(s.app, { balanceMinor: units(1_000) });
    const placed = await bet(s, alice.id, [PLAY_TYPE.big], units(10));
    const played = await finishRound(s);
    const next = await view();
    expect(next.round.issue).not.toBe(played.issue);
    expect(next.onSaleIssue).toBe(next.round.issue);
    expect(next.total.worstCaseMinor).toBe(0);
    expect(next.issues).toContain(played.issue);
    expect(next.issues[0]).toBe(next.round.issue);

    const past = await view(played.issue);
    expect(past.round).toMatchObject({ issue: played.issue, status: "settled", onSale: false });
    expect(past.round.drawnSum).toEqual(expect.any(Number));
    expect(past.total.payoutBySumMinor).toEqual(payoutBySumMinor(placed));
    expect(past.topPlayers.map((p) => p.userId)).toEqual([alice.id]);
  });

  it("refuses an unknown game and a round that does not exist, changing nothing", async () => {
    expect(codeOf(await roundExposureView(s.app.deps, { gameId: 999, issue: null }))).toBe("GAME_NOT_FOUND");
    expect(codeOf(await roundExposureView(s.app.deps, { gameId: GAME, issue: "20200101001" }))).toBe("NOT_FOUND");
  });
});
