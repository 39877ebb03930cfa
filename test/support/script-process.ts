import { spawn } from "node:child_process";
import { join } from "node:path";

const root = join(import.meta.dirname, "../..");

export interface ScriptRun<T> {
  readonly code: number | null;
  /** The JSON object the script printed on its last line. */
  readonly json: T;
  readonly stderr: string;
}

/**
 * Runs a script of this repository in a fresh Node process, as its npm script
 * does (through tsx), and parses the JSON object on the last line of its
 * output; rejects, with the ends of both outputs, when there is none.
 */
export function runScriptForJson<T>(script: string, args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<ScriptRun<T>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const last = stdout.trim().split("\n").at(-1) ?? "";
      try {
        resolve({ code, json: JSON.parse(last) as T, stderr });
      } catch {
        reject(new Error(`${script} printed no JSON on its last line (exit ${code}):\n${stdout.slice(-4000)}\n${stderr.slice(-4000)}`));
      }
    });
  });
}
