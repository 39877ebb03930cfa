import { verifyDraw, type VerifyDrawResult } from "../../domain/fairness/verify";
import { fail, ok, type Result } from "../../domain/errors";
import type { Digits, RoundStatus } from "../../domain/round";
import { publicCommitment } from "./public-commitment";
import type { StoreTx } from "../../ports/store";

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
  /** Recomputed here for convenience; a sceptic recomputes it themselves. */
  readonly verification: VerifyDrawResult | null;
}

/** The proof of one round's draw. */
export async function drawProof(tx: StoreTx, gameId: number, issue: string): Promise<Result<DrawProof>> {
  const round = await tx.rounds.get(gameId, issue);
  if (!round) return fail("NOT_FOUND");
  const chain = await tx.seedChains.byId(round.chainId);
  if (!chain) return fail("NOT_FOUND");
  const drawn = round.revealedSeed !== null && round.digits !== null;
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
    verification: drawn
      ? verifyDraw({ gameId, issue, commitment: round.commitment, revealedSeed: round.revealedSeed!, digits: round.digits!, chainIndex: round.chainIndex, anchor: chain.anchor })
      : null,
  });
}
