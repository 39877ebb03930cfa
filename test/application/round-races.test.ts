import { afterEach, beforeEach, expect, it } from "vitest";
import { placeBetIn } from "../../src/application/place-bet";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import { DomainFailure } from "../../src/domain/errors";
import { checkLedgerInvariants, stakesHeld } from "../../src/domain/ledger";
import { units } from "../../src/domain/money";
import { PLAY_TYPE } from "../../src/domain/outcome";
import { DEFAULT_SCHEDULE, nextRoundAfter, roundAt } from "../../src/domain/schedule";
import { createRound } from "../../src/application/rounds/open-round";
import { SeedChains } from "../../src/application/rounds/seed-chains";
import type { Store } from "../../src/ports/store";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp, type TestApp } from "../support/app";
import { forEachStore } from "../support/stores";

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Races between betting and the rounds' own steps, on both stores (the PostgreSQL run is the one that matters). */
forEachStore((_name, openStore) => {
  let store: Store;
  let app: TestApp;
  const round = roundAt(DEFAULT_SCHEDULE, FIRST_ROUND_2026_11_22_MS)!;

  beforeEach(async () => {
    store = await openStore();
    app = await testApp(store);
  });
  afterEach(async () => {
    expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
    await store.close();
  });

  it("a bet whose transaction is still open across the close and the draw is settled with its round, never left behind", async () => {
    const engine = new RoundEngine(app.deps, { chainLength: 50 });
    await engine.tick();
    const player = await createPlayer(app, { balanceMinor: units(100) });
    let release!: () => void;
    const gate = new Promise<void>((done) => (release = done));
    let placedIn!: () => void;
    const placed = new Promise<void>((done) => (placedIn = done));
    // The bet is accepted inside its transaction, then the transaction stays open.
    const betting = store.transaction(async (tx) => {
      const bets = await placeBetIn(app.deps, { tx, emit: () => {}, refuse: (code) => { throw new DomainFailure({ code }); } }, { userId: player.id, roomId: 11, issue: round.issue, playTypes: [PLAY_TYPE.big], stakeMinor: units(10) });
      placedIn();
      await gate;
      return bets;
    });
    await placed;
    // Meanwhile the clock passes the close and the draw, and the engine runs its steps.
    app.clock.set(round.drawAtMs);
    const ticking = engine.tick();
    await sleep(200);
    release();
    await betting;
    const first = await ticking;
    expect(first.failures).toEqual([]);
    await engine.tick();

    const [bet] = await store.read((tx) => tx.bets.ofUserInRound(player.id, 1, round.issue));
    expect(bet).toMatchObject({ status: 1 });
    expect((await store.read((tx) => tx.rounds.get(1, round.issue)))!.status).toBe("settled");
    expect(stakesHeld(await store.read((tx) => tx.ledger.allBalances()))).toBe(0);
  });

  it("servers creating rounds at once never give two rounds one chain position (one seed)", async () => {
    const engine = new RoundEngine(app.deps, { chainLength: 500 });
    await engine.tick();
    // Twenty later rounds of game 1, each created by its own server (its own chain cache) at the same moment.
    let scheduled = nextRoundAfter(DEFAULT_SCHEDULE, round.closeAtMs + 1); // created by the tick already
    const later = Array.from({ length: 20 }, () => (scheduled = nextRoundAfter(DEFAULT_SCHEDULE, scheduled.closeAtMs + 1)));
    const created = await Promise.all(
      later.map((next) => store.transaction((tx) => createRound(tx, new SeedChains(app.deps.random, app.deps.seedVault, 500), 1, next, app.clock.nowMs()))),
    );
    expect(created.filter(Boolean).length).toBe(later.length);
    const rounds = await store.read((tx) => tx.rounds.recent(1, 100));
    expect(new Set(rounds.map((r) => `${r.chainId}:${r.chainIndex}`)).size).toBe(rounds.length);
    expect(new Set(rounds.map((r) => r.commitment)).size).toBe(rounds.length);
  });
});
