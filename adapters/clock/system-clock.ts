import type { Clock } from "../../src/ports/clock";

/** The real wall clock. */
export const systemClock: Clock = { nowMs: () => Date.now() };
