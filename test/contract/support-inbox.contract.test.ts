import { afterEach, beforeEach, expect, it } from "vitest";
import type { NewSupportMessage } from "../../src/domain/support/conversation";
import type { Store } from "../../src/ports/store";
import { createUser, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * What the console's inbox reads beside the conversations (issue 38): the
 * number waiting (its navigation's count) and the address a customer last
 * wrote from (what an address mute names). Every store, a fresh one per test.
 */
forEachStore((_name, open) => {
  let store: Store;
  let alice: number;
  let bob: number;
  beforeEach(async () => {
    store = await open();
    ({ alice, bob } = await store.transaction(async (tx) => ({ alice: (await createUser(tx, { username: "alice" })).id, bob: (await createUser(tx, { username: "bob" })).id })));
  });
  afterEach(() => store.close());

  const message = (overrides: Partial<NewSupportMessage> = {}): NewSupportMessage => ({ author: "player", authorId: alice, text: "hello", imageId: null, leftWhileClosed: false, createdAtMs: T0, ...overrides });

  it("counts the open conversations whose customer waits, not the answered or the closed", async () => {
    expect(await store.read((tx) => tx.support.waitingCount())).toBe(0);
    const [a, b, guest] = await store.transaction(async (tx) => [
      await tx.support.conversationFor({ kind: "player", userId: alice }, T0),
      await tx.support.conversationFor({ kind: "player", userId: bob }, T0),
      await tx.support.conversationFor({ kind: "guest", guestId: "g-1" }, T0),
    ]);
    // Started, nothing written: nobody waits yet.
    expect(await store.read((tx) => tx.support.waitingCount())).toBe(0);
    await store.transaction(async (tx) => {
      for (const c of [a!, b!, guest!]) await tx.support.updateConversation(c.id, { waitingSinceMs: T0 + 1, updatedAtMs: T0 + 1 });
    });
    expect(await store.read((tx) => tx.support.waitingCount())).toBe(3);
    await store.transaction(async (tx) => {
      await tx.support.updateConversation(a!.id, { waitingSinceMs: null, updatedAtMs: T0 + 2 });
      await tx.support.updateConversation(b!.id, { status: "closed", closedAtMs: T0 + 2, updatedAtMs: T0 + 2 });
    });
    expect(await store.read((tx) => tx.support.waitingCount())).toBe(1);
  });

  it("names the address of the customer's latest message that has one; staff messages and missing addresses are passed over", async () => {
    const c = await store.transaction((tx) => tx.support.conversationFor({ kind: "player", userId: alice }, T0));
    const other = await store.transaction((tx) => tx.support.conversationFor({ kind: "player", userId: bob }, T0));
    expect(await store.read((tx) => tx.support.lastCustomerAddress(c.id))).toBeNull();
    await store.transaction(async (tx) => {
      await tx.support.appendMessage(c.id, message(), "10.0.0.1");
      await tx.support.appendMessage(c.id, message({ createdAtMs: T0 + 1 }), "2001:db8::7");
      await tx.support.appendMessage(c.id, message({ author: "staff", authorId: bob, createdAtMs: T0 + 2 }), "192.168.9.9");
      await tx.support.appendMessage(c.id, message({ createdAtMs: T0 + 3 }), null);
      await tx.support.appendMessage(other.id, message({ authorId: bob, createdAtMs: T0 + 4 }), "10.9.9.9");
    });
    expect(await store.read((tx) => tx.support.lastCustomerAddress(c.id))).toBe("2001:db8::7");
    expect(await store.read((tx) => tx.support.lastCustomerAddress(other.id))).toBe("10.9.9.9");
    expect(await store.read((tx) => tx.support.lastCustomerAddress(99_999))).toBeNull();
  });
});
