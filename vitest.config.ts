import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{src,adapters,simulator,test,web}/**/*.test.{ts,tsx}"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // PostgreSQL suites share one database; files run in separate workers but each
    // suite creates its own schema, so parallel files do not collide.
    pool: "forks",
    // Vitest's default on this 2-core machine is one worker (cores - 1), which runs every file in turn; most of a
    // browser or server suite's time is spent waiting on rounds and child processes, so two files at a time
    // shorten the run a lot. Browser suites build the client once between them (web/build-lock.ts).
    maxWorkers: 2,
    // The route table imports the home screen (it ships in the app's first file), and with it antd-mobile, whose
    // CommonJS build requires its own .css: unit tests load its ES build through Vite's transform instead.
    server: { deps: { inline: [/antd-mobile/] } },
    alias: [{ find: /^antd-mobile$/, replacement: "antd-mobile/es/index.js" }],
  },
});
