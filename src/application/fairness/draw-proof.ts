import { betsRoot as rootOf, type BetLeaf } from "../../domain/fairness/bets-root";
import { verifyDraw, type VerifyDrawResult } from "../../domain/fairness/verify";
import { fail, ok, type Result } from "../../domain/errors";
import type { Digits, DrawScheme, RoundStatus, RoundVoid } from "../../domain/rounds/round";
import type { SeedVault } from "../../ports/seed-vault";
import type { StoreTx } from "../../ports/store";
import { roundLeaves } from "./round-bets-root";
import { publicCommitment } from "./public-commitment";

/** What anyone may see of a round to check its draw: nothing secret before its time. */
export interface DrawProof {
  readonly gameId: number;
  readonly issue: string;
  readonly status: RoundStatus;
  readonly drawAtMs: number;
  /** null while publishing it would reveal the previous round's seed early. */
  readonly commitment: string | null;
  readonly revealedSeed: string | null;
  readonly digits: Digits | null;
  readonly chainIndex: number;
  /** The chain's anchor, public from the chain's creation. */
  readonly anchor: string;
  /** 2: the draw is bound to betsRoot; 1: a round from before that. */
  readonly drawScheme: DrawScheme;
  /** The Merkle root of the round's bets, fixed when betting closed (null before, and for scheme 1). */
  readonly betsRoot: string | null;
  /** Every bet of the round as hashed into betsRoot (players pseudonymised), ascending bet id; null until the root is fixed. */
  readonly leaves: readonly BetLeaf[] | null;
  /** Whether the bets the store holds now still hash to the fixed root; null before it is fixed. */
  readonly leavesMatchRoot: boolean | null;
  /** Recomputed here for convenience; a sceptic recomputes it themselves. */
  readonly verification: VerifyDrawResult | null;
  /** A voided round (issue 41): why, who and when; its seed is revealed all the same (revealedSeed), hashing to the commitment. */
  readonly voided: RoundVoid | null;
}

/**
 * The proof of one round's draw. `vault` gives the per-round pepper of the
 * players' pseudonyms (never published), so the leaves can be recomputed from
 * the stored bets: a bet changed, added or removed after the close no longer
 * hashes to the root, and the proof says so.
 */
export async function drawProof(tx: StoreTx, vault: SeedVault, gameId: number, issue: string): Promise<Result<DrawProof, "NOT_FOUND">> {
  const round = await tx.rounds.get(gameId, issue);
  if (!round) return fail("NOT_FOUND");
  const chain = await tx.seedChains.byId(round.chainId);
  if (!chain) return fail("NOT_FOUND");
  const drawn = round.revealedSeed !== null && round.digits !== null;
  const leaves = round.betsRoot === null ? null : await roundLeaves(tx, vault, round);
  const leavesMatchRoot = leaves === null ? null : rootOf(leaves) === round.betsRoot;
  const verification = drawn
    ? verifyDraw({ gameId, issue, commitment: round.commitment, revealedSeed: round.revealedSeed!, digits: round.digits!, chainIndex: round.chainIndex, anchor: chain.anchor, betsRoot: round.betsRoot })
    : null;
  return ok({
    gameId,
    issue,
    status: round.status,
    drawAtMs: round.drawAtMs,
    commitment: await publicCommitment(tx, round),
    revealedSeed: round.revealedSeed,
    digits: round.digits,
    chainIndex: round.chainIndex,
    anchor: chain.anchor,
    drawScheme: round.drawScheme,
    betsRoot: round.betsRoot,
    leaves,
    leavesMatchRoot,
    // A scheme-2 round whose bets no longer hash to its root fails, whatever its digits say.
    verification:
      verification && leavesMatchRoot === false
        ? { ...verification, ok: false, reason: "the round's bets no longer hash to the root fixed when betting closed" }
        : verification,
    voided: round.voided,
  });
}
