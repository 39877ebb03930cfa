import { afterEach, beforeEach, expect, it } from "vitest";
import { placeBet } from "../../../src/application/betting/place-bet";
import { setExposureCap } from "../../../src/application/risk/set-exposure-cap";
import { numberPlayType, PLAY_TYPE } from "../../../src/domain/betting/outcome";
import { payoutMinor } from "../../../src/domain/betting/odds";
import { headroomMinor, payoutBySumMinor, worstCaseMinor } from "../../../src/domain/risk/exposure";
import { formatMoney, units } from "../../../src/domain/money";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
import { createPlayer, currentRound, GAME, ROOM, scene, unwrap, type Scene } from "../query-fixtures";

const PLAYERS = 200;

/**
 * Exposure caps enforced in the bet's own transaction (issue 41), on both stores: 200 players bet at once near a
 * room's cap; the accepted bets' worst case is within the cap exactly, the round's stored exposure is what the
 * accepted bets recompute to, and every refused order wrote nothing (no bet, balance untouched), with
 * EXPOSURE_CAP {play, left}.
 */
forEachStore((_name, open) => {
  let store: Store;
  let s: Scene;
  beforeEach(async () => {
    store = await open();
    s = await scene(store);
  });
  afterEach(() => store.close());

  it.each(["room", "game"] as const)("200 parallel bets near a %s's cap: worst case within the cap, refusals wrote nothing", { timeout: 120_000 }, async (kind) => {
    const room = (await store.read((tx) => tx.games.roomById(ROOM)))!;
    const odds = new Map((await store.read((tx) => tx.games.odds(ROOM, currentRound(s).openAtMs))).map((o) => [o.playType, o.oddsHundredths]));
    const stake = room.minStakeMinor;
    const n14 = numberPlayType(14);
    const plays = [n14, PLAY_TYPE.big];
    // Room for about a third of the bets on 14 (each pays on 14, big ones too).
    const capMinor = Math.floor((PLAYERS / 3) * payoutMinor(stake, odds.get(n14)!));
    unwrap(await setExposureCap(s.app.deps, { operatorId: 1, target: { kind, id: kind === "room" ? ROOM : GAME }, cap: formatMoney(capMinor) }));
    const players: { id: number }[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await createPlayer(s.app, { balanceMinor: units(100) }));
    const issue = currentRound(s).issue;
    const results = await Promise.all(
      players.map((p, i) => placeBet(s.app.deps, { userId: p.id, roomId: ROOM, issue, playTypes: [plays[i % 2]!], stakeMinor: stake })),
    );
    const accepted = results.flatMap((r) => (r.ok ? r.value.bets : []));
    const refused = results.flatMap((r, i) => (r.ok ? [] : [{ i, error: r.error }]));
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const { error } of refused) {
      expect(error.code).toBe("EXPOSURE_CAP");
      expect(error.params).toMatchObject({ play: expect.stringMatching(/^(14|big)$/), left: expect.any(String) });
    }
    const exposure = payoutBySumMinor(accepted);
    expect(worstCaseMinor(exposure)).toBeLessThanOrEqual(capMinor);
    // Nothing left on 14 for one more bet: the cap was reached as closely as a whole bet allows.
    expect(headroomMinor(exposure, capMinor, n14, odds.get(n14)!)).toBeLessThan(stake);
    await store.read(async (tx) => {
      const stored = await tx.bets.stakesByPlayOfRound(GAME, issue);
      expect(stored.reduce((t, p) => t + p.bets, 0)).toBe(accepted.length);
      for (const { i } of refused) {
        expect(await tx.bets.stakesOfUserInRound(players[i]!.id, GAME, issue)).toEqual([]);
        expect((await tx.ledger.balancesOfUser(players[i]!.id)).availableMinor).toBe(units(100));
      }
    });
  });
});
