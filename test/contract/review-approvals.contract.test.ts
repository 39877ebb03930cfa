import { afterEach, beforeEach, expect, it } from "vitest";
import type { Store } from "../../src/ports/store";
import { T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * The persistence contract of four-eyes approvals (issue 37, item 12): the
 * first approval of a request is recorded once, whoever races for it, and read
 * back one at a time or for a page of a queue. Every store, fresh per test.
 */
forEachStore((_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  it("records a first approval once per request and kind, and reads it back alone or for a page", async () => {
    expect(await store.transaction((tx) => tx.reviewApprovals.recordFirst("deposit", 5, { operatorId: 7, atMs: T0 }))).toBe(true);
    // Another operator's first approval of the same request is not recorded: the first one stands.
    expect(await store.transaction((tx) => tx.reviewApprovals.recordFirst("deposit", 5, { operatorId: 8, atMs: T0 + 1 }))).toBe(false);
    // The same id of the other kind is another request.
    expect(await store.transaction((tx) => tx.reviewApprovals.recordFirst("withdrawal", 5, { operatorId: 8, atMs: T0 + 2 }))).toBe(true);

    expect(await store.read((tx) => tx.reviewApprovals.firstOf("deposit", 5))).toEqual({ operatorId: 7, atMs: T0 });
    expect(await store.read((tx) => tx.reviewApprovals.firstOf("withdrawal", 5))).toEqual({ operatorId: 8, atMs: T0 + 2 });
    expect(await store.read((tx) => tx.reviewApprovals.firstOf("deposit", 6))).toBeNull();
    const page = await store.read((tx) => tx.reviewApprovals.firstOfMany("deposit", [4, 5, 6, 5]));
    expect([...page.entries()]).toEqual([[5, { operatorId: 7, atMs: T0 }]]);
    expect((await store.read((tx) => tx.reviewApprovals.firstOfMany("deposit", []))).size).toBe(0);
  });

  it("of two first approvals at once, exactly one is recorded", async () => {
    const raced = await Promise.all([7, 8].map((operatorId) => store.transaction((tx) => tx.reviewApprovals.recordFirst("withdrawal", 9, { operatorId, atMs: T0 }))));
    expect(raced.filter(Boolean)).toHaveLength(1);
    const winner = raced[0] ? 7 : 8;
    expect(await store.read((tx) => tx.reviewApprovals.firstOf("withdrawal", 9))).toEqual({ operatorId: winner, atMs: T0 });
  });

  it("a rolled-back first approval leaves nothing", async () => {
    await expect(
      store.transaction(async (tx) => {
        await tx.reviewApprovals.recordFirst("deposit", 1, { operatorId: 7, atMs: T0 });
        throw new Error("the approval failed");
      }),
    ).rejects.toThrow("the approval failed");
    expect(await store.read((tx) => tx.reviewApprovals.firstOf("deposit", 1))).toBeNull();
  });
});
