import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{src,adapters,simulator,test,web}/**/*.test.{ts,tsx}"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PostgreSQL suites share one database; files run in separate workers but each
    // suite creates its own schema, so parallel files do not collide.
    pool: "forks",
  },
});
