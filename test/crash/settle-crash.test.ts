import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { placeBet } from "../../src/application/betting/place-bet";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import { verifyDraw } from "../../src/domain/fairness/verify";
import { FUND_TYPE } from "../../src/domain/wallet/fund-log";
import { checkLedgerInvariants, stakesHeld } from "../../src/domain/wallet/ledger";
import { units } from "../../src/domain/money";
import { payoutMinor } from "../../src/domain/betting/odds";
import { coversEveryOutcome, isWinning, PLAY_TYPES, sumOf } from "../../src/domain/betting/outcome";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/rounds/schedule";
import type { User } from "../../src/domain/accounts/user";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp } from "../support/app";

const MIN_KILLS = 20;
const PLAYERS = 40;
const START_BALANCE = units(10_000);
const CHILD = join(import.meta.dirname, "settle-child.ts");
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);

/** A small seeded PRNG (mulberry32): the kill moments are reproducible from the printed seed. */
function prng(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs the child until it prints `ready`, then kills it after `delayMs`; answers whether it finished first. */
function runAndKill(file: string, nowMs: number, delayMs: number): Promise<"killed" | "finished"> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CHILD, file, String(nowMs), "5"], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    let timer: NodeJS.Timeout | undefined;
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (timer === undefined && out.includes("ready\n")) timer = setTimeout(() => child.kill("SIGKILL"), delayMs);
    });
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (signal === "SIGKILL") resolve(out.includes("done ") ? "finished" : "killed");
      else if (code === 0) resolve("finished");
      else reject(new Error(`child failed (code ${code}): ${err}`));
    });
  });
}

describe(`settlement survives kill -9 (CRASH_SEED=${seed})`, () => {
  it(`loses no bet, pays none twice and leaves none half settled across ${MIN_KILLS}+ kills`, async () => {
    const random = prng(seed);
    const dir = mkdtempSync(join(tmpdir(), "crash-"));
    const file = join(dir, "crash.sqlite");
    let kills = 0;
    let batches = 0;
    let nowMs = FIRST_ROUND_2026_11_22_MS;
    let players: User[] = [];
    try {
      while (kills < MIN_KILLS) {
        // Place a batch of bets in the next round, then let the child settle it under fire.
        const store = await openSqliteStore({ file });
        const app = await testApp(store, { startMs: nowMs, games: batches === 0 });
        if (batches === 0) players = await Promise.all(Array.from({ length: PLAYERS }, () => createPlayer(app, { balanceMinor: START_BALANCE })));
        await new RoundEngine(app.deps, { chainLength: 1000 }).tick();
        const round = roundAt(DEFAULT_SCHEDULE, nowMs)!;
        for (const player of players) {
          const picks = PLAY_TYPES.filter(() => random() < 0.15).map((p) => p.playType).filter((p) => p > 4);
          // Backing every outcome of the range plays at once is refused (the opposite-bet rule): drop picks until it is not.
          while (coversEveryOutcome(picks)) picks.shift();
          const stake = units(1 + Math.floor(random() * 20));
          const placed = await placeBet(app.deps, { userId: player.id, roomId: 11, issue: round.issue, playTypes: picks.length ? picks : [13], stakeMinor: stake });
          expect(placed.ok).toBe(true);
        }
        await store.close();
        batches += 1;
        nowMs = round.drawAtMs;
        let outcome: "killed" | "finished" = "killed";
        while (outcome === "killed") {
          outcome = await runAndKill(file, nowMs, Math.floor(random() * 120));
          if (outcome === "killed") kills += 1;
        }
      }

      const store = await openSqliteStore({ file });
      try {
        const rounds = await store.read((tx) => tx.rounds.recent(1, 100));
        const due = rounds.filter((r) => r.drawAtMs <= nowMs);
        expect(due.length).toBe(batches);
        let bets = 0;
        let stakedMinor = 0;
        let paidMinor = 0;
        const expectedMoney = new Map(players.map((p) => [p.id, START_BALANCE]));
        for (const round of due) {
          expect(round.status).toBe("settled");
          expect(verifyDraw({ gameId: 1, issue: round.issue, commitment: round.commitment, revealedSeed: round.revealedSeed!, digits: round.digits!, betsRoot: round.betsRoot }).ok).toBe(true);
          const sum = sumOf(round.digits!);
          const roundBets = await store.read((tx) => tx.bets.ofRound(1, round.issue, 100_000));
          bets += roundBets.length;
          for (const bet of roundBets) {
            const hit = isWinning(bet.playType, sum);
            const payout = hit ? payoutMinor(bet.stakeMinor, bet.oddsHundredths) : 0;
            expect([bet.status, bet.hit, bet.payoutMinor]).toEqual([1, hit, payout]);
            const paid = await store.read((tx) => tx.ledger.transferById(`bet:${bet.id}:payout`));
            expect(paid?.amountMinor ?? 0).toBe(payout);
            expectedMoney.set(bet.userId, expectedMoney.get(bet.userId)! - bet.stakeMinor + payout);
            stakedMinor += bet.stakeMinor;
            paidMinor += payout;
          }
        }
        // Every stake collected exactly once (one collect transfer per settled chunk): nothing is left in
        // stakes, and the house holds the stakes minus the payouts to the cent.
        expect(stakesHeld(await store.read((tx) => tx.ledger.allBalances()))).toBe(0);
        expect(await store.read((tx) => tx.ledger.balance("house"))).toBe(stakedMinor - paidMinor);
        for (const player of players) {
          const balances = await store.read((tx) => tx.ledger.balancesOfUser(player.id));
          expect(balances.availableMinor).toBe(expectedMoney.get(player.id));
          const wins = await store.read((tx) => tx.bets.ofUsers([player.id], { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, { offset: 0, limit: 100_000 }));
          const profitLines = await store.read((tx) => tx.fundLog.ofUser(player.id, { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, FUND_TYPE.profit, { offset: 0, limit: 100_000 }));
          expect(profitLines.length).toBe(wins.filter((b) => b.hit && b.payoutMinor > 0).length);
        }
        expect(checkLedgerInvariants(await store.read((tx) => tx.ledger.allBalances()))).toEqual([]);
        console.log(`crash test: ${kills} kills over ${batches} rounds, ${bets} bets settled exactly once (CRASH_SEED=${seed})`);
      } finally {
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
