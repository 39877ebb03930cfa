import { inclusionProof, type BetLeaf, type ProofStep } from "../../domain/fairness/bets-root";
import type { Result } from "../../domain/errors";
import type { Digits, DrawScheme } from "../../domain/rounds/round";
import { GROUP } from "../../domain/accounts/user";
import type { AppDeps } from "../deps";
import { roundLeaves } from "./round-bets-root";
import { inRead, type Refuse } from "../unit-of-work";
import { publicCommitment } from "./public-commitment";

/** What a player needs to check, in their own browser, that their bet counted and the draw was fair. */
export interface BetProof {
  readonly betId: number;
  readonly round: {
    readonly gameId: number;
    readonly issue: string;
    readonly drawScheme: DrawScheme;
    readonly commitment: string | null;
    readonly revealedSeed: string | null;
    readonly digits: Digits | null;
    readonly chainIndex: number;
    readonly anchor: string;
    readonly betsRoot: string | null;
  };
  /** The bet's leaf and its path to the round's bets root; null until the root is fixed (and for scheme-1 rounds). */
  readonly inclusion: { readonly leaf: BetLeaf; readonly index: number; readonly steps: readonly ProofStep[] } | null;
}

/** The proof of a bet the caller may see (their own, or, for an agent, a direct subordinate's); anyone else's is NOT_FOUND. */
export function betProof(deps: Pick<AppDeps, "store" | "seedVault">, userId: number, betId: number): Promise<Result<BetProof, "NOT_FOUND">> {
  return inRead(deps, async (tx, refuse: Refuse<"NOT_FOUND">) => {
    const bet = await tx.bets.byId(betId);
    if (bet === null) refuse("NOT_FOUND");
    if (bet.userId !== userId) {
      const caller = await tx.users.byId(userId);
      const owner = await tx.users.byId(bet.userId);
      if (!(caller?.groupId === GROUP.agent && owner?.inviterId === caller.id)) refuse("NOT_FOUND");
    }
    const round = (await tx.rounds.get(bet.gameId, bet.issue)) ?? refuse("NOT_FOUND");
    const chain = (await tx.seedChains.byId(round.chainId)) ?? refuse("NOT_FOUND");
    let inclusion: BetProof["inclusion"] = null;
    if (round.betsRoot !== null) {
      const proof = inclusionProof(await roundLeaves(tx, deps.seedVault, round), bet.id);
      if (proof !== null) inclusion = { leaf: proof.leaf, index: proof.index, steps: proof.steps };
    }
    return {
      betId: bet.id,
      round: {
        gameId: round.gameId,
        issue: round.issue,
        drawScheme: round.drawScheme,
        commitment: await publicCommitment(tx, round),
        revealedSeed: round.revealedSeed,
        digits: round.digits,
        chainIndex: round.chainIndex,
        anchor: chain.anchor,
        betsRoot: round.betsRoot,
      },
      inclusion,
    };
  });
}
