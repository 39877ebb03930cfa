import { existsSync, statSync, type Stats } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import type { Context, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { chooseEncoding, type Encoding } from "./accept-encoding";

/** Files under /assets/ carry a hash of their content in the name: a new build gives a new name. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (index.html, the service worker, manifests, icons): asked again each time, answered 304 while unchanged. */
const REVALIDATE = "no-cache";

/** A path that names a file by its extension: the app's own screens (/betRoom, /admin/players) never do. */
const FILE_NAME = /\.(?:js|mjs|css|map|json|webmanifest|png|jpe?g|gif|webp|svg|ico|woff2?|txt|xml)$/i;

const SUFFIX: Readonly<Record<Exclude<Encoding, "identity">, string>> = { br: ".br", gzip: ".gz" };

interface Variant {
  readonly path: string;
  readonly stats: Stats;
  readonly encoding: Encoding;
}

const statOf = (path: string): Stats | undefined => {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The file a URL path names inside the build, or undefined: no directories, no
 * dot files (the build's .source-hash), no way out of distDir, and never the
 * .br/.gz variants by their own names (they are chosen by Accept-Encoding).
 */
function fileOf(distDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.includes("\\") || /(?:^|\/)\./.test(decoded) || /\.(?:br|gz)$/.test(decoded)) return undefined;
  const path = resolve(distDir, `.${decoded}`);
  if (!path.startsWith(distDir + sep)) return undefined;
  return statOf(path) ? path : undefined;
}

/** The best variant of a file the client accepts: the .br or .gz made at build time, else the file itself. */
function variantOf(path: string, acceptEncoding: string | undefined): Variant {
  for (const encoding of chooseEncoding(acceptEncoding)) {
    if (encoding === "identity") break;
    const stats = statOf(path + SUFFIX[encoding]);
    if (stats) return { path: path + SUFFIX[encoding], stats, encoding };
  }
  return { path, stats: statSync(path), encoding: "identity" };
}

/** A strong validator per representation: the br, gzip and plain bytes of one file are different entities. */
const etagOf = (variant: Variant): string => `"${variant.stats.size.toString(36)}-${Math.floor(variant.stats.mtimeMs).toString(36)}-${variant.encoding}"`;

function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  // Weak comparison (RFC 9110 13.1.2): a W/ prefix does not matter for If-None-Match.
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** One file as an answer: the encoding the client accepts, its headers, 304 when the client has it, no body for HEAD. */
async function answerFile(c: Context, path: string, cacheControl: string): Promise<Response> {
  const variant = variantOf(path, c.req.header("Accept-Encoding"));
  const etag = etagOf(variant);
  const headers = new Headers({
    "Content-Type": getMimeType(path) ?? "application/octet-stream",
    "Cache-Control": cacheControl,
    // Always, also for the plain bytes: a shared cache must not hand them (or the br) to a client that asked otherwise.
    Vary: "Accept-Encoding",
    ETag: etag,
  });
  if (notModified(c.req.header("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  if (variant.encoding !== "identity") headers.set("Content-Encoding", variant.encoding);
  headers.set("Content-Length", String(variant.stats.size));
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(await readFile(variant.path), { status: 200, headers });
}

/**
 * Serves the built React client (web/build.ts): every file in the encoding the
 * client prefers (brotli, then gzip, then plain; compressed at build time),
 * with `Vary: Accept-Encoding` and an ETag. Hashed assets (/assets/*: the
 * player app's and the console's chunks alike) are cached for a year;
 * index.html, the service worker and the other unhashed files are revalidated
 * each time. A missing /assets/ file is a 404 (an old page asking for a chunk
 * of a build that is gone must not get HTML as script); any other GET that is
 * not an API path gets index.html (history-API fallback), so deep links such as
 * /betRoom?id=1 load the app.
 */
export function serveWebClient(app: Hono, distDir: string): void {
  const root = resolve(distDir);
  const indexFile = join(root, "index.html");
  if (!existsSync(indexFile)) return;
  // Hono answers HEAD with its GET route (and drops any body).
  app.get("*", async (c) => {
    const file = fileOf(root, c.req.path);
    if (file) return answerFile(c, file, c.req.path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    // A missing file named as a file (/assets/..., /manifest.json, /sw.js) is a 404, not the page (issue 39, pwa).
    if (c.req.path.startsWith("/assets/") || FILE_NAME.test(c.req.path)) return c.text("Not Found", 404, { "Cache-Control": REVALIDATE });
    return answerFile(c, indexFile, REVALIDATE);
  });
}
