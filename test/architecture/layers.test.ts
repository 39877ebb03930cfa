import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { codeOnly, importsOf, root, sourceFiles } from "./import-graph";

const coreFiles = sourceFiles(join(root, "src")).filter((f) => !/\.test\.tsx?$/.test(f));

/**
 * The one package the core may import, and only in the file that wraps it
 * (src/domain/fairness/sha256.ts): @noble/hashes is audited, dependency-free
 * and synchronous, so the draw code runs the same in Node and in a player's
 * browser. Anything else from outside comes through a port.
 */
const CORE_PACKAGES: ReadonlyMap<string, string> = new Map([
  ["@noble/hashes/sha2.js", "src/domain/fairness/sha256.ts"],
  ["@noble/hashes/hmac.js", "src/domain/fairness/sha256.ts"],
]);

/** The rules the core must keep; returns one line per breach. */
export function coreBreaches(file: string, text: string): string[] {
  const breaches: string[] = [];
  const where = relative(root, file);
  for (const specifier of importsOf(codeOnly(text))) {
    if (specifier.startsWith(".")) {
      const target = relative(root, resolve(file, "..", specifier));
      if (!target.startsWith("src")) breaches.push(`${where} imports ${specifier} (outside src/)`);
    } else if (CORE_PACKAGES.get(specifier) !== where) {
      breaches.push(`${where} imports the package ${specifier} (the core imports nothing)`);
    }
  }
  const code = codeOnly(text);
  if (/\bDate\.now\s*\(/.test(code)) breaches.push(`${where} calls Date.now()`);
  if (/\bnew\s+Date\s*\(\s*\)/.test(code)) breaches.push(`${where} calls new Date() without an argument`);
  if (/\bMath\.random\s*\(/.test(code)) breaches.push(`${where} calls Math.random()`);
  return breaches;
}

describe("the core (src/) stays pure", () => {
  it("has source files to check", () => {
    expect(coreFiles.length).toBeGreaterThan(5);
  });

  it("imports nothing from adapters/, simulator/, web/ or any package, and reads no clock or randomness", () => {
    const breaches = coreFiles.flatMap((f) => coreBreaches(f, readFileSync(f, "utf8")));
    expect(breaches).toEqual([]);
  });

  it("the checker itself catches each kind of breach", () => {
    const file = join(root, "src/domain/example.ts");
    expect(coreBreaches(file, `import { x } from "../../adapters/http/server";`)).toHaveLength(1);
    expect(coreBreaches(file, `import { x } from "../../simulator/clock";`)).toHaveLength(1);
    expect(coreBreaches(file, `export * from "../../web/src/main";`)).toHaveLength(1);
    expect(coreBreaches(file, `const m = await import("../../adapters/x");`)).toHaveLength(1);
    expect(coreBreaches(file, `import fs from "node:fs";`)).toHaveLength(1);
    // The hashing package only where it is wrapped.
    expect(coreBreaches(file, `import { sha256 } from "@noble/hashes/sha2.js";`)).toHaveLength(1);
    expect(coreBreaches(join(root, "src/domain/fairness/sha256.ts"), `import { sha256 } from "@noble/hashes/sha2.js";`)).toEqual([]);
    expect(coreBreaches(join(root, "src/domain/fairness/sha256.ts"), `import { md5 } from "@noble/hashes/legacy.js";`)).toHaveLength(1);
    expect(coreBreaches(file, `const t = Date.now();`)).toHaveLength(1);
    expect(coreBreaches(file, `const t = new Date();`)).toHaveLength(1);
    expect(coreBreaches(file, `const r = Math.random();`)).toHaveLength(1);
    expect(coreBreaches(file, `import { ok } from "./errors"; const d = new Date(0); // Date.now() is banned`)).toEqual([]);
    expect(coreBreaches(file, `const fields = { from: "from", to: "to" };\n/** days from "YYYY-MM-DD" on */`)).toEqual([]);
    expect(coreBreaches(file, `export {\n  a,\n  b,\n} from "../../adapters/x";`)).toHaveLength(1);
  });

  it("keeps each port file short enough to read at once (at most 150 lines: one file per repository)", () => {
    const ports = coreFiles.filter((f) => relative(root, f).startsWith("src/ports/"));
    expect(ports.length).toBeGreaterThan(10);
    const long = ports.map((f) => [relative(root, f), readFileSync(f, "utf8").split("\n").length] as const).filter(([, lines]) => lines > PORT_FILE_MAX_LINES);
    expect(long).toEqual([]);
  });
});

const PORT_FILE_MAX_LINES = 150;

/** Breaches of the layering between the core's parts and the two API adapters; one line each. */
export function layerBreaches(file: string, text: string): string[] {
  const where = relative(root, file);
  const inside = (dir: string) => where.startsWith(dir);
  const breaches: string[] = [];
  for (const specifier of importsOf(text)) {
    if (!specifier.startsWith(".")) continue;
    const target = relative(root, resolve(file, "..", specifier));
    // The APIs only translate: a rule reached from an adapter is a rule one API could skip.
    // A rule module is named for it (`bet-rules.ts`, `withdrawal-rules.ts`), whichever context holds it.
    if ((inside("adapters/trpc/") || inside("adapters/legacy/")) && target.startsWith("src/domain/") && /-rules(\.ts)?$/.test(target)) {
      breaches.push(`${where} imports ${specifier} (an API adapter calls use cases, not rules)`);
    }
    if (inside("src/domain/") && target.startsWith("src/application")) breaches.push(`${where} imports ${specifier} (the domain knows no use case)`);
    if (inside("src/domain/") && target.startsWith("src/ports")) breaches.push(`${where} imports ${specifier} (the domain knows no port)`);
  }
  return breaches;
}

describe("the layers point inwards", () => {
  const files = [...coreFiles, ...sourceFiles(join(root, "adapters"))].filter((f) => !/\.test\.tsx?$/.test(f));

  it("API adapters reach rules only through use cases; the domain imports neither use cases nor ports", () => {
    expect(files.flatMap((f) => layerBreaches(f, readFileSync(f, "utf8")))).toEqual([]);
  });

  it("the checker itself catches each kind of breach", () => {
    const rule = `import { x } from "../../../src/domain/betting/bet-rules";`;
    expect(layerBreaches(join(root, "adapters/trpc/routers/bet.ts"), rule)).toHaveLength(1);
    expect(layerBreaches(join(root, "adapters/legacy/routes/lottery.ts"), rule)).toHaveLength(1);
    expect(layerBreaches(join(root, "adapters/legacy/routes/user-wallet.ts"), `import { x } from "../../../src/domain/wallet/withdrawal-rules.ts";`)).toHaveLength(1);
    expect(layerBreaches(join(root, "adapters/trpc/routers/bet.ts"), `import { PLAY_TYPES } from "../../../src/domain/betting/outcome";`)).toEqual([]);
    expect(layerBreaches(join(root, "adapters/persistence/repositories/x.ts"), `import { x } from "../../../src/domain/wallet/x-rules";`)).toEqual([]);
    expect(layerBreaches(join(root, "src/domain/betting/bet.ts"), `import { placeBet } from "../../application/betting/place-bet";`)).toHaveLength(1);
    expect(layerBreaches(join(root, "src/domain/wallet/x-rules.ts"), `import type { Store } from "../../ports/store";`)).toHaveLength(1);
    expect(layerBreaches(join(root, "src/application/wallet/x.ts"), `import { rule } from "../../domain/wallet/x-rules";`)).toEqual([]);
  });
});

describe("the web client sees the server only as a type", () => {
  it("imports from adapters/ only with `import type`", () => {
    const webDir = join(root, "web");
    const files = sourceFiles(webDir).filter((f) => !f.includes("node_modules") && !f.includes("/dist/"));
    const breaches: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const line of text.split("\n")) {
        if (/from\s+["'](\.\.\/)+adapters\//.test(line) && !/^\s*import\s+type\b/.test(line)) {
          breaches.push(`${relative(root, file)}: ${line.trim()}`);
        }
      }
    }
    expect(breaches).toEqual([]);
  });
});
