import { fail, ok, type Result } from "../../src/domain/errors";
import { REVIEW_STATUS, type ReviewStatus } from "../../src/domain/wallet/fund-log";

/**
 * The export route's filters, read from its query string: the same names and
 * meanings as the console's tRPC inputs, transport bounds only (the use cases
 * check what the values mean). An absent or empty parameter is no filter.
 */

/** Longest value a filter parameter may have: more is never a filter the console sends. */
const MAX_PARAM = 64;

export class ExportParams {
  constructor(private readonly params: URLSearchParams) {}

  /** A text filter, or null; INVALID_INPUT when it is longer than any filter. */
  text(name: string): Result<string | null, "INVALID_INPUT"> {
    const value = this.params.get(name);
    if (value === null || value.trim() === "") return ok(null);
    return value.length > MAX_PARAM ? fail("INVALID_INPUT", { field: name }) : ok(value);
  }

  /** A positive id, or null. */
  id(name: string): Result<number | null, "INVALID_INPUT"> {
    const value = this.params.get(name);
    if (value === null || value === "") return ok(null);
    return /^\d{1,15}$/.test(value) && Number(value) > 0 ? ok(Number(value)) : fail("INVALID_INPUT", { field: name });
  }

  /** One of the names a filter accepts, or null. */
  choice<T extends string>(name: string, names: readonly T[]): Result<T | null, "INVALID_INPUT"> {
    const value = this.params.get(name);
    if (value === null || value === "") return ok(null);
    const found = names.find((n) => n === value);
    return found === undefined ? fail("INVALID_INPUT", { field: name }) : ok(found);
  }

  /** A queue's status: absent is the queue (under review), "all" every status, else 0, 1 or 2. */
  reviewStatus(): Result<ReviewStatus | null, "INVALID_INPUT"> {
    const value = this.params.get("status");
    if (value === null || value === "") return ok(REVIEW_STATUS.pending);
    if (value === "all") return ok(null);
    const status = Object.values(REVIEW_STATUS).find((s) => String(s) === value);
    return status === undefined ? fail("INVALID_INPUT", { field: "status" }) : ok(status);
  }

  /** Every parameter given, for the audit line. */
  given(): Record<string, string> {
    const given: Record<string, string> = {};
    for (const [name, value] of this.params) if (value !== "" && name !== "lang") given[name] = value.slice(0, MAX_PARAM);
    return given;
  }
}

/** Reads several parameters, stopping at the first that is refused. */
export function all<T extends Record<string, Result<unknown, "INVALID_INPUT">>>(
  results: T,
): Result<{ [K in keyof T]: T[K] extends Result<infer V, "INVALID_INPUT"> ? V : never }, "INVALID_INPUT"> {
  const values: Record<string, unknown> = {};
  for (const [name, result] of Object.entries(results)) {
    if (!result.ok) return result;
    values[name] = result.value;
  }
  return ok(values as never);
}
