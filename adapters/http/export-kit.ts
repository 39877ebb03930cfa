import type { AppDeps } from "../../src/application/deps";
import type { ExportPages } from "../../src/application/operations/export-pages";
import { ok, type ErrorCode, type Result } from "../../src/domain/errors";
import type { CsvHeaderKey } from "../i18n/csv-headers";
import type { CsvLabels } from "../i18n/csv-labels";
import { csvRecord, type Cell } from "./csv";
import type { ExportParams } from "./export-params";

/** What every CSV list is made of (export-lists.ts and the lists beside it): columns over rows, read a page at a time. */

/** What a cell is written with: the operator's zone (times), and the column titles and cell words of their language. */
export interface CsvView {
  readonly timeZone: string;
  readonly words: Readonly<Record<CsvHeaderKey, string>>;
  readonly labels: CsvLabels;
}

export interface Column<T> {
  readonly title: CsvHeaderKey;
  readonly cell: (row: T, view: CsvView) => Cell;
}

/** A console list the export route serves: its header line, and its rows, read with the query string's filters, as CSV text a page at a time. */
export interface ExportList {
  header(view: CsvView): string;
  open(deps: AppDeps, params: ExportParams, view: CsvView): Promise<Result<AsyncIterable<string>, ErrorCode>>;
}

type Reader<T> = (deps: AppDeps, params: ExportParams) => Result<ExportPages<T>, ErrorCode> | Promise<Result<ExportPages<T>, ErrorCode>>;

/** A list of columns over rows of one type, made into the route's untyped list. */
export function exportList<T>(columns: readonly Column<T>[], read: Reader<T>): ExportList {
  return {
    header: (view) => csvRecord(columns.map((column) => view.words[column.title])),
    async open(deps, params, view) {
      const pages = await read(deps, params);
      if (!pages.ok) return pages;
      return ok(
        (async function* () {
          for await (const page of pages.value) yield page.map((row) => csvRecord(columns.map((column) => column.cell(row, view)))).join("");
        })(),
      );
    },
  };
}

/** A cell we wrote ourselves (a number, a date), kept as it is. */
export const figure = (text: string): Cell => ({ figure: text });

/** Rows read at once (a report: one page). */
export async function* onePage<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  yield rows;
}
