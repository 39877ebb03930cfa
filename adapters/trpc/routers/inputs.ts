import { z } from "zod";

/**
 * The input shapes the routers share: transport bounds only. Amounts, dates and
 * request ids are read by the use cases, the same for both APIs.
 */

/** A database id: a positive safe integer. */
export const id = z.int().positive();

/** An issue number: "YYYYMMDD" plus a sequence of at least 3 digits. */
export const issue = z.string().regex(/^\d{11,14}$/);

/** A wire amount: "100.00", "100" or 100, parsed by parseMoney (which refuses with its own codes). */
export const amount = z.union([z.string().max(32), z.number()]);

/** A client's idempotency key: a transport bound only; its form is checked by the use case (checkRequestId). */
export const requestId = z.string().max(256);

/** Biggest page size of any list. */
const MAX_PAGE_SIZE = 100;
/** Pages beyond this are nonsense for any list here and would only make the store skip rows. */
const MAX_PAGE = 100_000;

/** A 1-based page; pageSize defaults to the read model's (20). */
export const pager = {
  page: z.int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.int().min(1).max(MAX_PAGE_SIZE).optional(),
};

/** The page request of a read model, without an undefined pageSize (exactOptionalPropertyTypes-proof). */
export const pageRequest = (input: { page: number; pageSize?: number | undefined }) =>
  input.pageSize === undefined ? { page: input.page } : { page: input.page, pageSize: input.pageSize };

/** A calendar date as the date picker sends it ("YYYY-MM-DD"): a transport bound; recordDays reads it. */
export const day = z.string().max(10);

/** A growth period's key: a day ("2026-11-28") or a week by its Monday ("week:2026-11-23"). */
export const periodKey = z.string().regex(/^(week:)?\d{4}-\d{2}-\d{2}$/);
