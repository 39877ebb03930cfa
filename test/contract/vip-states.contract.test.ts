import { afterEach, beforeEach, expect, it } from "vitest";
import type { VipState } from "../../src/domain/growth/vip-level";
import type { Store } from "../../src/ports/store";
import { createUser, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * Players' VIP levels (migration 036) on both stores: a state reads back as saved (amounts past 2^31 exact), a
 * second save replaces it but never lowers the highest level ever reached (the level-up bonuses earned).
 */

forEachStore((_name, open) => {
  let store: Store;
  let alice: number;
  let bob: number;
  beforeEach(async () => {
    store = await open();
    [alice, bob] = await store.transaction(async (tx) => [(await createUser(tx, { username: "alice" })).id, (await createUser(tx, { username: "bob" })).id]);
  });
  afterEach(() => store.close());

  const state = (userId: number, overrides: Partial<VipState> = {}): VipState => ({
    userId,
    level: 2,
    sinceMs: T0,
    highestLevel: 2,
    turnoverMinor: 5_000_000_000,
    depositMinor: 1_000_000,
    reviewedDay: "2026-01-01",
    ...overrides,
  });

  it("reads a state back as saved; a player never reviewed has none", async () => {
    expect(await store.read((tx) => tx.vipStates.of(alice))).toBeNull();
    await store.transaction((tx) => tx.vipStates.save(state(alice)));
    expect(await store.read((tx) => tx.vipStates.of(alice))).toEqual(state(alice));
    expect(await store.read((tx) => tx.vipStates.ofUsers([alice, bob, alice]))).toEqual(new Map([[alice, state(alice)]]));
    expect(await store.read((tx) => tx.vipStates.ofUsers([]))).toEqual(new Map());
  });

  it("replaces a state on a second save, but keeps the highest level ever reached", async () => {
    await store.transaction((tx) => tx.vipStates.save(state(alice, { level: 3, highestLevel: 3 })));
    await store.transaction((tx) => tx.vipStates.save(state(alice, { level: 1, highestLevel: 1, sinceMs: T0 + 5, reviewedDay: "2026-02-01", turnoverMinor: 7 })));
    expect(await store.read((tx) => tx.vipStates.of(alice))).toEqual(state(alice, { level: 1, highestLevel: 3, sinceMs: T0 + 5, reviewedDay: "2026-02-01", turnoverMinor: 7 }));
  });
});
