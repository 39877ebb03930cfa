import { seedSuite } from "./seed-suite";

// Half of the 200 seeds: two files, so that vitest runs the halves on both cores.
seedSuite(0, 100);
