/**
 * Builds the web client into web/dist unless the last build came from the same
 * sources: `npm start` and the browser tests call this, so a fresh checkout
 * serves a current client and an unchanged one starts at once.
 *
 *   tsx web/build.ts          build if stale
 *   tsx web/build.ts --force  always build
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { withBuildLock } from "./build-lock";
import { compressBuild } from "./compress";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const repoRoot = resolve(import.meta.dirname, "..");
const webRoot = join(repoRoot, "web");
/** WEB_DIST_DIR builds elsewhere (parallel checkouts of the tests must not share one build). */
export const distDir = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : join(webRoot, "dist");
const stampFile = join(distDir, ".source-hash");

/** Everything a build reads: the client, the pure core modules it may import, the toolchain's versions. */
const INPUTS = ["web/index.html", "web/offline.html", "web/vite.config.ts", "web/chunks.ts", "web/compress.ts", "web/pwa.config.ts", "web/public", "web/src", "src", "package-lock.json"];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** A hash of every input file's path and content (tests are left out: they do not ship). */
export function sourceHash(): string {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap((input) => filesUnder(join(repoRoot, input)))) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(relative(repoRoot, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

export function isBuildFresh(): boolean {
  return existsSync(join(distDir, "index.html")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === sourceHash();
}

/** Runs the production build (web/vite.config.ts) and records what it was built from. */
export async function buildWeb(options: { quiet?: boolean } = {}): Promise<void> {
  const hash = sourceHash();
  const { build } = await import("vite");
  // Under a test runner NODE_ENV is "test", which would give React's development build: the served client is always the production one.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile: join(webRoot, "vite.config.ts"), mode: "production", logLevel: options.quiet ? "warn" : "info", build: { outDir: distDir } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  // Brotli and gzip beside every file, made once here, never per request (issue 39).
  const compressed = await compressBuild(distDir);
  if (!options.quiet) console.log(`compressed ${compressed.files} files: ${kb(compressed.bytes)} -> brotli ${kb(compressed.brotliBytes)}, gzip ${kb(compressed.gzipBytes)}`);
  writeFileSync(stampFile, hash);
}

export async function buildWebIfStale(options: { quiet?: boolean } = {}): Promise<"built" | "fresh"> {
  if (isBuildFresh()) return "fresh";
  // Browser test files run in parallel workers: one builds, the others wait for it and find the build fresh.
  return withBuildLock(distDir, async () => {
    if (isBuildFresh()) return "fresh";
    await buildWeb(options);
    return "built";
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const force = process.argv.includes("--force");
  const outcome = force ? (await buildWeb(), "built") : await buildWebIfStale();
  console.log(outcome === "fresh" ? "web client is up to date (web/dist)" : "web client built (web/dist)");
}
