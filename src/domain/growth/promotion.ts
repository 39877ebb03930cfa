import type { Minor } from "../money";

/**
 * A promotion of the activity centre (issue 40): what it gives (its reward), to whom (its eligibility), when
 * (start and end, and the operator's status) and what a bonus of it asks before it may be withdrawn (its wagering
 * multiple). Money in minor units, rates in basis points.
 */
export const PROMOTION_KINDS = ["first_deposit", "check_in", "red_packet"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** running: claimable between start and end; paused: not claimable until resumed; ended: never again. */
export const PROMOTION_STATUSES = ["running", "paused", "ended"] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Terms are written in each of the five languages of the site. */
export const PROMOTION_LANGS = ["zh", "tw", "en", "jp", "kor"] as const;
export type PromotionLang = (typeof PROMOTION_LANGS)[number];

interface PromotionText {
  readonly title: string;
  readonly body: string;
}
export type PromotionTerms = Readonly<Record<PromotionLang, PromotionText>>;

/** What a promotion pays, by kind. */
export type PromotionReward =
  /** x % (percentBp) of the player's first approved deposit, at most capMinor; paid when the deposit is approved. */
  | { readonly kind: "first_deposit"; readonly percentBp: number; readonly capMinor: Minor }
  /** A fixed amount, once per player and operator's day. */
  | { readonly kind: "check_in"; readonly amountMinor: Minor }
  /**
   * A pool split at random into `packets` shares among the first players who claim between start and end, each
   * needing settled stakes of at least turnoverMinor on the operator's day they claim.
   */
  | { readonly kind: "red_packet"; readonly poolMinor: Minor; readonly packets: number; readonly turnoverMinor: Minor };

/** Who may take part. */
export interface PromotionEligibility {
  /** The least VIP level (0 junior, which everyone holds, ... 3 supreme). */
  readonly minLevel: number;
  /** Only players registered at most NEW_PLAYER_DAYS before they claim (see promotion-eligibility.ts). */
  readonly newPlayersOnly: boolean;
  /**
   * Deposits of at least this much (0: none needed): for a first-deposit bonus the deposit itself, otherwise the
   * approved deposits of the operator's day the player claims on.
   */
  readonly minDepositMinor: Minor;
  /** One claim per client address as well as per player (against many accounts of one abuser). */
  readonly onePerAddress: boolean;
}

/** Everything the operator decides about a promotion (the console's form). */
export interface PromotionDraft {
  readonly terms: PromotionTerms;
  readonly startMs: number;
  readonly endMs: number;
  readonly reward: PromotionReward;
  readonly eligibility: PromotionEligibility;
  /** A bonus of B asks for B x this of stakes settled after it before any withdrawal (0: none). */
  readonly wageringMultiple: number;
}

export interface Promotion extends PromotionDraft {
  readonly id: number;
  readonly status: PromotionStatus;
  readonly createdAtMs: number;
  readonly updatedAtMs: number;
}

/** A red packet's pool as it stands: what is left to share and how many shares are left. */
export interface RedPacketState {
  readonly remainingMinor: Minor;
  readonly remainingPackets: number;
}

/** One claim of a promotion by a player (a check-in has one per day). */
export interface PromotionClaim {
  readonly id: number;
  readonly promotionId: number;
  readonly userId: number;
  /** The operator's day of a check-in ("YYYY-MM-DD"); "" for the once-only kinds. */
  readonly day: string;
  readonly amountMinor: Minor;
  readonly atMs: number;
}

/** Whether players can claim it now: running, and between its start and end. */
export const isRunningAt = (promotion: Pick<Promotion, "status" | "startMs" | "endMs">, nowMs: number): boolean =>
  promotion.status === "running" && promotion.startMs <= nowMs && nowMs < promotion.endMs;

/** What a claim of this kind is once per: a check-in once per day, the others once ever. */
export const claimDayOf = (kind: PromotionKind, day: string): string => (kind === "check_in" ? day : "");

/** The fund line's mark and the payout's source of a promotion's bonus (the contract with the fund screens). */
export const promotionMark = (id: number): string => `bonus:promotion:${id}`;
export const promotionSource = (id: number): string => `promotion:${id}`;
/** What a bonus's payout key is once per: `promotion:<id>`, or `promotion:<id>:<day>` for a check-in. */
export const promotionOnce = (id: number, claimDay: string): string => (claimDay === "" ? `promotion:${id}` : `promotion:${id}:${claimDay}`);
