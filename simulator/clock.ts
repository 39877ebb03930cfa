import type { Clock } from "../src/ports/clock";

/** The simulator's time: it moves only when the driver moves it, and never backwards. */
export class SimulatedClock implements Clock {
  constructor(private currentMs: number) {
    if (!Number.isSafeInteger(currentMs)) throw new RangeError(`not an instant: ${currentMs}`);
  }

  nowMs(): number {
    return this.currentMs;
  }

  /** Moves to an instant at or after now (a driver bug if it is earlier). */
  set(ms: number): void {
    if (!Number.isSafeInteger(ms)) throw new RangeError(`not an instant: ${ms}`);
    if (ms < this.currentMs) throw new RangeError(`the simulated clock cannot go back from ${this.currentMs} to ${ms}`);
    this.currentMs = ms;
  }

  advance(ms: number): void {
    this.set(this.currentMs + ms);
  }
}
