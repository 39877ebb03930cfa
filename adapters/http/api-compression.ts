import { compress } from "hono/compress";

/**
 * gzip for the API's JSON answers of 1 KB and more (a home page's games, draws
 * and news: about 20 KB plain, 4 KB gzipped). These are made per request, so
 * they cannot be compressed at build time like the client's files; Hono's
 * middleware adds `Vary: Accept-Encoding` and leaves a client that does not
 * take gzip the plain bytes. Only application/json: a streamed answer (JSON
 * lines, server-sent events) must reach the client as it is written, not when
 * a compressor's buffer fills. The bet orders take the Node fast path and are
 * small: they are not touched.
 */
export const compressApi = compress({ encoding: "gzip", threshold: 1024, contentTypeFilter: /^application\/json\s*(?:;|$)/i });
