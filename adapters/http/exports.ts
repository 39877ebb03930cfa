import type { Hono } from "hono";
import { recordExport } from "../../src/application/operations/record-export";
import { localDateOf } from "../../src/domain/calendar";
import type { DomainError } from "../../src/domain/errors";
import { parseLang, translate } from "../i18n";
import { CSV_HEADERS } from "../i18n/csv-headers";
import { CSV_LABELS } from "../i18n/csv-labels";
import { UTF8_BOM } from "./csv";
import type { CsvView } from "./export-kit";
import { EXPORT_LISTS } from "./export-lists";
import { ExportParams } from "./export-params";
import { requestLang, requestToken } from "./request-info";
import type { Services } from "./services";
import { currentLogger } from "../logging/request-context";

/** Where the console downloads a list: /admin/export/deposits.csv?status=all&player=alice ... */
const EXPORT_PATH = "/admin/export/:file";

function statusOf(code: DomainError["code"]): 400 | 401 | 403 | 404 {
  if (code === "NOT_LOGGED_IN" || code === "SESSION_INVALID") return 401;
  if (code === "FORBIDDEN") return 403;
  if (code === "NOT_FOUND") return 404;
  return 400;
}

/**
 * The console's lists as CSV files, streamed: the operator's session (cookie
 * or bearer token, as /trpc reads it) must be an operator's, the filters are
 * the list's use case's (a bad one is refused in words before anything is
 * read), the export is written to the audit trail, and then the rows leave a
 * page at a time. The stream is pulled: a page is read from the store only
 * when the previous one has been taken by the connection, so a slow download
 * holds one page, not the list.
 */
export function mountExports(app: Hono, services: Services): void {
  app.get(EXPORT_PATH, async (c) => {
    const lang = c.req.query("lang") ? parseLang(c.req.query("lang")) : requestLang(c.req.raw.headers);
    const refuse = (error: DomainError) => c.json({ error: error.code, message: translate(error.code, lang, error.params), params: error.params ?? null }, statusOf(error.code));

    const { token } = requestToken(c.req.raw.headers);
    const auth = token ? await services.sessions.authenticate(token) : null;
    if (auth === null) return refuse({ code: "NOT_LOGGED_IN" });
    if (!auth.ok) return refuse({ code: "SESSION_INVALID" });
    if (auth.value.role !== "operator") return refuse({ code: "FORBIDDEN" });

    const match = /^([a-z]+(?:-[a-z]+)*)\.csv$/.exec(c.req.param("file") ?? "");
    const name = match?.[1] ?? "";
    const list = Object.hasOwn(EXPORT_LISTS, name) ? EXPORT_LISTS[name] : undefined;
    if (list === undefined) return refuse({ code: "NOT_FOUND" });

    const params = new ExportParams(new URL(c.req.url).searchParams);
    const view: CsvView = { timeZone: services.deps.schedule.timeZone, words: CSV_HEADERS[lang], labels: CSV_LABELS[lang] };
    const chunks = await list.open(services.deps, params, view);
    if (!chunks.ok) return refuse(chunks.error);

    await recordExport(services.deps, { operatorId: auth.value.id, list: name, filters: params.given() });
    const day = localDateOf(view.timeZone, services.deps.clock.nowMs());
    return c.body(csvStream(UTF8_BOM + list.header(view), chunks.value), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}-${day}.csv"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
  });
}

/** The file: the BOM and header line, then one chunk per page of rows, each read only when the connection asks for more. */
function csvStream(head: string, pages: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunks = pages[Symbol.asyncIterator]();
  let headSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headSent) {
          headSent = true;
          controller.enqueue(encoder.encode(head));
          return;
        }
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        } catch (error) {
          // Too late for a status: the client sees a cut-off download, the log says why.
          currentLogger().error({ err: error, component: "exports" }, "export failed");
          controller.error(error);
        }
      },
      async cancel() {
        await chunks.return?.();
      },
    },
    // One chunk ahead at most: the next page is read when the connection has taken the last.
    { highWaterMark: 1 },
  );
}
