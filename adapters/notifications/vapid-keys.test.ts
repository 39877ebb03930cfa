import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import webpush from "web-push";
import { afterEach, describe, expect, it } from "vitest";
import { loadVapidKeys } from "./vapid-keys";

describe("the VAPID keys (issue 39), kept like the fairness key", () => {
  const dirs: string[] = [];
  const file = () => {
    const dir = mkdtempSync(join(tmpdir(), "vapid-"));
    dirs.push(dir);
    return join(dir, "vapid-keys.json");
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("a single SQLite server creates a key file (mode 0600) on first start and reads the same keys after", () => {
    const path = file();
    const created = loadVapidKeys({}, { dialect: "sqlite", defaultFile: path })!;
    expect(created.source).toBe("created");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const again = loadVapidKeys({ VAPID_SUBJECT: "mailto:ops@example.com" }, { dialect: "sqlite", defaultFile: path })!;
    expect(again).toEqual({ source: "key file", file: path, keys: { ...created.keys, subject: "mailto:ops@example.com" } });
  });

  it("the environment's keys win; on PostgreSQL without them push is off rather than a key per server", () => {
    const keys = webpush.generateVAPIDKeys();
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: "https://lottery.example" };
    expect(loadVapidKeys(env, { dialect: "postgres", defaultFile: file() })).toEqual({ source: "environment", keys: { ...keys, subject: "https://lottery.example" } });
    expect(loadVapidKeys({}, { dialect: "postgres", defaultFile: file() })).toBeNull();
  });

  it("malformed keys or subject stop the start with the reason", () => {
    const keys = webpush.generateVAPIDKeys();
    expect(() => loadVapidKeys({ VAPID_PUBLIC_KEY: keys.publicKey }, { dialect: "sqlite", defaultFile: file() })).toThrow(/private key/);
    expect(() => loadVapidKeys({ VAPID_PUBLIC_KEY: "abc", VAPID_PRIVATE_KEY: keys.privateKey }, { dialect: "sqlite", defaultFile: file() })).toThrow(/public key/);
    expect(() => loadVapidKeys({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: "ops@example.com" }, { dialect: "sqlite", defaultFile: file() })).toThrow(/VAPID_SUBJECT/);
  });
});
