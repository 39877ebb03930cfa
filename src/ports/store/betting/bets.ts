import type { BetRecord, NewBet, StakeInRound } from "../../../domain/betting/bet";
import type { Minor } from "../../../domain/money";
import type { Before, Page, TimeRange } from "../common";

/** The facts of a bet that its round's bets root fixes (with the owner, who is pseudonymised before hashing). */
type RoundBetFacts = Pick<BetRecord, "id" | "userId" | "playType" | "stakeMinor" | "placedAtMs">;

/** One player's stakes in a round, all rooms together (the console's exposure view, issue 41). */
interface RoundStaker {
  readonly userId: number;
  readonly stakeMinor: Minor;
  readonly bets: number;
}

/** A round's stakes on one play in one room (the console's exposure view: stakes and payouts per sum are built from these). */
export interface RoundPlayStake {
  readonly roomId: number;
  readonly playType: number;
  readonly stakeMinor: Minor;
  /** What these bets pay if the play wins: each bet's stake x its own odds, rounded down as settlement does, summed. */
  readonly payoutMinor: Minor;
  readonly bets: number;
}

export interface BetRepository {
  insert(bet: NewBet): Promise<BetRecord>;
  byId(id: number): Promise<BetRecord | null>;
  /** Issues of settled rounds of a game that still hold an unsettled bet, at most `limit` (there should be none). */
  settledRoundsWithUnsettledBets(gameId: number, limit: number): Promise<string[]>;
  /** What the round's bets root is built from, lowest id first after `afterId`, at most `limit` (keyset pages). */
  leavesOfRound(gameId: number, issue: string, afterId: number, limit: number): Promise<RoundBetFacts[]>;
  /** Unsettled bets of a round, lowest id first. */
  unsettled(gameId: number, issue: string, limit: number): Promise<BetRecord[]>;
  countUnsettled(gameId: number, issue: string): Promise<number>;
  /** Compare-and-set from accepted (0) to settled (1); false if it was already settled. */
  markSettled(id: number, hit: boolean, payoutMinor: Minor, settledAtMs: number): Promise<boolean>;
  ofUserInRound(userId: number, gameId: number, issue: string): Promise<BetRecord[]>;
  /**
   * The same bets as ofUserInRound, only what the rules read of them (every bet placed reads this): a whole
   * bet costs the read about four times as much, in building its rows.
   */
  stakesOfUserInRound(userId: number, gameId: number, issue: string): Promise<StakeInRound[]>;
  /** Newest first (placement time, then id); `before`: only bets placed before that one (keyset pages of an export). */
  ofUsers(userIds: readonly number[], range: TimeRange, page: Page, before?: Before | null): Promise<BetRecord[]>;
  ofRound(gameId: number, issue: string, limit: number): Promise<BetRecord[]>;
  /**
   * The round's players with the most staked, at most `limit`: the largest stake first, then the lowest user id.
   * Reads the round's bets once through bets_round_id (its cost grows with the round, never with the table).
   */
  topStakersOfRound(gameId: number, issue: string, limit: number): Promise<RoundStaker[]>;
  /** The round's stakes by room and play (at most rooms x play types rows), room then play type ascending; same read as topStakersOfRound. */
  stakesByPlayOfRound(gameId: number, issue: string): Promise<RoundPlayStake[]>;
  /** Winning settled bets, newest settlement first (the home page's activity feed of real wins). */
  recentWins(limit: number): Promise<BetRecord[]>;
}
