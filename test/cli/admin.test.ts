import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { argon2Hasher } from "../../adapters/crypto/argon2-hasher";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";

const root = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "admin-cli-"));

const admin = (input: string, ...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "adapters/cli/admin.ts", ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: "" },
    input,
    encoding: "utf8",
  });

describe("npm run admin -- create <name>", () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("creates an operator whose password (read from stdin when it is not a terminal) signs in, and audits it", async () => {
    const run = admin("a long secret\nignored second line\n", "create", "boss");
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("operator boss created");
    expect(run.status).toBe(0);
    const store = await openSqliteStore({ file: join(dir, "lottery.sqlite") });
    try {
      const boss = await store.read((tx) => tx.users.byUsername("boss"));
      expect(boss).toMatchObject({ role: "operator" });
      expect(await argon2Hasher.verify(boss!.passwordHash, "a long secret")).toBe(true);
      const audit = await store.read((tx) => tx.audit.list({ operatorId: null, action: "operator.create", targetType: null, targetId: null }, { offset: 0, limit: 10 }));
      expect(audit).toMatchObject([{ operatorId: 0, target: { type: "operator", id: String(boss!.id) }, after: { username: "boss", role: "operator" } }]);
    } finally {
      await store.close();
    }
  });

  it("refuses a taken name and a short password (exit 1), and bad arguments (exit 2)", () => {
    const taken = admin("another secret\n", "create", "BOSS");
    expect(taken.stderr).toContain("USERNAME_TAKEN");
    expect(taken.status).toBe(1);
    const short = admin("abc\n", "create", "boss2");
    expect(short.stderr).toContain("PASSWORD_INVALID");
    expect(short.status).toBe(1);
    expect(admin("", "delete", "boss").status).toBe(2);
    expect(admin("", "create").status).toBe(2);
  });
});
