import { units } from "../src/domain/money";

/**
 * The simulated day's running promotion: a daily check-in (what it pays and the wagering it asks), read by the
 * bots that claim it (growth-claims.ts) and by the model that follows their wagering (growth.ts).
 */
/** The chance that a bot tries to check in during a round. */
export const CHECK_IN_RATE = 0.03;
export const CHECK_IN_MINOR = units(8);
export const CHECK_IN_WAGERING_MULTIPLE = 3;
