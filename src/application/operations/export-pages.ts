import type { AppDeps } from "../deps";
import type { StoreTx } from "../../ports/store";
import { MAX_PAGE_SIZE } from "../query-input";

/** Pages of rows, in a list's order, read only as the consumer asks for them. */
export type ExportPages<T> = AsyncIterable<readonly T[]>;

/** Rows a page of an export reads: the biggest page of any list. */
export const EXPORT_PAGE = MAX_PAGE_SIZE;

/**
 * A whole list, for a CSV export, as pages read by keyset: each page starts
 * after the last id of the one before, in its own short read, so a million
 * rows never sit in memory and no transaction stays open while a slow download
 * drains. `read` gets the last id seen (null first) and returns at most
 * EXPORT_PAGE rows in the list's order.
 */
export async function* keysetPages<T extends { readonly id: number }>(
  deps: Pick<AppDeps, "store">,
  read: (tx: StoreTx, afterId: number | null) => Promise<readonly T[]>,
): AsyncGenerator<readonly T[]> {
  let afterId: number | null = null;
  for (;;) {
    const after: number | null = afterId;
    const page: readonly T[] = await deps.store.read((tx) => read(tx, after));
    if (page.length > 0) yield page;
    if (page.length < EXPORT_PAGE) return;
    afterId = page[page.length - 1]!.id;
  }
}
