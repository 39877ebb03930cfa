/**
 * The end-of-day benchmark's database: `players` players (one in `AGENT_EVERY` an agent, the first agents
 * recruited by none and every other agent by one of them, so second-level commissions have someone to pay; half the
 * players invited by an agent) and `bets` bets settled over yesterday's rounds, written with plain SQL in one
 * transaction per table slice; one player in 20 a high roller whom the VIP review raises: through the repositories a million bets take minutes, and this measures the run,
 * not the seeding. The ledger stays consistent: per player one deposit (world -> available) at the start of the day,
 * one stake transfer (available -> stakes shard) with one collection (shard -> house) per shard, and one payout
 * transfer (house -> available) with what the player's bets won; the bets and their results are one row each, as
 * settlement leaves them. Yesterday's rounds are rows too (settled), on a chain of their own.
 */
import Database from "better-sqlite3";
import { payoutMinor, defaultOddsHundredths } from "../../../src/domain/betting/odds";
import { isWinning, PLAY_TYPES } from "../../../src/domain/betting/outcome";
import { GROUP } from "../../../src/domain/accounts/user";
import { playerAccount, stakesAccount, STAKES_SHARDS } from "../../../src/domain/wallet/ledger";
import { units } from "../../../src/domain/money";
import type { ScheduleConfig } from "../../../src/domain/rounds/schedule";
import { roundAt } from "../../../src/domain/rounds/schedule";

/** One player in this many is an agent; the first tenth of the agents recruit the other agents (second level). */
export const AGENT_EVERY = 100;
const DEPOSIT_MINOR = units(10_000);
/** One player in HIGH_ROLLER_EVERY stakes 25 times as much (and deposited 50,000.00): the VIP review raises them. */
const HIGH_ROLLER_EVERY = 20;
const HIGH_ROLLER_DEPOSIT_MINOR = units(50_000);

export interface EndOfDaySeed {
  readonly players: number;
  readonly agents: number;
  readonly invited: number;
  readonly bets: number;
  /** Players free to bet now (not agents), for the bets placed while the run goes. */
  readonly bettors: readonly number[];
  readonly seedMs: number;
}

/** A small seeded generator (mulberry32): the same database every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Seeds the migrated SQLite database at `file` (games installed, no players yet) with the day from `dayFromMs` to
 * `dayToMs` (yesterday, in the operator's zone). Bets are spread over the day's rounds; one player in ten also
 * hedges (big and small in one round), which counts for nothing.
 */
export function seedEndOfDay(file: string, schedule: ScheduleConfig, options: { players: number; bets: number; dayFromMs: number; dayToMs: number }): EndOfDaySeed {
  const started = performance.now();
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = OFF");
  // The rounds of yesterday name a chain of their own that no seed_chains row describes: nothing reads it.
  db.pragma("foreign_keys = OFF");
  const random = seeded(40);
  const rounds: { issue: string; openAtMs: number; closeAtMs: number; drawAtMs: number; digits: number[]; sum: number }[] = [];
  for (let atMs = options.dayFromMs; atMs < options.dayToMs; ) {
    const round = roundAt(schedule, atMs);
    if (round && round.drawAtMs <= options.dayToMs && rounds.at(-1)?.issue !== round.issue) {
      const digits = [0, 1, 2].map(() => Math.floor(random() * 10));
      rounds.push({ issue: round.issue, openAtMs: round.openAtMs, closeAtMs: round.closeAtMs, drawAtMs: round.drawAtMs, digits, sum: digits[0]! + digits[1]! + digits[2]! });
    }
    atMs = round ? round.drawAtMs : atMs + 60_000;
  }
  if (rounds.length === 0) throw new Error("no round settled in the day");
  const baseUserId = Number((db.prepare("select coalesce(max(id), 0) as id from users").get() as { id: number }).id) + 1;
  const agentCount = Math.max(1, Math.floor(options.players / AGENT_EVERY));
  const topAgents = Math.max(1, Math.floor(agentCount / 10));
  const agentId = (n: number) => baseUserId + n * AGENT_EVERY;
  const isAgent = (userId: number) => (userId - baseUserId) % AGENT_EVERY === 0 && (userId - baseUserId) / AGENT_EVERY < agentCount;
  const passwordHash = "bench-no-login";
  const insertUser = db.prepare(
    "insert into users (id, username, username_key, nickname, mobile, password_hash, role, group_id, inviter_id, is_simulated, water_limit_percent, created_at_ms) values (?, ?, ?, '', '', ?, 'player', ?, ?, 0, 100, ?)",
  );
  const insertAccount = db.prepare("insert into accounts (id, user_id, balance_minor) values (?, ?, ?)");
  const insertTransfer = db.prepare("insert into transfers (id, from_account, to_account, amount_minor, kind, user_id, ref, at_ms) values (?, ?, ?, ?, ?, ?, 'bench-eod', ?)");
  const insertBet = db.prepare(
    "insert into bets (id, order_no, user_id, game_id, room_id, issue, play_type, stake_minor, odds_hundredths, placed_at_ms, follow_of_bet_id) values (?, ?, ?, 1, 11, ?, ?, ?, ?, ?, null)",
  );
  const insertResult = db.prepare("insert into bet_results (bet_id, user_id, play_type, stake_minor, odds_hundredths, hit, payout_minor, settled_at_ms) values (?, ?, ?, ?, ?, ?, ?, ?)");
  const insertRound = db.prepare(
    "insert into rounds (game_id, issue, open_at_ms, close_at_ms, draw_at_ms, status, chain_id, chain_index, commitment, revealed_seed, d1, d2, d3, draw_scheme) values (1, ?, ?, ?, ?, 'settled', -40, ?, 'bench', 'bench', ?, ?, ?, 1)",
  );
  const rangePlays = PLAY_TYPES.filter((p) => p.playType < 100).map((p) => p.playType);
  const allPlays = PLAY_TYPES.map((p) => p.playType);
  const stakesByShard = new Map<number, number>();
  let betId = Number((db.prepare("select coalesce(max(id), 0) as id from bets").get() as { id: number }).id) + 1;
  let invited = 0;
  let house = 0;
  let deposits = 0;
  const bettors: number[] = [];

  db.transaction(() => {
    rounds.forEach((round, index) => insertRound.run(round.issue, round.openAtMs, round.closeAtMs, round.drawAtMs, index, ...round.digits));
  })();
  const SLICE = 5_000;
  for (let from = 0; from < options.players; from += SLICE) {
    db.transaction(() => {
      for (let n = from; n < Math.min(options.players, from + SLICE); n++) {
        const userId = baseUserId + n;
        const agent = isAgent(userId);
        const agentIndex = (userId - baseUserId) / AGENT_EVERY;
        // Agents past the first tenth were recruited by a top agent; half the players by some agent.
        const inviterId = agent ? (agentIndex >= topAgents ? agentId(agentIndex % topAgents) : null) : n % 2 === 0 ? agentId(Math.floor(random() * agentCount)) : null;
        if (inviterId !== null && !agent) invited += 1;
        insertUser.run(userId, `eod${n}`, `eod${n}`, passwordHash, agent ? GROUP.agent : GROUP.player, inviterId, options.dayFromMs - 86_400_000);
        if (!agent && bettors.length < 2_000) bettors.push(userId);
        // This player's share of the bets (the remainder to the first ones).
        const mine = Math.floor(options.bets / options.players) + (n < options.bets % options.players ? 1 : 0);
        let staked = 0;
        let won = 0;
        const hedger = n % 10 === 3;
        const highRoller = n % HIGH_ROLLER_EVERY === 7;
        const depositMinor = highRoller ? HIGH_ROLLER_DEPOSIT_MINOR : DEPOSIT_MINOR;
        deposits += depositMinor;
        let round = rounds[0]!;
        for (let k = 0; k < mine; k++) {
          // A hedger's bets come in pairs, big (1) then small (2) in the same round; the others pick any round and play.
          if (!hedger || k % 2 === 0) round = rounds[Math.floor(random() * rounds.length)]!;
          const playType = hedger ? rangePlays[k % 2]! : allPlays[Math.floor(random() * allPlays.length)]!;
          const stakeMinor = units(highRoller ? 250 : 10) * (1 + Math.floor(random() * 10));
          const odds = defaultOddsHundredths(playType);
          const hit = isWinning(playType, round.sum);
          const paidMinor = hit ? payoutMinor(stakeMinor, odds) : 0;
          insertBet.run(betId, `eod-${betId}`, userId, round.issue, playType, stakeMinor, odds, round.openAtMs + 1_000);
          insertResult.run(betId, userId, playType, stakeMinor, odds, hit ? 1 : 0, paidMinor, round.drawAtMs);
          betId += 1;
          staked += stakeMinor;
          won += paidMinor;
        }
        const available = playerAccount(userId, "available");
        insertAccount.run(available, userId, depositMinor - staked + won);
        insertTransfer.run(`eod-deposit:${userId}`, "world", available, depositMinor, "deposit", userId, options.dayFromMs);
        if (staked > 0) {
          const shard = stakesAccount(userId);
          insertTransfer.run(`eod-stake:${userId}`, available, shard, staked, "bet_stake", userId, options.dayFromMs + 1_000);
          const shardIndex = userId % STAKES_SHARDS;
          stakesByShard.set(shardIndex, (stakesByShard.get(shardIndex) ?? 0) + staked);
        }
        if (won > 0) insertTransfer.run(`eod-payout:${userId}`, "house", available, won, "bet_payout", userId, options.dayToMs - 1);
        house += staked - won;
      }
    })();
  }
  // The shards collected into the house; the world paid the deposits; the house is what it kept.
  db.transaction(() => {
    for (const [shard, amount] of stakesByShard) insertTransfer.run(`eod-collect:${shard}`, `stakes:${shard}`, "house", amount, "bet_collect", null, options.dayToMs - 1);
    const bump = db.prepare("insert into accounts (id, user_id, balance_minor) values (?, null, ?) on conflict (id) do update set balance_minor = balance_minor + excluded.balance_minor");
    bump.run("world", -deposits);
    bump.run("house", house);
    for (let shard = 0; shard < STAKES_SHARDS; shard++) bump.run(`stakes:${shard}`, 0);
  })();
  db.pragma("foreign_keys = ON");
  // The seeding wrote without syncing (synchronous = OFF): a few hundred MB of the database sit dirty in the OS
  // cache. Left there, the run's first WAL checkpoint (whose fsync of the database must write them all) or the kernel's
  // writeback 30 s later lands in the middle of the run, and a commit of the run waits 0.5-1 s on the disk for the
  // seeding's writes. Copy the log into the database and sync it now: the seeding is not the run.
  db.pragma("synchronous = FULL");
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
  return { players: options.players, agents: agentCount, invited, bets: betId - 1, bettors, seedMs: Math.round(performance.now() - started) };
}
