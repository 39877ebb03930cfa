import { fail, ok, type Result } from "../domain/errors";
import { GROUP, type User } from "../domain/accounts/user";
import type { Page, StoreTx, TimeRange } from "../ports/store";
import type { Refuse } from "./unit-of-work";

/**
 * Shared checks of the read models. Inputs arrive typed (the adapters parse
 * them), but a typed number can still be a nonsense range: these refuse it as
 * INVALID_INPUT before any store is asked.
 */

/** A 1-based page of a list; pageSize defaults to DEFAULT_PAGE_SIZE (the team page's 20). */
export interface PageRequest {
  readonly page: number;
  readonly pageSize?: number;
}

/** A page of a list without a cheap total: hasMore tells the client whether to ask for the next page. */
export interface Paged<T> {
  readonly items: readonly T[];
  readonly hasMore: boolean;
}

/** SPEC section 5: the record date pickers go back to this day; records are read from it on, a page at a time. */
export const FIRST_RECORD_DAY = "2018-01-01";

const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The store page for a 1-based page request, or INVALID_INPUT. */
export function pageOf(request: PageRequest): Result<Page, "INVALID_INPUT"> {
  const size = request.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isSafeInteger(request.page) || request.page < 1) return fail("INVALID_INPUT", { field: "page" });
  if (!Number.isSafeInteger(size) || size < 1 || size > MAX_PAGE_SIZE) return fail("INVALID_INPUT", { field: "pageSize", max: MAX_PAGE_SIZE });
  const offset = (request.page - 1) * size;
  if (!Number.isSafeInteger(offset)) return fail("INVALID_INPUT", { field: "page" });
  return ok({ offset, limit: size });
}

/**
 * A half-open range [fromMs, toMs), not reversed. Any length: the lists are
 * paged and read newest first through indexes, so eight years of records cost
 * what one page does (the date picker goes back to 2018-01-01, SPEC section 5).
 */
export function checkRange(range: TimeRange): Result<TimeRange, "DATE_RANGE_REVERSED" | "INVALID_INPUT"> {
  const { fromMs, toMs } = range;
  if (!Number.isSafeInteger(fromMs) || !Number.isSafeInteger(toMs) || fromMs < 0) return fail("INVALID_INPUT", { field: "range" });
  if (toMs < fromMs) return fail("DATE_RANGE_REVERSED");
  return ok(range);
}

/** A count limit 1..max. */
export function checkLimit(limit: number, max: number): Result<number, "INVALID_INPUT"> {
  return Number.isSafeInteger(limit) && limit >= 1 && limit <= max ? ok(limit) : fail("INVALID_INPUT", { field: "limit", max });
}

/**
 * Reads one row more than the page so the answer can say whether another page
 * follows, without a COUNT over the whole range.
 */
export async function readPage<T>(page: Page, read: (page: Page) => Promise<readonly T[]>): Promise<Paged<T>> {
  const rows = await read({ offset: page.offset, limit: page.limit + 1 });
  return { items: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/** The refusals of a read that only an agent may make. */
export type AgentRefusal = "USER_NOT_FOUND" | "FORBIDDEN";

/** The caller, who must be an agent (group 3): FORBIDDEN otherwise. For use inside inRead. */
export async function requireAgent(tx: StoreTx, refuse: Refuse<AgentRefusal>, userId: number): Promise<User> {
  const user = (await tx.users.byId(userId)) ?? refuse("USER_NOT_FOUND");
  if (user.groupId !== GROUP.agent || user.role !== "player") refuse("FORBIDDEN");
  return user;
}

/**
 * A player's name for other players' eyes: the first and last characters
 * kept, the middle replaced by "***" ("alice" -> "a***e"); a name of one or
 * two characters keeps only its first ("al" -> "a***"), so nothing of the
 * name's length or ending leaks. Counts code points, not UTF-16 units.
 */
export function maskUsername(username: string): string {
  const chars = Array.from(username);
  if (chars.length <= 2) return `${chars[0] ?? ""}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
