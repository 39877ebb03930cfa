import { isCommitmentPublic, type RoundRecord } from "../../domain/rounds/round";
import type { StoreTx } from "../../ports/store";

/**
 * A round's commitment if it may be shown (isCommitmentPublic: the round before
 * it in the chain has closed, as stored), else null. `previous` saves the read
 * when the caller has the round before it at hand.
 */
export async function publicCommitment(tx: StoreTx, round: RoundRecord, previous?: RoundRecord | null): Promise<string | null> {
  if (round.chainIndex === 1) return round.commitment;
  const before =
    previous && previous.chainId === round.chainId && previous.chainIndex === round.chainIndex - 1
      ? previous
      : await tx.rounds.atChainPosition(round.chainId, round.chainIndex - 1);
  return isCommitmentPublic(round, before) ? round.commitment : null;
}
