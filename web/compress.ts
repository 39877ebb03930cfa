import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Formats that are compressed already: brotli or gzip would not make them smaller. */
const ALREADY_COMPRESSED = /\.(?:png|jpe?g|gif|webp|avif|woff2?|br|gz|zst|zip)$/i;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    // .source-hash and the like are the build's bookkeeping, never served.
    return entry.name.startsWith(".") ? [] : [path];
  });
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside
 * every file of the build, once, at build time: the server only picks one by
 * Accept-Encoding (adapters/http/web-client.ts) and never compresses per
 * request. Done here after the whole build rather than by a Vite plugin, so the
 * files other plugins write at the very end (the service worker) are covered
 * too. A variant that is not smaller than the file is not written. Each
 * variant keeps the file's modification time, so its ETag follows the build.
 */
export async function compressBuild(distDir: string): Promise<{ files: number; bytes: number; brotliBytes: number; gzipBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = filesUnder(distDir).filter((file) => !ALREADY_COMPRESSED.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const { atime, mtime } = statSync(file);
      totals.files += 1;
      totals.bytes += content.length;
      for (const [suffix, variant] of [[".br", br], [".gz", gz]] as const) {
        if (variant.length >= content.length) continue;
        writeFileSync(file + suffix, variant);
        utimesSync(file + suffix, atime, mtime);
        if (suffix === ".br") totals.brotliBytes += variant.length;
        else totals.gzipBytes += variant.length;
      }
    }),
  );
  return totals;
}
