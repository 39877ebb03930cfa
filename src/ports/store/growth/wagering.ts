import type { Minor } from "../../../domain/money";

/**
 * A bonus's wagering requirement (migration 037). `outstandingAfterMinor` is the fold's checkpoint: what the player
 * still had to stake right after this requirement was added (wagering-fold.ts), so the current amount is that
 * minus the stakes settled since, never below zero.
 */
interface WageringRequirement {
  readonly id: number;
  readonly userId: number;
  /** The bonus's payout key: one requirement per bonus. */
  readonly payoutKey: string;
  readonly bonusMinor: Minor;
  readonly multiple: number;
  readonly requiredMinor: Minor;
  readonly outstandingAfterMinor: Minor;
  readonly atMs: number;
}

export interface WageringRepository {
  /** Adds a requirement; false when its bonus has one already. */
  add(requirement: Omit<WageringRequirement, "id">): Promise<boolean>;
  /** The player's latest requirement (the checkpoint), or null when they never had one. */
  latest(userId: number): Promise<WageringRequirement | null>;
}
