import { createServer, type Server } from "node:http";
import { Writable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, installLogger } from "../../adapters/logging/logger";
import { currentLogger, noteRequestUser, withRequestLog } from "../../adapters/logging/request-context";

/** The request scope: a line written deep inside a request's async work carries its id, and the access line its user. */

let text = "";
const lines = () => text.split("\n").filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
let server: Server;
let base = "";

beforeAll(async () => {
  installLogger(createLogger({ LOG_LEVEL: "debug" }, new Writable({ write: (chunk: Buffer, _encoding, done) => ((text += chunk.toString()), done()) })));
  server = createServer((req, res) =>
    withRequestLog(req, res, () => {
      req.resume();
      req.on("end", () => {
        void (async () => {
          await sleep(5);
          noteRequestUser(42);
          currentLogger().error({ err: new Error("deep failure") }, "something failed");
          res.writeHead(500).end();
        })();
      });
    }),
  );
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe("a request's log lines", () => {
  it("carry the request id however deep, with the error's stack, and one access line with the user", async () => {
    const answer = await fetch(`${base}/trpc/wallet.withdraw?input=${encodeURIComponent('{"securityCode":"123456"}')}`, { headers: { "x-request-id": "trace-abc-123" } });
    expect(answer.headers.get("x-request-id")).toBe("trace-abc-123");
    await sleep(50);
    const mine = lines().filter((line) => line.requestId === "trace-abc-123");
    expect(mine.map((line) => line.msg)).toEqual(["something failed", "request"]);
    expect((mine[0]!.err as { stack: string }).stack).toContain("deep failure");
    expect(mine[1]).toMatchObject({ method: "GET", path: "/trpc", procedure: "wallet.withdraw", status: 500, userId: 42, level: 40 });
    expect(text).not.toContain("123456");
  });
});
