import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { SeedVaultError } from "../../src/ports/seed-vault";
import { aesSeedVault } from "./aes-seed-vault";
import { loadFairnessKey, parseFairnessKey } from "./fairness-key";

const KEY = new Uint8Array(32).fill(1);
const OTHER = new Uint8Array(32).fill(2);

describe("aesSeedVault", () => {
  it("opens what it sealed under the same key and label, and nothing else", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.string({ maxLength: 40 }), (secret, label) => {
        const vault = aesSeedVault(KEY);
        const sealed = vault.seal(secret, label);
        expect(vault.open(sealed, label)).toEqual(secret);
        // Nothing of the secret shows in what is stored.
        expect(sealed).not.toContain(Buffer.from(secret).toString("hex"));
        expect(() => aesSeedVault(OTHER).open(sealed, label)).toThrow(SeedVaultError);
        expect(() => vault.open(sealed, `${label}x`)).toThrow(SeedVaultError);
      }),
      { numRuns: 50 },
    );
  });

  it("refuses altered or foreign text, and a key of the wrong size", () => {
    const vault = aesSeedVault(KEY);
    const sealed = vault.seal(new Uint8Array(32).fill(9), "chain");
    const raw = Buffer.from(sealed.slice(3), "base64");
    raw[20] = raw[20]! ^ 1;
    expect(() => vault.open(`v1:${raw.toString("base64")}`, "chain")).toThrow(SeedVaultError);
    expect(() => vault.open("cd".repeat(32), "chain")).toThrow(SeedVaultError);
    expect(() => vault.open("v1:AAAA", "chain")).toThrow(SeedVaultError);
    expect(() => aesSeedVault(new Uint8Array(16))).toThrow(RangeError);
    // Two seals of one secret differ (a fresh nonce each time).
    expect(vault.seal(new Uint8Array(32), "c")).not.toBe(vault.seal(new Uint8Array(32), "c"));
  });
});

describe("loadFairnessKey", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "fairness-key-"));
    dirs.push(dir);
    return dir;
  };
  const hex = "ab".repeat(32);

  it("reads FAIRNESS_KEY as hex or base64, and FAIRNESS_KEY_FILE", () => {
    const file = join(tempDir(), "key");
    writeFileSync(file, `${hex}\n`);
    const beside = { dialect: "postgres" as const, defaultFile: join(tempDir(), "unused") };
    expect(loadFairnessKey({ FAIRNESS_KEY: hex }, beside)).toMatchObject({ source: "FAIRNESS_KEY", key: new Uint8Array(32).fill(0xab) });
    expect(loadFairnessKey({ FAIRNESS_KEY: Buffer.alloc(32, 0xab).toString("base64") }, beside).key).toEqual(new Uint8Array(32).fill(0xab));
    expect(loadFairnessKey({ FAIRNESS_KEY_FILE: file }, beside)).toMatchObject({ source: "FAIRNESS_KEY_FILE", key: new Uint8Array(32).fill(0xab) });
  });

  it("refuses a malformed key, a missing key file, and PostgreSQL without a key, each saying why", () => {
    const beside = { dialect: "postgres" as const, defaultFile: join(tempDir(), "unused") };
    expect(() => parseFairnessKey("abc", "FAIRNESS_KEY")).toThrow(/FAIRNESS_KEY must be 32 bytes/);
    expect(() => parseFairnessKey("ab".repeat(31), "FAIRNESS_KEY")).toThrow(/64 hex digits or base64/);
    expect(() => loadFairnessKey({ FAIRNESS_KEY_FILE: "/nonexistent/key" }, beside)).toThrow(/does not exist/);
    expect(() => loadFairnessKey({}, beside)).toThrow(/required with PostgreSQL/);
  });

  it("on SQLite with no key, creates a key file beside the database (mode 0600) once and reuses it", () => {
    const file = join(tempDir(), "fairness.key");
    const first = loadFairnessKey({}, { dialect: "sqlite", defaultFile: file });
    expect(first.source).toBe("created");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(Buffer.from(first.key).toString("hex"));
    const again = loadFairnessKey({}, { dialect: "sqlite", defaultFile: file });
    expect(again).toMatchObject({ source: "key file", key: first.key });
  });
});
