import { afterEach, beforeEach, expect, it } from "vitest";
import { claimPromotion } from "../../src/application/growth/claim-promotion";
import type { User } from "../../src/domain/accounts/user";
import type { PromotionDraft } from "../../src/domain/growth/promotion";
import type { Store } from "../../src/ports/store";
import { testApp, type TestApp } from "../support/app";
import { createUser, T0 } from "../support/store-fixtures";
import { forEachStore } from "../support/stores";
import { newUser } from "../application/wallet-fixtures";
import { expectLedgerBalanced } from "../support/app-per-test";

/**
 * The persistence contract of promotions (issue 40, migration 037), on every store: promotions read back as saved,
 * a claim is unique per promotion, player and day, and per address where set; a red packet's pool; wagering
 * requirements and their checkpoint. And 50 claims of one red packet at once: the pool is never exceeded and no
 * player is paid twice.
 */
const terms = Object.fromEntries(["zh", "tw", "en", "jp", "kor"].map((l) => [l, { title: `T ${l}`, body: `B ${l}` }])) as PromotionDraft["terms"];
const draft = (overrides: Partial<PromotionDraft> = {}): PromotionDraft => ({
  terms,
  startMs: T0,
  endMs: T0 + 86_400_000,
  reward: { kind: "red_packet", poolMinor: 1_000, packets: 40, turnoverMinor: 0 },
  eligibility: { minLevel: 1, newPlayersOnly: true, minDepositMinor: 500, onePerAddress: true },
  wageringMultiple: 3,
  ...overrides,
});

forEachStore((_name, open) => {
  let store: Store;
  beforeEach(async () => {
    store = await open();
  });
  afterEach(() => store.close());

  it("reads a promotion back as saved; updates, statuses and the running list", async () => {
    const saved = await store.transaction((tx) => tx.promotions.create(draft(), T0));
    expect(saved).toEqual({ ...draft(), id: expect.any(Number), status: "running", createdAtMs: T0, updatedAtMs: T0 });
    expect(await store.read((tx) => tx.promotions.byId(saved.id))).toEqual(saved);
    const checkIn = draft({ reward: { kind: "check_in", amountMinor: 250 }, startMs: T0 + 10 });
    expect(await store.transaction((tx) => tx.promotions.update(saved.id, checkIn, T0 + 1))).toBe(true);
    expect(await store.read((tx) => tx.promotions.byId(saved.id))).toMatchObject({ reward: { kind: "check_in", amountMinor: 250 }, updatedAtMs: T0 + 1 });
    expect(await store.read((tx) => tx.promotions.runningAt(T0 + 5))).toEqual([]);
    expect((await store.read((tx) => tx.promotions.runningAt(T0 + 10))).map((p) => p.id)).toEqual([saved.id]);
    expect(await store.transaction((tx) => tx.promotions.setStatus(saved.id, "paused", T0 + 2))).toBe(true);
    expect(await store.read((tx) => tx.promotions.runningAt(T0 + 10))).toEqual([]);
    expect(await store.transaction((tx) => tx.promotions.setStatus(999, "paused", T0))).toBe(false);
    expect((await store.read((tx) => tx.promotions.list(10))).map((p) => p.status)).toEqual(["paused"]);
  });

  it("a claim is once per promotion, player and day, and once per address when one is given", async () => {
    const p = await store.transaction((tx) => tx.promotions.create(draft(), T0));
    const [a, b] = await store.transaction(async (tx) => [await createUser(tx, { username: "alice" }), await createUser(tx, { username: "bob" })]);
    const insert = (userId: number, day: string, addressKey: string | null) => store.transaction((tx) => tx.promotions.insertClaim({ promotionId: p.id, userId, day, addressKey, amountMinor: 100, atMs: T0 }));
    expect(await insert(a!.id, "", "1.2.3.4")).toBe(true);
    expect(await insert(a!.id, "", "5.6.7.8")).toBe(false);
    expect(await insert(b!.id, "", "1.2.3.4")).toBe(false);
    expect(await insert(b!.id, "", null)).toBe(true);
    expect(await insert(a!.id, "2026-01-02", null)).toBe(true);
    expect(await insert(b!.id, "2026-01-02", null)).toBe(true); // nulls never collide
    expect(await store.read((tx) => tx.promotions.addressClaimed(p.id, "1.2.3.4", ""))).toBe(true);
    expect(await store.read((tx) => tx.promotions.addressClaimed(p.id, "1.2.3.4", "2026-01-02"))).toBe(false);
    expect(await store.read((tx) => tx.promotions.claimOf(p.id, a!.id, ""))).toMatchObject({ promotionId: p.id, userId: a!.id, day: "", amountMinor: 100, atMs: T0 });
    expect((await store.read((tx) => tx.promotions.claimsOfUser(a!.id, [p.id]))).map((c) => c.day)).toEqual(["", "2026-01-02"]);
    expect(await store.read((tx) => tx.promotions.claimedTotals(p.id))).toEqual({ amountMinor: 400, count: 4 });
  });

  it("keeps a red packet's pool, and each bonus's wagering requirement with the latest as the checkpoint", async () => {
    const p = await store.transaction((tx) => tx.promotions.create(draft(), T0));
    expect(await store.read((tx) => tx.promotions.redPacket(p.id))).toBeNull();
    await store.transaction((tx) => tx.promotions.setRedPacket(p.id, { remainingMinor: 1_000, remainingPackets: 40 }));
    await store.transaction((tx) => tx.promotions.setRedPacket(p.id, { remainingMinor: 990, remainingPackets: 39 }));
    expect(await store.transaction((tx) => tx.promotions.lockRedPacket(p.id))).toEqual({ remainingMinor: 990, remainingPackets: 39 });
    const user = await store.transaction((tx) => createUser(tx, { username: "carol" }));
    const requirement = { userId: user.id, bonusMinor: 100, multiple: 3, requiredMinor: 300, outstandingAfterMinor: 300, atMs: T0 };
    expect(await store.read((tx) => tx.wagering.latest(user.id))).toBeNull();
    expect(await store.transaction((tx) => tx.wagering.add({ ...requirement, payoutKey: "bonus:1:promotion:1" }))).toBe(true);
    expect(await store.transaction((tx) => tx.wagering.add({ ...requirement, payoutKey: "bonus:1:promotion:1" }))).toBe(false);
    expect(await store.transaction((tx) => tx.wagering.add({ ...requirement, payoutKey: "bonus:1:promotion:2", outstandingAfterMinor: 450, atMs: T0 + 5 }))).toBe(true);
    expect(await store.read((tx) => tx.wagering.latest(user.id))).toEqual({ ...requirement, id: expect.any(Number), payoutKey: "bonus:1:promotion:2", outstandingAfterMinor: 450, atMs: T0 + 5 });
  });

  it("50 players claiming one red packet at once: the pool is never exceeded, nobody claims twice, the ledger balances", async () => {
    const app: TestApp = await testApp(store, { games: false });
    const nowMs = app.clock.nowMs();
    const p = await store.transaction(async (tx) => {
      const created = await tx.promotions.create(draft({ startMs: nowMs - 1, endMs: nowMs + 3_600_000, eligibility: { minLevel: 0, newPlayersOnly: false, minDepositMinor: 0, onePerAddress: false } }), nowMs);
      await tx.promotions.setRedPacket(created.id, { remainingMinor: 1_000, remainingPackets: 40 });
      return created;
    });
    const players: User[] = [];
    for (let i = 0; i < 50; i += 1) players.push(await newUser(app));
    // Each player twice, all at once: 100 claims racing for 40 shares.
    const outcomes = await Promise.all([...players, ...players].map((u) => claimPromotion(app.deps, { userId: u.id, promotionId: p.id, address: null })));
    const paid = outcomes.flatMap((o) => (o.ok ? [o.value.amountMinor] : []));
    const refused = outcomes.flatMap((o) => (o.ok ? [] : [o.error.code]));
    expect(paid).toHaveLength(40);
    expect(paid.reduce((s, x) => s + x, 0)).toBe(1_000);
    expect(paid.every((x) => x >= 1)).toBe(true);
    expect(refused.every((code) => code === "RED_PACKET_EMPTY" || code === "PROMOTION_ALREADY_CLAIMED")).toBe(true);
    const claims = await store.read((tx) => Promise.all(players.map((u) => tx.promotions.claimsOfUser(u.id, [p.id]))));
    expect(claims.every((c) => c.length <= 1)).toBe(true);
    expect(claims.flat()).toHaveLength(40);
    expect(await store.read((tx) => tx.promotions.redPacket(p.id))).toEqual({ remainingMinor: 0, remainingPackets: 0 });
    const bonuses = await store.read((tx) => tx.growthPayouts.inRange("bonus", { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, 0, 1_000));
    expect(bonuses.reduce((s, b) => s + b.amountMinor, 0)).toBe(1_000);
    await expectLedgerBalanced(app);
  });
});
