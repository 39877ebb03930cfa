import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore } from "../../adapters/persistence/open-store";
import { parseInt8 } from "../../adapters/persistence/postgres-store";

describe("openStore", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "open-store-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("opens SQLite in dataDir/lottery.sqlite without a PostgreSQL URL, creating the directory", async () => {
    const dataDir = join(dir, "nested", "data");
    for (const databaseUrl of [undefined, "", "file:whatever"]) {
      const store = await openStore({ databaseUrl, dataDir });
      expect(store.dialect).toBe("sqlite");
      expect(existsSync(join(dataDir, "lottery.sqlite"))).toBe(true);
      await store.close();
    }
  });

  it("keeps data across reopening, and migrating again is a no-op", async () => {
    const first = await openStore({ dataDir: dir });
    await first.transaction((tx) => tx.games.upsert({ id: 7, name: "Sum", onSale: true, sortOrder: 1 }));
    await first.close();
    const second = await openStore({ dataDir: dir });
    expect(await second.read((tx) => tx.games.byId(7))).toMatchObject({ name: "Sum" });
    await second.close();
  });

  it.each(["postgres://postgres@127.0.0.1:1/none", "postgresql://postgres@127.0.0.1:1/none"])(
    "selects PostgreSQL for %s (here: unreachable, so it fails instead of falling back)",
    async (databaseUrl) => {
      await expect(openStore({ databaseUrl, dataDir: join(dir, "unused") })).rejects.toThrow(/ECONNREFUSED/);
      expect(existsSync(join(dir, "unused"))).toBe(false);
    },
  );
});

describe("parseInt8 (PostgreSQL BIGINT to number)", () => {
  it("parses safe integers and refuses anything a double would round", () => {
    expect(parseInt8("0")).toBe(0);
    expect(parseInt8("-100000000000")).toBe(-100_000_000_000);
    expect(parseInt8(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => parseInt8("9007199254740993")).toThrow(RangeError);
  });
});
