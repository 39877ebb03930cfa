import { afterEach, beforeEach, expect, it } from "vitest";
import type { Store } from "../../src/ports/store";
import { game, room, seedGame } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/** GameRepository.roomWithGame: what placing a bet reads in one statement instead of two. */
forEachStore((_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  it("answers a room with its game, as roomById and byId do, and null for an unknown room", async () => {
    const { roomId } = await store.transaction((tx) => seedGame(tx));
    await store.transaction((tx) => tx.games.upsert(game({ id: 1, name: "Renamed", onSale: false, sortOrder: 7 })));
    const [found, byRoom, byGame] = await store.read((tx) => Promise.all([tx.games.roomWithGame(roomId), tx.games.roomById(roomId), tx.games.byId(1)]));
    expect(found).toEqual({ room: byRoom, game: byGame });
    // No exposure cap until an operator sets one (migration 041), and upsert leaves caps alone.
    expect(found).toEqual({ room: { ...room({ id: roomId, gameId: 1 }), exposureCapMinor: null }, game: { id: 1, name: "Renamed", onSale: false, sortOrder: 7, exposureCapMinor: null } });
    expect(await store.read((tx) => tx.games.roomWithGame(roomId + 1000))).toBeNull();
  });
});
