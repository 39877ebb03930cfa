import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import webpush from "web-push";

/** The server's VAPID identity: push services accept its messages because they are signed with this key. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
  /** A mailto: or https: address the push services may contact about this sender. */
  readonly subject: string;
}

export type VapidKeySource = "environment" | "key file" | "created";

/** Where a server without VAPID_SUBJECT says push services may write; operators should set their own. */
const DEFAULT_SUBJECT = "mailto:push@example.invalid";

const PUBLIC_KEY = /^B[A-Za-z0-9_-]{86}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

function checked(keys: VapidKeys, from: string): VapidKeys {
  if (!PUBLIC_KEY.test(keys.publicKey)) throw new Error(`${from}: the VAPID public key must be 65 bytes in base64url (npx web-push generate-vapid-keys)`);
  if (!PRIVATE_KEY.test(keys.privateKey)) throw new Error(`${from}: the VAPID private key must be 32 bytes in base64url (npx web-push generate-vapid-keys)`);
  if (!/^(mailto:|https:\/\/)\S+$/.test(keys.subject)) throw new Error(`${from}: VAPID_SUBJECT must be a mailto: or https: address`);
  return keys;
}

/**
 * The VAPID keys, kept the way the fairness key is (adapters/crypto/fairness-key.ts): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY (with VAPID_SUBJECT), else, for a single server on SQLite, a key file beside the database,
 * created with mode 0600 on first start. Several servers on PostgreSQL must share one pair: without it they start
 * with push turned off (null) rather than each sign with a key the browsers never subscribed to.
 */
export function loadVapidKeys(
  env: Readonly<Record<string, string | undefined>>,
  beside: { readonly dialect: "sqlite" | "postgres"; readonly defaultFile: string },
): { keys: VapidKeys; source: VapidKeySource; file?: string } | null {
  const subject = env.VAPID_SUBJECT || DEFAULT_SUBJECT;
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    return { keys: checked({ publicKey: env.VAPID_PUBLIC_KEY ?? "", privateKey: env.VAPID_PRIVATE_KEY ?? "", subject }, "VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY"), source: "environment" };
  }
  if (beside.dialect === "postgres") return null;
  const file = beside.defaultFile;
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, "utf8")) as { publicKey?: string; privateKey?: string };
    return { keys: checked({ publicKey: stored.publicKey ?? "", privateKey: stored.privateKey ?? "", subject }, `the key file ${file}`), source: "key file", file };
  }
  const made = webpush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey })}\n`, { mode: 0o600, flag: "wx" });
  chmodSync(file, 0o600);
  return { keys: { publicKey: made.publicKey, privateKey: made.privateKey, subject }, source: "created", file };
}
