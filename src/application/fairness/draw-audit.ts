import { verifyChainLink, verifyDraw } from "../../domain/fairness/verify";
import type { Result } from "../../domain/errors";
import { fail } from "../../domain/errors";
import type { Digits, RoundRecord, RoundStatus, RoundVoid } from "../../domain/rounds/round";
import { publicCommitment } from "./public-commitment";
import { roundsOfSalesDay } from "../../domain/rounds/schedule-versions";
import { scheduleOf } from "../rounds/schedule-book";
import type { AppDeps } from "../deps";
import { inRead } from "../unit-of-work";

export interface DrawAuditLine {
  readonly issue: string;
  readonly status: RoundStatus;
  readonly drawAtMs: number;
  /** null before the round opens: it is the seed of the round before, and nobody, operators included, may see it early. */
  readonly commitment: string | null;
  readonly revealedSeed: string | null;
  readonly digits: Digits | null;
  readonly chainId: number;
  readonly chainIndex: number;
  /**
   * "verified": the revealed seed hashes to the commitment and yields the digits, and
   * it is the commitment of the round before in the same chain (when that round is listed);
   * "pending": not drawn yet; "failed": a check failed (see reason).
   */
  readonly verification: "verified" | "pending" | "failed";
  readonly reason: string | null;
  /** Set when the round was voided (issue 41): who or what voided it, why, when; its seed is revealed, it has no digits. */
  readonly voided: RoundVoid | null;
}

/**
 * Every round of one sales day of a game with its commitment, revealed seed
 * and verification, oldest first. The per-round chain-to-anchor check costs
 * one hash per chain step, so it runs in the public proof (round.proof,
 * /fairness/:gameId/:issue), not for a whole day at once; here consecutive
 * rounds are checked against each other, which links the whole day.
 */
export async function drawAudit(deps: Pick<AppDeps, "store" | "schedule" | "clock">, input: { readonly gameId: number; readonly salesDay: string }): Promise<Result<readonly DrawAuditLine[], "INVALID_INPUT">> {
  if (!/^\d{8}$/.test(input.salesDay)) return fail("INVALID_INPUT", { field: "day" });
  const scheduled = roundsOfSalesDay(scheduleOf(deps), input.salesDay);
  if (scheduled.length === 0) return { ok: true, value: [] };
  return inRead(deps, async (tx) => {
    if ((await tx.games.byId(input.gameId)) === null) return [];
    const lines: DrawAuditLine[] = [];
    let previous: { chainId: number; chainIndex: number; revealedSeed: string | null } | null = null;
    let previousRound: RoundRecord | null = null;
    for (const planned of scheduled) {
      const round = await tx.rounds.get(input.gameId, planned.issue);
      if (round === null) continue;
      let verification: DrawAuditLine["verification"] = "pending";
      let reason: string | null = null;
      if (round.revealedSeed !== null && round.digits !== null) {
        const checked = verifyDraw({ gameId: round.gameId, issue: round.issue, commitment: round.commitment, revealedSeed: round.revealedSeed, digits: round.digits, betsRoot: round.betsRoot });
        verification = checked.ok ? "verified" : "failed";
        reason = checked.ok ? null : (checked.reason ?? "verification failed");
      }
      // seed[k-1] = SHA-256(seed[k]) = commitment of round k: the round before, in the same chain, revealed exactly this.
      const linked = previous !== null && previous.chainId === round.chainId && previous.chainIndex === round.chainIndex - 1 && previous.revealedSeed !== null;
      if (linked && verification !== "failed" && !verifyChainLink(previous!.revealedSeed!, round.commitment)) {
        verification = "failed";
        reason = "the previous round's revealed seed is not this round's commitment";
      }
      lines.push({
        issue: round.issue,
        status: round.status,
        drawAtMs: round.drawAtMs,
        commitment: await publicCommitment(tx, round, previousRound),
        revealedSeed: round.revealedSeed,
        digits: round.digits,
        chainId: round.chainId,
        chainIndex: round.chainIndex,
        verification,
        reason,
        voided: round.voided,
      });
      previous = round;
      previousRound = round;
    }
    return lines;
  });
}
