import { fail, ok, type Result } from "../errors";
import { VOID_REASON_LANGS, type RoundRecord, type VoidReasonText } from "../rounds/round";

/** The operator's reason, per language: what a bet's line and the fairness page can show whole. */
export const VOID_REASON_MAX_CHARS = 200;
/** Default of the risk setting autoVoidAfterMs: a round whose draw is 10 minutes late is voided instead of drawn. */
export const DEFAULT_AUTO_VOID_AFTER_MS = 600_000;

/** A reason in all five languages, each trimmed, present and at most VOID_REASON_MAX_CHARS (code points). */
export function checkVoidReason(input: unknown): Result<VoidReasonText, "VOID_REASON_INVALID"> {
  const given = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const reason: Partial<Record<(typeof VOID_REASON_LANGS)[number], string>> = {};
  for (const lang of VOID_REASON_LANGS) {
    const text = typeof given[lang] === "string" ? given[lang].trim() : "";
    if (text === "" || [...text].length > VOID_REASON_MAX_CHARS) return fail("VOID_REASON_INVALID", { lang, max: VOID_REASON_MAX_CHARS });
    reason[lang] = text;
  }
  return ok(reason as VoidReasonText);
}

/** Whether the engine voids a round instead of drawing it: its draw is late by more than `autoVoidAfterMs`. */
export const isDrawTooLate = (round: Pick<RoundRecord, "status" | "drawAtMs">, nowMs: number, autoVoidAfterMs: number): boolean =>
  (round.status === "open" || round.status === "closed") && nowMs - round.drawAtMs > autoVoidAfterMs;

/**
 * Whether a round's seed may be revealed as it is voided. The chain runs
 * backwards: seed(k-1) = H(seed(k)), and round k's commitment is H(seed(k)) =
 * seed(k-1) (src/domain/fairness, isCommitmentPublic). Revealing seed(k) thus
 * gives away seed(k-1), seed(k-2), ... (hash them): every one of those rounds
 * must have stopped taking bets, which, as rounds of a chain run in order, holds
 * when round k-1 has (its stored status is not "open"); the first round of a
 * chain hashes to the public anchor. Nothing later is exposed: seed(k+1) is a
 * preimage of seed(k), and the one later value seed(k) is, round k+1's
 * commitment, is public once round k stops taking bets, which the void itself
 * makes so in the same transaction (status "void" is not "open"). Round k itself
 * takes no bet from then on, so its own seed tells no one anything they can bet on.
 */
export const maySeedBeRevealedAtVoid = (round: Pick<RoundRecord, "chainIndex">, previousInChain: Pick<RoundRecord, "status"> | null): boolean =>
  round.chainIndex === 1 || (previousInChain !== null && previousInChain.status !== "open");
