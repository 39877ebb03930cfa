import { drawProof, type DrawProof } from "../../src/application/fairness/draw-proof";
import type { SeedVault } from "../../src/ports/seed-vault";
import type { Store } from "../../src/ports/store";

/** One round's verdict, as `npm run verify` prints it. */
export interface RoundVerdict {
  readonly issue: string;
  readonly ok: boolean;
  readonly lines: readonly string[];
}

const PAGE = 500;

/** The drawn rounds of a game, oldest first (for --all). */
async function drawnIssues(store: Store, gameId: number): Promise<string[]> {
  const issues: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await store.read((tx) => tx.rounds.drawnBetween(gameId, { fromMs: 0, toMs: Number.MAX_SAFE_INTEGER }, { offset, limit: PAGE }));
    issues.push(...page.map((round) => round.issue));
    if (page.length < PAGE) return issues.reverse();
  }
}

function describe(proof: DrawProof): RoundVerdict {
  const { verification } = proof;
  const lines = [
    `game ${proof.gameId} issue ${proof.issue}`,
    `  digits        ${proof.digits!.join(" ")}  (sum ${proof.digits!.reduce((a, b) => a + b, 0)})`,
    `  revealed seed ${proof.revealedSeed}`,
    `  commitment    ${proof.commitment ?? "(not public yet)"}`,
    `  chain anchor  ${proof.anchor}  (position ${proof.chainIndex})`,
    proof.drawScheme === 2 ? `  bets root     ${proof.betsRoot}  (${proof.leaves?.length ?? 0} bets)` : "  draw scheme 1 (from before draws were bound to the bets)",
    `  seed hashes to commitment: ${verification!.checks.commitmentMatches ? "yes" : "NO"}`,
    `  digits recomputed from seed${proof.drawScheme === 2 ? " and bets root" : ""}: ${verification!.checks.digitsMatch ? "yes" : "NO"}${verification!.expectedDigits ? ` (${verification!.expectedDigits.join(" ")})` : ""}`,
    `  seed hashes to the chain anchor: ${verification!.checks.chainMatches === null ? "not checked" : verification!.checks.chainMatches ? "yes" : "NO"}`,
  ];
  if (proof.drawScheme === 2) lines.push(`  stored bets hash to the bets root: ${proof.leavesMatchRoot ? "yes" : "NO"}`);
  lines.push(verification!.ok ? "VERIFIED" : `NOT VERIFIED: ${verification!.reason ?? "mismatch"}`);
  return { issue: proof.issue, ok: verification!.ok, lines };
}

/**
 * Checks drawn rounds from the store: the seed against the commitment and the
 * chain anchor, the digits against the seed (and the bets root), and the bets
 * the store holds now against the root fixed when betting closed.
 * `issues` "all" means every drawn round of the game. Rounds not drawn or not
 * found are reported as failures with the reason.
 */
export async function verifyRounds(store: Store, vault: SeedVault, gameId: number, issues: readonly string[] | "all"): Promise<RoundVerdict[]> {
  const list = issues === "all" ? await drawnIssues(store, gameId) : issues;
  const verdicts: RoundVerdict[] = [];
  for (const issue of list) {
    const proof = await store.read((tx) => drawProof(tx, vault, gameId, issue));
    if (!proof.ok) verdicts.push({ issue, ok: false, lines: [`no round ${issue} in game ${gameId}`] });
    else if (!proof.value.verification) verdicts.push({ issue, ok: false, lines: [`round ${issue} of game ${gameId} is ${proof.value.status}: not drawn yet, nothing to verify`] });
    else verdicts.push(describe(proof.value));
  }
  return verdicts;
}
