import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REVIEW_STATUS } from "../../src/domain/wallet/fund-log";
import type { Store, StoreTx } from "../../src/ports/store";
import { createUser, newBet, round, seedGame, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";

/**
 * The persistence contract of the operator console: the audit trail, the
 * review queues, the player search, scheduled odds and the report sums. Every
 * store, a fresh empty store per test.
 */
forEachStore((_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  const anyAudit = { operatorId: null, action: null, targetType: null, targetId: null } as const;

  describe("audit trail", () => {
    it("appends lines with their snapshots and lists them newest first, by operator, action and target", async () => {
      const first = await store.transaction((tx) =>
        tx.audit.append({ operatorId: 7, action: "deposit.approve", target: { type: "deposit", id: "3" }, before: { status: 0, note: "ünïcode ✓" }, after: { status: 1 }, atMs: T0 }),
      );
      expect(first).toEqual({ id: first.id, operatorId: 7, action: "deposit.approve", target: { type: "deposit", id: "3" }, before: { status: 0, note: "ünïcode ✓" }, after: { status: 1 }, atMs: T0 });
      await store.transaction((tx) => tx.audit.append({ operatorId: 8, action: "player.ban", target: { type: "user", id: "5" }, before: null, after: { buyBanned: true }, atMs: T0 + 1 }));
      await store.transaction((tx) => tx.audit.append({ operatorId: 7, action: "banner.delete", target: { type: "banner", id: "2" }, before: { id: 2 }, after: null, atMs: T0 + 2 }));
      const page = { offset: 0, limit: 10 };
      expect((await store.read((tx) => tx.audit.list(anyAudit, page))).map((l) => l.action)).toEqual(["banner.delete", "player.ban", "deposit.approve"]);
      expect((await store.read((tx) => tx.audit.list({ ...anyAudit, operatorId: 7 }, page))).map((l) => l.action)).toEqual(["banner.delete", "deposit.approve"]);
      expect((await store.read((tx) => tx.audit.list({ ...anyAudit, action: "player.ban" }, page))).map((l) => l.operatorId)).toEqual([8]);
      expect((await store.read((tx) => tx.audit.list({ ...anyAudit, targetType: "deposit", targetId: "3" }, page))).map((l) => l.id)).toEqual([first.id]);
      expect((await store.read((tx) => tx.audit.list(anyAudit, { offset: 1, limit: 1 }))).map((l) => l.action)).toEqual(["player.ban"]);
    });

    it("a rolled-back action leaves no line", async () => {
      await expect(
        store.transaction(async (tx) => {
          await tx.audit.append({ operatorId: 1, action: "game.save", target: { type: "game", id: "1" }, before: null, after: {}, atMs: T0 });
          throw new Error("the action failed");
        }),
      ).rejects.toThrow("the action failed");
      expect(await store.read((tx) => tx.audit.list(anyAudit, { offset: 0, limit: 10 }))).toEqual([]);
    });
  });

  describe("console request keys", () => {
    it("claims a key once per operator, keeps the answer, and lets two racing claimers through one at a time", async () => {
      const key = { operatorId: 7, requestId: "r-1", action: "banner.save", atMs: T0 };
      expect(await store.transaction((tx) => tx.consoleRequests.claim(key))).toBe(true);
      expect(await store.read((tx) => tx.consoleRequests.get(7, "r-1"))).toEqual({ operatorId: 7, requestId: "r-1", action: "banner.save", resultJson: null });
      await store.transaction((tx) => tx.consoleRequests.complete(7, "r-1", '{"id":3}'));
      expect(await store.transaction((tx) => tx.consoleRequests.claim(key))).toBe(false);
      expect((await store.read((tx) => tx.consoleRequests.get(7, "r-1")))?.resultJson).toBe('{"id":3}');
      // Another operator's key of the same text is another key.
      expect(await store.transaction((tx) => tx.consoleRequests.claim({ ...key, operatorId: 8 }))).toBe(true);
      expect(await store.read((tx) => tx.consoleRequests.get(9, "r-1"))).toBeNull();

      const race = await Promise.all(
        [1, 2, 3].map(() =>
          store.transaction(async (tx) => {
            const won = await tx.consoleRequests.claim({ ...key, requestId: "race" });
            if (won) await tx.consoleRequests.complete(7, "race", '"done"');
            return won;
          }),
        ),
      );
      expect(race.filter(Boolean)).toHaveLength(1);
      expect((await store.read((tx) => tx.consoleRequests.get(7, "race")))?.resultJson).toBe('"done"');
    });
  });

  describe("review queues", () => {
    async function requests(tx: StoreTx) {
      const a = await createUser(tx, { username: "a" });
      const b = await createUser(tx, { username: "b" });
      const deposit = (userId: number, atMs: number) =>
        tx.deposits.create({ userId, amountMinor: 10_000, currency: "TWD", status: REVIEW_STATUS.pending, remark: "", createdAtMs: atMs, reviewedAtMs: null, fundLogId: 0, channelId: null, reference: "", txHash: null });
      const d1 = await deposit(a.id, T0);
      const d2 = await deposit(b.id, T0 + 1);
      const d3 = await deposit(a.id, T0 + 2);
      await tx.deposits.review(d1.id, REVIEW_STATUS.approved, "ok", T0 + 5);
      const w1 = await tx.withdrawals.create({
        userId: b.id, amountMinor: 20_000, payoutType: 0, payoutAcc: "B", payoutAccName: "6222", payoutAccBank: "Bank",
        status: REVIEW_STATUS.pending, remark: "", createdAtMs: T0, reviewedAtMs: null, fundLogId: 0,
      });
      return { a, b, d1, d2, d3, w1 };
    }

    it("lists pending requests oldest first, any other filter newest first, by status and player", async () => {
      const { a, b, d1, d2, d3, w1 } = await store.transaction(requests);
      const page = { offset: 0, limit: 10 };
      const ids = async (status: 0 | 1 | 2 | null, userId: number | null) => (await store.read((tx) => tx.deposits.list({ status, userId }, page))).map((d) => d.id);
      expect(await ids(REVIEW_STATUS.pending, null)).toEqual([d2.id, d3.id]);
      expect(await ids(REVIEW_STATUS.approved, null)).toEqual([d1.id]);
      expect(await ids(null, null)).toEqual([d3.id, d2.id, d1.id]);
      expect(await ids(null, a.id)).toEqual([d3.id, d1.id]);
      expect(await ids(REVIEW_STATUS.rejected, null)).toEqual([]);
      expect((await store.read((tx) => tx.deposits.list({ status: null, userId: null }, { offset: 1, limit: 1 }))).map((d) => d.id)).toEqual([d2.id]);
      expect(await store.read((tx) => tx.withdrawals.list({ status: REVIEW_STATUS.pending, userId: b.id }, page))).toEqual([w1]);
      expect(await store.read((tx) => tx.withdrawals.list({ status: null, userId: a.id }, page))).toEqual([]);
    });
  });

  describe("player search", () => {
    it("matches part of the username or nickname case-insensitively, an exact id or mobile; wildcards are literal", async () => {
      const { alice, bob, op } = await store.transaction(async (tx) => ({
        alice: await createUser(tx, { username: "Alice_01", nickname: "Sunny", mobile: "0912345678" }),
        bob: await createUser(tx, { username: "bob", nickname: "100% lucky" }),
        op: await createUser(tx, { username: "boss", role: "operator" }),
      }));
      const page = { offset: 0, limit: 10 };
      const find = async (text: string | null, role: "player" | "operator" | null = "player") => (await store.read((tx) => tx.users.search({ text, role }, page))).map((u) => u.id);
      expect(await find("alice")).toEqual([alice.id]);
      expect(await find("SUNN")).toEqual([alice.id]);
      expect(await find("0912345678")).toEqual([alice.id]);
      expect(await find(String(bob.id))).toContain(bob.id);
      expect(await find("%")).toEqual([bob.id]);
      expect(await find("_0")).toEqual([alice.id]);
      expect(await find("e_0")).toEqual([alice.id]);
      expect(await find("x_0")).toEqual([]);
      expect(await find(null)).toEqual([bob.id, alice.id]);
      expect(await find(null, "operator")).toEqual([op.id]);
      expect(await find("bo", null)).toEqual([op.id, bob.id]);
    });
  });

  describe("scheduled odds", () => {
    it("overlays changes in force at a round's opening on the installed odds, the latest winning; lists those still to come", async () => {
      const roomId = await store.transaction(async (tx) => {
        const { roomId } = await seedGame(tx);
        await tx.games.setOdds([
          { roomId, playType: 1, oddsHundredths: 194 },
          { roomId, playType: 2, oddsHundredths: 194 },
        ]);
        await tx.games.scheduleOdds([{ roomId, playType: 1, oddsHundredths: 200 }], T0 + 1000);
        await tx.games.scheduleOdds([{ roomId, playType: 1, oddsHundredths: 210 }, { roomId, playType: 3, oddsHundredths: 300 }], T0 + 2000);
        await tx.games.scheduleOdds([], T0 + 3000);
        return roomId;
      });
      const at = async (ms?: number) => (await store.read((tx) => tx.games.odds(roomId, ms))).map((o) => [o.playType, o.oddsHundredths]);
      expect(await at(T0)).toEqual([[1, 194], [2, 194]]);
      expect(await at(T0 + 1000)).toEqual([[1, 200], [2, 194]]);
      expect(await at(T0 + 1999)).toEqual([[1, 200], [2, 194]]);
      expect(await at(T0 + 2000)).toEqual([[1, 210], [2, 194], [3, 300]]);
      expect(await at()).toEqual([[1, 210], [2, 194], [3, 300]]);
      expect(await store.read((tx) => tx.games.scheduledOdds(roomId, T0 + 1000))).toEqual([
        { roomId, playType: 1, oddsHundredths: 210, effectiveFromMs: T0 + 2000 },
        { roomId, playType: 3, oddsHundredths: 300, effectiveFromMs: T0 + 2000 },
      ]);
      expect(await store.read((tx) => tx.games.scheduledOdds(roomId, T0 + 2000))).toEqual([]);
    });
  });

  describe("report sums", () => {
    it("adds up bets per round and per day by game and room, settled stakes and payouts apart; finds opposing teammates", async () => {
      await store.transaction(async (tx) => {
        const { roomId, chainId } = await seedGame(tx);
        for (const [k, issue] of ["20260101-0002", "20260102-0001"].entries()) await tx.rounds.create(round({ gameId: 1, issue, chainId, chainIndex: 10 + k }));
        const agent = await createUser(tx, { username: "agent", groupId: 3 });
        const one = await createUser(tx, { username: "one", inviterId: agent.id });
        const two = await createUser(tx, { username: "two", inviterId: agent.id });
        const stranger = await createUser(tx, { username: "stranger" });
        const bet = (userId: number, issue: string, playType: number, stakeMinor: number) => tx.bets.insert(newBet({ userId, roomId, issue, playType, stakeMinor }));
        const won = await bet(one.id, "20260101-0001", 1, 1000);
        await tx.bets.markSettled(won.id, true, 1940, T0 + 10);
        const lost = await bet(two.id, "20260101-0001", 2, 1000);
        await tx.bets.markSettled(lost.id, false, 0, T0 + 10);
        await bet(stranger.id, "20260101-0001", 2, 1000);
        await bet(one.id, "20260101-0002", 3, 500);
        await bet(two.id, "20260101-0002", 4, 500);
        await bet(one.id, "20260102-0001", 1, 700);
      });
      const scope = { fromDay: "20260101", toDay: "20260101", gameId: null };
      expect(await store.read((tx) => tx.reports.totalsByRound(scope))).toEqual([
        { gameId: 1, roomId: 1, key: "20260101-0001", bets: 3, stakeMinor: 3000, settledStakeMinor: 2000, payoutMinor: 1940 },
        { gameId: 1, roomId: 1, key: "20260101-0002", bets: 2, stakeMinor: 1000, settledStakeMinor: 0, payoutMinor: 0 },
      ]);
      expect(await store.read((tx) => tx.reports.totalsByDay({ fromDay: "20260101", toDay: "20260102", gameId: 1 }))).toEqual([
        { gameId: 1, roomId: 1, key: "20260101", bets: 5, stakeMinor: 4000, settledStakeMinor: 2000, payoutMinor: 1940 },
        { gameId: 1, roomId: 1, key: "20260102", bets: 1, stakeMinor: 700, settledStakeMinor: 0, payoutMinor: 0 },
      ]);
      expect(await store.read((tx) => tx.reports.totalsByDay({ ...scope, gameId: 2 }))).toEqual([]);
      const plays = await store.read((tx) => tx.reports.teamRoundPlays(scope, 10));
      expect(plays).toEqual([
        { userIds: [2, 3], gameId: 1, issue: "20260101-0001", playType: 1, maxStakeMinor: 1000 },
        { userIds: [2, 3], gameId: 1, issue: "20260101-0001", playType: 2, maxStakeMinor: 1000 },
        { userIds: [2, 3], gameId: 1, issue: "20260101-0002", playType: 3, maxStakeMinor: 500 },
        { userIds: [2, 3], gameId: 1, issue: "20260101-0002", playType: 4, maxStakeMinor: 500 },
      ]);
      expect(await store.read((tx) => tx.reports.teamRoundPlays(scope, 3))).toHaveLength(3);
      // one alone in the round, or with a stranger: no team pair
      expect(await store.read((tx) => tx.reports.teamRoundPlays({ ...scope, fromDay: "20260102", toDay: "20260102" }, 10))).toEqual([]);
    });
  });
});
