import { fail, ok, type Result } from "../../domain/errors";
import { checkVoidReason } from "../../domain/risk/void";
import type { RoundStatus, RoundVoid } from "../../domain/rounds/round";
import type { AppDeps } from "../deps";
import { oncePerRequest, recordAudit, type ConsoleRequestRefusal } from "../operations/audit-trail";
import { inTransaction, type Work } from "../unit-of-work";
import { decideVoid, refundVoidRound } from "./round-void";

export interface VoidRoundInput {
  readonly gameId: number;
  readonly issue: string;
  /** The reason in five languages, {zh, tw, en, jp, kor}: each present, at most VOID_REASON_MAX_CHARS. */
  readonly reason: unknown;
  readonly operatorId: number;
  /** The console's idempotency key: the same key sent twice voids once and answers the same. */
  readonly requestId?: string | null;
}

export interface VoidRoundOutcome {
  readonly gameId: number;
  readonly issue: string;
  /** The status the round was voided from ("open", "closed" or "drawn"). */
  readonly voidedFrom: RoundStatus;
  readonly voided: RoundVoid;
  /** Bets this call refunded (the round engine refunds any a crash left; a drawn round's settled bets keep their results). */
  readonly refundedBets: number;
  /**
   * False when the refunds stopped on a store error (a lost connection, a stakes shard short of its bets): the void
   * stands, and the round engine refunds the rest on its next ticks.
   */
  readonly refundsComplete: boolean;
}

export type VoidRoundRefusal = "ROUND_NOT_FOUND" | "ROUND_ALREADY_SETTLED" | "ROUND_ALREADY_VOID" | "ROUND_NOT_STARTED" | "VOID_REASON_INVALID" | ConsoleRequestRefusal;

const REFUSAL_OF = { missing: "ROUND_NOT_FOUND", settled: "ROUND_ALREADY_SETTLED", void: "ROUND_ALREADY_VOID", not_started: "ROUND_NOT_STARTED" } as const;

/**
 * An operator voids a round not yet settled (issue 41), with a reason in five
 * languages: the void (decideVoid: a compare-and-set on the round, its seed
 * revealed), the audit line and the console's idempotency key commit together;
 * then every open bet of the round is refunded once, a chunk per transaction.
 * A round whose predecessor in its seed chain still takes bets is refused
 * (ROUND_NOT_STARTED): revealing its seed would give that round's away.
 */
export async function voidRound(deps: Pick<AppDeps, "store" | "events" | "clock" | "random" | "seedVault">, input: VoidRoundInput): Promise<Result<VoidRoundOutcome, VoidRoundRefusal>> {
  const reason = checkVoidReason(input.reason);
  if (!reason.ok) return reason;
  if (!Number.isSafeInteger(input.gameId) || typeof input.issue !== "string" || input.issue.length === 0 || input.issue.length > 40) return fail("ROUND_NOT_FOUND");
  const nowMs = deps.clock.nowMs();
  const voided: RoundVoid = { kind: "operator", reason: reason.value, operatorId: input.operatorId, atMs: nowMs };
  const decided = await inTransaction(deps, (work: Work<Exclude<VoidRoundRefusal, "VOID_REASON_INVALID">>) =>
    oncePerRequest(work, { operatorId: input.operatorId, requestId: input.requestId, action: "round.void", atMs: nowMs }, async () => {
      const decision = await decideVoid(deps, work, input.gameId, input.issue, voided);
      if (!decision.decided) work.refuse(REFUSAL_OF[decision.why]);
      await recordAudit(work, {
        operatorId: input.operatorId,
        action: "round.void",
        target: { type: "round", id: `${input.gameId}:${input.issue}` },
        before: { status: decision.from },
        after: { status: "void", reason: reason.value },
        atMs: nowMs,
      });
      return { voidedFrom: decision.from };
    }),
  );
  if (!decided.ok) return decided;
  // A repeated request (same key) answers the first one's void and refunds whatever may still be open.
  let refundedBets = 0;
  let refundsComplete = true;
  try {
    await refundVoidRound(deps, input.gameId, input.issue, { onChunk: (bets) => void (refundedBets += bets) });
  } catch {
    // The void is committed whatever happens here: what is left is the engine's (voidedWithOpenBets), every tick.
    refundsComplete = false;
  }
  const round = await deps.store.read((tx) => tx.rounds.get(input.gameId, input.issue));
  return ok({ gameId: input.gameId, issue: input.issue, voidedFrom: decided.value.voidedFrom, voided: round?.voided ?? voided, refundedBets, refundsComplete });
}
