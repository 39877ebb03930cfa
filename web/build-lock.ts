import { mkdirSync, rmSync, statSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** A build takes well under this; a lock older than it was left by a killed process. */
const STALE_LOCK_MS = 5 * 60_000;
const POLL_MS = 250;

/**
 * Runs `work` while holding a lock directory beside the build's output, so that test files running in parallel
 * workers (or `npm start` beside a test run) never build into the same directory at once: one builds, the others
 * wait and then find the build fresh. mkdir is atomic on every file system Node runs on.
 */
export async function withBuildLock<T>(outputDir: string, work: () => Promise<T>): Promise<T> {
  const lockDir = `${outputDir.replace(/\/+$/, "")}.build-lock`;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const ageMs = Date.now() - (statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (ageMs > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true });
      else await sleep(POLL_MS);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
