/**
 * SPEC section 4: the team list is finished when the list length reaches the
 * total. An empty page also ends it (the team shrank while the agent scrolled),
 * so the list never asks forever.
 */
export function teamHasMore(page: number, pageSize: number, pageLength: number, total: number): boolean {
  return pageLength > 0 && (page - 1) * pageSize + pageLength < total;
}
