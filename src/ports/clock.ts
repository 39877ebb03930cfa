/** The only way the core learns the time. Real in the server, simulated in tests and the simulator. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  nowMs(): number;
}
