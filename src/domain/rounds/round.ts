/**
 * A round moves open -> closed -> drawn -> settled, never backwards and never
 * skipping a step, so a restart can always tell what is left to do. Any round
 * not yet settled may instead be voided (issue 41): "void" is terminal, like
 * "settled", and its bets are refunded (src/application/risk/void-round.ts).
 */
export const ROUND_STATUSES = ["open", "closed", "drawn", "settled", "void"] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
/** The ordinary progression; "void" is outside it (nextStatus never leads there). */
const PROGRESSION: readonly RoundStatus[] = ["open", "closed", "drawn", "settled"];
/** Statuses a round can be voided from: every one before "settled". */
export const VOIDABLE_STATUSES: readonly RoundStatus[] = ["open", "closed", "drawn"];
/** Whether a round has reached the end of its life (nothing more happens to it but refunds of a void). */
export const isFinal = (status: RoundStatus): boolean => status === "settled" || status === "void";

/** The five languages a void's reason is written in (the player's screens speak all of them). */
export const VOID_REASON_LANGS = ["zh", "tw", "en", "jp", "kor"] as const;
type VoidReasonLang = (typeof VOID_REASON_LANGS)[number];
export type VoidReasonText = Readonly<Record<VoidReasonLang, string>>;
/** Why the engine voided a round by itself: its draw was later than the operator's autoVoidAfterMs. */
export const AUTO_VOID_CODES = ["draw_late"] as const;
export type AutoVoidCode = (typeof AUTO_VOID_CODES)[number];

/**
 * What a voided round keeps: an operator's reason in five languages and who
 * voided it, or the engine's fixed reason code (the screens translate it); and when.
 */
export type RoundVoid =
  | { readonly kind: "operator"; readonly reason: VoidReasonText; readonly operatorId: number; readonly atMs: number }
  | { readonly kind: "auto"; readonly code: AutoVoidCode; readonly atMs: number };

export type Digits = readonly [number, number, number];

export interface RoundRecord {
  readonly gameId: number;
  readonly issue: string;
  readonly openAtMs: number;
  readonly closeAtMs: number;
  readonly drawAtMs: number;
  readonly status: RoundStatus;
  /** Seed chain this round's seed comes from, and its position in it. */
  readonly chainId: number;
  readonly chainIndex: number;
  /** SHA-256 of the round's seed, hex; stored before the round opens. */
  readonly commitment: string;
  /** The seed, hex; null until the round is drawn. */
  readonly revealedSeed: string | null;
  readonly digits: Digits | null;
  /** The draw formula (see fairness/draw.ts): 2 binds the draw to betsRoot; 1 for rounds from before that. */
  readonly drawScheme: DrawScheme;
  /** The Merkle root of the round's bets (fairness/bets-root.ts), fixed when betting closed; null before (and for scheme 1). */
  readonly betsRoot: string | null;
  /** Set when (and only when) the status is "void". */
  readonly voided: RoundVoid | null;
}

export type DrawScheme = 1 | 2;
/** The formula new rounds are created with. */
export const CURRENT_DRAW_SCHEME: DrawScheme = 2;

export const nextStatus = (status: RoundStatus): RoundStatus | null => {
  const index = PROGRESSION.indexOf(status);
  return index < 0 ? null : (PROGRESSION[index + 1] ?? null);
};

/**
 * Whether a round's commitment may be shown. A round's commitment is its
 * seed's hash, which is also the seed of the round before it in the chain: it
 * must stay secret until that earlier round has stopped taking bets. That is
 * read from the earlier round's stored status, never from a clock: a server
 * whose clock runs ahead would otherwise show it while another still takes
 * bets. The first round of a chain hashes to the chain's anchor, public anyway.
 */
export const isCommitmentPublic = (round: Pick<RoundRecord, "chainIndex">, previousInChain: Pick<RoundRecord, "status"> | null): boolean =>
  round.chainIndex === 1 || (previousInChain !== null && previousInChain.status !== "open");
