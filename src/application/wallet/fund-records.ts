import { fail, type Result } from "../../domain/errors";
import { FUND_TYPE, type FundType, type ReviewStatus } from "../../domain/wallet/fund-log";
import type { Minor } from "../../domain/money";
import type { TimeRange } from "../../ports/store";
import type { AppDeps } from "../deps";
import { inRead } from "../unit-of-work";
import { checkRange, pageOf, readPage, type PageRequest, type Paged } from "../query-input";

/** One line of /CapitalDetail (quantityLogList). */
export interface FundRecord {
  readonly id: number;
  readonly type: FundType;
  /** Signed: negative for money out. */
  readonly quantityMinor: Minor;
  /** Money after the entry (the wire's over). */
  readonly overMinor: Minor;
  readonly mark: string;
  readonly status: ReviewStatus;
  readonly createdAtMs: number;
}

export interface FundRecordsInput {
  /** The caller: only their own lines are ever read. */
  readonly userId: number;
  readonly range: TimeRange;
  /** null: every type; a list: any of those. */
  readonly type: FundType | readonly FundType[] | null;
  readonly page: PageRequest;
}

const FUND_TYPES: readonly number[] = Object.values(FUND_TYPE);

/** The caller's fund log in the range, newest first. */
export async function fundRecords(deps: AppDeps, input: FundRecordsInput): Promise<Result<Paged<FundRecord>, "DATE_RANGE_REVERSED" | "INVALID_INPUT">> {
  const range = checkRange(input.range);
  if (!range.ok) return range;
  const page = pageOf(input.page);
  if (!page.ok) return page;
  const types = input.type === null ? [] : typeof input.type === "number" ? [input.type] : input.type;
  if (types.some((type) => !FUND_TYPES.includes(type))) return fail("INVALID_INPUT", { field: "type" });
  return inRead(deps, async (tx) => {
    const lines = await readPage(page.value, (p) => tx.fundLog.ofUser(input.userId, range.value, input.type, p));
    // The internal ref ("bet:17") stays inside: the screen shows the mark.
    return {
      items: lines.items.map(({ id, type, quantityMinor, overMinor, mark, status, createdAtMs }) => ({ id, type, quantityMinor, overMinor, mark, status, createdAtMs })),
      hasMore: lines.hasMore,
    };
  });
}
