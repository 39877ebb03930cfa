import { it, expect, beforeEach, afterEach } from "vitest";
import type { Store } from "../../../src/ports/store";
import { forEachStore } from "../../support/stores";
forEachStore((name, open) => {
  let store: Store;
  beforeEach(async () => { store = await open(); });
  afterEach(() => store.close());
  it("x", async () => {
    expect(await store.read((tx) => tx.games.list())).toEqual([]);
  });
});
