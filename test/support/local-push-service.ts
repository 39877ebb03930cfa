import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import ece from "http_ece";

/** A push message the local push service received, decrypted with the subscription's own keys. */
export interface ReceivedPush {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly message: { title: string; body: string; url: string; tag: string };
}

/** A browser's subscription as the test holds it: the private ECDH key and the auth secret stay with the test. */
export interface TestSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
  readonly ecdh: ECDH;
}

/**
 * A push service inside the test (issue 39): an HTTP server the subscriptions point to. It decrypts each message
 * (aes128gcm, with http_ece, the library web-push itself encrypts with) using the keys only the "browser" (the
 * test) holds, so a notice that arrives readable was encrypted for that subscription. Paths under /gone/ answer
 * 410, as a push service does for a subscription that no longer exists.
 */
export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  private readonly keysByPath = new Map<string, TestSubscription>();
  private server: Server | null = null;
  private base = "";

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const path = request.url ?? "";
        const subscription = this.keysByPath.get(path);
        if (path.startsWith("/gone/") || subscription === undefined) {
          response.writeHead(410).end();
          return;
        }
        const plain = ece.decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: subscription.ecdh, authSecret: subscription.keys.auth });
        this.received.push({ path, headers: request.headers, message: JSON.parse(plain.toString("utf8")) as ReceivedPush["message"] });
        response.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new subscription as a browser would make one; under /gone/ the service answers 410. */
  subscription(name: string, options: { gone?: boolean } = {}): TestSubscription {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const path = `/${options.gone ? "gone" : "push"}/${name}`;
    const subscription = { endpoint: `${this.base}${path}`, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") }, ecdh };
    this.keysByPath.set(path, subscription);
    return subscription;
  }

  /** The messages a subscription received, in order. */
  messagesOf(subscription: TestSubscription): ReceivedPush["message"][] {
    const path = new URL(subscription.endpoint).pathname;
    return this.received.filter((r) => r.path === path).map((r) => r.message);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
