/**
 * Who may drive the rounds. Correctness never depends on it (every round step
 * is a compare-and-set), but one driver at a time avoids wasted work and keeps
 * round creation (which continues a seed chain) single-writer.
 */
export interface Leadership {
  /** true when this process is (or has just become) the driver. */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

/** SQLite lives on one machine and is driven by the one server process that opened it. */
export const soleLeadership: Leadership = {
  acquire: async () => true,
  release: async () => {},
};
