import { afterEach, beforeEach, expect, it } from "vitest";
import type { Store } from "../../src/ports/store";
import { createUser, newBet, room, round, seedGame, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * The round's stakes as the console's exposure view reads them (issue 41): the players with the most staked and
 * the stakes by room and play, one round only (another round's and another game's bets never count), settled or not.
 */
forEachStore((_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  const ISSUE = "20260101-0001";

  async function seed() {
    return store.transaction(async (tx) => {
      const seeded = await seedGame(tx);
      const otherGame = await seedGame(tx, 2);
      await tx.rounds.create(round({ issue: "I2", chainId: seeded.chainId, chainIndex: 2 }));
      const second = await tx.games.upsertRoom(room({ id: 0, gameId: 1, title: "Second" }));
      const alice = await createUser(tx);
      const bob = await createUser(tx, { username: "bob" });
      const carol = await createUser(tx, { username: "carol" });
      const dave = await createUser(tx, { username: "dave" });
      const bet = (userId: number, roomId: number, playType: number, stakeMinor: number, extra: { issue?: string; gameId?: number; oddsHundredths?: number } = {}) =>
        tx.bets.insert(newBet({ userId, roomId, playType, stakeMinor, placedAtMs: T0, ...extra }));
      // alice 30.00 in two rooms, bob 30.00 (a tie: the lower id first), carol 2.02, dave only in another round and game.
      const settled = await bet(alice.id, seeded.roomId, 1, 10_00);
      await bet(alice.id, second, 1, 20_00);
      await bet(bob.id, seeded.roomId, 1, 25_00);
      await bet(bob.id, seeded.roomId, 14, 5_00);
      // 1.01 at 1.95 pays 1.9695: 1.96 each, as settlement floors each bet (3.92 for both, not 3.93).
      await bet(carol.id, seeded.roomId, 2, 1_01, { oddsHundredths: 195 });
      await bet(carol.id, seeded.roomId, 2, 1_01, { oddsHundredths: 195 });
      await bet(dave.id, seeded.roomId, 1, 1_000_00, { issue: "I2" });
      await bet(dave.id, otherGame.roomId, 1, 1_000_00, { gameId: 2 });
      await tx.bets.markSettled(settled.id, true, 19_50, T0 + 1);
      return { firstRoom: seeded.roomId, second, otherGameRoom: otherGame.roomId, alice: alice.id, bob: bob.id, carol: carol.id };
    });
  }

  it("lists the round's players by stake, largest first, ties by the lower id, at most the limit", async () => {
    const ids = await seed();
    await store.read(async (tx) => {
      expect(await tx.bets.topStakersOfRound(1, ISSUE, 10)).toEqual([
        { userId: ids.alice, stakeMinor: 30_00, bets: 2 },
        { userId: ids.bob, stakeMinor: 30_00, bets: 2 },
        { userId: ids.carol, stakeMinor: 2_02, bets: 2 },
      ]);
      expect((await tx.bets.topStakersOfRound(1, ISSUE, 1)).map((s) => s.userId)).toEqual([ids.alice]);
      expect(await tx.bets.topStakersOfRound(1, ISSUE, 0)).toEqual([]);
      expect(await tx.bets.topStakersOfRound(1, "none", 10)).toEqual([]);
      await expect(tx.bets.topStakersOfRound(1, ISSUE, -1)).rejects.toThrow(RangeError);
    });
  });

  it("sums the round's stakes and payouts by room and play, room then play ascending", async () => {
    const ids = await seed();
    const rows = await store.read((tx) => tx.bets.stakesByPlayOfRound(1, ISSUE));
    const [low, high] = ids.firstRoom < ids.second ? [ids.firstRoom, ids.second] : [ids.second, ids.firstRoom];
    const byRoom = new Map([
      [ids.firstRoom, [
        { roomId: ids.firstRoom, playType: 1, stakeMinor: 35_00, payoutMinor: 67_90, bets: 2 },
        { roomId: ids.firstRoom, playType: 2, stakeMinor: 2_02, payoutMinor: 3_92, bets: 2 },
        { roomId: ids.firstRoom, playType: 14, stakeMinor: 5_00, payoutMinor: 9_70, bets: 1 },
      ]],
      [ids.second, [{ roomId: ids.second, playType: 1, stakeMinor: 20_00, payoutMinor: 38_80, bets: 1 }]],
    ]);
    expect(rows).toEqual([...byRoom.get(low)!, ...byRoom.get(high)!]);
    expect(await store.read((tx) => tx.bets.stakesByPlayOfRound(2, ISSUE))).toEqual([{ roomId: ids.otherGameRoom, playType: 1, stakeMinor: 1_000_00, payoutMinor: 1_940_00, bets: 1 }]);
    expect(await store.read((tx) => tx.bets.stakesByPlayOfRound(1, "none"))).toEqual([]);
  });
});
