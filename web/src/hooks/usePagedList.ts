import { useCallback, useMemo } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";

/** One page as the read models answer it: the rows and whether another page follows. */
export interface ListPage<T> {
  readonly items: readonly T[];
  readonly hasMore: boolean;
  /** Lists that count their rows (the team) say how many there are. */
  readonly total?: number;
}

export interface PagedList<T> {
  readonly items: readonly T[];
  readonly pending: boolean;
  /** The first page failed: nothing to show. */
  readonly failed: boolean;
  readonly error: unknown;
  readonly hasMore: boolean;
  /** The row count the server gave with the newest page, when it counts. */
  readonly total: number | null;
  /** Loads the next page; rejects when it fails, so an infinite scroll shows its retry. */
  loadMore(): Promise<void>;
  /** Pull to refresh: from the first page again. */
  refresh(): Promise<void>;
}

/**
 * A list read a page at a time (pages are 1-based, as the server counts them).
 * `key` names the list and its filter: a new filter is a new list. A row can
 * arrive twice when newer rows push the pages down while the player scrolls;
 * rows are kept once, by id.
 */
export function usePagedList<T extends { readonly id: number }>(key: readonly unknown[], fetchPage: (page: number) => Promise<ListPage<T>>): PagedList<T> {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<T>, all: readonly ListPage<T>[]) => (last.hasMore ? all.length + 1 : undefined),
    // A record list opened again asks again (a bet may have settled since), showing what it had meanwhile.
    staleTime: 0,
  });
  const { fetchNextPage, refetch } = query;

  const items = useMemo(() => {
    const seen = new Set<number>();
    const rows: T[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const row of page.items) {
        if (seen.has(row.id)) continue;
        seen.add(row.id);
        rows.push(row);
      }
    }
    return rows;
  }, [query.data]);

  const loadMore = useCallback(async () => {
    const result = await fetchNextPage();
    if (result.isFetchNextPageError) throw result.error;
  }, [fetchNextPage]);

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  return {
    items,
    pending: query.isPending,
    failed: query.isError && !query.data,
    error: query.error,
    hasMore: query.hasNextPage,
    total: query.data?.pages.at(-1)?.total ?? null,
    loadMore,
    refresh,
  };
}
