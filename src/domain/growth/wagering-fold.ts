import type { Minor } from "../money";

/**
 * Bonus wagering (issue 40): each bonus of B with a multiple of m asks for B x m of stakes settled after it before
 * the player may withdraw. What is outstanding is a fold over the player's history in time order: a bonus adds its
 * requirement; a settled stake pays down whatever is outstanding at that moment (a stake settled before a bonus
 * never counts towards it, since nothing of that bonus was outstanding then), never below zero.
 */
export type WageringEvent =
  | { readonly kind: "requirement"; readonly requiredMinor: Minor }
  | { readonly kind: "stake"; readonly stakeMinor: Minor };

/** One step of the fold. */
export function wageringStep(outstandingMinor: Minor, event: WageringEvent): Minor {
  return event.kind === "requirement" ? outstandingMinor + event.requiredMinor : Math.max(0, outstandingMinor - event.stakeMinor);
}

/** What is outstanding after the events, oldest first. */
export const outstandingWageringMinor = (events: readonly WageringEvent[]): Minor => events.reduce(wageringStep, 0);

/** A bonus's requirement: the bonus times the multiple. */
export const wageringRequiredMinor = (bonusMinor: Minor, multiple: number): Minor => bonusMinor * multiple;

/**
 * The fold resumed from a checkpoint: the outstanding amount right after the latest requirement was added, and
 * the stakes settled since. Stakes between two checkpoints are folded when the later requirement is added
 * (wagering requirements store the outstanding amount after them), so a withdrawal reads one sum, not a history.
 * Equal to the fold over the whole history (the property test checks it).
 */
export interface WageringCheckpoint {
  readonly outstandingMinor: Minor;
  readonly stakedSinceMinor: Minor;
}

export const outstandingFromCheckpoint = (checkpoint: WageringCheckpoint | null): Minor =>
  checkpoint === null ? 0 : wageringStep(checkpoint.outstandingMinor, { kind: "stake", stakeMinor: checkpoint.stakedSinceMinor });

/** No bonus, nothing outstanding. */
export const NO_WAGERING: WageringCheckpoint = { outstandingMinor: 0, stakedSinceMinor: 0 };
