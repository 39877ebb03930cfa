/**
 * web_initial_kb_gz: the JavaScript and CSS the home screen loads, gzipped
 * (zlib default level), measured in Chromium (playwright-core, the system
 * Chromium) as a guest opening / of a fresh production build served by the
 * real server, counting every script and stylesheet response until the network
 * is idle. Answers null without Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromiumAvailable, launchChromium, PHONE } from "../../e2e/support/browser";
import { startBenchServer } from "../support/server";

const repoRoot = resolve(import.meta.dirname, "../../..");

export interface WebFigures {
  readonly kbGz: number;
  readonly files: number;
}

export async function measureWebInitial(distDir: string): Promise<WebFigures | null> {
  if (!chromiumAvailable()) return null;
  // Builds only when the sources changed since the last build into distDir.
  await new Promise<void>((done, fail) => {
    const build = spawn(process.execPath, ["--import", "tsx", "web/build.ts"], { cwd: repoRoot, env: { ...process.env, WEB_DIST_DIR: distDir }, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    build.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    build.once("exit", (code) => (code === 0 ? done() : fail(new Error(`web build failed (${code}):\n${errors}`))));
  });
  const dataDir = mkdtempSync(join(tmpdir(), "bench-web-"));
  const server = await startBenchServer({ DATA_DIR: dataDir, DEMO: "1", DEMO_HISTORY_DAYS: "0", WEB_DIST_DIR: distDir });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...PHONE, baseURL: server.baseUrl, locale: "zh-TW" });
    const page = await context.newPage();
    const sizes: number[] = [];
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      pending.push(response.body().then((body) => void sizes.push(gzipSync(body).length)));
    });
    await page.goto("/");
    await page.locator("[data-testid=game-card]").first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    return { kbGz: Number((sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(1)), files: sizes.length };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
