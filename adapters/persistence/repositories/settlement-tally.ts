import { invariant } from "../../../src/domain/errors";
import { stakesAccount, type StakesShard } from "../../../src/domain/wallet/ledger";
import { multiplyByOdds, type Minor } from "../../../src/domain/money";

/** What settling a chunk hands back for each bet it settled (settlement.ts, step 1): the bet and its result. */
export interface SettledRow {
  id: number;
  user_id: number;
  play_type: number;
  stake_minor: number;
  odds_hundredths: number;
  hit: number;
  payout_minor: number;
}

/**
 * SettledRow's seven columns of each settled bet, in that order and in bet-id
 * order, as one space-separated text (how PostgreSQL hands a chunk's results
 * back); every value must be a safe integer, as int8 columns are (parseInt8).
 */
export function settledRowsOf(flat: string): SettledRow[] {
  const texts = flat.split(" ");
  invariant(texts.length % 7 === 0, "malformed settled rows");
  const at = (i: number): number => {
    const text = texts[i]!;
    const value = Number(text);
    // An empty field (two spaces) would read as 0. The message only on failure: building
    // it for each of a chunk's 35,000 values cost more than parsing them.
    if (text === "" || !Number.isSafeInteger(value)) invariant(false, `settled row value "${text}" is not a safe integer`);
    return value;
  };
  const rows: SettledRow[] = [];
  for (let i = 0; i < texts.length; i += 7) {
    rows.push({ id: at(i), user_id: at(i + 1), play_type: at(i + 2), stake_minor: at(i + 3), odds_hundredths: at(i + 4), hit: at(i + 5), payout_minor: at(i + 6) });
  }
  return rows;
}

/** What a settled chunk adds up to: its stakes and payouts, who was paid, and what each stakes shard gives up. */
export interface ChunkTally {
  readonly stakesMinor: Minor;
  readonly payoutsMinor: Minor;
  readonly paidUserIds: ReadonlySet<number>;
  readonly paidIds: readonly number[];
  /** Per stakes shard, in shard order (the order step 6 locks the rows in): the stakes to collect and the lowest bet id (the collect's id). */
  readonly collects: readonly (readonly [StakesShard, { readonly stakesMinor: Minor; readonly lowestId: number }])[];
}

/** Sums a settled chunk, checking every payout against the domain's arithmetic to the cent (assertions stay on). */
export function tallyChunk(settled: readonly SettledRow[], winningPlayTypes: readonly number[]): ChunkTally {
  const wins = new Set(winningPlayTypes);
  let stakesMinor: Minor = 0;
  let payoutsMinor: Minor = 0;
  const paidUserIds = new Set<number>();
  const paidIds: number[] = [];
  const shards = new Map<StakesShard, { stakesMinor: Minor; lowestId: number }>();
  for (const bet of settled) {
    const shard = stakesAccount(bet.user_id);
    const held = shards.get(shard);
    if (held) {
      held.stakesMinor += bet.stake_minor;
      held.lowestId = Math.min(held.lowestId, bet.id);
    } else shards.set(shard, { stakesMinor: bet.stake_minor, lowestId: bet.id });
    const won = wins.has(bet.play_type);
    const expected = won ? multiplyByOdds(bet.stake_minor, bet.odds_hundredths) : 0;
    invariant(bet.hit === (won ? 1 : 0) && bet.payout_minor === expected, `bet ${bet.id}: settled with payout ${bet.payout_minor}, expected ${expected}`);
    stakesMinor += bet.stake_minor;
    payoutsMinor += bet.payout_minor;
    if (bet.payout_minor > 0) {
      paidUserIds.add(bet.user_id);
      paidIds.push(bet.id);
    }
  }
  invariant(Number.isSafeInteger(stakesMinor) && Number.isSafeInteger(payoutsMinor), "chunk totals are not safe integers");
  const collects = [...shards].filter(([, held]) => held.stakesMinor > 0).sort(([a], [b]) => a.localeCompare(b));
  invariant(collects.every(([, held]) => Number.isSafeInteger(held.stakesMinor)), "shard totals are not safe integers");
  return { stakesMinor, payoutsMinor, paidUserIds, paidIds, collects };
}
