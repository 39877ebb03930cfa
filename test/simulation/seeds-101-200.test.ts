import { seedSuite } from "./seed-suite";

// The other half of the 200 seeds (see seeds-001-100.test.ts).
seedSuite(100, 100);
