import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openPostgresStore } from "../../adapters/persistence/postgres-store";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { placeBet } from "../../src/application/betting/place-bet";
import { RoundEngine } from "../../src/application/rounds/round-engine";
import type { User } from "../../src/domain/accounts/user";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { fromHex, sha256, toHex } from "../../src/domain/fairness/sha256";
import { units } from "../../src/domain/money";
import { DEFAULT_AUTO_VOID_AFTER_MS } from "../../src/domain/risk/void";
import { DEFAULT_SCHEDULE, nextRoundAfter, roundAt } from "../../src/domain/rounds/schedule";
import { FUND_TYPE } from "../../src/domain/wallet/fund-log";
import { checkLedgerInvariants, stakesHeld } from "../../src/domain/wallet/ledger";
import type { Store } from "../../src/ports/store";
import { withPgClient } from "../support/pg-admin";
import { createPlayer, FIRST_ROUND_2026_11_22_MS, testApp } from "../support/app";
import { postgresProblem, TEST_DATABASE_URL } from "../support/stores";

const MIN_KILLS = 10;
const PLAYERS = 30;
const START_BALANCE = units(1_000);
const CHILD = join(import.meta.dirname, "void-child.ts");
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
const EVER = { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER };
const PICKS = [[PLAY_TYPE.big], [PLAY_TYPE.small, PLAY_TYPE.single], [PLAY_TYPE.big_double, PLAY_TYPE.extreme_big, PLAY_TYPE.single]];

/** mulberry32: the kill moments are reproducible from the printed seed. */
function prng(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function runAndKill(target: string, nowMs: number, delayMs: number): Promise<"killed" | "finished"> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", CHILD, target, String(nowMs), "2"], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, VOID_CRASH_PG_URL: TEST_DATABASE_URL } });
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

interface Target {
  readonly name: string;
  /** The child's argument. */
  readonly arg: string;
  open(): Promise<Store>;
  dispose(): Promise<void>;
}

function sqliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), "void-crash-"));
  const file = join(dir, "crash.sqlite");
  return { name: "sqlite", arg: `sqlite:${file}`, open: () => openSqliteStore({ file }), dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}

function postgresTarget(): Target {
  const schema = `test_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
  return {
    name: "postgres",
    arg: `postgres:${schema}`,
    open: () => openPostgresStore({ url: TEST_DATABASE_URL, schema, poolSize: 4 }),
    dispose: () => withPgClient(TEST_DATABASE_URL, async (client) => void (await client.query(`drop schema if exists "${schema}" cascade`))),
  };
}

const targets = postgresProblem === null ? ([["sqlite", sqliteTarget], ["postgres", postgresTarget]] as const) : ([["sqlite", sqliteTarget]] as const);

for (const [storeName, makeTarget] of targets) {
  describe(`${storeName}: refunds of a void round survive kill -9 (CRASH_SEED=${seed})`, () => {
    it(`refunds every bet exactly once across ${MIN_KILLS}+ kills in the middle of the refunds`, async () => {
      const random = prng(seed);
      const target = makeTarget();
      let kills = 0;
      let batches = 0;
      let nowMs = FIRST_ROUND_2026_11_22_MS;
      let players: User[] = [];
      const voidedIssues: string[] = [];
      try {
        while (kills < MIN_KILLS) {
          const store = await target.open();
          const app = await testApp(store, { startMs: nowMs, games: batches === 0 });
          if (batches === 0) players = await Promise.all(Array.from({ length: PLAYERS }, () => createPlayer(app, { balanceMinor: START_BALANCE })));
          await new RoundEngine(app.deps, { chainLength: 1000 }).tick();
          const round = roundAt(DEFAULT_SCHEDULE, nowMs);
          if (!round) throw new Error(`no round at ${new Date(nowMs).toISOString()}: the test ran out of sales day`);
          for (const player of players) {
            const placed = await placeBet(app.deps, { userId: player.id, roomId: 11, issue: round.issue, playTypes: PICKS[Math.floor(random() * PICKS.length)]!, stakeMinor: units(1 + Math.floor(random() * 5)) });
            if (!placed.ok) throw new Error(`bet refused: ${placed.error.code}`);
          }
          await store.close();
          batches += 1;
          voidedIssues.push(round.issue);
          // The engine comes back after an outage longer than the auto-void limit: this round is voided and refunded.
          const lateMs = round.drawAtMs + DEFAULT_AUTO_VOID_AFTER_MS + 1;
          let outcome: "killed" | "finished" = "killed";
          while (outcome === "killed") {
            outcome = await runAndKill(target.arg, lateMs, Math.floor(random() * 150));
            if (outcome === "killed") kills += 1;
          }
          // The next batch bets in the round that opens next.
          nowMs = nextRoundAfter(DEFAULT_SCHEDULE, lateMs)!.openAtMs + 1;
        }

        const store = await target.open();
        try {
          let bets = 0;
          for (const issue of voidedIssues) {
            const round = (await store.read((tx) => tx.rounds.get(1, issue)))!;
            expect(round).toMatchObject({ status: "void", digits: null, voided: { kind: "auto", code: "draw_late" } });
            expect(toHex(sha256(fromHex(round.revealedSeed!)!))).toBe(round.commitment);
            const roundBets = await store.read((tx) => tx.bets.ofRound(1, issue, 100_000));
            bets += roundBets.length;
            for (const bet of roundBets) {
              expect(bet).toMatchObject({ status: 1, hit: false, payoutMinor: bet.stakeMinor });
              expect(bet.refundedAtMs).not.toBeNull();
              expect(await store.read((tx) => tx.ledger.transferById(`void:bet${bet.id}`))).toMatchObject({ amountMinor: bet.stakeMinor, kind: "bet_refund" });
            }
            expect(await store.read((tx) => tx.refunds.ofRound(1, issue))).toEqual({ bets: roundBets.length, stakeMinor: roundBets.reduce((s, b) => s + b.stakeMinor, 0) });
          }
          // Every player has exactly their money back, and one refund line per bet.
          for (const player of players) {
            expect((await store.read((tx) => tx.ledger.balancesOfUser(player.id))).availableMinor).toBe(START_BALANCE);
            const mine = await store.read((tx) => tx.bets.ofUsers([player.id], EVER, { offset: 0, limit: 100_000 }));
            const lines = await store.read((tx) => tx.fundLog.ofUser(player.id, EVER, FUND_TYPE.refund, { offset: 0, limit: 100_000 }));
            expect(lines.map((line) => line.ref).sort()).toEqual(mine.map((b) => `bet:${b.id}`).sort());
          }
          const balances = await store.read((tx) => tx.ledger.allBalances());
          expect(stakesHeld(balances)).toBe(0);
          expect(await store.read((tx) => tx.ledger.balance("house"))).toBe(0);
          expect(checkLedgerInvariants(balances)).toEqual([]);
          expect((await store.read((tx) => tx.ledger.reconcile(100_000))).mismatches).toEqual([]);
          console.log(`void crash test (${target.name}): ${kills} kills over ${batches} voided rounds, ${bets} bets refunded exactly once (CRASH_SEED=${seed})`);
        } finally {
          await store.close();
        }
      } finally {
        await target.dispose();
      }
    }, 300_000);
  });
}
