import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Session } from "../../src/domain/accounts/session-policy";
import type { Article } from "../../src/domain/content/content";
import type { Store } from "../../src/ports/store";
import { createUser, newBet, seedGame, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The persistence contract for accounts (sessions, captchas, login throttling),
 * operator content, and the user and bet look-ups added with them. Same rules
 * as store.contract.test.ts: every store, a fresh empty store per test.
 */
forEachStore((_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  describe("users by ids", () => {
    it("answers the known users among the ids, each once, and nothing for no ids", async () => {
      const { a, b } = await store.transaction(async (tx) => ({
        a: await createUser(tx, { username: "a" }),
        b: await createUser(tx, { username: "b" }),
      }));
      await store.transaction((tx) => createUser(tx, { username: "c" }));
      const found = await store.read((tx) => tx.users.byIds([b.id, a.id, 9999, a.id]));
      expect([...found].sort((x, y) => x.id - y.id)).toEqual([a, b]);
      expect(await store.read((tx) => tx.users.byIds([]))).toEqual([]);
      expect(await store.read((tx) => tx.users.byIds([9999]))).toEqual([]);
    });

    it("handles more ids than one statement may bind", async () => {
      const ids = await store.transaction(async (tx) => {
        const made: number[] = [];
        for (let i = 0; i < 3; i++) made.push((await createUser(tx, { username: `u${i}` })).id);
        return made;
      });
      const many = [...Array.from({ length: 70_000 }, (_, i) => 100_000 + i), ...ids];
      expect((await store.read((tx) => tx.users.byIds(many))).map((u) => u.id).sort((x, y) => x - y)).toEqual(ids);
    });
  });

  describe("recent wins", () => {
    it("lists winning settled bets newest settlement first, leaving out unsettled and lost ones", async () => {
      const ids = await store.transaction(async (tx) => {
        const { roomId } = await seedGame(tx);
        const userId = (await createUser(tx)).id;
        const bet = async (settle: { hit: boolean; atMs: number } | null, placedAtMs = T0) => {
          const placed = await tx.bets.insert(newBet({ userId, roomId, placedAtMs }));
          if (settle) await tx.bets.markSettled(placed.id, settle.hit, settle.hit ? 1940 : 0, settle.atMs);
          return placed.id;
        };
        // Placement order differs from settlement order on purpose.
        const early = await bet({ hit: true, atMs: T0 + 1 }, T0 + 50);
        const late = await bet({ hit: true, atMs: T0 + 9 });
        const tieA = await bet({ hit: true, atMs: T0 + 5 });
        const tieB = await bet({ hit: true, atMs: T0 + 5 });
        await bet({ hit: false, atMs: T0 + 100 });
        await bet(null, T0 + 200);
        return { early, late, tieA, tieB };
      });
      await store.read(async (tx) => {
        const wins = await tx.bets.recentWins(10);
        expect(wins.map((b) => b.id)).toEqual([ids.late, ids.tieB, ids.tieA, ids.early]);
        expect(wins.every((b) => b.status === 1 && b.hit && b.payoutMinor === 1940)).toBe(true);
        expect((await tx.bets.recentWins(2)).map((b) => b.id)).toEqual([ids.late, ids.tieB]);
        expect(await tx.bets.recentWins(0)).toEqual([]);
      });
      await expect(store.read((tx) => tx.bets.recentWins(-1))).rejects.toThrow(RangeError);
    });

    it("answers nothing when nobody has won", async () => {
      expect(await store.read((tx) => tx.bets.recentWins(5))).toEqual([]);
    });
  });

  describe("sessions", () => {
    let alice: number;
    let bob: number;
    const session = (tokenHash: string, userId: number, overrides: Partial<Session> = {}): Session => ({
      tokenHash,
      userId,
      createdAtMs: T0,
      lastSeenAtMs: T0,
      revoked: false,
      address: null,
      ...overrides,
    });
    beforeEach(async () => {
      ({ alice, bob } = await store.transaction(async (tx) => ({
        alice: (await createUser(tx)).id,
        bob: (await createUser(tx, { username: "bob" })).id,
      })));
    });

    it("creates a session and looks it up by token hash", async () => {
      const s = session("h1", alice, { lastSeenAtMs: T0 + 5, address: "203.0.113.5" });
      await store.transaction((tx) => tx.sessions.create(s));
      expect(await store.read((tx) => tx.sessions.byTokenHash("h1"))).toEqual(s);
      expect(await store.read((tx) => tx.sessions.byTokenHash("nope"))).toBeNull();
      const revoked = session("h2", alice, { revoked: true });
      await store.transaction((tx) => tx.sessions.create(revoked));
      expect(await store.read((tx) => tx.sessions.byTokenHash("h2"))).toEqual(revoked);
    });

    it("reads a session with its user in one call, as byTokenHash and users.byId answer them", async () => {
      const s = session("h1", bob, { lastSeenAtMs: T0 + 5, revoked: true, address: "2001:db8::1" });
      await store.transaction((tx) => tx.sessions.create(s));
      const user = await store.read((tx) => tx.users.byId(bob));
      expect(await store.read((tx) => tx.sessions.byTokenHashWithUser("h1"))).toEqual({ session: s, user });
      expect(await store.read((tx) => tx.sessions.byTokenHashWithUser("nope"))).toBeNull();
    });

    it("refuses a token hash that exists already, keeping the first session, and the transaction stays usable", async () => {
      await store.transaction((tx) => tx.sessions.create(session("h1", alice)));
      await expect(store.transaction((tx) => tx.sessions.create(session("h1", bob)))).rejects.toThrow(/already exists/);
      expect((await store.read((tx) => tx.sessions.byTokenHash("h1")))?.userId).toBe(alice);
      // The refusal is not a failed statement: a caller that catches it can go on.
      await store.transaction(async (tx) => {
        await expect(tx.sessions.create(session("h1", bob))).rejects.toThrow();
        await tx.sessions.create(session("h3", bob));
      });
      expect((await store.read((tx) => tx.sessions.byTokenHash("h3")))?.userId).toBe(bob);
    });

    it("touches forward only, and never a revoked session", async () => {
      await store.transaction(async (tx) => {
        await tx.sessions.create(session("h1", alice));
        await tx.sessions.create(session("h2", alice));
      });
      await store.transaction((tx) => tx.sessions.touch("h1", T0 + 60_000));
      await store.transaction((tx) => tx.sessions.touch("h1", T0 + 30_000));
      await store.transaction((tx) => tx.sessions.touch("unknown", T0 + 60_000));
      await store.read(async (tx) => {
        expect((await tx.sessions.byTokenHash("h1"))?.lastSeenAtMs).toBe(T0 + 60_000);
        expect((await tx.sessions.byTokenHash("h2"))?.lastSeenAtMs).toBe(T0);
      });
      await store.transaction((tx) => tx.sessions.revoke("h1"));
      await store.transaction((tx) => tx.sessions.touch("h1", T0 + 120_000));
      expect(await store.read((tx) => tx.sessions.byTokenHash("h1"))).toEqual(session("h1", alice, { lastSeenAtMs: T0 + 60_000, revoked: true }));
    });

    it("answers the user's sign-in before a session: their newest other one started no later, revoked ones included; none for another user's token", async () => {
      await store.transaction(async (tx) => {
        await tx.sessions.create(session("a1", alice, { createdAtMs: T0, address: "192.0.2.1" }));
        await tx.sessions.create(session("b1", bob, { createdAtMs: T0 + 5_000, address: "192.0.2.9" }));
        await tx.sessions.create(session("a2", alice, { createdAtMs: T0 + 10_000, address: "192.0.2.2", revoked: true }));
        await tx.sessions.create(session("a3", alice, { createdAtMs: T0 + 20_000, address: "192.0.2.3" }));
        await tx.sessions.create(session("a4", alice, { createdAtMs: T0 + 30_000, address: null }));
      });
      const previous = (userId: number, hash: string) => store.read(async (tx) => (await tx.sessions.previousOf(userId, hash))?.tokenHash ?? null);
      expect(await previous(alice, "a1")).toBeNull();
      expect(await previous(alice, "a2")).toBe("a1");
      expect(await previous(alice, "a3")).toBe("a2");
      expect(await previous(alice, "a4")).toBe("a3");
      expect((await store.read((tx) => tx.sessions.previousOf(alice, "a3")))?.address).toBe("192.0.2.2");
      expect(await previous(bob, "b1")).toBeNull();
      // Another user's token, or an unknown one, gives nothing.
      expect(await previous(bob, "a4")).toBeNull();
      expect(await previous(alice, "b1")).toBeNull();
      expect(await previous(alice, "unknown")).toBeNull();
    });

    it("revokes one session, or every session of a user, and nobody else's", async () => {
      await store.transaction(async (tx) => {
        await tx.sessions.create(session("a1", alice));
        await tx.sessions.create(session("a2", alice));
        await tx.sessions.create(session("a3", alice));
        await tx.sessions.create(session("b1", bob));
      });
      await store.transaction((tx) => tx.sessions.revoke("a1"));
      await store.transaction((tx) => tx.sessions.revoke("unknown"));
      const revoked = async () =>
        store.read(async (tx) => {
          const states: Record<string, boolean | undefined> = {};
          for (const hash of ["a1", "a2", "a3", "b1"]) states[hash] = (await tx.sessions.byTokenHash(hash))?.revoked;
          return states;
        });
      expect(await revoked()).toEqual({ a1: true, a2: false, a3: false, b1: false });
      await store.transaction((tx) => tx.sessions.revokeAllOfUser(alice));
      expect(await revoked()).toEqual({ a1: true, a2: true, a3: true, b1: false });
      await store.transaction((tx) => tx.sessions.revokeAllOfUser(9999));
      expect((await store.read((tx) => tx.sessions.byTokenHash("b1")))?.revoked).toBe(false);
    });
  });

  describe("captchas", () => {
    it("answers a challenge once", async () => {
      await store.transaction((tx) => tx.captchas.create({ id: "c1", answer: "ab12", expiresAtMs: T0 + 60_000 }));
      expect(await store.transaction((tx) => tx.captchas.consume("c1", T0))).toBe("ab12");
      expect(await store.transaction((tx) => tx.captchas.consume("c1", T0))).toBeNull();
    });

    it("answers null for an unknown challenge", async () => {
      expect(await store.transaction((tx) => tx.captchas.consume("nope", T0))).toBeNull();
    });

    it("answers null at and after expiry, and the expired challenge is gone", async () => {
      await store.transaction(async (tx) => {
        await tx.captchas.create({ id: "live", answer: "x", expiresAtMs: T0 + 10 });
        await tx.captchas.create({ id: "dead", answer: "y", expiresAtMs: T0 + 10 });
      });
      expect(await store.transaction((tx) => tx.captchas.consume("live", T0 + 9))).toBe("x");
      expect(await store.transaction((tx) => tx.captchas.consume("dead", T0 + 10))).toBeNull();
      // Consumed (burned) even though it was refused.
      expect(await store.transaction((tx) => tx.captchas.consume("dead", T0))).toBeNull();
    });

    it("purges every expired challenge on consume, and keeps live ones", async () => {
      await store.transaction(async (tx) => {
        await tx.captchas.create({ id: "old1", answer: "o1", expiresAtMs: T0 });
        await tx.captchas.create({ id: "old2", answer: "o2", expiresAtMs: T0 + 5 });
        await tx.captchas.create({ id: "fresh", answer: "f", expiresAtMs: T0 + 1000 });
      });
      expect(await store.transaction((tx) => tx.captchas.consume("unrelated", T0 + 5))).toBeNull();
      // Asked with an earlier clock, the purged ones would still be live: they are gone, not just refused.
      expect(await store.transaction((tx) => tx.captchas.consume("old1", T0 - 1))).toBeNull();
      expect(await store.transaction((tx) => tx.captchas.consume("old2", T0 - 1))).toBeNull();
      expect(await store.transaction((tx) => tx.captchas.consume("fresh", T0 + 5))).toBe("f");
    });

    it("refuses an id that exists already, keeping the first answer", async () => {
      await store.transaction((tx) => tx.captchas.create({ id: "c1", answer: "first", expiresAtMs: T0 + 60_000 }));
      await expect(store.transaction((tx) => tx.captchas.create({ id: "c1", answer: "second", expiresAtMs: T0 + 60_000 }))).rejects.toThrow(/already exists/);
      expect(await store.transaction((tx) => tx.captchas.consume("c1", T0))).toBe("first");
    });

    it("gives the answer to exactly one of many concurrent consumers", async () => {
      await store.transaction((tx) => tx.captchas.create({ id: "c1", answer: "once", expiresAtMs: T0 + 60_000 }));
      const answers = await Promise.all(Array.from({ length: 8 }, () => store.transaction((tx) => tx.captchas.consume("c1", T0))));
      expect(answers.filter((a) => a !== null)).toEqual(["once"]);
    });
  });

  describe("login attempts", () => {
    it("counts a key's failures since a time (inclusive), and clears one key", async () => {
      await store.transaction(async (tx) => {
        for (const at of [T0, T0 + 10, T0 + 20]) await tx.loginAttempts.recordFailure("user:alice", at, null);
        await tx.loginAttempts.recordFailure("user:alice", T0 + 20, null);
        await tx.loginAttempts.recordFailure("addr:1.2.3.4", T0 + 10, null);
      });
      await store.read(async (tx) => {
        expect((await tx.loginAttempts.failuresSince("user:alice", T0)).count).toBe(4);
        expect((await tx.loginAttempts.failuresSince("user:alice", T0 + 10)).count).toBe(3);
        expect((await tx.loginAttempts.failuresSince("user:alice", T0 + 21)).count).toBe(0);
        expect((await tx.loginAttempts.failuresSince("addr:1.2.3.4", T0)).count).toBe(1);
        expect((await tx.loginAttempts.failuresSince("user:bob", T0)).count).toBe(0);
      });
      await store.transaction((tx) => tx.loginAttempts.clear("user:alice", null));
      await store.transaction((tx) => tx.loginAttempts.clear("user:nobody", null));
      await store.read(async (tx) => {
        expect((await tx.loginAttempts.failuresSince("user:alice", 0)).count).toBe(0);
        expect((await tx.loginAttempts.failuresSince("addr:1.2.3.4", 0)).count).toBe(1);
      });
    });

    it("answers how many distinct details a key's failures carry and the latest, and clears one detail", async () => {
      await store.transaction(async (tx) => {
        await tx.loginAttempts.recordFailure("address:9.9.9.9", T0, "alice");
        await tx.loginAttempts.recordFailure("address:9.9.9.9", T0 + 5, "alice");
        await tx.loginAttempts.recordFailure("address:9.9.9.9", T0 + 7, "bob");
      });
      expect(await store.read((tx) => tx.loginAttempts.failuresSince("address:9.9.9.9", T0))).toEqual({ count: 3, distinct: 2, lastMs: T0 + 7 });
      expect(await store.read((tx) => tx.loginAttempts.failuresSince("address:nobody", T0))).toEqual({ count: 0, distinct: 0, lastMs: null });
      await store.transaction((tx) => tx.loginAttempts.clear("address:9.9.9.9", "alice"));
      expect(await store.read((tx) => tx.loginAttempts.failuresSince("address:9.9.9.9", T0))).toEqual({ count: 1, distinct: 1, lastMs: T0 + 7 });
    });

    it("forgets failures older than a day when recording one (of any key)", async () => {
      await store.transaction(async (tx) => {
        await tx.loginAttempts.recordFailure("user:alice", T0, null);
        await tx.loginAttempts.recordFailure("user:alice", T0 + 1, null);
        await tx.loginAttempts.recordFailure("addr:x", T0, null);
      });
      // Exactly a day later: still kept.
      await store.transaction((tx) => tx.loginAttempts.recordFailure("user:alice", T0 + DAY_MS, null));
      expect((await store.read((tx) => tx.loginAttempts.failuresSince("user:alice", 0))).count).toBe(3);
      await store.transaction((tx) => tx.loginAttempts.recordFailure("user:alice", T0 + DAY_MS + 1, null));
      await store.read(async (tx) => {
        expect((await tx.loginAttempts.failuresSince("user:alice", 0)).count).toBe(3);
        expect((await tx.loginAttempts.failuresSince("addr:x", 0)).count).toBe(0);
      });
      await store.transaction((tx) => tx.loginAttempts.recordFailure("user:bob", T0 + DAY_MS + 2, null));
      expect((await store.read((tx) => tx.loginAttempts.failuresSince("user:alice", 0))).count).toBe(2);
    });

    it("counts every one of many concurrent failures", async () => {
      await Promise.all(Array.from({ length: 10 }, (_, i) => store.transaction((tx) => tx.loginAttempts.recordFailure("user:alice", T0 + i, null))));
      expect((await store.read((tx) => tx.loginAttempts.failuresSince("user:alice", T0))).count).toBe(10);
    });
  });

  describe("content", () => {
    it("saves, updates, lists (by sort order) and deletes banners", async () => {
      const { a, b } = await store.transaction(async (tx) => ({
        a: await tx.content.saveBanner({ id: 0, imageUrl: "/img/a.png", linkUrl: "", sortOrder: 2 }),
        b: await tx.content.saveBanner({ id: 0, imageUrl: "https://cdn.example/b.png", linkUrl: "/games/1", sortOrder: 1 }),
      }));
      expect(a).toBeGreaterThan(0);
      expect(b).not.toBe(a);
      expect(await store.read((tx) => tx.content.banners())).toEqual([
        { id: b, imageUrl: "https://cdn.example/b.png", linkUrl: "/games/1", sortOrder: 1 },
        { id: a, imageUrl: "/img/a.png", linkUrl: "", sortOrder: 2 },
      ]);
      expect(await store.transaction((tx) => tx.content.saveBanner({ id: a, imageUrl: "/img/a2.png", linkUrl: "/x", sortOrder: 0 }))).toBe(a);
      expect((await store.read((tx) => tx.content.banners())).map((x) => [x.id, x.imageUrl])).toEqual([
        [a, "/img/a2.png"],
        [b, "https://cdn.example/b.png"],
      ]);
      expect(await store.transaction((tx) => tx.content.deleteBanner(b))).toBe(true);
      expect(await store.transaction((tx) => tx.content.deleteBanner(b))).toBe(false);
      await expect(store.transaction((tx) => tx.content.saveBanner({ id: b, imageUrl: "/gone.png", linkUrl: "", sortOrder: 0 }))).rejects.toThrow(/does not exist/);
      expect((await store.read((tx) => tx.content.banners())).map((x) => x.id)).toEqual([a]);
    });

    it("reads, sets and overwrites settings", async () => {
      expect(await store.read((tx) => tx.content.setting("notice:tw"))).toBeNull();
      await store.transaction((tx) => tx.content.setSetting("notice:tw", "歡迎"));
      await store.transaction((tx) => tx.content.setSetting("service-url", "https://chat.example"));
      await store.transaction((tx) => tx.content.setSetting("notice:tw", ""));
      await store.read(async (tx) => {
        expect(await tx.content.setting("notice:tw")).toBe("");
        expect(await tx.content.setting("service-url")).toBe("https://chat.example");
        expect(await tx.content.setting("notice:en")).toBeNull();
      });
    });

    it("keeps article tabs per language in sort order", async () => {
      const ids = await store.transaction(async (tx) => ({
        guides: await tx.content.saveArticleTab({ id: 0, lang: "tw", title: "攻略", sortOrder: 2 }),
        hot: await tx.content.saveArticleTab({ id: 0, lang: "tw", title: "熱門", sortOrder: 1 }),
        en: await tx.content.saveArticleTab({ id: 0, lang: "en", title: "Hot", sortOrder: 1 }),
      }));
      expect(await store.read((tx) => tx.content.articleTabs("tw"))).toEqual([
        { id: ids.hot, lang: "tw", title: "熱門", sortOrder: 1 },
        { id: ids.guides, lang: "tw", title: "攻略", sortOrder: 2 },
      ]);
      expect(await store.transaction((tx) => tx.content.saveArticleTab({ id: ids.guides, lang: "tw", title: "新手", sortOrder: 0 }))).toBe(ids.guides);
      expect((await store.read((tx) => tx.content.articleTabs("tw"))).map((t) => t.title)).toEqual(["新手", "熱門"]);
      expect((await store.read((tx) => tx.content.articleTabs("en"))).map((t) => t.id)).toEqual([ids.en]);
      expect(await store.read((tx) => tx.content.articleTabs("vi"))).toEqual([]);
      await expect(store.transaction((tx) => tx.content.saveArticleTab({ id: 9999, lang: "tw", title: "x", sortOrder: 0 }))).rejects.toThrow(/does not exist/);
    });

    it("saves, updates, lists (per language, newest first) and deletes articles", async () => {
      const { tw, en } = await store.transaction(async (tx) => ({
        tw: await tx.content.saveArticleTab({ id: 0, lang: "tw", title: "熱門", sortOrder: 1 }),
        en: await tx.content.saveArticleTab({ id: 0, lang: "en", title: "Hot", sortOrder: 1 }),
      }));
      const article = (overrides: Partial<Article>): Article => ({
        id: 0,
        tabId: tw,
        lang: "tw",
        title: "t",
        contentHtml: "<p>hi</p>",
        isTop: false,
        createdAtMs: T0,
        ...overrides,
      });
      const ids = await store.transaction(async (tx) => ({
        old: await tx.content.saveArticle(article({ title: "old", createdAtMs: T0 })),
        top: await tx.content.saveArticle(article({ title: "top", isTop: true, createdAtMs: T0 + 2 })),
        mid: await tx.content.saveArticle(article({ title: "mid", createdAtMs: T0 + 1 })),
        en: await tx.content.saveArticle(article({ tabId: en, lang: "en", title: "english", createdAtMs: T0 + 3 })),
      }));
      await store.read(async (tx) => {
        expect((await tx.content.articles("tw")).map((a) => a.id)).toEqual([ids.top, ids.mid, ids.old]);
        expect((await tx.content.articles("en")).map((a) => a.id)).toEqual([ids.en]);
        expect(await tx.content.articles("vi")).toEqual([]);
        expect(await tx.content.articleById(ids.top)).toEqual(article({ id: ids.top, title: "top", isTop: true, createdAtMs: T0 + 2 }));
        expect(await tx.content.articleById(9999)).toBeNull();
      });
      const edited = article({ id: ids.old, title: "old, edited", contentHtml: "<b>x</b>", isTop: true, createdAtMs: T0 });
      expect(await store.transaction((tx) => tx.content.saveArticle(edited))).toBe(ids.old);
      expect(await store.read((tx) => tx.content.articleById(ids.old))).toEqual(edited);
      expect(await store.transaction((tx) => tx.content.deleteArticle(ids.mid))).toBe(true);
      expect(await store.transaction((tx) => tx.content.deleteArticle(ids.mid))).toBe(false);
      expect((await store.read((tx) => tx.content.articles("tw"))).map((a) => a.id)).toEqual([ids.top, ids.old]);
      await expect(store.transaction((tx) => tx.content.saveArticle(article({ id: ids.mid })))).rejects.toThrow(/does not exist/);
    });

    it("lists a language's announcements with the all-language ones, newest first, paged", async () => {
      const ids = await store.transaction(async (tx) => {
        const make = async (lang: string | null, createdAtMs: number) =>
          (await tx.content.createAnnouncement({ lang, title: `${lang ?? "all"}@${createdAtMs - T0}`, content: "c", createdAtMs })).id;
        return {
          all1: await make(null, T0 + 1),
          tw2: await make("tw", T0 + 2),
          en3: await make("en", T0 + 3),
          all4: await make(null, T0 + 4),
          tw5: await make("tw", T0 + 5),
          tw5b: await make("tw", T0 + 5),
        };
      });
      const page = { offset: 0, limit: 10 };
      await store.read(async (tx) => {
        expect((await tx.content.announcements("tw", page)).map((a) => a.id)).toEqual([ids.tw5b, ids.tw5, ids.all4, ids.tw2, ids.all1]);
        expect((await tx.content.announcements("en", page)).map((a) => a.id)).toEqual([ids.all4, ids.en3, ids.all1]);
        expect((await tx.content.announcements("vi", page)).map((a) => a.id)).toEqual([ids.all4, ids.all1]);
        expect((await tx.content.announcements("tw", { offset: 1, limit: 2 })).map((a) => a.id)).toEqual([ids.tw5, ids.all4]);
        expect(await tx.content.announcements("tw", { offset: 5, limit: 2 })).toEqual([]);
        const [first] = await tx.content.announcements("en", { offset: 0, limit: 1 });
        expect(first).toEqual({ id: ids.all4, lang: null, title: "all@4", content: "c", createdAtMs: T0 + 4 });
      });
      await expect(store.read((tx) => tx.content.announcements("tw", { offset: -1, limit: 1 }))).rejects.toThrow(RangeError);
    });

    it("creates in-site messages, lists a user's newest first, paged, and lets only the owner mark one read", async () => {
      const { alice, bob } = await store.transaction(async (tx) => ({
        alice: (await createUser(tx)).id,
        bob: (await createUser(tx, { username: "bob" })).id,
      }));
      const msgs = await store.transaction(async (tx) => {
        const made = [];
        for (let i = 0; i < 3; i++) made.push(await tx.content.createMessage({ userId: alice, title: `m${i}`, content: "body", createdAtMs: T0 + i }));
        await tx.content.createMessage({ userId: bob, title: "for bob", content: "", createdAtMs: T0 + 10 });
        return made;
      });
      expect(msgs[0]).toEqual({ id: expect.any(Number), userId: alice, title: "m0", content: "body", createdAtMs: T0, readAtMs: null });
      const ids = msgs.map((m) => m.id);
      await store.read(async (tx) => {
        expect((await tx.content.messagesOf(alice, { offset: 0, limit: 10 })).map((m) => m.id)).toEqual([ids[2], ids[1], ids[0]]);
        expect((await tx.content.messagesOf(alice, { offset: 1, limit: 1 })).map((m) => m.id)).toEqual([ids[1]]);
        expect((await tx.content.messagesOf(bob, { offset: 0, limit: 10 })).map((m) => m.title)).toEqual(["for bob"]);
        expect(await tx.content.messagesOf(9999, { offset: 0, limit: 10 })).toEqual([]);
      });
      const target = ids[1]!;
      expect(await store.transaction((tx) => tx.content.markMessageRead(target, bob, T0 + 20))).toBe(false);
      expect((await store.read((tx) => tx.content.messagesOf(alice, { offset: 0, limit: 10 }))).every((m) => m.readAtMs === null)).toBe(true);
      expect(await store.transaction((tx) => tx.content.markMessageRead(target, alice, T0 + 30))).toBe(true);
      // Reading again is still "yours", and the first reading time stays.
      expect(await store.transaction((tx) => tx.content.markMessageRead(target, alice, T0 + 40))).toBe(true);
      expect(await store.transaction((tx) => tx.content.markMessageRead(9999, alice, T0 + 40))).toBe(false);
      const listed = await store.read((tx) => tx.content.messagesOf(alice, { offset: 0, limit: 10 }));
      expect(listed.map((m) => m.readAtMs)).toEqual([null, T0 + 30, null]);
    });
  });
});
