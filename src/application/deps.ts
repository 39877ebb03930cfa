import type { DrawScheme } from "../domain/rounds/round";
import type { ScheduleConfig } from "../domain/rounds/schedule";
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
  /** Sign-ups one client address may make an hour (SIGNUPS_PER_ADDRESS_PER_HOUR); 20 unless set, 0 for no limit. */
  readonly signupsPerAddressPerHour?: number;
  /**
   * The draw formula new rounds get: 2 (bound to the round's bets) unless set.
   * The server never sets it; tests that must know a draw before its bets are
   * placed (to bet the winning side) create rounds of scheme 1.
   */
  readonly drawScheme?: DrawScheme;
  /** How long withdrawals to changed payout details wait (PAYOUT_CHANGE_HOLD_HOURS); 24 hours unless set. */
  readonly payoutChangeHoldMs?: number;
  /** A minute of the reality check's interval (REALITY_CHECK_MINUTE_MS): 60,000 unless set; the browser tests shorten it. */
  readonly realityCheckMinuteMs?: number;
}
