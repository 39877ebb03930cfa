import { betRecords, type BetItem } from "../../../src/application/queries/bet-records";
import { fundRecords, type FundRecord } from "../../../src/application/queries/fund-records";
import { MAX_PAGE_SIZE } from "../../../src/application/queries/query-input";
import { teamMembers } from "../../../src/application/queries/team";
import { userProfile } from "../../../src/application/queries/user-profile";
import { ok, type Result } from "../../../src/domain/errors";
import { FUND_TYPE, type FundType } from "../../../src/domain/fund-log";
import { formatMoney } from "../../../src/domain/money";
import type { TimeRange } from "../../../src/ports/store";
import { failure, success } from "../envelope";
import type { LegacyParams } from "../params";
import type { AuthenticatedCall, LegacyRoutes } from "../route";
import { dateRange, optionalCount, unixSeconds } from "./input";
import { playLabel } from "./play-labels";

/** The largest page number any list takes: far beyond a real list, small enough that no offset overflows. */
const MAX_PAGE = 100_000;
/** The record lists' page size when the client names none. */
const RECORDS_PAGE_SIZE = 20;
/** The team page's size when the client names none (SPEC section 9). */
const TEAM_PAGE_SIZE = 20;

/** page (1-based) and pageSize (at most 100), newest first. */
function pageOf(params: LegacyParams, defaultSize: number): Result<{ page: number; pageSize: number }> {
  const page = optionalCount(params, "page", MAX_PAGE);
  if (!page.ok) return page;
  const pageSize = optionalCount(params, "pageSize", MAX_PAGE_SIZE);
  if (!pageSize.ok) return pageSize;
  // 0 is refused by the read model's own check (a page is 1-based, a size at least 1).
  return ok({ page: page.value ?? 1, pageSize: pageSize.value ?? defaultSize });
}

/** A fund-log line as quantityLogList lists it: `quantity` signed, negative for money out. */
const fundView = (line: FundRecord) => ({
  id: line.id,
  quantity: formatMoney(line.quantityMinor),
  over: formatMoney(line.overMinor),
  mark: line.mark,
  type: line.type,
  status: line.status,
  createtime: unixSeconds(line.createdAtMs),
});

/** "d1 d2 d3 sum" once the round is drawn, "" before. */
const lotteryCode = (bet: BetItem): string => (bet.digits === null ? "" : `${bet.digits.join(" ")} ${bet.digits[0] + bet.digits[1] + bet.digits[2]}`);

function orderView(bet: BetItem, nickname: string, afterQuantity: string | null) {
  return {
    id: bet.id,
    orderNo: bet.orderNo,
    // The stake of the bet, as the original order row kept it (the fund log carries the signed movement).
    quantity: formatMoney(bet.stakeMinor),
    whether_hit: bet.hit ? 1 : 0,
    plan_name: bet.roomTitle,
    play_method: playLabel(bet.playType),
    play_type: bet.playType,
    odds: formatMoney(bet.oddsHundredths),
    lottery_code: lotteryCode(bet),
    status: bet.status,
    profit: formatMoney(bet.profitMinor),
    name: bet.gameName,
    game_id: bet.gameId,
    plan_id: bet.roomId,
    issue: bet.issue,
    // The original's issue rows had their own ids; here a round is known by its issue number.
    issue_id: bet.issue,
    createtime: unixSeconds(bet.placedAtMs),
    username: bet.username,
    user_id: bet.userId,
    nickname,
    after_quantity: afterQuantity,
  };
}

/**
 * The money left after each of the caller's own bets: the running balance its
 * buy line in the fund log recorded. Bets and buy lines are written together,
 * one line per bet, and both lists read newest first with the same tie-break,
 * so the same page of each lines up; each pair is still checked (same instant,
 * same stake) and a bet whose line does not match gets null.
 */
async function moneyAfterEachBet(call: AuthenticatedCall, bets: readonly BetItem[], range: TimeRange, page: { page: number; pageSize: number }): Promise<(string | null)[]> {
  const lines = await fundRecords(call.services.deps, { userId: call.user.id, range, type: FUND_TYPE.buy, page });
  const items = lines.ok ? lines.value.items : [];
  return bets.map((bet, index) => {
    const line = items[index];
    return line !== undefined && line.createdAtMs === bet.placedAtMs && line.quantityMinor === -bet.stakeMinor ? formatMoney(line.overMinor) : null;
  });
}

async function orderList(call: AuthenticatedCall) {
  const { params, lang } = call;
  const deps = call.services.deps;
  const range = dateRange(params, deps);
  if (!range.ok) return failure(range.error, lang);
  const tab = optionalCount(params, "activeTab", 1);
  if (!tab.ok) return failure(tab.error, lang);
  const page = pageOf(params, RECORDS_PAGE_SIZE);
  if (!page.ok) return failure(page.error, lang);
  const scope = tab.value === 1 ? "subordinates" : "self";
  // Subordinates are an agent's only: the read model refuses anyone else (FORBIDDEN).
  const records = await betRecords(deps, { userId: call.user.id, scope, range: range.value, page: page.value });
  if (!records.ok) return failure(records.error, lang);
  const bets = records.value.items;
  if (scope === "subordinates") return success(bets.map((bet) => orderView(bet, "", null)));
  const profile = await userProfile(deps, call.user.id);
  const nickname = profile.ok ? profile.value.nickname : "";
  const after = await moneyAfterEachBet(call, bets, range.value, page.value);
  return success(bets.map((bet, index) => orderView(bet, nickname, after[index] ?? null)));
}

/** The caller's records: their own fund log and bets, and (agents) their team. */
export const userRecordRoutes: LegacyRoutes = {
  /** The caller's fund log between begin_date and end_date (local days, both included), optionally of one type, newest first. */
  "user/quantityloglist": {
    method: "POST",
    auth: "user",
    async handle(call) {
      const { params, lang } = call;
      const deps = call.services.deps;
      const range = dateRange(params, deps);
      if (!range.ok) return failure(range.error, lang);
      // 0 recharge, 1 withdraw, 2 buy, 3 profit, 4 gift, 5 adjustment; the read model refuses others.
      const type = optionalCount(params, "type", 99);
      if (!type.ok) return failure(type.error, lang);
      const page = pageOf(params, RECORDS_PAGE_SIZE);
      if (!page.ok) return failure(page.error, lang);
      const lines = await fundRecords(deps, { userId: call.user.id, range: range.value, type: (type.value ?? null) as FundType | null, page: page.value });
      if (!lines.ok) return failure(lines.error, lang);
      return success(lines.value.items.map(fundView));
    },
  },

  /** The caller's bets (activeTab 0), or an agent's subordinates' (activeTab 1), between begin_date and end_date, newest first. */
  "user/orderlist": { method: "POST", auth: "user", handle: orderList },

  /** An agent's direct subordinates, a page at a time: data.data and data.total. */
  "user/getmyteam": {
    method: "POST",
    auth: "user",
    async handle(call) {
      const page = pageOf(call.params, TEAM_PAGE_SIZE);
      if (!page.ok) return failure(page.error, call.lang);
      const team = await teamMembers(call.services.deps, call.user.id, page.value);
      if (!team.ok) return failure(team.error, call.lang);
      return success({
        data: team.value.items.map((member) => ({ id: member.id, username: member.username, money: formatMoney(member.moneyMinor), createtime: unixSeconds(member.createdAtMs) })),
        total: team.value.total,
      });
    },
  },
};
