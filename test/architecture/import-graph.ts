import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/** The repository's root, for paths in messages. */
export const root = resolve(import.meta.dirname, "../..");

/** Every .ts and .tsx file below dir, leaving out installed packages and builds. */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "dist") continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

/** Strips comments and template strings so that prose about an import or Date.now() is not read as code. */
export function codeOnly(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:])\/\/.*$/gm, "$1")
    .replace(/`(?:\\[\s\S]|[^`\\])*`/g, "``");
}

/** Every module specifier in the file: import/export from, dynamic import(), require(). */
export function importsOf(text: string): string[] {
  const specifiers: string[] = [];
  // `from` only as part of an import or export statement: an object literal `{ from: "x" }` is no import.
  const pattern = /(?:^\s*(?:import|export)\b[^;'"]*?\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
  for (const match of text.matchAll(pattern)) specifiers.push(match[1]!);
  return specifiers;
}

/** The file a relative specifier names (with .ts, .tsx or /index.ts added as the bundler would), or null. */
export function resolveImport(file: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = resolve(file, "..", specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Files and the files each imports (type-only imports included: a circle of types is still a circle to read). */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

export function importGraph(files: readonly string[], read: (file: string) => string = (f) => readFileSync(f, "utf8")): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(codeOnly(read(file)))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The import circles of a graph: each strongly connected group of two or more
 * files (or a file that imports itself), as paths from the root, sorted.
 * Tarjan's algorithm, iterative so that a deep chain cannot overflow the stack.
 */
export function importCircles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = (graph.get(frame.node) ?? []).filter((t) => graph.has(t));
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (group.length > 1 || selfImport) circles.push(group.map((f) => relative(root, f)).sort());
      }
    }
  }
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
