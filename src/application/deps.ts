import type { ScheduleConfig } from "../domain/schedule";
import type { Clock } from "../ports/clock";
import type { EventBus } from "../ports/events";
import type { PasswordHasher } from "../ports/hasher";
import type { RandomSource } from "../ports/random";
import type { SeedVault } from "../ports/seed-vault";
import type { Store } from "../ports/store";

/** Everything a use case may touch, handed in by the composition root (server, simulator or test). */
export interface AppDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly hasher: PasswordHasher;
  /** Seals and opens the seed chains' secrets under a key that is never in the database. */
  readonly seedVault: SeedVault;
  readonly events: EventBus;
  readonly schedule: ScheduleConfig;
  /** The operator allows sign-up without an invite code (OPEN_SIGNUP); off unless set. */
  readonly openSignup?: boolean;
  /** How long withdrawals to changed payout details wait (PAYOUT_CHANGE_HOLD_HOURS); 24 hours unless set. */
  readonly payoutChangeHoldMs?: number;
}
