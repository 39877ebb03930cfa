import type { Store } from "../../src/ports/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createUser, newUser, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/** The persistence contract, users: the same expectations for every Store adapter; each test gets a fresh, empty, migrated store. */
forEachStore((name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  describe("users", () => {
    it("creates a user and reads every field back", async () => {
      const input = newUser({
        username: "Alice",
        isSimulated: true,
        securityCodeHash: "code-hash",
        securityCodeFailures: 2,
        securityCodeLockedUntilMs: T0 + 1,
        buyBanned: true,
        chatBanned: true,
        groupId: 3,
        role: "operator",
      });
      const created = await store.transaction((tx) => tx.users.create(input));
      // A new account has no identity card yet: the player adds it on the profile screen.
      expect(created).toEqual({ id: expect.any(Number), ...input, idCard: "" });
      expect(await store.read((tx) => tx.users.byId(created!.id))).toEqual(created);
      expect(await store.read((tx) => tx.users.byId(created!.id + 1000))).toBeNull();
    });

    it("keeps usernames unique regardless of case, and finds them in any case", async () => {
      const first = await store.transaction((tx) => tx.users.create(newUser({ username: "Alice" })));
      expect(first).not.toBeNull();
      expect(await store.transaction((tx) => tx.users.create(newUser({ username: "alice" })))).toBeNull();
      expect(await store.transaction((tx) => tx.users.create(newUser({ username: "ALICE" })))).toBeNull();
      const found = await store.read((tx) => tx.users.byUsername("aLiCe"));
      expect(found?.id).toBe(first!.id);
      expect(found?.username).toBe("Alice");
      expect(await store.read((tx) => tx.users.byUsername("bob"))).toBeNull();
    });

    it("updates only the given fields", async () => {
      const user = await store.transaction((tx) => createUser(tx));
      await store.transaction((tx) =>
        tx.users.update(user.id, { nickname: "Al", buyBanned: true, securityCodeLockedUntilMs: T0 + 5, inviterId: undefined }),
      );
      await store.transaction((tx) => tx.users.update(user.id, {}));
      expect(await store.read((tx) => tx.users.byId(user.id))).toEqual({
        ...user,
        nickname: "Al",
        buyBanned: true,
        securityCodeLockedUntilMs: T0 + 5,
      });
      await store.transaction((tx) => tx.users.update(user.id, { securityCodeLockedUntilMs: null }));
      expect((await store.read((tx) => tx.users.byId(user.id)))?.securityCodeLockedUntilMs).toBeNull();
    });

    it("lists an inviter's direct subordinates newest first, paged, with the total", async () => {
      const ids = await store.transaction(async (tx) => {
        const agent = await createUser(tx, { username: "agent", groupId: 3 });
        const other = await createUser(tx, { username: "other" });
        const made: number[] = [];
        for (let i = 0; i < 5; i++) {
          made.push((await createUser(tx, { username: `sub${i}`, inviterId: agent.id, createdAtMs: T0 + i })).id);
        }
        await createUser(tx, { username: "not-mine", inviterId: other.id });
        return { agent: agent.id, made };
      });
      const first = await store.read((tx) => tx.users.listByInviter(ids.agent, { offset: 0, limit: 2 }));
      expect(first.total).toBe(5);
      expect(first.items.map((u) => u.id)).toEqual([ids.made[4], ids.made[3]]);
      const last = await store.read((tx) => tx.users.listByInviter(ids.agent, { offset: 4, limit: 2 }));
      expect(last.items.map((u) => u.id)).toEqual([ids.made[0]]);
      expect(await store.read((tx) => tx.users.listByInviter(9999, { offset: 0, limit: 10 }))).toEqual({ items: [], total: 0 });
    });
  });
});
