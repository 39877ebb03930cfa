import { afterEach, beforeEach, expect, it } from "vitest";
import { followBet } from "../../../src/application/betting/follow-bet";
import { placeBet } from "../../../src/application/betting/place-bet";
import { RoundEngine } from "../../../src/application/rounds/round-engine";
import { verifyDraw } from "../../../src/domain/fairness/verify";
import { FUND_TYPE } from "../../../src/domain/wallet/fund-log";
import { checkLedgerInvariants } from "../../../src/domain/wallet/ledger";
import { units } from "../../../src/domain/money";
import { defaultOddsHundredths, payoutMinor } from "../../../src/domain/betting/odds";
import { isWinning, PLAY_TYPE, sumOf } from "../../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../../src/domain/rounds/schedule";
import type { Store } from "../../../src/ports/store";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp, type TestApp } from "../../support/app";
import { countingCalls } from "../../support/counting-store";
import { forEachStore } from "../../support/stores";

forEachStore((_name, openStore) => {
  let store: Store;
  let app: TestApp;
  let engine: RoundEngine;
  const ROOM = 11; // Singapore, Beginner: join limit 10, stakes 1..5000
  const round = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

  beforeEach(async () => {
    store = await openStore();
    app = await testApp(store);
    engine = new RoundEngine(app.deps, { settleChunkBets: 7, chainLength: 50 });
    await engine.tick();
  });
  afterEach(async () => {
    expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
    await store.close();
  });

  const bet = (userId: number, playTypes: number[], stake = units(10), issue = round.issue) =>
    placeBet(app.deps, { userId, roomId: ROOM, issue, playTypes, stakeMinor: stake });
  const money = async (userId: number) => {
    const b = await store.read((tx) => tx.ledger.balancesOfUser(userId));
    return b.availableMinor + b.lockedMinor;
  };

  it("creates the current and the next round with commitments before they open, and announces the open round", async () => {
    const current = await store.read((tx) => tx.rounds.get(1, round.issue));
    expect(current).toMatchObject({ status: "open", chainIndex: 1, revealedSeed: null, digits: null });
    expect(current!.commitment).toMatch(/^[0-9a-f]{64}$/);
    const next = await store.read((tx) => tx.rounds.get(1, "20261122002"));
    expect(next).toMatchObject({ status: "open", chainIndex: 2 });
    expect(app.events.ofType("round.phase").filter((e) => e.gameId === 1)).toEqual([
      expect.objectContaining({ issue: round.issue, status: "open" }),
    ]);
  });

  it("accepts a bet: stake leaves the balance, a bet and a fund line are written, the room hears of it", async () => {
    const player = await createPlayer(app, { balanceMinor: units(1000) });
    const placed = await bet(player.id, [PLAY_TYPE.big, PLAY_TYPE.single]);
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expect(placed.value.totalMinor).toBe(units(20));
    expect(placed.value.moneyAfterMinor).toBe(units(980));
    expect(await money(player.id)).toBe(units(980));
    expect(placed.value.bets.map((b) => [b.playType, b.oddsHundredths, b.status])).toEqual([
      [PLAY_TYPE.big, 194, 0],
      [PLAY_TYPE.single, 194, 0],
    ]);
    const lines = await store.read((tx) => tx.fundLog.ofUser(player.id, { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, FUND_TYPE.buy, { offset: 0, limit: 10 }));
    expect(lines.map((l) => [l.quantityMinor, l.overMinor])).toEqual(
      expect.arrayContaining([
        [-units(10), units(990)],
        [-units(10), units(980)],
      ]),
    );
    expect(app.events.ofType("bet.placed")).toHaveLength(2);
  });

  it("refuses what the rules refuse and changes nothing", async () => {
    const player = await createPlayer(app, { balanceMinor: units(100) });
    const attempts: [Promise<{ ok: boolean; error?: { code: string } }>, string][] = [
      [bet(player.id, [PLAY_TYPE.big], units(200)), "INSUFFICIENT_FUNDS"],
      [bet(player.id, [PLAY_TYPE.big], units(10), "20261122002"), "ROUND_NOT_CURRENT"],
      [bet(player.id, [7]), "PLAY_TYPE_UNKNOWN"],
      [bet(player.id, [PLAY_TYPE.big, PLAY_TYPE.small]), "OPPOSITE_BET"],
      [placeBet(app.deps, { userId: player.id, roomId: 13, issue: round.issue, playTypes: [1], stakeMinor: units(50) }), "ROOM_JOIN_LIMIT"],
      [placeBet(app.deps, { userId: player.id, roomId: 999, issue: round.issue, playTypes: [1], stakeMinor: units(50) }), "ROOM_NOT_FOUND"],
    ];
    for (const [attempt, code] of attempts) expect((await attempt).error?.code).toBe(code);
    expect(await money(player.id)).toBe(units(100));
    expect(await store.read((tx) => tx.bets.ofUserInRound(player.id, 1, round.issue))).toEqual([]);

    app.clock.set(round.closeAtMs);
    expect((await bet(player.id, [PLAY_TYPE.big])).ok).toBe(false);
    expect(await money(player.id)).toBe(units(100));
  });

  it("refuses a banned buyer and a discontinued game", async () => {
    const player = await createPlayer(app, { balanceMinor: units(100) });
    await store.transaction((tx) => tx.users.update(player.id, { buyBanned: true }));
    expect(await bet(player.id, [1])).toMatchObject({ ok: false, error: { code: "BUY_BANNED" } });
    await store.transaction((tx) => tx.users.update(player.id, { buyBanned: false }));
    await store.transaction((tx) => tx.games.upsert({ id: 1, name: "Singapore", onSale: false, sortOrder: 1 }));
    expect(await bet(player.id, [1])).toMatchObject({ ok: false, error: { code: "GAME_DISCONTINUED" } });
  });

  it("places a request once however often it is sent", async () => {
    const player = await createPlayer(app, { balanceMinor: units(100) });
    const send = () => placeBet(app.deps, { userId: player.id, roomId: ROOM, issue: round.issue, playTypes: [1], stakeMinor: units(10), requestId: "r-1" });
    const answers = await Promise.all([send(), send(), send()]);
    const ids = answers.map((a) => (a.ok ? a.value.bets.map((b) => b.id).join() : a.error.code));
    expect(new Set(ids).size).toBe(1);
    expect(await money(player.id)).toBe(units(90));
  });

  it("reads a request's earlier transfer with the order's context, never on its own: the first time and when retried", async () => {
    const player = await createPlayer(app, { balanceMinor: units(100) });
    const calls: string[] = [];
    const deps = { ...app.deps, store: countingCalls(store, calls) };
    const order = { userId: player.id, roomId: ROOM, issue: round.issue, playTypes: [1], stakeMinor: units(10), requestId: "r-3" };
    const first = await placeBet(deps, order);
    const again = await placeBet(deps, order);
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    expect(calls.filter((call) => call === "orders.contextOf")).toHaveLength(2);
    expect(calls).not.toContain("ledger.transferById");
    expect(await money(player.id)).toBe(units(90));
  });

  it("answers a conflict, placing nothing more, when a request id comes back with another order", async () => {
    const player = await createPlayer(app, { balanceMinor: units(100) });
    const first = await placeBet(app.deps, { userId: player.id, roomId: ROOM, issue: round.issue, playTypes: [1], stakeMinor: units(10), requestId: "r-2" });
    expect(first.ok).toBe(true);
    const others = [
      { playTypes: [1], stakeMinor: units(20) },
      { playTypes: [1, 3], stakeMinor: units(10) },
      { playTypes: [3], stakeMinor: units(10) },
    ];
    for (const other of others) {
      const answer = await placeBet(app.deps, { userId: player.id, roomId: ROOM, issue: round.issue, requestId: "r-2", ...other });
      expect(answer).toMatchObject({ ok: false, error: { code: "IDEMPOTENCY_CONFLICT" } });
    }
    expect(await money(player.id)).toBe(units(90));
    expect(await store.read((tx) => tx.bets.ofUserInRound(player.id, 1, round.issue))).toHaveLength(1);
  });

  it("refuses the order that covers every outcome, whatever its stakes: big then small a cent apart, or the fourth combo", async () => {
    const player = await createPlayer(app, { balanceMinor: units(1000) });
    expect((await bet(player.id, [PLAY_TYPE.big], units(10))).ok).toBe(true);
    expect(await bet(player.id, [PLAY_TYPE.small], units(10) + 1)).toMatchObject({ ok: false, error: { code: "OPPOSITE_BET" } });
    const other = await createPlayer(app, { balanceMinor: units(1000) });
    for (const combo of [PLAY_TYPE.big_single, PLAY_TYPE.big_double, PLAY_TYPE.small_single]) expect((await bet(other.id, [combo], units(7))).ok).toBe(true);
    expect(await bet(other.id, [PLAY_TYPE.small_double], units(1))).toMatchObject({ ok: false, error: { code: "OPPOSITE_BET" } });
    expect(await money(player.id)).toBe(units(990));
    expect(await money(other.id)).toBe(units(979));
  });

  it("accepts only one side of opposite bets sent at the same moment", async () => {
    const player = await createPlayer(app, { balanceMinor: units(1000) });
    const sides = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? PLAY_TYPE.big : PLAY_TYPE.small));
    const answers = await Promise.all(sides.map((side) => bet(player.id, [side])));
    const accepted = await store.read((tx) => tx.bets.ofUserInRound(player.id, 1, round.issue));
    expect(new Set(accepted.map((b) => b.playType)).size).toBe(1);
    expect(answers.filter((a) => a.ok).length).toBe(accepted.length);
    expect(answers.filter((a) => !a.ok).every((a) => !a.ok && a.error.code === "OPPOSITE_BET")).toBe(true);
    expect(await money(player.id)).toBe(units(1000) - accepted.length * units(10));
  });

  it("follows a bet of the current round only", async () => {
    const leader = await createPlayer(app, { balanceMinor: units(100) });
    const follower = await createPlayer(app, { balanceMinor: units(100) });
    const placed = await bet(leader.id, [PLAY_TYPE.small], units(7));
    if (!placed.ok) throw new Error(placed.error.code);
    const followed = await followBet(app.deps, { userId: follower.id, betId: placed.value.bets[0]!.id });
    expect(followed).toMatchObject({ ok: true });
    if (followed.ok) expect(followed.value.bets[0]).toMatchObject({ playType: PLAY_TYPE.small, stakeMinor: units(7), followOfBetId: placed.value.bets[0]!.id });
    app.clock.set(round.closeAtMs + 1);
    expect(await followBet(app.deps, { userId: follower.id, betId: placed.value.bets[0]!.id })).toMatchObject({ ok: false, error: { code: "FOLLOW_NOT_CURRENT_ROUND" } });
    expect(await followBet(app.deps, { userId: follower.id, betId: 987654 })).toMatchObject({ ok: false, error: { code: "NOT_FOUND" } });
  });

  it("plays a whole round: closes, draws verifiably, settles each bet once at its own odds", async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => createPlayer(app, { balanceMinor: units(5000) })));
    const choices = [[PLAY_TYPE.big], [PLAY_TYPE.small, PLAY_TYPE.double], [PLAY_TYPE.extreme_big, 113, 114], [PLAY_TYPE.big_single, PLAY_TYPE.small_double, PLAY_TYPE.single]];
    for (const [i, player] of players.entries()) {
      const placed = await bet(player.id, choices[i]!, units(10 + i));
      if (!placed.ok) throw new Error(placed.error.code);
    }
    // An odds change after the bets must not touch them.
    await store.transaction((tx) => tx.games.setOdds([{ roomId: ROOM, playType: PLAY_TYPE.big, oddsHundredths: 150 }]));

    app.clock.set(round.closeAtMs);
    expect((await engine.tick()).closed).toBe(4); // one round in each of the four games
    app.clock.set(round.drawAtMs);
    const report = await engine.tick();
    expect(report).toMatchObject({ drawn: 4, settledRounds: 4, settledBets: 9 });

    const drawn = (await store.read((tx) => tx.rounds.get(1, round.issue)))!;
    expect(drawn.status).toBe("settled");
    const check = verifyDraw({ gameId: 1, issue: round.issue, commitment: drawn.commitment, revealedSeed: drawn.revealedSeed!, digits: drawn.digits!, betsRoot: drawn.betsRoot });
    expect(check.ok).toBe(true);
    const next = (await store.read((tx) => tx.rounds.get(1, "20261122002")))!;
    expect(next.commitment).toBe(drawn.revealedSeed);

    const sum = sumOf(drawn.digits!);
    for (const [i, player] of players.entries()) {
      const stake = units(10 + i);
      const expectedPayout = choices[i]!.reduce((total, p) => total + (isWinning(p, sum) ? payoutMinor(stake, oddsAtPlacement(p)) : 0), 0);
      expect(await money(player.id)).toBe(units(5000) - stake * choices[i]!.length + expectedPayout);
      const bets = await store.read((tx) => tx.bets.ofUserInRound(player.id, 1, round.issue));
      expect(bets.every((b) => b.status === 1 && b.hit === isWinning(b.playType, sum))).toBe(true);
      const notices = await store.read((tx) => tx.winNotices.unseen(player.id, 1));
      const profit = bets.filter((b) => b.hit).reduce((t, b) => t + b.payoutMinor - b.stakeMinor, 0);
      expect(notices.map((n) => n.profitMinor)).toEqual(profit > 0 || bets.some((b) => b.hit) ? [profit] : []);
    }
    // Ticking again changes nothing.
    const before = await store.read((tx) => tx.ledger.allBalances());
    expect(await engine.tick()).toMatchObject({ closed: 0, drawn: 0, settledBets: 0 });
    expect(await store.read((tx) => tx.ledger.allBalances())).toEqual(before);
    expect(app.events.ofType("round.phase").filter((e) => e.gameId === 1 && e.issue === round.issue).map((e) => e.status)).toEqual(["open", "closed", "drawn", "settled"]);
  });
  it("refuses an order whose client total is not stake x play types, before anything moves (the rule both APIs share)", async () => {
    const player = await createPlayer(app, { balanceMinor: units(1000) });
    const placed = await placeBet(app.deps, { userId: player.id, roomId: ROOM, issue: round.issue, playTypes: [PLAY_TYPE.big, PLAY_TYPE.single], stakeMinor: units(10), expectedTotalMinor: units(10) });
    expect(placed).toEqual({ ok: false, error: { code: "INVALID_INPUT", params: { field: "expectedTotal" } } });
    expect(await money(player.id)).toBe(units(1000));
    expect((await placeBet(app.deps, { userId: player.id, roomId: ROOM, issue: round.issue, playTypes: [PLAY_TYPE.big, PLAY_TYPE.single], stakeMinor: units(10), expectedTotalMinor: units(20) })).ok).toBe(true);
  });

  it("fixes a round's bets root exactly once, even when the close dies half way: the close rolls back and is done again whole", async () => {
    const player = await createPlayer(app, { balanceMinor: units(1000) });
    expect((await bet(player.id, [PLAY_TYPE.big])).ok).toBe(true);
    expect((await bet(player.id, [107], units(5))).ok).toBe(true);
    // The close of game 1 dies after it has read the bets (here: hashing them throws), as a killed driver would.
    const vault = app.deps.seedVault;
    const derive = vault.derive.bind(vault);
    let failures = 1;
    Reflect.set(vault, "derive", (label: string) => {
      if (label.includes(`:1:${round.issue}`) && failures-- > 0) throw new Error("killed while closing");
      return derive(label);
    });
    try {
      app.clock.set(round.closeAtMs);
      const report = await engine.tick();
      expect(report.failures.map((f) => f.gameId)).toEqual([1]);
      expect(await store.read((tx) => tx.rounds.get(1, round.issue))).toMatchObject({ status: "open", betsRoot: null });
      expect((await bet(player.id, [PLAY_TYPE.single])).ok).toBe(false); // the clock says closed: no bet slips in meanwhile
      await engine.tick();
      const closed = (await store.read((tx) => tx.rounds.get(1, round.issue)))!;
      expect(closed).toMatchObject({ status: "closed", drawScheme: 2 });
      expect(closed.betsRoot).toMatch(/^[0-9a-f]{64}$/);
      expect(await store.transaction((tx) => tx.rounds.fixBetsRoot(1, round.issue, "00".repeat(32)))).toBe(false);
      app.clock.set(round.drawAtMs);
      await engine.tick();
      const drawn = (await store.read((tx) => tx.rounds.get(1, round.issue)))!;
      expect(drawn.betsRoot).toBe(closed.betsRoot);
      expect(verifyDraw({ gameId: 1, issue: round.issue, commitment: drawn.commitment, revealedSeed: drawn.revealedSeed!, digits: drawn.digits!, betsRoot: drawn.betsRoot }).ok).toBe(true);
    } finally {
      Reflect.set(vault, "derive", derive);
    }
  });

  it("keeps the other games drawing when one game's step fails, and finishes that game once it can", async () => {
    const game1 = (await store.read((tx) => tx.rounds.get(1, round.issue)))!;
    // Game 1's seed chain cannot be read (a corrupt row, say): its draw step throws.
    const built = Reflect.get(engine.chains, "built") as Map<number, readonly Uint8Array[]>;
    const good = built.get(game1.chainId)!;
    built.set(game1.chainId, []);
    app.clock.set(round.drawAtMs);
    const report = await engine.tick();
    expect(report.failures.map((f) => f.gameId)).toEqual([1]);
    expect(report.drawn).toBe(3);
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))!.status).not.toBe("settled");
    for (const gameId of [2, 3, 4]) expect((await store.read((tx) => tx.rounds.get(gameId, round.issue)))!.status).toBe("settled");
    built.set(game1.chainId, good);
    expect(await engine.tick()).toMatchObject({ failures: [] });
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))!.status).toBe("settled");
  });
});

/** The standard rooms' odds when the bets were placed (LEGACY-API.md's figures), whatever they became later. */
function oddsAtPlacement(playType: number): number {
  const stated: Record<number, number> = { 1: 194, 2: 194, 3: 194, 4: 194, 11: 419, 12: 360, 13: 360, 14: 419, 21: 1732, 22: 1732 };
  return stated[playType] ?? defaultOddsHundredths(playType);
}

