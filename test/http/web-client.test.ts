import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders, SECURITY_HEADERS } from "../../adapters/http/security-headers";
import { serveWebClient } from "../../adapters/http/web-client";
import { compressBuild } from "../../web/compress";

/**
 * The serving rules of the built client (issue 39, delivery), in process: a
 * small build compressed the way web/build.ts compresses the real one, served
 * the way the product serves it.
 */
const INDEX = `<!doctype html><html><head><title>Sum Lottery</title></head><body><div id="root"></div>${"<!-- padding so compression pays -->".repeat(40)}</body></html>`;
const SCRIPT = `export const screen = ${JSON.stringify("the first screen ".repeat(400))};`;
const CONSOLE_SCRIPT = `export const console = ${JSON.stringify("the operator console ".repeat(300))};`;
const SERVICE_WORKER = `self.addEventListener("install", () => self.skipWaiting());${"/* precache */".repeat(50)}`;
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

let dist: string;
let app: Hono;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "web-client-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, "icons"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "assets", "HomeScreen-BJU3npK8.js"), SCRIPT);
  writeFileSync(join(dist, "assets", "DashboardScreen-Xy12ab34.js"), CONSOLE_SCRIPT);
  writeFileSync(join(dist, "sw.js"), SERVICE_WORKER);
  writeFileSync(join(dist, "icons", "icon-192.png"), PNG);
  writeFileSync(join(dist, ".source-hash"), "secret-ish bookkeeping");
  await compressBuild(dist);
  app = new Hono();
  serveWebClient(app, dist);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => app.request(`http://localhost${path}`, { method, headers });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("serving the built client", () => {
  it("sends brotli to a browser that takes it, gzip to one that takes only gzip, the plain bytes otherwise; always with Vary", async () => {
    const br = await get("/assets/HomeScreen-BJU3npK8.js", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(br.status).toBe(200);
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Content-Type")).toMatch(/^text\/javascript/);
    expect(br.headers.get("Vary")).toBe("Accept-Encoding");
    const brBody = await bytes(br);
    expect(brBody.length).toBeLessThan(SCRIPT.length / 5);
    expect(Number(br.headers.get("Content-Length"))).toBe(brBody.length);
    expect(brotliDecompressSync(brBody).toString()).toBe(SCRIPT);

    const gz = await get("/assets/HomeScreen-BJU3npK8.js", { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(gz.headers.get("Vary")).toBe("Accept-Encoding");
    expect(gunzipSync(await bytes(gz)).toString()).toBe(SCRIPT);

    const plain = await get("/assets/HomeScreen-BJU3npK8.js");
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
    expect((await bytes(plain)).toString()).toBe(SCRIPT);
  });

  it("honours q-values: a refused brotli gives gzip, a refused gzip the plain bytes", async () => {
    expect((await get("/assets/HomeScreen-BJU3npK8.js", { "Accept-Encoding": "br;q=0, gzip;q=0.8" })).headers.get("Content-Encoding")).toBe("gzip");
    expect((await get("/assets/HomeScreen-BJU3npK8.js", { "Accept-Encoding": "gzip;q=0, identity" })).headers.get("Content-Encoding")).toBeNull();
    expect((await get("/assets/HomeScreen-BJU3npK8.js", { "Accept-Encoding": "*" })).headers.get("Content-Encoding")).toBe("br");
  });

  it("caches hashed assets for a year, the player app's and the console's alike", async () => {
    for (const path of ["/assets/HomeScreen-BJU3npK8.js", "/assets/DashboardScreen-Xy12ab34.js"]) {
      const response = await get(path, { "Accept-Encoding": "br" });
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("Content-Encoding")).toBe("br");
    }
  });

  it("revalidates index.html (also as the history fallback of a deep link) and the service worker every time, compressed too", async () => {
    for (const path of ["/", "/index.html", "/betRoom?id=1", "/admin/players"]) {
      const response = await get(path, { "Accept-Encoding": "br, gzip" });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-cache");
      expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
      expect(response.headers.get("Content-Encoding")).toBe("br");
      expect(response.headers.get("Vary")).toBe("Accept-Encoding");
      expect(brotliDecompressSync(await bytes(response)).toString()).toBe(INDEX);
    }
    const worker = await get("/sw.js", { "Accept-Encoding": "gzip" });
    expect(worker.headers.get("Cache-Control")).toBe("no-cache");
    expect(worker.headers.get("Content-Type")).toMatch(/^text\/javascript/);
    expect(gunzipSync(await bytes(worker)).toString()).toBe(SERVICE_WORKER);
  });

  it("answers 304 to a client that has the same representation, and a full answer for another encoding", async () => {
    const first = await get("/", { "Accept-Encoding": "br" });
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await get("/", { "Accept-Encoding": "br", "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect((await bytes(again)).length).toBe(0);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Vary")).toBe("Accept-Encoding");
    expect(again.headers.get("Cache-Control")).toBe("no-cache");
    const otherEncoding = await get("/", { "Accept-Encoding": "gzip", "If-None-Match": etag! });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers.get("ETag")).not.toBe(etag);
  });

  it("answers HEAD with the GET's headers and no body", async () => {
    const head = await get("/assets/HomeScreen-BJU3npK8.js", { "Accept-Encoding": "br" }, "HEAD");
    const full = await get("/assets/HomeScreen-BJU3npK8.js", { "Accept-Encoding": "br" });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Encoding")).toBe("br");
    expect(head.headers.get("Content-Length")).toBe(full.headers.get("Content-Length"));
    expect(head.headers.get("ETag")).toBe(full.headers.get("ETag"));
    expect((await bytes(head)).length).toBe(0);
  });

  it("sends images as they are, which compression would not shrink", async () => {
    const icon = await get("/icons/icon-192.png", { "Accept-Encoding": "br, gzip" });
    expect(icon.headers.get("Content-Type")).toBe("image/png");
    expect(icon.headers.get("Content-Encoding")).toBeNull();
    expect(icon.headers.get("Cache-Control")).toBe("no-cache");
    expect(await bytes(icon)).toEqual(PNG);
  });

  it("answers 404 for a chunk that is not in the build (never HTML as script), and never serves bookkeeping or variants by name", async () => {
    const missing = await get("/assets/HomeScreen-gone1234.js", { "Accept-Encoding": "br" });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Type")).not.toMatch(/html/);
    expect((await get("/assets/HomeScreen-BJU3npK8.js.br")).status).toBe(404);
    for (const path of ["/.source-hash", "/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2f.source-hash"]) {
      const response = await get(path);
      expect((await bytes(response)).toString()).not.toContain("bookkeeping");
    }
  });
});

describe("security headers on the build's files", () => {
  it("keep the document policies on pages and nosniff alone on scripts and styles", async () => {
    const secured = new Hono();
    secured.use("*", securityHeaders);
    serveWebClient(secured, dist);
    const page = await secured.request("http://localhost/login", { headers: { "Accept-Encoding": "br" } });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(page.headers.get(name), name).toBe(value);
    const script = await secured.request("http://localhost/assets/HomeScreen-BJU3npK8.js", { headers: { "Accept-Encoding": "br" } });
    expect(script.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(script.headers.get("Content-Security-Policy")).toBeNull();
    expect(script.headers.get("X-Frame-Options")).toBeNull();
    const worker = await secured.request("http://localhost/sw.js");
    expect(worker.headers.get("Content-Security-Policy")).toBe(SECURITY_HEADERS["Content-Security-Policy"]);
  });
});
