import { RoundEngine } from "../../src/application/rounds/round-engine";
import { runPeriodEnd } from "../../src/application/growth/run-period-end";
import { GROUP } from "../../src/domain/accounts/user";
import { PLAY_TYPE } from "../../src/domain/betting/outcome";
import { dayPeriod, growthDayOf } from "../../src/domain/growth/periods";
import { playerAccount, stakesAccount } from "../../src/domain/wallet/ledger";
import { units, type Minor } from "../../src/domain/money";
import { DEFAULT_SCHEDULE, roundAt } from "../../src/domain/rounds/schedule";
import type { Store } from "../../src/ports/store";
import { testApp } from "./app";

/**
 * A sales day of many players' settled bets, for the growth engine's crash and two-server tests: agents, the
 * players they invited (some without an agent), a few big players who reach the next VIP level, their deposits and
 * their bets of one round, placed straight in the store (thousands of bets through placeBet would take most of the
 * test) and settled by the real round engine. The day is two days before `nowMs` (the real clock of the servers
 * that will pay it): finished, past every run's grace, within every run's look-back.
 */
export interface GrowthDaySpec {
  readonly agents: number;
  readonly playersPerAgent: number;
  /** Players no agent invited: a rebate, no commission. */
  readonly loners: number;
  /** Players who stake enough to reach the next VIP level (a level-up bonus). */
  readonly whales: number;
  readonly nowMs: number;
}

export interface GrowthDay {
  readonly agentIds: readonly number[];
  readonly playerIds: readonly number[];
  /** The sales day the bets were settled on ("YYYY-MM-DD"). */
  readonly day: string;
}

const BATCH = 250;

/** Noon of the operator's day two days before `nowMs`: inside the default sales window. */
function noonTwoDaysBefore(nowMs: number): number {
  const today = dayPeriod(DEFAULT_SCHEDULE, growthDayOf(DEFAULT_SCHEDULE, nowMs));
  const twoDaysBefore = dayPeriod(DEFAULT_SCHEDULE, growthDayOf(DEFAULT_SCHEDULE, today.fromMs - 36 * 3_600_000));
  return twoDaysBefore.fromMs + 12 * 3_600_000;
}

export async function seedGrowthDay(store: Store, spec: GrowthDaySpec): Promise<GrowthDay> {
  const atMs = noonTwoDaysBefore(spec.nowMs);
  const app = await testApp(store, { startMs: atMs });
  const engine = new RoundEngine(app.deps, { chainLength: 1000 });
  await engine.tick();
  const round = roundAt(DEFAULT_SCHEDULE, atMs)!;

  const agentIds = await store.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < spec.agents; i++) ids.push((await tx.users.create(user(`agent${i}`, GROUP.agent, null, atMs)))!.id);
    return ids;
  });
  const specs: { inviterId: number | null; whale: boolean }[] = [
    ...agentIds.flatMap((inviterId) => Array.from({ length: spec.playersPerAgent }, () => ({ inviterId, whale: false }))),
    ...Array.from({ length: spec.loners }, () => ({ inviterId: null, whale: false })),
  ];
  // The whales are spread over the agents' teams and the loners.
  for (let i = 0; i < spec.whales && specs.length > 0; i++) specs[Math.floor((i * specs.length) / spec.whales)]!.whale = true;

  const playerIds: number[] = [];
  for (let start = 0; start < specs.length; start += BATCH) {
    await store.transaction(async (tx) => {
      for (const [offset, player] of specs.slice(start, start + BATCH).entries()) {
        const n = start + offset;
        const created = (await tx.users.create(user(`gp${n}`, GROUP.player, player.inviterId, atMs)))!;
        playerIds.push(created.id);
        const depositMinor = player.whale ? units(12_000) : units(500);
        await transfer(tx, `seed-deposit:${created.id}`, "world", playerAccount(created.id, "available"), depositMinor, "deposit", created.id, atMs);
        // Stakes that differ from player to player, so that rounding to the cent shows: 10.07, 23.19, ...
        const stakes: [number, Minor][] = player.whale ? [[PLAY_TYPE.big, units(10_000)]] : [[PLAY_TYPE.big, 1_000 + ((n * 37) % 2_000)], [PLAY_TYPE.single, 300 + ((n * 53) % 900)]];
        for (const [playType, stakeMinor] of stakes) {
          const bet = await tx.bets.insert({ orderNo: `G${n}-${playType}`, userId: created.id, gameId: 1, roomId: 11, issue: round.issue, playType, stakeMinor, oddsHundredths: 194, placedAtMs: atMs, followOfBetId: null });
          await transfer(tx, `bet:${bet.id}:stake`, playerAccount(created.id, "available"), stakesAccount(created.id), stakeMinor, "bet_stake", created.id, atMs);
        }
      }
    });
  }
  // The real engine draws and settles the round (bet_results stamped with the draw's time, that day).
  app.clock.set(round.drawAtMs);
  for (let i = 0; i < 100 && (await store.read((tx) => tx.rounds.get(1, round.issue)))?.status !== "settled"; i++) await engine.tick();
  if ((await store.read((tx) => tx.rounds.get(1, round.issue)))?.status !== "settled") throw new Error("the seeded round did not settle");
  return { agentIds, playerIds, day: growthDayOf(DEFAULT_SCHEDULE, atMs) };
}

function user(username: string, groupId: (typeof GROUP)[keyof typeof GROUP], inviterId: number | null, atMs: number) {
  return {
    username,
    nickname: "",
    mobile: "",
    passwordHash: "not-a-hash",
    role: "player" as const,
    groupId,
    inviterId,
    isSimulated: false,
    securityCodeHash: null,
    securityCodeFailures: 0,
    securityCodeLockedUntilMs: null,
    waterLimitPercent: 100,
    buyBanned: false,
    chatBanned: false,
    createdAtMs: atMs,
  };
}

type Tx = Parameters<Parameters<Store["transaction"]>[0]>[0];

async function transfer(tx: Tx, id: string, fromAccount: Parameters<Tx["ledger"]["transfer"]>[0]["fromAccount"], toAccount: Parameters<Tx["ledger"]["transfer"]>[0]["toAccount"], amountMinor: Minor, kind: "deposit" | "bet_stake", userId: number, atMs: number): Promise<void> {
  const outcome = await tx.ledger.transfer({ id, fromAccount, toAccount, amountMinor, kind, userId, ref: "seed", atMs });
  if (outcome !== "created") throw new Error(`seed transfer ${id}: ${outcome}`);
}

/** Every payment the growth engine made, as a sorted list of "key amount" lines: two databases paid the same iff equal. */
export async function paymentsOf(store: Store): Promise<string[]> {
  const rows = await store.read((tx) => tx.growthPayouts.inRange(null, { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, 0, 1_000_000));
  return rows.map((row) => `${row.key} ${row.amountMinor}`).sort();
}

/** The growth engine's runs for `nowMs`, in this process, on a store (the reference a crashed or shared run must match). */
export async function runGrowthOnce(store: Store, nowMs: number): Promise<void> {
  const app = await testApp(store, { startMs: nowMs, games: false });
  await runPeriodEnd(app.deps, nowMs);
}
