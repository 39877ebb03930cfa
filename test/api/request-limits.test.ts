import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../adapters/i18n";
import { openSqliteStore } from "../../adapters/persistence/sqlite-store";
import { getRequestListener } from "@hono/node-server";
import { createServerWithFastPaths, legacyHeartFastPath } from "../../adapters/http/fast-paths";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createPlayer } from "../support/app";
import { sessionFor, TEST_ORIGIN, testServer, type TestServer } from "../support/server";

/** Bodies, nesting and live streams: what one client may ask of the server at once (README "Security"). */
describe("request limits", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await testServer(await openSqliteStore({ file: ":memory:" }), { liveStreamsPerAddress: 3 });
    token = await sessionFor(server, (await createPlayer(server, { username: "limits_player" })).id);
  });
  afterAll(() => server.close());

  const big = (bytes: number) => JSON.stringify({ nickname: "x".repeat(bytes) });
  const deep = (levels: number) => `{"lang":"en","a":${"[".repeat(levels)}${"]".repeat(levels)}}`;
  /** A body without Content-Length (chunked), which must be cut off as it streams in. */
  const chunked = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let i = 0; i < bytes.length; i += 16_384) controller.enqueue(bytes.subarray(i, i + 16_384));
        controller.close();
      },
    });

  const legacy = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    server.app.request(`${path}?lang=en`, { method: "POST", headers: { "content-type": "application/json", token, ...headers }, body, duplex: "half" } as RequestInit);
  const trpc = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    server.app.request(`${TEST_ORIGIN}/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-lang": "en", authorization: `Bearer ${token}`, ...headers }, body, duplex: "half" } as RequestInit);

  it("refuses a legacy body over 64 KB with 413 in the legacy envelope, on both mounts, declared or chunked", async () => {
    const tooLarge = translate("REQUEST_TOO_LARGE", "en", { max_kb: 64 });
    for (const path of ["/index.php/api/user/profile", "/api/User/profile"]) {
      const declared = await legacy(path, big(70_000));
      expect(declared.status).toBe(413);
      expect(await declared.json()).toMatchObject({ code: 0, msg: tooLarge, data: null });
      const streamed = await legacy(path, chunked(big(12 * 1024 * 1024)));
      expect(streamed.status).toBe(413);
      expect(await streamed.json()).toMatchObject({ code: 0, msg: tooLarge });
    }
    // Nothing was changed by the refused calls: the profile's nickname is still empty (userInfo answers in msg, as the original).
    const info = (await (await legacy("/index.php/api/user/userInfo", "{}")).json()) as { code: number; msg: { nickname: string } };
    expect(info.code).toBe(1);
    expect(info.msg.nickname).toBe("");
  });

  it("refuses a tRPC body over 64 KB with 413 in tRPC's error shape", async () => {
    const response = await trpc("user.updateProfile", chunked(big(12 * 1024 * 1024)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { message: translate("REQUEST_TOO_LARGE", "en", { max_kb: 64 }), code: -32013, data: { code: "PAYLOAD_TOO_LARGE", httpStatus: 413, appCode: "REQUEST_TOO_LARGE", params: { max_kb: 64 } } },
    });
  });

  it("accepts a body just under the limit (the limit is 64 KB, not less)", async () => {
    const response = await legacy("/index.php/api/user/userInfo", big(60_000));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { code: number }).code).toBe(1);
  });

  it("refuses JSON nested deeper than 32 levels on both APIs, in the caller's language", async () => {
    const tooDeep = translate("REQUEST_TOO_DEEP", "en");
    const legacyAnswer = await legacy("/index.php/api/user/userInfo", deep(5_000));
    expect(legacyAnswer.status).toBe(400);
    expect(await legacyAnswer.json()).toMatchObject({ code: 0, msg: tooDeep });
    const trpcAnswer = await trpc("user.updateProfile", deep(5_000));
    expect(trpcAnswer.status).toBe(400);
    expect(await trpcAnswer.json()).toMatchObject({ error: { message: tooDeep, data: { appCode: "REQUEST_TOO_DEEP" } } });
    const query = await server.app.request(`${TEST_ORIGIN}/trpc/auth.session?input=${encodeURIComponent(deep(100))}`, { headers: { "x-lang": "en" } });
    expect(query.status).toBe(400);
    // 32 levels pass the limit (and then meet the API's own validation).
    expect((await legacy("/index.php/api/user/userInfo", deep(30))).status).toBe(200);
  });

  it("answers heart's fast path with the same refusals as the general path", async () => {
    const node: Server = createServer((req, res) => {
      if (!legacyHeartFastPath(server.services)(req, res)) {
        res.writeHead(599);
        res.end();
      }
    });
    await new Promise<void>((resolve) => node.listen(0, "127.0.0.1", resolve));
    const { port } = node.address() as AddressInfo;
    const post = (body: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        // No Content-Length: a chunked body, which the fast path reads itself.
        const req = httpRequest({ host: "127.0.0.1", port, path: "/index.php/api/Lottery/heart", method: "POST", headers: { "content-type": "application/json", "accept-language": "en" } }, (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on("error", reject);
        req.write(body);
        req.end();
      });
    try {
      const deepAnswer = await post(deep(1_000));
      expect(deepAnswer.status).toBe(400);
      expect(JSON.parse(deepAnswer.body)).toMatchObject({ code: 0, msg: translate("REQUEST_TOO_DEEP", "en") });
      const largeAnswer = await post(big(100_000));
      expect(largeAnswer.status).toBe(413);
      expect(JSON.parse(largeAnswer.body)).toMatchObject({ code: 0, msg: translate("REQUEST_TOO_LARGE", "en", { max_kb: 64 }) });
    } finally {
      await new Promise((resolve) => node.close(resolve));
    }
  });

  it("cuts a chunked body off at 64 KB at once, on heart's fast path as on every other path: the 413 comes while the client is still sending", async () => {
    const node = createServerWithFastPaths(server.services)({}, getRequestListener(server.app.fetch));
    await new Promise<void>((resolve) => node.listen(0, "127.0.0.1", resolve));
    const { port } = node.address() as AddressInfo;
    /** Sends 70 KB of a chunked body and then nothing more, without ending it: only a server that stops at the limit answers. */
    const answerBeforeTheEnd = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers: { "content-type": "application/json", "accept-language": "en", token } }, (res) => {
          let text = "";
          res.on("data", (chunk: Buffer) => (text += chunk.toString()));
          res.on("end", () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, body: text });
          });
        });
        req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
        req.write(`{"lang":"en","pad":"${"x".repeat(70_000)}`);
        setTimeout(() => {
          req.destroy();
          reject(new Error(`${path}: no answer 5 s after 70 KB of a body that never ends`));
        }, 5_000).unref();
      });
    try {
      const tooLarge = translate("REQUEST_TOO_LARGE", "en", { max_kb: 64 });
      for (const path of ["/index.php/api/Lottery/heart", "/api/lottery/heart", "/index.php/api/user/userInfo"]) {
        const answer = await answerBeforeTheEnd(path);
        expect(answer.status, path).toBe(413);
        expect(JSON.parse(answer.body), path).toMatchObject({ code: 0, msg: tooLarge });
      }
    } finally {
      node.closeAllConnections();
      await new Promise((resolve) => node.close(resolve));
    }
  });

  it("holds at most the configured number of live streams per address, and frees a place when one closes", async () => {
    const open = async () => server.app.request(`/live/game/1`, { headers: { "accept-language": "en" } });
    const streams = [await open(), await open(), await open()];
    for (const stream of streams) expect(stream.status).toBe(200);
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: "TOO_MANY_REQUESTS", message: translate("TOO_MANY_REQUESTS", "en") });
    await streams[0]!.body!.cancel();
    const again = await open();
    expect(again.status).toBe(200);
    for (const stream of [...streams.slice(1), again]) await stream.body!.cancel();
    const afterAll = await open();
    expect(afterAll.status).toBe(200);
    await afterAll.body!.cancel();
  });
});
